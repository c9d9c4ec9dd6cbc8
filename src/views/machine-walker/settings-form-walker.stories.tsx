import type { Meta, StoryObj } from '@storybook/react-vite';
import { settingsFormFixtures } from '../../machines/notifications/settings-form.fixtures';
import { settingsFormMachine } from '../../machines/notifications/settings-form.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Notification settings form walker',
  component: MachineWalker,
  args: {
    title: 'Notification settings form machine',
    machine: settingsFormMachine,
    inputs: settingsFormFixtures.inputs,
    eventVariants: settingsFormFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A selected vehicle: its settings load; saving is allowed once they are valid. */
export const Vehicle: Story = { args: { initialInput: 'vehicle' } };

/** A demo user: saving and apply-to-many are refused. */
export const DemoUser: Story = { args: { initialInput: 'demoUser' } };

/** No vehicle: Save opens the pick-a-locomotive dialog. */
export const NoVehicle: Story = { args: { initialInput: 'noVehicle' } };

/** The apply-to-many drawer open with two of its three locomotives picked (the crane is left out). */
export const DrawerOpen: Story = { args: { initialInput: 'drawerOpen' } };
