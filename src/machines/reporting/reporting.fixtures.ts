import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { DailyReport, ReportDay, ReportingHoursData, ReportPeriod } from '../../api/contract';
import { httpError, networkError } from '../session/session.fixtures';
import { done, failed } from '../fleet/fleet.fixtures';
import type { ReportData, ReportingContext, ReportingInput, ReportVehicle } from './reporting.types';

/** Test and story data for the reporting machine and view. Not imported by the app. */

export const FIXTURE_PERIOD: ReportPeriod = { startDate: '2026-11-08', endDate: '2026-11-22' };

export const dieselVehicle: ReportVehicle = {
  vehicleId: 101,
  name: 'DE 18 001',
  isCrane: false,
  isEloc: false,
  startDate: null,
  endDate: null,
};
export const electricVehicle: ReportVehicle = {
  ...dieselVehicle,
  vehicleId: 102,
  name: 'E 193 201',
  isEloc: true,
};
export const craneVehicle: ReportVehicle = {
  ...dieselVehicle,
  vehicleId: 103,
  name: 'Kran 7',
  isCrane: true,
};

const isoDay = (start: string, offset: number): string => {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
};
const spanDays = (period: ReportPeriod): number =>
  Math.round((Date.parse(period.endDate) - Date.parse(period.startDate)) / 86_400_000) + 1;

/** Plausible days: a working day drives some hours, Sundays rest. */
export const fixtureDays = (vehicle: ReportVehicle, period: ReportPeriod = FIXTURE_PERIOD): ReportDay[] =>
  Array.from({ length: spanDays(period) }, (_, i) => {
    const date = isoDay(period.startDate, i);
    const rest = new Date(`${date}T12:00:00Z`).getUTCDay() === 0;
    const driving = rest ? 0 : 3 + (i % 4) * 0.75;
    const idle = rest ? 0 : 1.25 + (i % 3) * 0.5;
    const standby = rest ? 0.5 : 2;
    const km = driving * 48.5;
    return {
      date,
      equippedHours: standby + idle + driving,
      workingHours: vehicle.isEloc ? null : idle + driving,
      standByHours: standby,
      idleHours: vehicle.isEloc ? null : idle,
      drivingHours: driving,
      mileageKm: km,
      fuelLitres: vehicle.isEloc ? null : km * 3.2 + idle * 18,
      notifications: 0,
    };
  });

const sum = (days: readonly ReportDay[], pick: (d: ReportDay) => number | null): number | null =>
  days.some((d) => pick(d) === null) ? null : days.reduce((s, d) => s + (pick(d) ?? 0), 0);

/** The answer of both calls for a vehicle and period, consistent with each other. */
export const fixtureReport = (
  vehicle: ReportVehicle = dieselVehicle,
  period: ReportPeriod = FIXTURE_PERIOD,
): ReportData => {
  const days = vehicle.isCrane ? [] : fixtureDays(vehicle, period);
  const kind = vehicle.isCrane ? 'crane' : vehicle.isEloc ? 'electric' : 'diesel';
  const total = (pick: (d: ReportDay) => number | null) => (vehicle.isCrane ? null : sum(days, pick));
  const idle = total((d) => d.idleHours);
  const standby = total((d) => d.standByHours);
  const hours: ReportingHoursData = {
    vehicleId: vehicle.vehicleId,
    vehicleKind: kind,
    period,
    generalResponse: {
      equippedHours: total((d) => d.equippedHours),
      serviceHours: total((d) => d.equippedHours),
      workingHours: total((d) => d.workingHours),
      standByHours: standby,
      drivingHours: total((d) => d.drivingHours),
      standbyAndIdle: idle === null || standby === null ? null : idle + standby,
      idleHours: idle,
      mileageKm: total((d) => d.mileageKm),
      fuelLitres: total((d) => d.fuelLitres),
      timestamp: vehicle.isCrane
        ? { status: null, mileage: null }
        : { status: `${period.endDate}T07:42:10.000Z`, mileage: `${period.endDate}T07:41:50.000Z` },
    },
    notificationResponse: [],
  };
  const report: DailyReport = {
    vehicleId: vehicle.vehicleId,
    vehicleKind: kind,
    period,
    days,
    lastDataDate: days.at(-1)?.date ?? null,
  };
  return { hours, days: report };
};

const base: Omit<ReportingInput, 'vehicle' | 'online'> = { period: FIXTURE_PERIOD, language: 'de-DE' };

export const reportingFixtures: {
  readonly inputs: Readonly<Record<'diesel' | 'noVehicle' | 'crane' | 'offline', ReportingInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    diesel: { ...base, vehicle: dieselVehicle, online: true },
    noVehicle: { ...base, vehicle: null, online: true },
    crane: { ...base, vehicle: craneVehicle, online: true },
    offline: { ...base, vehicle: dieselVehicle, online: false },
  },
  eventVariants: {
    'view.vehicleChanged': [
      { type: 'view.vehicleChanged', vehicle: electricVehicle },
      { type: 'view.vehicleChanged', vehicle: craneVehicle },
      { type: 'view.vehicleChanged', vehicle: null },
      { type: 'view.vehicleChanged', vehicle: { ...dieselVehicle, name: 'DE 18 001 (renamed)' } },
    ],
    'period.changed': [
      { type: 'period.changed', period: { startDate: '2026-11-01', endDate: '2026-11-07' } },
      { type: 'period.changed', period: FIXTURE_PERIOD },
    ],
    'language.changed': [{ type: 'language.changed', language: 'en-GB' }],
    'connectivity.changed': [
      { type: 'connectivity.changed', online: false },
      { type: 'connectivity.changed', online: true },
    ],
    'xstate.done.actor.loadReport': [done('loadReport', fixtureReport())],
    'xstate.error.actor.loadReport': [
      failed('loadReport', networkError()),
      failed('loadReport', httpError(500)),
    ],
  },
};

/** The model's "same state": the value, online, which kind of vehicle, and whether a report is kept. */
export const serializeReporting = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as ReportingContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    online: context.online,
    vehicle: context.vehicle === null ? null : context.vehicle.isCrane ? 'crane' : 'loco',
    report: context.report !== null,
  });
};
