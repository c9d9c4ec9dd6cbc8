import type { Meta, StoryObj } from '@storybook/react-vite';
import { reportingFixtures } from '../../machines/reporting/reporting.fixtures';
import { reportingMachine } from '../../machines/reporting/reporting.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Reporting walker',
  component: MachineWalker,
  args: {
    title: 'Reporting machine',
    machine: reportingMachine,
    inputs: reportingFixtures.inputs,
    eventVariants: reportingFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A diesel locomotive: the report is fetched 300 ms + 500 ms after the start. */
export const Diesel: Story = { args: { initialInput: 'diesel' } };

/** No vehicle active: nothing to fetch. */
export const NoVehicle: Story = { args: { initialInput: 'noVehicle' } };

/** A crane: placeholder rows, never fetched. */
export const Crane: Story = { args: { initialInput: 'crane' } };

/** Offline: the fetch waits for the connection. */
export const Offline: Story = { args: { initialInput: 'offline' } };
