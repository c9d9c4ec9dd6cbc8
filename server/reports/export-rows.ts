import type { ExportMetric } from '../../src/api/contract';
import { emptySums, figuresOf, type Figures, type Sums } from './report-figures';
import { jsonPiece, type JsonBytes } from '../http/json-bytes';
import type { VehicleDayColumns, VehicleDays } from './vehicle-days';

/** A figure as the export writes it: null (not applicable) and negatives are 0. */
const positive = (value: number | null): number => (value !== null && value > 0 ? value : 0);

/** The export's value of one metric on one day: null (not applicable) and negatives are 0 (spec 000 §5). */
const metricValue = (figures: Figures, sums: Sums, metric: ExportMetric): number =>
  metric === 'notifications' ? sums.notifications : positive(figures[metric]);

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

/** About what one vehicle-day takes in the export's JSON (a year of 100 vehicles: 14.6 MB). */
export const EXPORT_BYTES_PER_VEHICLE_DAY = 440;

/** A day's values in the order of METRICS (`metricValue` of each), into `into`. */
const dayValues = (figures: Figures, sums: Sums, into: Float64Array): void => {
  into[0] = positive(figures.drivingHours);
  into[1] = positive(figures.equippedHours);
  into[2] = positive(figures.mileageKm);
  into[3] = positive(figures.idleHours);
  into[4] = positive(figures.standByHours);
  into[5] = positive(figures.workingHours);
  into[6] = sums.notifications;
};

/** What comes before a metric's day value: the last metric's close, then the metric's key. */
const METRIC_OPENINGS = METRICS.map((metric, m) => jsonPiece(`${m > 0 ? '}' : ''},"${metric}":{"thisDay":`));
const PIECES = {
  cumulativeSum: jsonPiece(',"cumulativeSum":'),
  /** The last metric's close and the day's. */
  dayClose: jsonPiece('}}'),
  comma: jsonPiece(','),
  vehicleId: jsonPiece('{"vehicleId":'),
  name: jsonPiece(',"name":'),
  isEloc: jsonPiece(',"isEloc":'),
  days: jsonPiece(',"days":['),
  vehicleClose: jsonPiece(']}'),
};

/** The opening of each day's row of the period, `{"date":"YYYYMMDD"`, encoded once for all vehicles. */
export type ExportCalendar = readonly Uint8Array[];

export const exportCalendar = (calendar: readonly string[]): ExportCalendar =>
  calendar.map((day) => jsonPiece(`{"date":"${compactDay(day)}"`));

/**
 * A vehicle's export rows as JSON (an ExportVehicle), written into `out`: every metric of every day of
 * the period, with running sums. Written as bytes from the day columns directly: an export page is up
 * to 36,600 such rows, and building them as objects, then as strings, cost more than the figures
 * (issue 29 §4).
 */
export const writeExportVehicle = (
  out: JsonBytes,
  calendar: ExportCalendar,
  columns: VehicleDayColumns,
): void => {
  const running = new Float64Array(METRICS.length);
  const values = new Float64Array(METRICS.length);
  const { id, name, rules } = columns.vehicle;
  out.piece(PIECES.vehicleId).value(id).piece(PIECES.name).value(name);
  out
    .piece(PIECES.isEloc)
    .value(rules.kind === 'electric')
    .piece(PIECES.days);
  const sums = emptySums();
  for (let d = 0; d < columns.standby.length; d++) {
    sums.standby = columns.standby[d]!;
    sums.idle = columns.idle[d]!;
    sums.driving = columns.driving[d]!;
    sums.km = columns.km[d]!;
    sums.notifications = columns.notifications[d]!;
    dayValues(figuresOf(rules, sums), sums, values);
    if (d > 0) out.piece(PIECES.comma);
    out.piece(calendar[d]!);
    for (let m = 0; m < METRICS.length; m++) {
      const thisDay = values[m]!;
      const sum = running[m]! + thisDay;
      running[m] = sum;
      out.piece(METRIC_OPENINGS[m]!).milli(thisDay).piece(PIECES.cumulativeSum).milli(sum);
    }
    out.piece(PIECES.dayClose);
  }
  out.piece(PIECES.vehicleClose);
};
