import type { Meta, StoryObj } from '@storybook/react-vite';
import { updatePromptFixtures } from '../../machines/update-prompt/update-prompt.fixtures';
import { updatePromptMachine } from '../../machines/update-prompt/update-prompt.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Update prompt walker',
  component: MachineWalker,
  args: {
    title: 'Update and message prompt machine',
    machine: updatePromptMachine,
    inputs: updatePromptFixtures.inputs,
    eventVariants: updatePromptFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  // The page reloads from `reloaded`: nothing is left to send.
  parameters: { layout: 'fullscreen', walker: { deadEnds: ['"reloaded"'] } },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded an hour ago, nothing seen: send `session.changed` (ready) and answer the check. */
export const Loaded: Story = { args: { initialInput: 'loaded' } };

/** The message was dismissed and Later pressed an hour ago: only a new message or 24 h show again. */
export const SeenMessage: Story = { args: { initialInput: 'seenMessage' } };
