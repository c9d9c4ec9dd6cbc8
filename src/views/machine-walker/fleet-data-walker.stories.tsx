import type { Meta, StoryObj } from '@storybook/react-vite';
import { fleetDataFixtures } from '../../machines/fleet/fleet-data.fixtures';
import { fleetDataMachine } from '../../machines/fleet/fleet-data.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Fleet data polling walker',
  component: MachineWalker,
  args: {
    title: 'Fleet data polling machine',
    machine: fleetDataMachine,
    inputs: fleetDataFixtures.inputs,
    eventVariants: fleetDataFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged in and online on the dashboard: the vehicle list loads. */
export const ReadyOnDashboard: Story = { args: { initialInput: 'readyOnDashboard' } };

/** Logged out: nothing is fetched until the session is ready. */
export const LoggedOut: Story = { args: { initialInput: 'loggedOut' } };

/** Ready but offline on reporting. */
export const ReadyOffline: Story = { args: { initialInput: 'readyOffline' } };
