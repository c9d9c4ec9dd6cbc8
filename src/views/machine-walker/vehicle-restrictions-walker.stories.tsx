import type { Meta, StoryObj } from '@storybook/react-vite';
import { vehicleRestrictionsFixtures } from '../../machines/restrictions/vehicle-restrictions.fixtures';
import { vehicleRestrictionsMachine } from '../../machines/restrictions/vehicle-restrictions.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Vehicle restrictions walker',
  component: MachineWalker,
  args: {
    title: 'Vehicle restrictions machine',
    machine: vehicleRestrictionsMachine,
    inputs: vehicleRestrictionsFixtures.inputs,
    eventVariants: vehicleRestrictionsFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An editor: attach a restriction, lift one with a remark, acknowledge one. */
export const Editor: Story = { args: { initialInput: 'editor' } };

/** A driver: reads and acknowledges, never attaches or lifts. */
export const Driver: Story = { args: { initialInput: 'driver' } };

/** A reader (dispatcher, demo user): reads only. */
export const Reader: Story = { args: { initialInput: 'reader' } };
