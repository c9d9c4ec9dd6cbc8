import type { Meta, StoryObj } from '@storybook/react-vite';
import { syncNoticeFixtures } from '../../machines/logbook/sync/sync-notice.fixtures';
import { syncNoticeMachine } from '../../machines/logbook/sync/sync-notice.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Logbook sync notice walker',
  component: MachineWalker,
  args: {
    title: 'Logbook sync snackbar',
    machine: syncNoticeMachine,
    inputs: syncNoticeFixtures.inputs,
    eventVariants: syncNoticeFixtures.eventVariants,
  },
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until a sync announces its push (back online) or a waited-on sync fails; it shows 3 s. */
export const Notice: Story = { args: { initialInput: 'start' } };
