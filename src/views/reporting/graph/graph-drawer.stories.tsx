import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fixturePie, fixtureSeries } from '../../../machines/reporting/graph.fixtures';
import { dieselVehicle, electricVehicle } from '../../../machines/reporting/reporting.fixtures';
import { GraphDrawer } from './graph-drawer.view';

const meta = {
  title: 'Reporting/Graph drawer',
  component: GraphDrawer,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    vehicleName: dieselVehicle.name,
    isEloc: false,
    metric: 'workingHours',
    chart: 'cumulative',
    series: fixtureSeries('workingHours'),
    pie: fixturePie(),
    pieLayout: 'expanded',
    loadingSeries: false,
    loadingPie: false,
    onClose: fn(),
    onChooseChart: fn(),
    onChooseMetric: fn(),
    onToggleSlices: fn(),
  },
} satisfies Meta<typeof GraphDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Working hours summed up over the period. */
export const Cumulative: Story = {};

/** Driving hours day by day, in English. */
export const DailyLine: Story = {
  args: { chart: 'line', metric: 'drivingHours', series: fixtureSeries('drivingHours') },
  globals: { locale: 'en-GB' },
};

/** The pie of standing with engine on, standby and driving. */
export const Pie: Story = { args: { chart: 'pie' } };

/** The pie after a slice click: split. */
export const PieSplit: Story = { args: { chart: 'pie', pieLayout: 'split' } };

/** The pie waits its 2000 ms. */
export const PieLoading: Story = { args: { chart: 'pie', pie: null, loadingPie: true } };

/** A failed call: silently empty (spec 000 §8). */
export const Empty: Story = { args: { series: { ...fixtureSeries(), series: [] } } };

/** An electric locomotive: no working hours, idle or fuel among the metrics. */
export const Electric: Story = {
  args: {
    vehicleName: electricVehicle.name,
    isEloc: true,
    metric: 'mileageKm',
    series: fixtureSeries('mileageKm', electricVehicle),
    pie: fixturePie(electricVehicle),
  },
};
