import type { Meta, StoryObj } from '@storybook/react-vite';
import { liveStreamFixtures } from '../../machines/notifications/live-stream.fixtures';
import { liveStreamMachine } from '../../machines/notifications/live-stream.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Live notification stream walker',
  component: MachineWalker,
  args: {
    title: 'Live notification stream',
    machine: liveStreamMachine,
    inputs: liveStreamFixtures.inputs,
    eventVariants: liveStreamFixtures.eventVariants,
  },
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logged in and online: the stream opens; ready, events, pings, drops, 401 and silence. */
export const LoggedIn: Story = { args: { initialInput: 'loggedIn' } };

/** Logged in without a connection: nothing is tried until the connection is back. */
export const Offline: Story = { args: { initialInput: 'offline' } };

/** Logged out: stopped until a session with the right to read live data arrives. */
export const LoggedOut: Story = { args: { initialInput: 'loggedOut' } };
