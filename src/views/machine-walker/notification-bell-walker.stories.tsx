import type { Meta, StoryObj } from '@storybook/react-vite';
import { notificationBellFixtures } from '../../machines/notifications/notification-bell.fixtures';
import { notificationBellMachine } from '../../machines/notifications/notification-bell.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Notification bell walker',
  component: MachineWalker,
  args: {
    title: 'Notification bell (unread count, active alarms)',
    machine: notificationBellMachine,
    inputs: notificationBellFixtures.inputs,
    eventVariants: notificationBellFixtures.eventVariants,
  },
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Logged in: the unread count loads, live events add to it, opening the notifications marks them seen;
 * alongside, the active alarms are counted again on each alarm change.
 */
export const LoggedIn: Story = { args: { initialInput: 'loggedIn' } };

/** Logged out: stopped at 0 until a session with the right to read live data arrives. */
export const LoggedOut: Story = { args: { initialInput: 'loggedOut' } };
