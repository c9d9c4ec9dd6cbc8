import type { Meta, StoryObj } from '@storybook/react-vite';
import { vehicleSelectionFixtures } from '../../machines/fleet/vehicle-selection.fixtures';
import { vehicleSelectionMachine } from '../../machines/fleet/vehicle-selection.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Vehicle selection walker',
  component: MachineWalker,
  args: {
    title: 'Vehicle selection machine',
    machine: vehicleSelectionMachine,
    inputs: vehicleSelectionFixtures.inputs,
    eventVariants: vehicleSelectionFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Multi-select (dashboard) with a persisted selection waiting for the vehicle list. */
export const DashboardRestoring: Story = { args: { initialInput: 'dashboardRestoring' } };

/** Single-select (livedata) without a persisted selection. */
export const LivedataFresh: Story = { args: { initialInput: 'livedataFresh' } };
