import type { Meta, StoryObj } from '@storybook/react-vite';
import { logbookListFixtures } from '../../machines/logbook/list/logbook-list.fixtures';
import { logbookListMachine } from '../../machines/logbook/list/logbook-list.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Logbook list walker',
  component: MachineWalker,
  args: {
    title: 'Logbook list machine',
    machine: logbookListMachine,
    inputs: logbookListFixtures.inputs,
    eventVariants: logbookListFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The entries of vehicle 203: the first page loads at once. */
export const Vehicle: Story = { args: { initialInput: 'vehicle' } };

/** The open entries of the organisation (the drafts page, 15 a page). */
export const Drafts: Story = { args: { initialInput: 'drafts' } };

/** No organisation yet: waits for the session. */
export const LoggedOut: Story = { args: { initialInput: 'loggedOut' } };
