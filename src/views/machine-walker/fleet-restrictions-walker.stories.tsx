import type { Meta, StoryObj } from '@storybook/react-vite';
import { fleetRestrictionsFixtures } from '../../machines/restrictions/fleet-restrictions.fixtures';
import { fleetRestrictionsMachine } from '../../machines/restrictions/fleet-restrictions.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Fleet restrictions walker',
  component: MachineWalker,
  args: {
    title: 'Fleet restrictions machine',
    machine: fleetRestrictionsMachine,
    inputs: fleetRestrictionsFixtures.inputs,
    eventVariants: fleetRestrictionsFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready and online: the active list is read, then again every 30 s. */
export const ReadyOnline: Story = { args: { initialInput: 'readyOnline' } };

/** Ready but offline: paused until the connection is back. */
export const ReadyOffline: Story = { args: { initialInput: 'readyOffline' } };

/** Logged out: nothing is read or kept. */
export const LoggedOut: Story = { args: { initialInput: 'loggedOut' } };
