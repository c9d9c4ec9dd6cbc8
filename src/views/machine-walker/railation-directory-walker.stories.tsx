import type { Meta, StoryObj } from '@storybook/react-vite';
import { railationDirectoryFixtures } from '../../machines/railation/railation-directory.fixtures';
import { railationDirectoryMachine } from '../../machines/railation/railation-directory.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Railation directory walker',
  component: MachineWalker,
  args: {
    title: 'Railation directory machine (search, categories, list, paging)',
    machine: railationDirectoryMachine,
    inputs: railationDirectoryFixtures.inputs,
    eventVariants: railationDirectoryFixtures.eventVariants,
  },
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Answer the counts, then type a term (it searches every category) or tick a category, wait out the
 * 300 ms, answer the page, scroll for more.
 */
export const Default: Story = { args: { initialInput: 'default' } };
