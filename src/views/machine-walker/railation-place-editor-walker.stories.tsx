import type { Meta, StoryObj } from '@storybook/react-vite';
import { railationPlaceEditorFixtures } from '../../machines/administration/railation-place-editor.fixtures';
import { railationPlaceEditorMachine } from '../../machines/administration/railation-place-editor.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Railation place editor walker',
  component: MachineWalker,
  args: {
    title: 'Railation place editor machine (load or start empty, change, save or refuse)',
    machine: railationPlaceEditorMachine,
    inputs: railationPlaceEditorFixtures.inputs,
    eventVariants: railationPlaceEditorFixtures.eventVariants,
  },
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Edit a place (load it, or fail) or add one; change fields, save with problems, then a 400 or the stored place. */
export const Visit: Story = { args: { initialInput: 'visit' } };
