import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectionErrorFixtures } from '../../machines/fleet/connection-error.fixtures';
import { connectionErrorMachine } from '../../machines/fleet/connection-error.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Connection error snackbar walker',
  component: MachineWalker,
  args: {
    title: 'Connection error snackbar machine',
    machine: connectionErrorMachine,
    inputs: connectionErrorFixtures.inputs,
    eventVariants: connectionErrorFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Online: a live-data failure shows the snackbar for 10 s. */
export const Online: Story = { args: { initialInput: 'online' } };

/** Offline: failures are not shown (the offline banner is). */
export const Offline: Story = { args: { initialInput: 'offline' } };
