import {
  REPORT_LIMITS,
  reportExportTop,
  STATUS_HOURS_CODES,
  statusCodeOfMetric,
  type DailyReport,
  type ExportByIdPage,
  type ExportByMetricPage,
  type ExportMetric,
  type GraphMetric,
  type GraphSeries,
  type PieChart,
  type ReportingHoursData,
} from '../../src/api/contract';
import { JsonBytes, jsonPiece } from '../http/json-bytes';
import { PreEncodedJson } from '../http/pre-encoded';
import type { Caller } from '../http/route';
import {
  EXPORT_BYTES_PER_VEHICLE_DAY,
  exportCalendar,
  metricSeries,
  writeExportVehicle,
} from './export-rows';
import { generalOf, reportDayOf } from './report-figures';
import { notificationList } from './report-notifications';
import { checkPeriod, invalidParameter, type Period } from './report-period';
import {
  readerAndToday,
  readExportVehicles,
  readReportVehicle,
  type ReportDeps,
  type ReportVehicle,
} from './report-vehicles';
import { readVehicleDayColumns, readVehicleDays, type VehicleDays } from './vehicle-days';
import { VEHICLES_PER_SLICE, yieldTurn } from '../http/heavy-turn';

type Names = { readonly start: string; readonly end: string };
const START_END: Names = { start: 'start', end: 'end' };
const COMMA = jsonPiece(',');
const ITEMS_CLOSE = jsonPiece(']}');

/** One vehicle's days over a checked period (403, 400 for a bad period, 404 for a foreign vehicle). */
const oneVehicle = async (
  deps: ReportDeps,
  caller: Caller,
  vehicleId: number,
  start: string,
  end: string,
  names: Names = START_END,
): Promise<{ readonly period: Period; readonly data: VehicleDays }> => {
  const { scope, today } = await readerAndToday(deps, caller);
  const period = checkPeriod(start, end, today, names);
  const vehicle = await readReportVehicle(deps, scope, vehicleId);
  const [data] = await readVehicleDays(deps.db, [vehicle], period);
  return { period, data: data! };
};

/** The answered period is the requested one; days outside the caller's window read as zero. */
const periodOf = (p: Period) => ({ startDate: p.start, endDate: p.end });
const head = (vehicle: ReportVehicle, period: Period) => ({
  vehicleId: vehicle.id,
  vehicleKind: vehicle.rules.kind,
  period: periodOf(period),
});

const graphValue = (day: ReturnType<typeof reportDayOf>, metric: GraphMetric): number | null =>
  metric === 'Notifications'
    ? day.notifications
    : metric === 'fuelConsumption'
      ? day.fuelLitres
      : day[metric];

/** The rows of an export, after checking its period and vehicles (400 naming the parameter). */
const exportVehicles = async (
  deps: ReportDeps,
  caller: Caller,
  query: { readonly start: string; readonly end: string; readonly vehicleIds: string },
) => {
  const { scope, today } = await readerAndToday(deps, caller);
  const period = checkPeriod(query.start, query.end, today);
  const vehicles = await readExportVehicles(deps, scope, query.vehicleIds);
  return { period, vehicles };
};

/**
 * Export pages are sent as JSON text, past the schema's encoder: their values are plain numbers and
 * strings that encode to themselves, and walking 100 vehicles × 366 days × 7 metrics through the
 * encoder took longer than reading them (the tests decode the answers strictly against the schema).
 */
const preEncoded = (answer: ExportByMetricPage) => new PreEncodedJson(JSON.stringify(answer));

