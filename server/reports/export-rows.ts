import type { ExportMetric } from '../../src/api/contract';
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

/**
 * A vehicle's export rows as JSON text (an ExportVehicle): every metric of every day of the period, with
 * running sums. Written as text directly: an export page is up to 36,600 such rows, and building them as
 * objects first doubled the cost of serialising them.
 */
export const exportVehicleJson = (vd: VehicleDays): string => {
  const running = METRICS.map(() => 0);
  const rows: string[] = [];
  for (const { date, sums } of vd.days) {
    const figures = figuresOf(vd.vehicle.rules, sums);
    let row = `{"date":"${compactDay(date)}"`;
    for (let m = 0; m < METRICS.length; m++) {
      const metric = METRICS[m]!;
      const thisDay = metricValue(figures, sums, metric);
      const sum = running[m]! + thisDay;
      running[m] = sum;
      row += `,"${metric}":{"thisDay":${round(thisDay)},"cumulativeSum":${round(sum)}}`;
    }
    rows.push(`${row}}`);
  }
  const { id, name, rules } = vd.vehicle;
  return `{"vehicleId":${id},"name":${JSON.stringify(name)},"isEloc":${rules.kind === 'electric'},"days":[${rows.join(',')}]}`;
};
