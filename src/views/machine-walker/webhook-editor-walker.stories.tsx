import type { Meta, StoryObj } from '@storybook/react-vite';
import { webhookEditorFixtures } from '../../machines/administration/webhook-editor.fixtures';
import { webhookEditorMachine } from '../../machines/administration/webhook-editor.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Webhook editor walker',
  component: MachineWalker,
  args: {
    title: 'Webhook editor machine (edit from the row or start new, change, save or refuse, the secret once)',
    machine: webhookEditorMachine,
    inputs: webhookEditorFixtures.inputs,
    eventVariants: webhookEditorFixtures.eventVariants,
  },
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Edit an endpoint or add one; change fields, save with problems, then a 400, or the stored endpoint and its secret. */
export const Visit: Story = { args: { initialInput: 'visit' } };
