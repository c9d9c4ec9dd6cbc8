import { Schema } from 'effect';
import { endpoint } from './endpoint';
import { Instant, VehicleId } from './fleet.contract';
import { metricOrStatusCode, MetricStatusCode, StatusHoursCodes } from './machine-status';
import { PathId } from './path-id';
import { CompactDay, IsoDay, REPORT_LIMITS } from './reports-limits';

const GW = '/logbook/api/logbook/v1';
const tag = 'reports';
/** Every report is a fleet read: an access token with the gateway/telematics read right. */
const fleetRead = { tag, auth: 'accessToken', access: 'fleet' } as const;
/** A fleet read that costs more than a plain one (issue 38: limited per caller, in fair turns). */
const heavyRead = { ...fleetRead, heavy: true } as const;

/**
 * What a report says about a vehicle's kind: electric locomotives have no working hours, standing with
 * engine on or fuel (those figures are null); a crane's report is the placeholder the client shows
 * (every figure null, no days).
 */
export const ReportVehicleKind = Schema.Literal('diesel', 'electric', 'crane');
export type ReportVehicleKind = typeof ReportVehicleKind.Type;

/**
 * The period a report covers, in the organisation's local days (inclusive). Reports and exports answer
 * the requested period: days outside the caller's access window for the vehicle are in it, with zero
 * figures (spec 000 §5). Tracks answer the period they used (cut to one month, see `truncated`).
 */
export const ReportPeriod = Schema.Struct({ startDate: IsoDay, endDate: IsoDay }).annotations({
  identifier: 'ReportPeriod',
});
export type ReportPeriod = typeof ReportPeriod.Type;

/** Hours are decimal hours; null: not applicable to this vehicle (electric, crane). */
const Figure = Schema.NullOr(Schema.Number);

/** Period totals (spec 000 §3 Reporting response, generalResponse). */
export const ReportGeneral = Schema.Struct({
  /** Systems on: standby + idle + driving. */
  equippedHours: Figure,
  /** Operating-hours counter: the hours with systems on (as equippedHours). */
  serviceHours: Figure,
  /** Engine running: idle + driving (null for electric locomotives). */
  workingHours: Figure,
  /** Standby: systems on, engine off. */
  standByHours: Figure,
  drivingHours: Figure,
  /** standby + idle (null for electric locomotives). */
  standbyAndIdle: Figure,
  /** Standing with the engine on (null for electric locomotives). */
  idleHours: Figure,
  mileageKm: Figure,
  /** Reporting fuel estimate in litres: km × l/km + idle hours × the standing rate (null: electric). */
  fuelLitres: Figure,
  /** Footnotes 1 and 2: the last status record and the last mileage reading in the period. */
  timestamp: Schema.Struct({ status: Schema.NullOr(Instant), mileage: Schema.NullOr(Instant) }),
}).annotations({ identifier: 'ReportGeneral' });
export type ReportGeneral = typeof ReportGeneral.Type;

/** A notification raised in the period (filled by the notifications service; empty until it exists). */
export const ReportNotification = Schema.Struct({
  timestamp: Instant,
  type: Schema.String,
  note: Schema.NullOr(Schema.String),
}).annotations({ identifier: 'ReportNotification' });

/** One local day of a vehicle's figures (spec 000 §3 Report series per day). */
export const ReportDay = Schema.Struct({
  date: IsoDay,
  equippedHours: Figure,
  workingHours: Figure,
  standByHours: Figure,
  idleHours: Figure,
  drivingHours: Figure,
  mileageKm: Figure,
  fuelLitres: Figure,
  notifications: Schema.Number,
}).annotations({ identifier: 'ReportDay' });
export type ReportDay = typeof ReportDay.Type;

const VehicleIdPath = Schema.Struct({ vehicleId: PathId(VehicleId) });
const StartEnd = Schema.Struct({ start: IsoDay, end: IsoDay });

