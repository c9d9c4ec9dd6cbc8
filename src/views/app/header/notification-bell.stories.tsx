import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotificationBell } from './notification-bell.view';

const meta = {
  title: 'Shell/Notification bell',
  component: NotificationBell,
  args: { count: 3, onOpen: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three unread notifications: the badge shows the count. */
export const Unread: Story = {};

/** Nothing unread: no badge. */
export const NoneUnread: Story = { args: { count: 0 } };

/** One unread notification. */
export const One: Story = { args: { count: 1 } };

/** More than 99 unread: the badge reads "99+", the accessible name the full count. */
export const Many: Story = { args: { count: 250 } };

/** Two active alarms and three unread: the square badge shows the alarms, the name and tooltip both. */
export const ActiveAlarms: Story = { args: { count: 3, activeAlarms: 2 } };

/** One active alarm, nothing unread. */
export const OneAlarmNoneUnread: Story = { args: { count: 0, activeAlarms: 1 } };

/** More than 99 active alarms: "99+" in the badge and the name. */
export const ManyAlarms: Story = { args: { count: 250, activeAlarms: 120 } };
