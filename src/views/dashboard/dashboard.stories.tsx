import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectActiveList } from '../../machines/fleet/vehicle-selection.types';
import {
  CRANE,
  DIESEL_DRIVING,
  ELOC,
  FLEET,
  NO_POSITION,
  NOTHING_REPORTED,
  selectionContext,
  UNKNOWN_STATE,
} from '../shared/fleet/testing/fleet-fixtures';
import { DashboardView } from './dashboard.view';

/** The selected vehicles as the dashboard screen reads them from the selection. */
const selected = (ids: readonly number[], withoutEntry: readonly number[] = [], entries = FLEET) =>
  selectActiveList({ context: selectionContext(entries, { activeIds: ids, withoutEntry }) });

const MIXED = [
  DIESEL_DRIVING.vehicleId,
  ELOC.vehicleId,
  CRANE.vehicleId,
  UNKNOWN_STATE.vehicleId,
  NO_POSITION.vehicleId,
  1004,
  1003,
  1010,
];

const meta = {
  title: 'Fleet/Dashboard',
  component: DashboardView,
  parameters: { layout: 'fullscreen' },
  args: { vehicles: selected(MIXED), loading: false },
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Diesel, electric (label with tooltip), crane, an unknown state ('STATE NOT SET') and missing mileage (NA). */
export const MixedVehicles: Story = {};

/** A vehicle with nothing reported in the caller's window, and one whose live entry has not arrived. */
export const MissingValues: Story = {
  args: {
    vehicles: selected([NOTHING_REPORTED.vehicleId, 1002, 1019], [1002], [...FLEET, NOTHING_REPORTED]),
  },
};

export const WholeFleet: Story = { args: { vehicles: selected(FLEET.map((v) => v.vehicleId)) } };

export const Loading: Story = { args: { loading: true } };

export const LoadingFirstSelection: Story = { args: { vehicles: [], loading: true } };

export const NothingSelected: Story = { args: { vehicles: [] } };

export const English: Story = { globals: { locale: 'en-GB' } };
