import type { Meta, StoryObj } from '@storybook/react-vite';
import { languageFilesFixtures } from '../../machines/administration/language-files.fixtures';
import { languageFilesMachine } from '../../machines/administration/language-files.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Language files walker',
  component: MachineWalker,
  args: {
    title: 'Language files machine (deploy, backups, restore)',
    machine: languageFilesMachine,
    inputs: languageFilesFixtures.inputs,
    eventVariants: languageFilesFixtures.eventVariants,
  },
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Answer the backups, then deploy (sure) or restore (enable and a file). */
export const Visit: Story = { args: { initialInput: 'visit' } };
