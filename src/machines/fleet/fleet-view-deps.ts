import type { ApiFailure } from '../../api/api-failure';
import type { AppFacts } from '../shared/app-facts';
import type { ConnectionErrorEvent } from './connection-error.types';
import type { FleetApiActors } from './fleet.actors';
import type { SelectionFacts } from './fleet.facts';
import type { VehicleSelectionEvent } from './vehicle-selection.types';

/**
 * What the per-view fleet machines need (`fleetViewMachinesFor` builds them): the calls, the watchers
 * and where outputs go. The composition root holds these; the screens build the machines.
 */
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
