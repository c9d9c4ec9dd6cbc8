import type { Meta, StoryObj } from '@storybook/react-vite';
import { commentsListFixtures } from '../../machines/logbook/comments/comments.fixtures';
import { commentsListMachine } from '../../machines/logbook/comments/comments-list.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Comments list walker',
  component: MachineWalker,
  args: {
    title: 'Comments list machine',
    machine: commentsListMachine,
    inputs: commentsListFixtures.inputs,
    eventVariants: commentsListFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A finalised entry: its comments load, then their signature images. */
export const Entry: Story = { args: { initialInput: 'entry' } };
