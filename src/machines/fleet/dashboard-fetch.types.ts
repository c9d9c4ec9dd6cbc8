import type { ApiFailure } from '../../api/api-failure';
import type { VehicleId } from '../../api/contract';
import type { ConnectivityChanged } from '../shared/app-facts';

/**
 * The public interface of the dashboard fetch machine (per view: the dashboard screen creates it from
 * `AppActors.fleetViews.dashboardFetch`): live data of the selected vehicles, fetched 400 ms after the
 * selection settles, with the spinner shown only when the fetch takes longer than 500 ms (spec 000 §2
 * Dashboard, §4 Polling). The entries go to the selection actor (named action `deliverLiveData`).
 */

/** What the dashboard fetch machine knows. */
export interface DashboardFetchContext {
  /** The selected vehicles (the table's rows). */
  readonly activeVehicleIds: readonly VehicleId[];
  readonly online: boolean;
  /** The last fetch failed; cleared by the next success. */
  readonly failure: ApiFailure | null;
}

/**
 * The start (tests and stories); the app hands in nothing: the watchers send the selection and the
 * connectivity when the actor starts (idle until then).
 */
export interface DashboardFetchInput {
  readonly activeVehicleIds?: readonly VehicleId[];
  readonly online?: boolean;
}

/** The selected vehicles changed (from the `watchSelection` watcher): restarts the 400 ms. */
export interface SelectionChanged {
  readonly type: 'selection.changed';
  readonly activeVehicleIds: readonly VehicleId[];
}

/** Events, named by who speaks. */
export type DashboardFetchEvent =
  | SelectionChanged
  /** The connectivity actor's flag (`watchConnectivity`); nothing is fetched while offline. */
  | ConnectivityChanged;

/**
 * Tags:
 * - `fetching`: a fetch is running
 * - `spinner`: the fetch has run longer than 500 ms: show the spinner
 */
export type DashboardFetchTag = 'fetching' | 'spinner';
