import type { Meta, StoryObj } from '@storybook/react-vite';
import { syncNoticeFixtures } from '../../machines/logbook/sync/sync-notice.fixtures';
import { syncNoticeMachine } from '../../machines/logbook/sync/sync-notice.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Logbook sync notice walker',
  component: MachineWalker,
  args: {
    title: 'Logbook sync notices',
    machine: syncNoticeMachine,
    inputs: syncNoticeFixtures.inputs,
    eventVariants: syncNoticeFixtures.eventVariants,
  },
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two regions: the shell's snackbar, hidden until a sync announces its push (back online) or a
 * waited-on sync fails, shown 3 s; and the logbook pages' conflict notice, told by a settled item
 * (sync.itemSettled) and kept until dismissed or signed out.
 */
export const Notice: Story = { args: { initialInput: 'start' } };
