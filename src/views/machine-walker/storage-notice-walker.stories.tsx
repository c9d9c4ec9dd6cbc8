import type { Meta, StoryObj } from '@storybook/react-vite';
import { storageNoticeFixtures } from '../../machines/storage/storage-notice.fixtures';
import { storageNoticeMachine } from '../../machines/storage/storage-notice.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Storage notice walker',
  component: MachineWalker,
  args: {
    title: 'Storage notice machine',
    machine: storageNoticeMachine,
    inputs: storageNoticeFixtures.inputs,
    eventVariants: storageNoticeFixtures.eventVariants,
  },
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Started: Story = { args: { initialInput: 'started' } };