/** The metrics a graph draws (spec 000 §3 Graph metrics). */
export const GraphMetric = Schema.Literal(
  'workingHours',
  'equippedHours',
  'standByHours',
  'idleHours',
  'drivingHours',
  'mileageKm',
  'Notifications',
  'fuelConsumption',
);
export type GraphMetric = typeof GraphMetric.Type;

/** One day of a series: the day's value and the running sum from the period's first day. */
export const SeriesPoint = Schema.Struct({
  date: IsoDay,
  thisDay: Figure,
  cumulativeSum: Figure,
}).annotations({ identifier: 'SeriesPoint' });

export const ReportingHoursData = Schema.Struct({
  vehicleId: VehicleId,
  vehicleKind: ReportVehicleKind,
  period: ReportPeriod,
  generalResponse: ReportGeneral,
  notificationResponse: Schema.Array(ReportNotification),
}).annotations({ identifier: 'ReportingHoursData' });
export type ReportingHoursData = typeof ReportingHoursData.Type;

export const DailyReport = Schema.Struct({
  vehicleId: VehicleId,
  vehicleKind: ReportVehicleKind,
  period: ReportPeriod,
  days: Schema.Array(ReportDay),
  /** The last day with data in the period (`mileageKm.LastDataDate`); null when none. */
  lastDataDate: Schema.NullOr(IsoDay),
}).annotations({ identifier: 'DailyReport' });
export type DailyReport = typeof DailyReport.Type;

export const GraphSeries = Schema.Struct({
  vehicleId: VehicleId,
  vehicleKind: ReportVehicleKind,
  period: ReportPeriod,
  metric: GraphMetric,
  statusCode: MetricStatusCode,
  series: Schema.Array(SeriesPoint),
}).annotations({ identifier: 'GraphSeries' });
export type GraphSeries = typeof GraphSeries.Type;

/** The pie chart: totals of idle, standby and driving hours in the period (spec 000 §3). */
export const PieChart = Schema.Struct({
  vehicleId: VehicleId,
  vehicleKind: ReportVehicleKind,
  period: ReportPeriod,
  idleHours: Figure,
  standByHours: Figure,
  drivingHours: Figure,
  /** The machine-status code of each slice (spec 000 §4). */
  statusCodes: StatusHoursCodes,
}).annotations({ identifier: 'PieChart' });
export type PieChart = typeof PieChart.Type;

/** The metrics an export carries (spec 000 §3 Export daily row; no serviceHours, standingWithEngineOn, standbyAndIdleHours). */
export const ExportMetric = Schema.Literal(
  'drivingHours',
  'equippedHours',
  'mileageKm',
  'idleHours',
  'standByHours',
  'workingHours',
  'notifications',
);
export type ExportMetric = typeof ExportMetric.Type;
export const EXPORT_METRICS = ExportMetric.literals;

export const ExportValue = Schema.Struct({ thisDay: Schema.Number, cumulativeSum: Schema.Number });

/**
 * One day of one vehicle in an export. Days outside the caller's access window are zero (spec 000 §5);
 * negative or missing values are 0; electric locomotives' working and idle hours are 0.
 */
export const ExportDayRow = Schema.Struct({
  date: CompactDay,
  drivingHours: ExportValue,
  equippedHours: ExportValue,
  mileageKm: ExportValue,
  idleHours: ExportValue,
  standByHours: ExportValue,
  workingHours: ExportValue,
  notifications: ExportValue,
}).annotations({ identifier: 'ExportDayRow' });
export type ExportDayRow = typeof ExportDayRow.Type;

export const ExportVehicle = Schema.Struct({
  vehicleId: VehicleId,
  name: Schema.String,
  isEloc: Schema.Boolean,
  /** One row per day of the period, oldest first. */
  days: Schema.Array(ExportDayRow),
}).annotations({ identifier: 'ExportVehicle' });
export type ExportVehicle = typeof ExportVehicle.Type;

/** Comma-joined vehicle ids (at most {@link REPORT_LIMITS.maxExportVehicles}). */
const ExportVehicleIds = Schema.String.pipe(
  Schema.pattern(/^\d{1,10}(,\d{1,10})*$/, { message: () => 'a comma-joined list of vehicle ids' }),
  Schema.maxLength(REPORT_LIMITS.maxExportVehicles * 11),
);
const DecimalInt = Schema.NumberFromString.pipe(Schema.int(), Schema.nonNegative());

