import type { Meta, StoryObj } from '@storybook/react-vite';
import { graphFixtures } from '../../machines/reporting/graph.fixtures';
import { graphMachine } from '../../machines/reporting/graph.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Graph drawer walker',
  component: MachineWalker,
  args: {
    title: 'Graph drawer machine',
    machine: graphMachine,
    inputs: graphFixtures.inputs,
    eventVariants: graphFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: open it with a vehicle and a metric; the pie loads 2000 ms after opening. */
export const Closed: Story = { args: { initialInput: 'closed' } };
