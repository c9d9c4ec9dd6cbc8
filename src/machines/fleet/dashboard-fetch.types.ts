import type { ApiFailure } from '../../api/api-failure';
import type { VehicleId } from '../../api/contract';

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

/** What the screen hands in: the selection and connectivity at mount. */
export interface DashboardFetchInput {
  readonly activeVehicleIds: readonly VehicleId[];
  readonly online: boolean;
}

/** Events, named by who speaks. */
export type DashboardFetchEvent =
  /** The selected vehicles changed (the screen follows `selectActiveVehicleIds`): restarts the 400 ms. */
  | { readonly type: 'selection.changed'; readonly activeVehicleIds: readonly VehicleId[] }
  /** The connectivity actor's flag; nothing is fetched while offline. */
  | { readonly type: 'connectivity.changed'; readonly online: boolean };

/**
 * Tags:
 * - `fetching`: a fetch is running
 * - `spinner`: the fetch has run longer than 500 ms: show the spinner
 */
export type DashboardFetchTag = 'fetching' | 'spinner';
