import { Schema } from 'effect';

/** Limits of the reporting, export, track and heat-map calls (spec 000 §7, §9; issue 9). */
export const REPORT_LIMITS = {
  /** The longest period any report, export or heat map answers: one year (a leap year's 366 days). */
  maxPeriodDays: 366,
  /** Default period: 14 days before today to today (spec 000 §9). */
  defaultPeriodDays: 14,
  /** The longest track: one month; a longer period is cut to one month before its end (spec 000 §4). */
  trackMaxMonths: 1,
  /** The most vehicles one export may name. */
  maxExportVehicles: 500,
  /** The most vehicles one page of an export by id answers (`top`). */
  maxExportPageVehicles: 100,
  /** Vehicles per page of the export by metric (spec 000 §7: page 0, 20 items). */
  exportByMetricPageSize: 20,
  /** Track zoom levels the server simplifies for (map zoom minimum 4, maximum 21; spec 000 §2). */
  minTrackZoom: 4,
  maxTrackZoom: 21,
  /** The zoom a track is simplified for when the client names none (the map's focus zoom). */
  defaultTrackZoom: 12,
} as const;

/** Report export top = 10 × ceiling(vehicles / 10) (spec 000 §7). */
export const reportExportTop = (vehicleCount: number): number => 10 * Math.ceil(vehicleCount / 10);

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written YYYY-MM-DD (no 2026-02-30). */
export const isIsoDay = (s: string): boolean => {
  const m = ISO_DAY.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1970 || mo < 1 || mo > 12 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
};

/** A calendar day (the organisation's local day), YYYY-MM-DD. */
export const IsoDay = Schema.String.pipe(
  Schema.filter((s) => isIsoDay(s) || 'a calendar date written YYYY-MM-DD'),
).annotations({ identifier: 'IsoDay', description: 'a calendar day, YYYY-MM-DD' });
export type IsoDay = typeof IsoDay.Type;

/** A calendar day as the export writes it: YYYYMMDD (spec 000 §3 Export daily row). */
export const CompactDay = Schema.String.pipe(Schema.pattern(/^\d{8}$/)).annotations({
  identifier: 'CompactDay',
});

/** The same day of the month `months` earlier, or that month's last day when it is shorter (31 March → 28/29 February). */
const monthsBefore = (day: string, months: number): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
};

/**
 * A track's period: at most {@link REPORT_LIMITS.trackMaxMonths} month; a longer one is cut to the
 * month before its end (start = end minus one calendar month). Server and client use this rule.
 */
export const capTrackPeriod = (
  start: string,
  end: string,
): { readonly start: string; readonly end: string; readonly truncated: boolean } => {
  const earliest = monthsBefore(end, REPORT_LIMITS.trackMaxMonths);
  return start < earliest ? { start: earliest, end, truncated: true } : { start, end, truncated: false };
};
