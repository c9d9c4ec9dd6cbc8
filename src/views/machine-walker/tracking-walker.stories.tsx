import type { Meta, StoryObj } from '@storybook/react-vite';
import { trackingFixtures } from '../../machines/tracking/tracking.fixtures';
import { trackingMachine } from '../../machines/tracking/tracking.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Tracking walker',
  component: MachineWalker,
  args: {
    title: 'Tracking machine',
    machine: trackingMachine,
    inputs: trackingFixtures.inputs,
    eventVariants: trackingFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A locomotive: track and heat map load 300 ms after the start. */
export const Locomotive: Story = { args: { initialInput: 'loco' } };

/** A crane: the heat map only. */
export const Crane: Story = { args: { initialInput: 'crane' } };

/** No vehicle selected. */
export const NoVehicle: Story = { args: { initialInput: 'noVehicle' } };

/** Offline: waits for the connection. */
export const Offline: Story = { args: { initialInput: 'offline' } };
