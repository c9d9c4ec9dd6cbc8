import type { Meta, StoryObj } from '@storybook/react-vite';
import { vehiclePanelFixtures } from '../../machines/fleet/vehicle-panel.fixtures';
import { vehiclePanelMachine } from '../../machines/fleet/vehicle-panel.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Vehicle panel walker',
  component: MachineWalker,
  args: {
    title: 'Vehicle panel machine',
    machine: vehiclePanelMachine,
    inputs: vehiclePanelFixtures.inputs,
    eventVariants: vehiclePanelFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A desk: the panel beside the content stays when a vehicle is picked. */
export const Desk: Story = { args: { initialInput: 'desk' } };

/** A 1024 × 768 touch tablet: a pick hides the panel. */
export const Tablet: Story = { args: { initialInput: 'tablet' } };

/** A phone: the panel is a drawer; a pick closes it. */
export const Phone: Story = { args: { initialInput: 'phone' } };
