import type { Meta, StoryObj } from '@storybook/react-vite';
import { createSessionFixtures } from '../../machines/session/session.fixtures';
import { sessionMachine } from '../../machines/session/session.machine';
import { MachineWalker } from './machine-walker.view';

// Tokens expire relative to the time the story is opened, so "valid" and "expired" stay true.
const fixtures = createSessionFixtures(Date.now());

const meta = {
  title: 'Machines/Session walker',
  component: MachineWalker,
  args: {
    title: 'Session machine',
    machine: sessionMachine,
    inputs: fixtures.inputs,
    eventVariants: fixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: {
    layout: 'fullscreen',
    // The page reloads there (after login or logout): nothing is left to send.
    walker: { deadEnds: ['"reloading"'] },
  },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts logged in from a valid stored token (fetching the access token). */
export const LoggedIn: Story = { args: { initialInput: 'valid' } };

/** Starts logged out without a stored token (the login page). */
export const LoggedOut: Story = { args: { initialInput: 'noToken' } };

/** Starts from an expired stored token: logged out, with an earlier token for the login retry. */
export const ExpiredToken: Story = { args: { initialInput: 'expired' } };
