import type { Meta, StoryObj } from '@storybook/react-vite';
import { logbookDeleteFixtures } from '../../machines/logbook/list/logbook-delete.fixtures';
import { logbookDeleteMachine } from '../../machines/logbook/list/logbook-delete.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Logbook delete walker',
  component: MachineWalker,
  args: {
    title: 'Logbook delete-selected machine',
    machine: logbookDeleteMachine,
    inputs: logbookDeleteFixtures.inputs,
    eventVariants: logbookDeleteFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing asked yet: delete two selected drafts, confirm or cancel. */
export const Start: Story = { args: { initialInput: 'start' } };
