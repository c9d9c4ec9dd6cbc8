import type { Meta, StoryObj } from '@storybook/react-vite';
import { profileFormFixtures } from '../../machines/profile/profile-form.fixtures';
import { profileFormMachine } from '../../machines/profile/profile-form.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Profile form walker',
  component: MachineWalker,
  args: {
    title: 'Profile form machine',
    machine: profileFormMachine,
    inputs: profileFormFixtures.inputs,
    eventVariants: profileFormFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user: password, e-mail and language can be saved once complete or changed. */
export const User: Story = { args: { initialInput: 'user' } };

/** Both groups complete and another language chosen: both saves are enabled. */
export const Typed: Story = { args: { initialInput: 'typed' } };

/** A demo user: every save is refused. */
export const DemoUser: Story = { args: { initialInput: 'demoUser' } };
