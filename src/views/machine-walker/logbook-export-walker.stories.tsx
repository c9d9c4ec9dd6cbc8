import type { Meta, StoryObj } from '@storybook/react-vite';
import { logbookExportFixtures } from '../../machines/logbook/list/logbook-export.fixtures';
import { logbookExportMachine } from '../../machines/logbook/list/logbook-export.machine';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Logbook export walker',
  component: MachineWalker,
  args: {
    title: 'Logbook export machine',
    machine: logbookExportMachine,
    inputs: logbookExportFixtures.inputs,
    eventVariants: logbookExportFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CSV preselected: open the dialog, prepare and download. */
export const Csv: Story = { args: { initialInput: 'csv' } };

/** Spreadsheet preselected. */
export const Spreadsheet: Story = { args: { initialInput: 'spreadsheet' } };
