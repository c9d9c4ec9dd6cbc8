import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { PeriodContext, PeriodInput, PeriodVehicle } from './period.types';

/** The fixtures' today (a Sunday). */
export const FIXTURE_TODAY = '2026-11-22';

/** Vehicles with each kind of window. */
export const periodVehicles = {
  open: { vehicleId: 101, window: { startDate: null, endDate: null }, isCrane: false },
  /** Limited to October: today's default period starts after its end. */
  october: { vehicleId: 102, window: { startDate: '2026-10-01', endDate: '2026-10-31' }, isCrane: false },
  crane: { vehicleId: 103, window: { startDate: null, endDate: null }, isCrane: true },
  /** Its window starts in December: no day may be picked yet. */
  future: { vehicleId: 104, window: { startDate: '2026-12-01', endDate: null }, isCrane: false },
} as const satisfies Record<string, PeriodVehicle>;

/** Test and story data for the period machine. Not imported by the app. */
export const periodFixtures: {
  readonly inputs: Readonly<Record<'reporting' | 'trackingmap' | 'graph' | 'sharedLink', PeriodInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    reporting: { kind: 'other', today: FIXTURE_TODAY, lockForCranes: true },
    trackingmap: { kind: 'trackingmap', today: FIXTURE_TODAY, lockForCranes: true },
    graph: { kind: 'graph', today: FIXTURE_TODAY, lockForCranes: false },
    /** Opened from an address with a period. */
    sharedLink: {
      kind: 'other',
      today: FIXTURE_TODAY,
      lockForCranes: true,
      initialPeriod: { startDate: '2026-09-28', endDate: '2026-10-04' },
    },
  },
  eventVariants: {
    'vehicle.changed': [
      { type: 'vehicle.changed', vehicle: periodVehicles.open },
      { type: 'vehicle.changed', vehicle: periodVehicles.october },
      { type: 'vehicle.changed', vehicle: periodVehicles.crane },
      { type: 'vehicle.changed', vehicle: periodVehicles.future },
      { type: 'vehicle.changed', vehicle: null },
    ],
    'address.changed': [
      {
        type: 'address.changed',
        vehicleId: 101,
        period: { startDate: '2026-11-01', endDate: '2026-11-05' },
      },
      { type: 'address.changed', vehicleId: null, period: null },
    ],
    'user.selectRange': [
      // Both dates: applied (on the tracking map too).
      { type: 'user.selectRange', from: '2026-11-10', to: '2026-11-12' },
      // Ending today: blocked on the tracking map only.
      { type: 'user.selectRange', from: '2026-11-20', to: '2026-11-22' },
      // One date: pending.
      { type: 'user.selectRange', from: '2026-11-10', to: null },
      // A blocked day: ignored.
      { type: 'user.selectRange', from: '2026-11-30', to: null },
      // Nothing (the first date clicked again).
      { type: 'user.selectRange', from: null, to: null },
    ],
  },
};

/** The model's "same state": the value, the vehicle, what applies, what is pending. */
export const serializePeriod = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as PeriodContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    vehicle: context.vehicle?.vehicleId ?? null,
    applied: context.applied,
    pending: context.pending,
  });
};
