import type { Meta, StoryObj } from '@storybook/react-vite';
import { entryNoticeFixtures } from '../../machines/logbook/entry/entry.fixtures';
import { entryNoticeMachine } from '../../machines/logbook/entry/entry-notice.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Logbook entry notice walker',
  component: MachineWalker,
  args: {
    title: 'Logbook entry snackbar',
    machine: entryNoticeMachine,
    inputs: entryNoticeFixtures.inputs,
    eventVariants: entryNoticeFixtures.eventVariants,
  },
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until a notice arrives; it shows 3 s. */
export const Notice: Story = { args: { initialInput: 'start' } };