export const ExportByIdPage = Schema.Struct({
  period: ReportPeriod,
  /** Number of vehicles in the whole export. */
  total: Schema.Int,
  skip: Schema.Int,
  top: Schema.Int,
  /** The machine-status code of the metrics that count one status's hours (spec 000 §4). */
  statusCodes: StatusHoursCodes,
  items: Schema.Array(ExportVehicle),
}).annotations({ identifier: 'ExportByIdPage' });
export type ExportByIdPage = typeof ExportByIdPage.Type;

export const ExportByMetricPage = Schema.Struct({
  period: ReportPeriod,
  metric: ExportMetric,
  statusCode: MetricStatusCode,
  page: Schema.Int,
  pageSize: Schema.Int,
  total: Schema.Int,
  items: Schema.Array(
    Schema.Struct({
      vehicleId: VehicleId,
      name: Schema.String,
      days: Schema.Array(
        Schema.Struct({ date: CompactDay, thisDay: Schema.Number, cumulativeSum: Schema.Number }),
      ),
    }),
  ),
}).annotations({ identifier: 'ExportByMetricPage' });
export type ExportByMetricPage = typeof ExportByMetricPage.Type;

/** [longitude, latitude], WGS 84, 5 decimals. */
export const LngLat = Schema.Tuple(Schema.Number, Schema.Number);

/**
 * One stretch of track between two stops where the vehicle was off or silent: a GeoJSON LineString with
 * at least two positions, and per position its time (epoch seconds) and speed (km/h). `late`, only when
 * some arrived late (issue 30 §3): [first, last] indexes (inclusive) of each run of late positions.
 */
export const TrackFeature = Schema.Struct({
  type: Schema.Literal('Feature'),
  geometry: Schema.Struct({ type: Schema.Literal('LineString'), coordinates: Schema.Array(LngLat) }),
  properties: Schema.Struct({
    times: Schema.Array(Schema.Int),
    speeds: Schema.Array(Schema.Number),
    late: Schema.optional(Schema.Array(Schema.Tuple(Schema.Int, Schema.Int))),
  }),
}).annotations({ identifier: 'TrackFeature' });
export type TrackFeature = typeof TrackFeature.Type;

/** Track data (spec 000 §3): vehicleId, period, track {type FeatureCollection, features}. */
export const TrackData = Schema.Struct({
  vehicleId: VehicleId,
  period: ReportPeriod,
  /** True when the asked period was longer than one month and was cut to the month before its end. */
  truncated: Schema.Boolean,
  /** The zoom the track was simplified for. */
  zoom: Schema.Int,
  track: Schema.Struct({
    type: Schema.Literal('FeatureCollection'),
    features: Schema.Array(TrackFeature),
  }),
}).annotations({ identifier: 'TrackData' });
export type TrackData = typeof TrackData.Type;

/** The heat map: time spent per grid cell, cells given by their centre. */
export const HeatmapData = Schema.Struct({
  vehicleId: VehicleId,
  period: ReportPeriod,
  /** The grid's cell size in degrees. */
  cellSize: Schema.Struct({ lat: Schema.Number, lng: Schema.Number }),
  /** Seconds with systems on in the period; the cells' seconds add up to it. */
  totalSeconds: Schema.Number,
  /** [longitude, latitude, seconds] per cell with time in it. */
  cells: Schema.Array(Schema.Tuple(Schema.Number, Schema.Number, Schema.Number)),
}).annotations({ identifier: 'HeatmapData' });
export type HeatmapData = typeof HeatmapData.Type;

const errors = [401, 403, 404] as const;

export const getReport = endpoint({
  operationId: 'getReport',
  method: 'GET',
  path: `${GW}/reports/{vehicleId}/days`,
  summary: 'A vehicle’s figures day by day over a period (at most one year, not in the future).',
  ...heavyRead,
  params: VehicleIdPath,
  query: StartEnd,
  success: { status: 200, schema: DailyReport },
  errors,
});

