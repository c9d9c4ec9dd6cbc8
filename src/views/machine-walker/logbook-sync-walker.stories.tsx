import type { Meta, StoryObj } from '@storybook/react-vite';
import { logbookSyncFixtures } from '../../machines/logbook/sync/logbook-sync.fixtures';
import { logbookSyncMachine } from '../../machines/logbook/sync/logbook-sync.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Logbook sync walker',
  component: MachineWalker,
  args: {
    title: 'Logbook sync machine',
    machine: logbookSyncMachine,
    inputs: logbookSyncFixtures.inputs,
    eventVariants: logbookSyncFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in and online: ask for a sync, grant or refuse the lock, answer the reads and pushes. */
export const SignedIn: Story = { args: { initialInput: 'signedIn' } };

/** Logged out and offline: requests are answered; a session arriving starts the login sync. */
export const SignedOut: Story = { args: { initialInput: 'signedOut' } };
