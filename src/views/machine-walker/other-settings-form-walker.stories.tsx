import type { Meta, StoryObj } from '@storybook/react-vite';
import { otherSettingsFormFixtures } from '../../machines/other-settings-form/other-settings-form.fixtures';
import { otherSettingsFormMachine } from '../../machines/other-settings-form/other-settings-form.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Other Settings form walker',
  component: MachineWalker,
  args: {
    title: 'Other Settings form machine (version number and user interaction)',
    machine: otherSettingsFormMachine,
    inputs: otherSettingsFormFixtures.inputs,
    eventVariants: otherSettingsFormFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The administrator: every field, major and minor included; check something to save. */
export const Administrator: Story = { args: { initialInput: 'administrator' } };

/** The operator's admin: major and minor stay as prepared. */
export const OperatorAdmin: Story = { args: { initialInput: 'operatorAdmin' } };

/** Production: read-only. */
export const Production: Story = { args: { initialInput: 'production' } };
