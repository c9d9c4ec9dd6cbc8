import type { Meta, StoryObj } from '@storybook/react-vite';
import { railationDirectoryFixtures } from '../../machines/railation/railation-directory.fixtures';
import { railationDirectoryMachine } from '../../machines/railation/railation-directory.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Railation directory walker',
  component: MachineWalker,
  args: {
    title: 'Railation directory machine (categories, list, search, paging)',
    machine: railationDirectoryMachine,
    inputs: railationDirectoryFixtures.inputs,
    eventVariants: railationDirectoryFixtures.eventVariants,
  },
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Answer the counts, tick a category, wait out the 300 ms, answer the page, scroll for more. */
export const Default: Story = { args: { initialInput: 'default' } };
