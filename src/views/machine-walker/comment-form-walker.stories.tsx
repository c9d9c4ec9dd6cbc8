import type { Meta, StoryObj } from '@storybook/react-vite';
import { commentFormFixtures } from '../../machines/logbook/comments/comments.fixtures';
import { commentFormMachine } from '../../machines/logbook/comments/comment-form.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Comment form walker',
  component: MachineWalker,
  args: {
    title: 'Comment form machine',
    machine: commentFormMachine,
    inputs: commentFormFixtures.inputs,
    eventVariants: commentFormFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An entry with defects: remarks and a new entry state are required; resolve-all with resolved. */
export const WithDefects: Story = { args: { initialInput: 'withDefects' } };

/** An entry without defects: only remarks (optional) and the signature. */
export const WithoutDefects: Story = { args: { initialInput: 'withoutDefects' } };
