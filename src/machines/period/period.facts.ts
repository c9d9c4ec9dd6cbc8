import { selectLastActive } from '../fleet/vehicle-selection.types';
import type { SelectionFactSnapshot } from '../fleet/fleet.facts';
import { watchFact, type FactSource, type FactWatcher } from '../shared/fact-watch';
import { samePeriod, windowOf } from './period.rules';
import type { PeriodChanged, PeriodContext, PeriodVehicle, PeriodVehicleChanged } from './period.types';

/** The active vehicle as the period needs it (the last active one: the single-select views'). */
export const selectPeriodVehicle = (snapshot: SelectionFactSnapshot): PeriodVehicle | null => {
  const vehicle = selectLastActive(snapshot);
  return vehicle && { vehicleId: vehicle.vehicleId, window: windowOf(vehicle), isCrane: vehicle.isCrane };
};

const sameVehicle = (a: PeriodVehicle | null, b: PeriodVehicle | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.vehicleId === b.vehicleId &&
    a.isCrane === b.isCrane &&
    a.window.startDate === b.window.startDate &&
    a.window.endDate === b.window.endDate);

/** What the vehicle watcher reads: the selection and whether its vehicle list arrived. */
export interface PeriodSelectionSnapshot extends SelectionFactSnapshot {
  hasTag(tag: 'loaded'): boolean;
}

/**
 * The period's `watchVehicle` over the app-wide selection: the active vehicle and its window, told
 * once the vehicle list has arrived (before that the address keeps the vehicle it names).
 */
export const createPeriodVehicleWatcher = (
  selection: FactSource<PeriodSelectionSnapshot>,
): FactWatcher<PeriodVehicleChanged> =>
  watchFact({
    source: selection,
    select: (snapshot) => ({ loaded: snapshot.hasTag('loaded'), vehicle: selectPeriodVehicle(snapshot) }),
    equals: (a, b) => a.loaded === b.loaded && sameVehicle(a.vehicle, b.vehicle),
    toEvent: ({ loaded, vehicle }): PeriodVehicleChanged | null =>
      loaded ? { type: 'vehicle.changed', vehicle } : null,
  });

/**
 * A watcher over a period actor's applied period, for the machines that fetch by it (reporting,
 * tracking): `period.changed` on every change to a period (none while no period is applied).
 */
export const createAppliedPeriodWatcher = (
  period: FactSource<{ readonly context: PeriodContext }>,
): FactWatcher<PeriodChanged> =>
  watchFact({
    source: period,
    select: (snapshot) => snapshot.context.applied,
    equals: samePeriod,
    toEvent: (applied): PeriodChanged | null => applied && { type: 'period.changed', period: applied },
  });
