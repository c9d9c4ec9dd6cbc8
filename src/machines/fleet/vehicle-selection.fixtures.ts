import type { AnyEventObject } from 'xstate';
import { fixtureEntries, fixtureItems, vehicleEntry, FIXTURE_VEHICLES } from './fleet.fixtures';
import type { VehicleSelectionInput } from './vehicle-selection.types';

const [lisa] = FIXTURE_VEHICLES;

/**
 * Test and story data for the vehicle selection machine: start inputs (a multi-select and a
 * single-select view, with and without a persisted selection) and payload variants of every data
 * event, shared by the model-based test and the walker story. Not imported by the app.
 */
export const vehicleSelectionFixtures: {
  readonly inputs: Readonly<Record<'dashboardRestoring' | 'livedataFresh', VehicleSelectionInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    dashboardRestoring: {
      view: 'dashboard',
      storedSelection: [
        { vehicleId: 102, activeTime: 1_000 },
        { vehicleId: 101, activeTime: 2_000 },
      ],
    },
    livedataFresh: { view: 'livedata', storedSelection: null },
  },
  eventVariants: {
    'api.vehiclesLoaded': [
      { type: 'api.vehiclesLoaded', items: fixtureItems },
      { type: 'api.vehiclesLoaded', items: [] },
      // An account with one vehicle: it is selected with the first list.
      { type: 'api.vehiclesLoaded', items: fixtureItems.slice(0, 1) },
    ],
    'api.liveDataLoaded': [{ type: 'api.liveDataLoaded', entries: fixtureEntries }],
    'api.activeVehiclesLoaded': [
      { type: 'api.activeVehiclesLoaded', entries: lisa ? [vehicleEntry(lisa, 'off')] : [] },
    ],
    'view.changed': [
      { type: 'view.changed', view: 'dashboard' },
      { type: 'view.changed', view: 'livedata' },
    ],
    'user.toggleVehicle': [
      { type: 'user.toggleVehicle', vehicleId: 101 },
      { type: 'user.toggleVehicle', vehicleId: 105 },
    ],
    'user.toggleFocus': [{ type: 'user.toggleFocus', vehicleId: 101 }],
    'user.selectAll': [
      { type: 'user.selectAll', group: 'all' },
      { type: 'user.selectAll', group: 'driving' },
      { type: 'user.selectAll', group: 'cranes' },
    ],
    'user.deselect': [{ type: 'user.deselect', group: 'driving' }],
    'user.filter': [
      { type: 'user.filter', text: 'kran' },
      { type: 'user.filter', text: '  ' },
    ],
    'session.organisationChanged': [{ type: 'session.organisationChanged', organisationId: 'org-2' }],
  },
};
