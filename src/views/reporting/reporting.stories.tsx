import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  craneVehicle,
  dieselVehicle,
  electricVehicle,
  fixtureReport,
} from '../../machines/reporting/reporting.fixtures';
import { ReportingView } from './reporting.view';

const meta = {
  title: 'Reporting/Page',
  component: ReportingView,
  parameters: { layout: 'fullscreen' },
  args: {
    vehicle: dieselVehicle,
    report: fixtureReport(dieselVehicle),
    loading: false,
    failed: false,
    onRetry: fn(),
    onGraph: fn(),
    onExport: fn(),
    timeZone: 'Europe/Berlin',
  },
} satisfies Meta<typeof ReportingView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A diesel locomotive over the default 14 days: every table, the footnotes and the days. */
export const Diesel: Story = {};

/** English: the British number format. */
export const DieselEnglish: Story = { globals: { locale: 'en-GB' } };

/** An electric locomotive: 'not applicable' for working hours, standing with engine on and fuel. */
export const Electric: Story = {
  args: { vehicle: electricVehicle, report: fixtureReport(electricVehicle) },
};

/** A crane: placeholder rows, Graphing and Export disabled. */
export const Crane: Story = { args: { vehicle: craneVehicle, report: null } };

/** The first answer is on its way. */
export const Loading: Story = { args: { report: null, loading: true } };

/** The fetch failed: the tables keep placeholders and 'Try again' is offered. */
export const Failed: Story = { args: { report: null, failed: true } };

/** No vehicle is active. */
export const NoVehicle: Story = { args: { vehicle: null, report: null } };
