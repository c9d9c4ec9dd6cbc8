import type { Meta, StoryObj } from '@storybook/react-vite';
import { reportExportFixtures } from '../../machines/reporting/report-export.fixtures';
import { reportExportDrawerMachine } from '../../machines/reporting/report-export.source';
import { MachineWalker } from './machine-walker.view';

const meta = {
  title: 'Machines/Export drawer walker (reporting)',
  component: MachineWalker,
  args: {
    title: 'Export drawer machine, configured for reporting',
    machine: reportExportDrawerMachine,
    inputs: reportExportFixtures.inputs,
    eventVariants: reportExportFixtures.eventVariants,
  },
  // Machines and fixtures are not editable controls.
  argTypes: { machine: { control: false }, inputs: { control: false }, eventVariants: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MachineWalker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: open the drawer, select vehicles, build an xlsx page by page. */
export const Closed: Story = { args: { initialInput: 'closed' } };

/** The drawer open with the fixture vehicles (the crane left out). */
export const Open: Story = { args: { initialInput: 'open' } };

/** The drawer open with two vehicles selected: the options dialog can open. */
export const Selected: Story = { args: { initialInput: 'selected' } };

/** The drawer open, the zip of CSV files preselected. */
export const Zip: Story = { args: { initialInput: 'zip' } };
