import { builtOnce } from '../shared/built-once';
import { dashboardFetchMachine, type DashboardFetchMachine } from './dashboard-fetch.machine';
import { datasheetMachine, type DatasheetMachine } from './datasheet.machine';
import { reportFailureTo, type FleetViewDeps } from './fleet-view-deps';
import { liveDetailMachine, type LiveDetailMachine } from './live-detail.machine';

/**
 * The per-view fleet machines with their calls, watchers and outputs provided: a screen creates its
 * own actor of one (`useActorRef(fleetViews.liveDetail, { input })`) and only reads it and sends user
 * events; the actor subscribes itself to what it needs and dies with the screen.
 */
export interface FleetViewMachines {
  /** Dashboard table fetch; its entries go to the selection, failures to the snackbar. */
  readonly dashboardFetch: DashboardFetchMachine;
  /** Live-data detail; failures go to the snackbar. */
  readonly liveDetail: LiveDetailMachine;
  readonly datasheet: DatasheetMachine;
}

export type { FleetViewDeps };

/** Provides the per-view machines (`fleetViewMachinesFor`; view tests with fake calls). */
export const createFleetViewMachines = (deps: FleetViewDeps): FleetViewMachines => {
  const reportFailure = reportFailureTo(deps.connectionError);
  const watchConnectivity = deps.appFacts.connectivity;
  return {
    dashboardFetch: dashboardFetchMachine.provide({
      actors: {
        ...deps.api.dashboardFetch,
        watchConnectivity,
        watchSelection: deps.selectionFacts.activeVehicles,
      },
      actions: {
        deliverLiveData: (_, { entries }) => deps.selection.send({ type: 'api.liveDataLoaded', entries }),
        reportFailure,
      },
    }),
    liveDetail: liveDetailMachine.provide({
      actors: { ...deps.api.liveDetail, watchConnectivity, watchVehicle: deps.selectionFacts.vehicle },
      actions: { reportFailure },
    }),
    datasheet: datasheetMachine.provide({
      actors: { ...deps.api.datasheet, watchLocomotive: deps.selectionFacts.locomotive },
    }),
  };
};

/**
 * The per-view machines of the app's deps, built at the first call and the same ones after: the
 * screens call it in their own chunk, so the machines' code stays out of the login page (issue 2).
 */
export const fleetViewMachinesFor = builtOnce(createFleetViewMachines);
