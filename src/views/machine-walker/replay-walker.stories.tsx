import type { Meta, StoryObj } from '@storybook/react-vite';
import { replayFixtures } from '../../machines/replay/replay.fixtures';
import { replayMachine } from '../../machines/replay/replay.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Replay walker',
  component: MachineWalker,
  args: {
    title: 'Replay machine',
    machine: replayMachine,
    inputs: replayFixtures.inputs,
    eventVariants: replayFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two vehicles over a day: the first 6-hour chunk loads, then the next is prefetched. */
export const Fleet: Story = { args: { initialInput: 'fleet' } };

/** Nothing selected: idle. */
export const NoVehicles: Story = { args: { initialInput: 'none' } };
