import type { ExportDayRow, ExportMetric, ExportVehicle } from '../../src/api/contract';
import { figuresOf, type Figures, type Sums } from './report-figures';
import type { VehicleDays } from './vehicle-days';

/** The export's value of one metric on one day: null (not applicable) and negatives are 0 (spec 000 §5). */
const metricValue = (figures: Figures, sums: Sums, metric: ExportMetric): number => {
  if (metric === 'notifications') return sums.notifications;
  const value = figures[metric];
  return value !== null && value > 0 ? value : 0;
};

/**
 * Export values to 3 decimals (hours to 3.6 s, km to the metre): the export shows one decimal, and
 * the full 17 digits would double an export's size.
 */
const round = (value: number) => Math.round(value * 1000) / 1000;

/** 'YYYY-MM-DD' as the export writes days: YYYYMMDD. */
const compactDay = (day: string) => `${day.slice(0, 4)}${day.slice(5, 7)}${day.slice(8, 10)}`;

/** One metric of a vehicle day by day with its running sum from the period's first day. */
export const metricSeries = (
  vd: VehicleDays,
  metric: ExportMetric,
): { date: string; thisDay: number; cumulativeSum: number }[] => {
  let sum = 0;
  return vd.days.map(({ date, sums }) => {
    const thisDay = metricValue(figuresOf(vd.vehicle.rules, sums), sums, metric);
    sum += thisDay;
    return { date: compactDay(date), thisDay: round(thisDay), cumulativeSum: round(sum) };
  });
};

const METRICS = [
  'drivingHours',
  'equippedHours',
  'mileageKm',
  'idleHours',
  'standByHours',
  'workingHours',
  'notifications',
] as const satisfies readonly ExportMetric[];

/** A vehicle's export rows: every metric of every day of the period, with running sums. */
export const exportVehicle = (vd: VehicleDays): ExportVehicle => {
  const running = {
    drivingHours: 0,
    equippedHours: 0,
    mileageKm: 0,
    idleHours: 0,
    standByHours: 0,
    workingHours: 0,
    notifications: 0,
  };
  const days = vd.days.map(({ date, sums }): ExportDayRow => {
    const figures = figuresOf(vd.vehicle.rules, sums);
    const values = {} as Record<ExportMetric, { thisDay: number; cumulativeSum: number }>;
    for (const metric of METRICS) {
      const thisDay = metricValue(figures, sums, metric);
      running[metric] += thisDay;
      values[metric] = { thisDay: round(thisDay), cumulativeSum: round(running[metric]) };
    }
    return { date: compactDay(date), ...values };
  });
  return {
    vehicleId: vd.vehicle.id,
    name: vd.vehicle.name,
    isEloc: vd.vehicle.rules.kind === 'electric',
    days,
  };
};