export const createReportsService = (deps: ReportDeps) => ({
  async getReport(caller: Caller, vehicleId: number, start: string, end: string): Promise<DailyReport> {
    const { period, data } = await oneVehicle(deps, caller, vehicleId, start, end);
    return {
      ...head(data.vehicle, period),
      days: data.days.map((d) => reportDayOf(data.vehicle.rules, d.date, d.sums)),
      lastDataDate: data.lastDataDate,
    };
  },

  async getReportingHoursData(
    caller: Caller,
    vehicleId: number,
    startDate: string,
    endDate: string,
  ): Promise<ReportingHoursData> {
    const names = { start: 'startDate', end: 'endDate' };
    const { period, data } = await oneVehicle(deps, caller, vehicleId, startDate, endDate, names);
    const crane = data.vehicle.rules.kind === 'crane';
    return {
      ...head(data.vehicle, period),
      generalResponse: generalOf(data.vehicle.rules, data.totals, data.lastTsMs),
      notificationResponse: crane ? [] : await notificationList(deps.db, data.vehicle, period),
    };
  },

  async getGraph(
    caller: Caller,
    vehicleId: number,
    start: string,
    end: string,
    metric: GraphMetric,
  ): Promise<GraphSeries> {
    const { period, data } = await oneVehicle(deps, caller, vehicleId, start, end);
    let sum = 0;
    const series = data.days.map(({ date, sums }) => {
      const thisDay = graphValue(reportDayOf(data.vehicle.rules, date, sums), metric);
      if (thisDay !== null) sum += thisDay;
      return { date, thisDay, cumulativeSum: thisDay === null ? null : sum };
    });
    return { ...head(data.vehicle, period), metric, statusCode: statusCodeOfMetric(metric), series };
  },

  async getPieChart(caller: Caller, vehicleId: number, start: string, end: string): Promise<PieChart> {
    const { period, data } = await oneVehicle(deps, caller, vehicleId, start, end);
    const general = generalOf(data.vehicle.rules, data.totals, data.lastTsMs);
    return {
      ...head(data.vehicle, period),
      idleHours: general.idleHours,
      standByHours: general.standByHours,
      drivingHours: general.drivingHours,
      statusCodes: STATUS_HOURS_CODES,
    };
  },

  async exportById(
    caller: Caller,
    query: {
      readonly start: string;
      readonly end: string;
      readonly vehicleIds: string;
      readonly skip?: number | undefined;
      readonly top?: number | undefined;
    },
  ): Promise<PreEncodedJson> {
    const max = REPORT_LIMITS.maxExportPageVehicles;
    if (query.top !== undefined && (query.top < 1 || query.top > max)) {
      throw invalidParameter('top', `must be between 1 and ${max}`);
    }
    const { period, vehicles } = await exportVehicles(deps, caller, query);
    const skip = query.skip ?? 0;
    const top = query.top ?? Math.min(reportExportTop(vehicles.length), max);
    const page = vehicles.slice(skip, skip + top);
    const { calendar, vehicles: columns } = await readVehicleDayColumns(deps.db, page, period);
    const head: Omit<ExportByIdPage, 'items'> = {
      period: periodOf(period),
      total: vehicles.length,
      skip,
      top,
      statusCodes: STATUS_HOURS_CODES,
    };
    const json = JSON.stringify(head);
    const days = exportCalendar(calendar);
    const out = new JsonBytes(EXPORT_BYTES_PER_VEHICLE_DAY * columns.length * calendar.length);
    out.piece(jsonPiece(`${json.slice(0, -1)},"items":[`));
    // Written a few vehicles at a time, letting other requests' work in between (issue 38).
    for (const [i, vehicle] of columns.entries()) {
      if (i > 0 && i % VEHICLES_PER_SLICE === 0) await yieldTurn();
      if (i > 0) out.piece(COMMA);
      writeExportVehicle(out, days, vehicle);
    }
    const { text, recycle } = out.piece(ITEMS_CLOSE).done();
    return new PreEncodedJson(text, undefined, undefined, recycle);
  },

  async exportByMetric(
    caller: Caller,
    query: {
      readonly start: string;
      readonly end: string;
      readonly vehicleIds: string;
      readonly metric: ExportMetric;
      readonly page?: number | undefined;
    },
  ): Promise<PreEncodedJson> {
    const { period, vehicles } = await exportVehicles(deps, caller, query);
    const pageSize = REPORT_LIMITS.exportByMetricPageSize;
    const page = query.page ?? 0;
    const slice = vehicles.slice(page * pageSize, (page + 1) * pageSize);
    const days = await readVehicleDays(deps.db, slice, period);
    const answer: ExportByMetricPage = {
      period: periodOf(period),
      metric: query.metric,
      statusCode: statusCodeOfMetric(query.metric),
      page,
      pageSize,
      total: vehicles.length,
      items: days.map((vd) => ({
        vehicleId: vd.vehicle.id,
        name: vd.vehicle.name,
        days: metricSeries(vd, query.metric),
      })),
    };
    return preEncoded(answer);
  },
});

export type ReportsService = ReturnType<typeof createReportsService>;
