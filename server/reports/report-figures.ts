import type {
  FuelConsumptionSettings,
  ReportDay,
  ReportGeneral,
  ReportVehicleKind,
} from '../../src/api/contract';
import { litresPerKm } from '../fleet/fuel-consumption';

/** Spec 000 §3: model 'Kran' is a crane, engine 'electric' an electric locomotive. */
export const vehicleKindOf = (vehicle: {
  readonly model: string;
  readonly engine: string;
}): ReportVehicleKind =>
  vehicle.model === 'Kran' ? 'crane' : vehicle.engine === 'electric' ? 'electric' : 'diesel';

/** What a vehicle's figures are computed with. */
export interface FigureRules {
  readonly kind: ReportVehicleKind;
  /** Litres per km and per hour standing with the engine running (spec 000 §5 Reporting fuel estimate). */
  readonly litresPerKm: number;
  readonly litresPerIdleHour: number;
}

export const figureRules = (kind: ReportVehicleKind, fuel: FuelConsumptionSettings): FigureRules => ({
  kind,
  litresPerKm: litresPerKm(fuel),
  litresPerIdleHour: fuel.standingWithEngRunning,
});

/** Seconds and kilometres of a day or a period; all zero where nothing was recorded. */
export interface Sums {
  standby: number;
  idle: number;
  driving: number;
  km: number;
  notifications: number;
}

export const emptySums = (): Sums => ({ standby: 0, idle: 0, driving: 0, km: 0, notifications: 0 });

export const addSums = (into: Sums, add: Sums): Sums => {
  into.standby += add.standby;
  into.idle += add.idle;
  into.driving += add.driving;
  into.km += add.km;
  into.notifications += add.notifications;
  return into;
};

const HOUR = 3600;

/** Reporting fuel estimate: km × l/km + idle hours × l/h standing with the engine running. */
const fuelOf = (rules: FigureRules, s: Sums) =>
  s.km * rules.litresPerKm + (s.idle / HOUR) * rules.litresPerIdleHour;

/** Decimal hours, km and litres of a day or period; null where not applicable. */
export interface Figures {
  readonly equippedHours: number | null;
  readonly serviceHours: number | null;
  readonly workingHours: number | null;
  readonly standByHours: number | null;
  readonly drivingHours: number | null;
  readonly standbyAndIdle: number | null;
  readonly idleHours: number | null;
  readonly mileageKm: number | null;
  readonly fuelLitres: number | null;
}

/**
 * The figures of issue 9 from seconds per status (spec 000 §4: standby = systems on, engine off;
 * idle = standing with the engine on; driving): equipped = standby + idle + driving; working = idle +
 * driving; serviceHours = equipped (the operating-hours counter runs while systems are on). Electric
 * locomotives have no engine to idle: working, idle, standby-and-idle and fuel are null; a crane has
 * no figures at all.
 */
export const figuresOf = (rules: FigureRules, s: Sums): Figures => {
  if (rules.kind === 'crane') {
    return {
      equippedHours: null,
      serviceHours: null,
      workingHours: null,
      standByHours: null,
      drivingHours: null,
      standbyAndIdle: null,
      idleHours: null,
      mileageKm: null,
      fuelLitres: null,
    };
  }
  const diesel = rules.kind === 'diesel';
  const equipped = (s.standby + s.idle + s.driving) / HOUR;
  return {
    equippedHours: equipped,
    serviceHours: equipped,
    workingHours: diesel ? (s.idle + s.driving) / HOUR : null,
    standByHours: s.standby / HOUR,
    drivingHours: s.driving / HOUR,
    standbyAndIdle: diesel ? (s.standby + s.idle) / HOUR : null,
    idleHours: diesel ? s.idle / HOUR : null,
    mileageKm: s.km,
    fuelLitres: diesel ? fuelOf(rules, s) : null,
  };
};

export const reportDayOf = (rules: FigureRules, date: string, s: Sums): ReportDay => {
  const f = figuresOf(rules, s);
  return {
    date,
    equippedHours: f.equippedHours,
    workingHours: f.workingHours,
    standByHours: f.standByHours,
    idleHours: f.idleHours,
    drivingHours: f.drivingHours,
    mileageKm: f.mileageKm,
    fuelLitres: f.fuelLitres,
    notifications: s.notifications,
  };
};

export const generalOf = (rules: FigureRules, totals: Sums, lastTsMs: number | null): ReportGeneral => {
  const f = figuresOf(rules, totals);
  const last = rules.kind === 'crane' || lastTsMs === null ? null : new Date(lastTsMs).toISOString();
  return { ...f, timestamp: { status: last, mileage: last } };
};
