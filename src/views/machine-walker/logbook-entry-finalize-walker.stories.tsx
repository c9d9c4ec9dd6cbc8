import type { Meta, StoryObj } from '@storybook/react-vite';
import { entryFinalizeFixtures } from '../../machines/logbook/entry/entry.fixtures';
import { entryFinalizeMachine } from '../../machines/logbook/entry/entry-finalize.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Logbook entry finalize walker',
  component: MachineWalker,
  args: {
    title: 'Logbook entry finalise flow',
    machine: entryFinalizeMachine,
    inputs: entryFinalizeFixtures.inputs,
    eventVariants: entryFinalizeFixtures.eventVariants,
  },
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  // The three ends hand their output to the drawer.
  parameters: {
    layout: 'fullscreen',
    walker: { deadEnds: ['"cancelled"', '"failed"', '"finalized"'] },
  },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Finalising a new entry: the save is a create. */
export const NewEntry: Story = { args: { initialInput: 'create' } };

/** Finalising a stored draft: the save is an update. */
export const StoredDraft: Story = { args: { initialInput: 'update' } };