export const getReportingHoursData = endpoint({
  operationId: 'getReportingHoursData',
  method: 'GET',
  path: `${GW}/reports/{vehicleId}/hours`,
  summary: 'Period totals of a vehicle (generalResponse) and its notifications in the period.',
  ...heavyRead,
  params: VehicleIdPath,
  query: Schema.Struct({ startDate: IsoDay, endDate: IsoDay }),
  success: { status: 200, schema: ReportingHoursData },
  errors,
});

export const getGraph = endpoint({
  operationId: 'getGraph',
  method: 'GET',
  path: `${GW}/reports/{vehicleId}/graph`,
  summary:
    'One metric of a vehicle day by day, with the running sum (the line and cumulative charts); the hours of one machine status may be named by its code (2, 3, 4).',
  ...heavyRead,
  params: VehicleIdPath,
  query: Schema.Struct({ start: IsoDay, end: IsoDay, metric: metricOrStatusCode(GraphMetric) }),
  success: { status: 200, schema: GraphSeries },
  errors,
});

export const getPieChart = endpoint({
  operationId: 'getPieChart',
  method: 'GET',
  path: `${GW}/reports/{vehicleId}/pie`,
  summary: 'Idle, standby and driving hours of a vehicle in the period (the pie chart).',
  ...heavyRead,
  params: VehicleIdPath,
  query: StartEnd,
  success: { status: 200, schema: PieChart },
  errors,
});

export const exportById = endpoint({
  operationId: 'exportById',
  method: 'GET',
  path: `${GW}/reports/export`,
  summary:
    'Daily export rows of several vehicles, a page of vehicles at a time (top ≤ 100; the client asks 10 × ceiling(vehicles / 10)).',
  ...heavyRead,
  query: Schema.Struct({
    start: IsoDay,
    end: IsoDay,
    vehicleIds: ExportVehicleIds,
    skip: Schema.optional(DecimalInt),
    top: Schema.optional(DecimalInt),
  }),
  success: { status: 200, schema: ExportByIdPage },
  errors: [401, 403],
});

export const exportByMetric = endpoint({
  operationId: 'exportByMetric',
  method: 'GET',
  path: `${GW}/reports/export/by-metric`,
  summary:
    'One metric of several vehicles day by day, 20 vehicles per page; the hours of one machine status may be named by its code (2, 3, 4).',
  ...heavyRead,
  query: Schema.Struct({
    start: IsoDay,
    end: IsoDay,
    vehicleIds: ExportVehicleIds,
    metric: metricOrStatusCode(ExportMetric),
    page: Schema.optional(DecimalInt),
  }),
  success: { status: 200, schema: ExportByMetricPage },
  errors: [401, 403],
});

export const getTracks = endpoint({
  operationId: 'getTracks',
  method: 'GET',
  path: `${GW}/reports/{vehicleId}/tracks`,
  summary:
    'The vehicle’s track over the period (at most one month, cut before its end), simplified for the zoom.',
  ...heavyRead,
  params: VehicleIdPath,
  query: Schema.Struct({
    start: IsoDay,
    end: IsoDay,
    zoom: Schema.optional(
      Schema.NumberFromString.pipe(
        Schema.int(),
        Schema.between(REPORT_LIMITS.minTrackZoom, REPORT_LIMITS.maxTrackZoom),
      ),
    ),
  }),
  success: { status: 200, schema: TrackData },
  errors,
});

export const getHeatmap = endpoint({
  operationId: 'getHeatmap',
  method: 'GET',
  path: `${GW}/reports/{vehicleId}/heatmap`,
  summary: 'Where the vehicle spent its time in the period: seconds per grid cell.',
  ...heavyRead,
  params: VehicleIdPath,
  query: StartEnd,
  success: { status: 200, schema: HeatmapData },
  errors,
});

export const reportEndpoints = [
  getReport,
  getReportingHoursData,
  getGraph,
  getPieChart,
  exportById,
  exportByMetric,
  getTracks,
  getHeatmap,
] as const;
