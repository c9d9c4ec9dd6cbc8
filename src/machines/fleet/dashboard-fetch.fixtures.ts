import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { networkError } from '../session/session.fixtures';
import { done, failed, fixtureEntries } from './fleet.fixtures';
import type { DashboardFetchContext, DashboardFetchInput } from './dashboard-fetch.types';

/** Test and story data for the dashboard fetch machine. Not imported by the app. */
export const dashboardFetchFixtures: {
  readonly inputs: Readonly<Record<'withSelection' | 'nothingSelected' | 'offline', DashboardFetchInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    withSelection: { activeVehicleIds: [101, 102], online: true },
    nothingSelected: { activeVehicleIds: [], online: true },
    offline: { activeVehicleIds: [101], online: false },
  },
  eventVariants: {
    'selection.changed': [
      { type: 'selection.changed', activeVehicleIds: [101] },
      { type: 'selection.changed', activeVehicleIds: [] },
    ],
    'connectivity.changed': [
      { type: 'connectivity.changed', online: false },
      { type: 'connectivity.changed', online: true },
    ],
    'xstate.done.actor.loadLiveData': [done('loadLiveData', fixtureEntries.slice(0, 2))],
    'xstate.error.actor.loadLiveData': [failed('loadLiveData', networkError())],
  },
};

/** The model's "same state": the value, the online flag and whether anything is selected. */
export const serializeDashboardFetch = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as DashboardFetchContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    online: context.online,
    selected: context.activeVehicleIds.length > 0,
  });
};
