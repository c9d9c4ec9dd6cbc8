import type { ApiFailure } from '../../api/api-failure';
import type { AppFacts } from '../shared/app-facts';
import type { ConnectionErrorEvent } from './connection-error.types';
import { dashboardFetchMachine, type DashboardFetchMachine } from './dashboard-fetch.machine';
import { datasheetMachine, type DatasheetMachine } from './datasheet.machine';
import type { FleetApiActors } from './fleet.actors';
import type { SelectionFacts } from './fleet.facts';
import { liveDetailMachine, type LiveDetailMachine } from './live-detail.machine';
import type { VehicleSelectionEvent } from './vehicle-selection.types';

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

/** What {@link createFleetViewMachines} needs: the calls, the watchers and where outputs go. */
export interface FleetViewDeps {
  readonly api: Pick<FleetApiActors, 'dashboardFetch' | 'liveDetail' | 'datasheet'>;
  readonly appFacts: Pick<AppFacts, 'connectivity'>;
  readonly selectionFacts: SelectionFacts;
  readonly selection: { send(event: VehicleSelectionEvent): void };
  readonly connectionError: { send(event: ConnectionErrorEvent): void };
}

/** The `reportFailure` output: a failed live-data call goes to the 'Connection Error' snackbar. */
export const reportFailureTo =
  (connectionError: { send(event: ConnectionErrorEvent): void }) =>
  (_: unknown, { failure }: { readonly failure: ApiFailure }): void =>
    connectionError.send({ type: 'api.liveDataFailed', failure });

/** Provides the per-view machines (the composition root; view tests with fake calls). */
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
