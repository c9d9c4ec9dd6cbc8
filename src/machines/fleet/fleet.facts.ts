import { sameItems, watchFact, type FactSource, type FactWatcher } from '../shared/fact-watch';
import type { SelectionChanged } from './dashboard-fetch.types';
import type { DatasheetLocomotive, LocomotiveChanged } from './datasheet.types';
import type { FleetVehicle } from './fleet.types';
import type { ViewChanged } from './fleet-data.types';
import type { VehicleChanged } from './live-detail.types';
import {
  selectActiveVehicleIds,
  selectLastActive,
  selectLastActiveOrStoredId,
  type VehicleSelectionContext,
} from './vehicle-selection.types';

/**
 * The facts of the app-wide vehicle selection that other machines subscribe to, as watchers (see
 * shared/fact-watch.ts) built once by the composition root over the selection actor.
 */
export interface SelectionFacts {
  /** The selected vehicles' ids, in active-list order (the dashboard fetch). */
  readonly activeVehicles: FactWatcher<SelectionChanged>;
  /** The last active vehicle's id (the live-data detail). */
  readonly vehicle: FactWatcher<VehicleChanged>;
  /**
   * The same, or before the vehicle list has come the id stored as last active: the logbook list asks
   * for that vehicle's entries at once instead of after the vehicle list (issue 35).
   */
  readonly vehicleOrStored: FactWatcher<VehicleChanged>;
  /** The last active vehicle as a locomotive, when another vehicle becomes it (the datasheet). */
  readonly locomotive: FactWatcher<LocomotiveChanged>;
  /** The selection's view, i.e. the route (the fleet polling's active-vehicle refresh). */
  readonly view: FactWatcher<ViewChanged>;
}

/** What the watchers read of the selection actor. */
export interface SelectionFactSnapshot {
  readonly context: VehicleSelectionContext;
}

const locomotiveOf = (vehicle: FleetVehicle | null): DatasheetLocomotive | null =>
  vehicle && {
    vehicleId: vehicle.vehicleId,
    wpId: vehicle.wpId,
    name: vehicle.name,
    fuelConsumption: vehicle.fuelConsumption,
  };

/** The locomotive the datasheet starts with (its first frame already shows it loading). */
export const selectLocomotive = (snapshot: SelectionFactSnapshot): DatasheetLocomotive | null =>
  locomotiveOf(selectLastActive(snapshot));

/** Builds the selection's watchers (once, at the composition root). */
export const createSelectionFacts = (selection: FactSource<SelectionFactSnapshot>): SelectionFacts => ({
  activeVehicles: watchFact({
    source: selection,
    select: selectActiveVehicleIds,
    equals: sameItems,
    toEvent: (activeVehicleIds): SelectionChanged => ({ type: 'selection.changed', activeVehicleIds }),
  }),
  vehicle: watchFact({
    source: selection,
    select: (snapshot) => selectLastActive(snapshot)?.vehicleId ?? null,
    toEvent: (vehicleId): VehicleChanged => ({ type: 'view.vehicleChanged', vehicleId }),
  }),
  vehicleOrStored: watchFact({
    source: selection,
    select: selectLastActiveOrStoredId,
    toEvent: (vehicleId): VehicleChanged => ({ type: 'view.vehicleChanged', vehicleId }),
  }),
  // Another locomotive, not a new live entry of the same one, reloads the sheet and resets the draft.
  locomotive: watchFact({
    source: selection,
    select: selectLocomotive,
    equals: (a, b) => (a?.vehicleId ?? null) === (b?.vehicleId ?? null),
    toEvent: (locomotive): LocomotiveChanged => ({ type: 'view.locomotiveChanged', locomotive }),
  }),
  view: watchFact({
    source: selection,
    select: (snapshot) => snapshot.context.view,
    toEvent: (view): ViewChanged => ({ type: 'view.changed', view }),
  }),
});
