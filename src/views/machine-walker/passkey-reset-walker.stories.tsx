import type { Meta, StoryObj } from '@storybook/react-vite';
import { passkeyResetFixtures } from '../../machines/passkey-reset/passkey-reset.fixtures';
import { passkeyResetMachine } from '../../machines/passkey-reset/passkey-reset.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Passkey reset walker',
  component: MachineWalker,
  args: {
    title: 'Passkey reset machine',
    machine: passkeyResetMachine,
    inputs: passkeyResetFixtures.inputs,
    eventVariants: passkeyResetFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: {
    layout: 'fullscreen',
    // Both flows end in a final state: the page then only links on (to the login or the mail).
    walker: { deadEnds: ['"requestSent"', '"resetDone"'] },
  },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reset page's forms, waiting for a request (no token) or a new passkey (with the mailed token). */
export const Editing: Story = { args: { initialInput: 'fresh' } };
