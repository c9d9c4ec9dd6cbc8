import type {
  ExportByIdPage,
  ExportByMetricPage,
  ExportDayRow,
  ExportMetric,
  ExportVehicle,
  ReportPeriod,
} from '../contract';
import { STATUS_HOURS_CODES } from '../contract';
import { EXPORT_COLUMNS } from './report-export.rules';
import type { ExportMetricSheet, ReportExportTexts } from './report-export.types';

/** Test, story and bench data for the reporting export. Not imported by the app. */

/** 2026-11-08 … 2026-11-22 (the default 14 days before a 22 November). */
export const FIXTURE_PERIOD: ReportPeriod = { startDate: '2026-11-08', endDate: '2026-11-22' };

/** The English texts as the page hands them to the worker. */
export const FIXTURE_EXPORT_TEXTS: ReportExportTexts = {
  date: 'Date',
  metrics: {
    drivingHours: 'Driving hours',
    equippedHours: 'Equipped hours',
    mileageKm: 'Mileage (km)',
    idleHours: 'Standing, engine on (h)',
    standByHours: 'Standby hours',
    workingHours: 'Working hours',
    notifications: 'Notifications',
  },
  thisDay: 'day',
  cumulativeSum: 'cumulative',
  noData: 'No data available',
};

const compact = (epochDay: number): string =>
  new Date(epochDay * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
const epochDayOf = (isoDay: string): number => Date.parse(`${isoDay}T00:00:00Z`) / 86_400_000;

/**
 * A vehicle's days over the period: every metric's day value grows with the day and the vehicle
 * (seeded, no randomness), the cumulative sum adds them up; electric locomotives have no working or
 * idle hours (0).
 */
export const fixtureExportDays = (
  vehicleId: number,
  period: ReportPeriod,
  isEloc = false,
): ExportDayRow[] => {
  const first = epochDayOf(period.startDate);
  const last = epochDayOf(period.endDate);
  const sums = Object.fromEntries(EXPORT_COLUMNS.map((metric) => [metric, 0])) as Record<string, number>;
  const rows: ExportDayRow[] = [];
  for (let day = first; day <= last; day += 1) {
    const i = day - first;
    const value = (metric: (typeof EXPORT_COLUMNS)[number], index: number) => {
      const zero = isEloc && (metric === 'workingHours' || metric === 'idleHours');
      const thisDay = zero ? 0 : Math.round(((vehicleId + i * (index + 1)) % 97) * 1.25 * 10) / 10;
      sums[metric] = Math.round(((sums[metric] ?? 0) + thisDay) * 10) / 10;
      return { thisDay, cumulativeSum: sums[metric] ?? 0 };
    };
    rows.push({
      date: compact(day),
      drivingHours: value('drivingHours', 0),
      equippedHours: value('equippedHours', 1),
      mileageKm: value('mileageKm', 2),
      idleHours: value('idleHours', 3),
      standByHours: value('standByHours', 4),
      workingHours: value('workingHours', 5),
      notifications: value('notifications', 6),
    });
  }
  return rows;
};

export const fixtureExportVehicle = (
  vehicleId: number,
  name: string,
  period: ReportPeriod = FIXTURE_PERIOD,
  isEloc = false,
): ExportVehicle => ({ vehicleId, name, isEloc, days: fixtureExportDays(vehicleId, period, isEloc) });

/** `count` vehicles named `Lok 1…` over the period, split into pages of `top` as exportById answers. */
export const fixtureExportPages = (count: number, top: number, period: ReportPeriod = FIXTURE_PERIOD) => {
  const vehicles = Array.from({ length: count }, (_, i) =>
    fixtureExportVehicle(1000 + i, `Lok ${i + 1}`, period, i % 5 === 4),
  );
  const pages: ExportByIdPage[] = [];
  for (let skip = 0; skip < count; skip += top)
    pages.push({
      period,
      total: count,
      skip,
      top,
      statusCodes: STATUS_HOURS_CODES,
      items: vehicles.slice(skip, skip + top),
    });
  return pages;
};

/** One metric of `vehicles`, as the export by metric's sheet of it. */
export const fixtureMetricSheet = (
  metric: ExportMetric,
  vehicles: readonly ExportVehicle[],
): ExportMetricSheet => ({
  metric,
  vehicles: vehicles.map(({ vehicleId, name, days }) => ({
    vehicleId,
    name,
    days: days.map((day) => ({ date: day.date, ...day[metric] })),
  })),
});

/**
 * The export by metric's pages of `vehicles`: every metric in column order, `pageSize` vehicles a page
 * (the server's 20), as the client asks for them (metric by metric, page 0 first).
 */
export const fixtureMetricPages = (
  vehicles: readonly ExportVehicle[],
  pageSize = 20,
  period: ReportPeriod = FIXTURE_PERIOD,
): ExportByMetricPage[] =>
  EXPORT_COLUMNS.flatMap((metric) => {
    const sheet = fixtureMetricSheet(metric, vehicles);
    const pages: ExportByMetricPage[] = [];
    for (let page = 0; page === 0 || page * pageSize < vehicles.length; page += 1)
      pages.push({
        period,
        metric,
        page,
        pageSize,
        total: vehicles.length,
        items: sheet.vehicles.slice(page * pageSize, (page + 1) * pageSize),
        // The status code beside a status's hours: not read by the client.
        statusCode: null,
      });
    return pages;
  });
