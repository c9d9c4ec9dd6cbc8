import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotificationToasts } from './notification-toasts.view';

const meta = {
  title: 'Shell/Notification toasts',
  component: NotificationToasts,
  args: {
    toasts: [{ id: 42, vehicleName: 'V 100 Lisa', label: 'NSSpeedlimitExeeded' }],
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationToasts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One new event: "<vehicle>: <alert label>", 3 s unless closed. */
export const One: Story = {};

/** Several events in a row stack, the newest at the bottom. */
export const Stacked: Story = {
  args: {
    toasts: [
      { id: 42, vehicleName: 'V 100 Lisa', label: 'NSSpeedlimitExeeded' },
      { id: 43, vehicleName: 'G 1206 Anton', label: 'NSVoltageDrop' },
      { id: 44, vehicleName: 'DE 18 Bruno', label: 'NSSuspectedDerailment' },
    ],
  },
};

/** A long vehicle name and label wrap inside the toast. */
export const LongText: Story = {
  args: {
    toasts: [
      { id: 45, vehicleName: 'Rangierlok Werk Nord Gleisanschluss 7', label: 'NSSuspiciousDrivingBehaviour' },
    ],
  },
};

/** Nothing to tell: only the (empty) live region is there. */
export const Empty: Story = { args: { toasts: [] } };
