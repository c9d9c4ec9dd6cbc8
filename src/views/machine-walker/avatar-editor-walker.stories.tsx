import type { Meta, StoryObj } from '@storybook/react-vite';
import { avatarEditorFixtures } from '../../machines/profile/avatar-editor.fixtures';
import { avatarEditorMachine } from '../../machines/profile/avatar-editor.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Avatar editor walker',
  component: MachineWalker,
  args: {
    title: 'Avatar editor machine',
    machine: avatarEditorMachine,
    inputs: avatarEditorFixtures.inputs,
    eventVariants: avatarEditorFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No avatar stored: pick an image to crop it. */
export const NoAvatar: Story = { args: { initialInput: 'none' } };

/** An avatar stored: it can be deleted or replaced. */
export const Stored: Story = { args: { initialInput: 'stored' } };

/** The crop dialog on a picked image: Save is enabled once the cropper reported a crop. */
export const Picked: Story = { args: { initialInput: 'picked' } };

/** A demo user: neither upload nor delete. */
export const DemoUser: Story = { args: { initialInput: 'demoUser' } };
