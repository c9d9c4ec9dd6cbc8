import type { Meta, StoryObj } from '@storybook/react-vite';
import { liveDetailFixtures } from '../../machines/fleet/live-detail.fixtures';
import { liveDetailMachine } from '../../machines/fleet/live-detail.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Live-data detail walker',
  component: MachineWalker,
  args: {
    title: 'Live-data detail machine',
    machine: liveDetailMachine,
    inputs: liveDetailFixtures.inputs,
    eventVariants: liveDetailFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A vehicle is active and the connection is up: fetch after 200 ms. */
export const VehicleOnline: Story = { args: { initialInput: 'vehicleOnline' } };

/** No active vehicle. */
export const NoVehicle: Story = { args: { initialInput: 'noVehicle' } };

/** Offline: refreshes wait for the connection. */
export const Offline: Story = { args: { initialInput: 'offline' } };
