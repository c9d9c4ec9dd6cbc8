import type { Meta, StoryObj } from '@storybook/react-vite';
import { notificationToastsFixtures } from '../../machines/notifications/notification-toasts.fixtures';
import { notificationToastsMachine } from '../../machines/notifications/notification-toasts.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Notification toasts walker',
  component: MachineWalker,
  args: {
    title: 'Live notification toasts',
    machine: notificationToastsMachine,
    inputs: notificationToastsFixtures.inputs,
    eventVariants: notificationToastsFixtures.eventVariants,
  },
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toasts stack (two in this walker), each goes 3 s after it came or when closed. */
export const Toasts: Story = { args: { initialInput: 'start' } };
