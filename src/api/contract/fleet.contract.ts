import { Schema } from 'effect';
import { endpoint } from './endpoint';
import { MAX_PATH_ID, PathId, PositiveInt } from './path-id';

const GW = '/logbook/api/logbook/v1';
const tag = 'fleet';

/** Vehicle ids are positive 32-bit integers (spec 001 §5: at most 2147483647). */
export const VehicleId = Schema.Int.pipe(Schema.between(1, MAX_PATH_ID)).annotations({
  identifier: 'VehicleId',
});
export type VehicleId = typeof VehicleId.Type;
const VehicleIdParam = PathId(VehicleId);

/** Live status of a vehicle (spec 000 §4); null when none reported. */
export const VehicleStatus = Schema.Literal('off', 'standby', 'idle', 'driving');
export type VehicleStatus = typeof VehicleStatus.Type;

/** A calendar date as the spec shows it: DD.MM.YYYY. */
export const GermanDate = Schema.String.pipe(Schema.pattern(/^\d{2}\.\d{2}\.\d{4}$/)).annotations({
  identifier: 'GermanDate',
});
/** An ISO 8601 instant (UTC). */
export const Instant = Schema.String.annotations({ identifier: 'Instant', description: 'ISO 8601, UTC' });

export const Position = Schema.Struct({ lat: Schema.Number, lng: Schema.Number });

/** Static description of a vehicle (spec 000 §3 Vehicle entry, `vehicle`). */
export const VehicleInfo = Schema.Struct({
  name: Schema.String,
  /** URL of the vehicle image; the client shows a default locomotive or crane image when it fails. */
  image: Schema.NullOr(Schema.String),
  /** 'Kran' means crane. */
  model: Schema.String,
  type: Schema.String,
  /** 'electric' means an electric locomotive. */
  engine: Schema.String,
  fabricNr: Schema.String,
});

/** Fuel consumption settings (spec 000 §3), stored per vehicle. */
export const FuelClass = Schema.Struct({
  /** Share of heavy use in percent (0–100, default 50). */
  usagePercentage: Schema.Number.pipe(Schema.between(0, 100)),
  /** Litres per km, light use (≥ 0). */
  light: Schema.Number.pipe(Schema.nonNegative()),
  /** Litres per km, heavy use (≥ 0). */
  heavy: Schema.Number.pipe(Schema.nonNegative()),
});
export const FuelConsumptionSettings = Schema.Struct({
  isActive: Schema.Boolean,
  /** Share of long-distance use in percent (default 50). */
  usageTypePercentage: Schema.Number.pipe(Schema.between(0, 100)),
  shortDistance: FuelClass,
  longDistance: FuelClass,
  /** Litres per hour standing with the engine running (≥ 0). */
  standingWithEngRunning: Schema.Number.pipe(Schema.nonNegative()),
}).annotations({ identifier: 'FuelConsumptionSettings' });
export type FuelConsumptionSettings = typeof FuelConsumptionSettings.Type;

export const DEFAULT_FUEL_CONSUMPTION: FuelConsumptionSettings = {
  isActive: false,
  usageTypePercentage: 50,
  shortDistance: { usagePercentage: 50, light: 0, heavy: 0 },
  longDistance: { usagePercentage: 50, light: 0, heavy: 0 },
  standingWithEngRunning: 0,
};

/** The latest reported values of a vehicle (spec 000 §3 `live`). */
export const LiveValues = Schema.Struct({
  statusVehicle: Schema.NullOr(VehicleStatus),
  /** Null when the vehicle reports no position. */
  position: Schema.NullOr(Position),
  /** GPS satellites in view. */
  GPSSignal: Schema.NullOr(Schema.Number),
  /** GSM signal strength, 0–31 (0: none). */
  GSMSignal: Schema.NullOr(Schema.Number),
  /** km/h */
  speed: Schema.NullOr(Schema.Number),
  bearingAngle: Schema.NullOr(Schema.Number),
  timestampPosition: Schema.NullOr(Instant),
  mileageKm: Schema.NullOr(Schema.Number),
  /** External power voltage, V. */
  externalPower: Schema.NullOr(Schema.Number),
  /** °C */
  temperatureSensor: Schema.NullOr(Schema.Number),
  /**
   * Only when this position arrived late (issue 30 §3: more than `REPLAY_LIMITS.lateArrivalMs` after
   * its time, a device unloading what it kept offline): how long after its time it reached the server, ms.
   */
  arrivedLateByMs: Schema.optional(Schema.Int),
});
export type LiveValues = typeof LiveValues.Type;

/** Hours of today (the organisation's local day). */
export const TodaysHours = Schema.Struct({
  idleHours: Schema.Number,
  drivingHours: Schema.Number,
  /** idle + driving (engine running). */
  workingHours: Schema.Number,
});

/** One vehicle with its live data and today's figures (spec 000 §3 Vehicle entry). */
export const VehicleEntry = Schema.Struct({
  vehicleId: VehicleId,
  wpId: Schema.Int,
  vehicle: VehicleInfo,
  isCrane: Schema.Boolean,
  isEloc: Schema.Boolean,
  isTrain: Schema.Boolean,
  /** Null when nothing was reported inside the caller's access window. */
  live: Schema.NullOr(LiveValues),
  todays: TodaysHours,
  total: Schema.Struct({ mileageKm: Schema.NullOr(Schema.Number) }),
  dailyDrivingHours: Schema.Number,
  /** standby + idle + driving (systems on). */
  dailyEquippedHours: Schema.Number,
  dailyMileageKm: Schema.Number,
  ActualGpsSpeed: Schema.NullOr(Schema.Number),
  timestamp: Schema.Struct({ timestampRecentRawDataStatus: Schema.NullOr(Instant) }),
  timestampMileage: Schema.NullOr(Instant),
  /** The caller's limited-access window for this vehicle (DD.MM.YYYY); null: not limited. */
  startDate: Schema.NullOr(GermanDate),
  endDate: Schema.NullOr(GermanDate),
  /** The fuel consumption settings as a JSON string (spec 000 §3). */
  fuelConsumption: Schema.String,
}).annotations({ identifier: 'VehicleEntry' });
export type VehicleEntry = typeof VehicleEntry.Type;

/** A vehicle in the user's list (spec 001 §3 Vehicle list item). */
export const VehicleListItem = Schema.Struct({
  vehicleId: VehicleId,
  vehicle: Schema.Struct({ name: Schema.String, image: Schema.NullOr(Schema.String), wpId: Schema.Int }),
  isCrane: Schema.Boolean,
  isEloc: Schema.Boolean,
  isTrain: Schema.Boolean,
  startDate: Schema.NullOr(GermanDate),
  endDate: Schema.NullOr(GermanDate),
  live: Schema.Struct({ statusVehicle: Schema.NullOr(VehicleStatus) }),
  fuelConsumption: Schema.String,
}).annotations({ identifier: 'VehicleListItem' });
export type VehicleListItem = typeof VehicleListItem.Type;

/** Static data of a vehicle for maps and tables. */
export const VehicleMetadata = Schema.Struct({
  vehicleId: VehicleId,
  wpId: Schema.Int,
  vehicle: VehicleInfo,
  isCrane: Schema.Boolean,
  isEloc: Schema.Boolean,
  isTrain: Schema.Boolean,
}).annotations({ identifier: 'VehicleMetadata' });

/** The datasheet of a vehicle (spec 000 §2 Datasheet and Live-data detail). */
export const Datasheet = Schema.Struct({
  vehicleId: VehicleId,
  manufacturerName: Schema.NullOr(Schema.String),
  modelName: Schema.NullOr(Schema.String),
  fabricNumber: Schema.NullOr(Schema.String),
  constructionYear: Schema.NullOr(Schema.Int),
  minOperatingWeightKg: Schema.NullOr(Schema.Number),
  /** Downloadable documents (none active at present). */
  pdfLinks: Schema.Array(Schema.Struct({ title: Schema.String, url: Schema.String })),
  /** The last saved comment, if any. */
  comment: Schema.NullOr(Schema.String),
  fuelConsumption: FuelConsumptionSettings,
}).annotations({ identifier: 'Datasheet' });
export type Datasheet = typeof Datasheet.Type;

export const WeatherInfo = Schema.Struct({
  /** Icon name: clear-day, clear-night, partly-cloudy-day, partly-cloudy-night, cloudy, rain, snow, fog, wind. */
  icon: Schema.String,
  /** Short description in the requested language. */
  summary: Schema.String,
  /** °C */
  temperature: Schema.Number,
  timestamp: Instant,
}).annotations({ identifier: 'WeatherInfo' });
export type WeatherInfo = typeof WeatherInfo.Type;

export const LiveDataForVehicleResponse = Schema.Struct({
  notificationResp: Schema.NullOr(Schema.Struct({ timestamp: Instant, type: Schema.String })),
  weatherResp: Schema.NullOr(
    Schema.Struct({ icon: Schema.String, summary: Schema.String, temperature: Schema.Number }),
  ),
  datasheet: Datasheet,
});

const ItemsOf = <A, I>(item: Schema.Schema<A, I>) => Schema.Struct({ items: Schema.Array(item) });

const VehicleIdPath = Schema.Struct({ vehicleId: VehicleIdParam });
const LanguageQuery = Schema.Struct({ language: Schema.optional(Schema.Literal('de-DE', 'en-GB')) });

/** Comma-joined vehicle ids, at most 5000, e.g. `1,2,3`. */
const VehicleIdList = Schema.String.pipe(
  Schema.pattern(/^\d{1,10}(,\d{1,10}){0,4999}$/, { message: () => 'a comma-joined list of vehicle ids' }),
);

export const getVehicleMetadata = endpoint({
  operationId: 'getVehicleMetadata',
  method: 'GET',
  path: `${GW}/vehicles/metadata`,
  summary: 'Static data of every vehicle of the active organisation the caller may see.',
  tag,
  auth: 'accessToken',
  access: 'vehicleList',
  success: { status: 200, schema: ItemsOf(VehicleMetadata) },
  errors: [401, 403],
});

export const getUserVehicles = endpoint({
  operationId: 'getUserVehicles',
  method: 'GET',
  path: `${GW}/vehicles`,
  summary: 'The caller’s vehicles in the active organisation, with their access windows and status.',
  tag,
  auth: 'accessToken',
  access: 'vehicleList',
  success: { status: 200, schema: ItemsOf(VehicleListItem) },
  errors: [401, 403],
});

export const getActiveVehicleList = endpoint({
  operationId: 'getActiveVehicleList',
  method: 'GET',
  path: `${GW}/vehicles/active`,
  summary: 'Live data of the vehicles that reported within the last 15 minutes (the 15 s refresh).',
  tag,
  auth: 'accessToken',
  access: 'fleet',
  success: { status: 200, schema: ItemsOf(VehicleEntry) },
  errors: [401, 403],
});

export const getLiveData = endpoint({
  operationId: 'getLiveData',
  method: 'GET',
  path: `${GW}/live-data`,
  summary:
    'Live data and today’s figures of the given vehicles (comma-joined ids); unknown ids are left out.',
  tag,
  auth: 'accessToken',
  access: 'fleet',
  query: Schema.Struct({ vehicleIds: VehicleIdList }),
  success: { status: 200, schema: ItemsOf(VehicleEntry) },
  errors: [401, 403],
});

export const getLiveDataForVehicle = endpoint({
  operationId: 'getLiveDataForVehicle',
  method: 'GET',
  path: `${GW}/vehicles/{vehicleId}/live-data`,
  summary: 'Last notification, weather and datasheet of one vehicle (404 for another organisation’s).',
  tag,
  auth: 'accessToken',
  access: 'fleet',
  params: VehicleIdPath,
  query: Schema.Struct({
    currentView: Schema.optional(Schema.String.pipe(Schema.maxLength(50))),
    userSessionId: Schema.optional(Schema.String.pipe(Schema.maxLength(50))),
    isDemoUser: Schema.optional(Schema.Literal('true', 'false')),
    language: Schema.optional(Schema.Literal('de-DE', 'en-GB')),
  }),
  success: { status: 200, schema: LiveDataForVehicleResponse },
  errors: [401, 403, 404],
});

export const getWeatherInfo = endpoint({
  operationId: 'getWeatherInfo',
  method: 'GET',
  path: `${GW}/vehicles/{vehicleId}/weather`,
  summary: 'Weather at the vehicle’s last position.',
  tag,
  auth: 'accessToken',
  access: 'fleet',
  params: VehicleIdPath,
  query: LanguageQuery,
  success: { status: 200, schema: WeatherInfo },
  errors: [401, 403, 404],
});

export const getDatasheet = endpoint({
  operationId: 'getDatasheet',
  method: 'GET',
  path: `${GW}/vehicles/{vehicleId}/datasheet`,
  summary: 'The datasheet of one vehicle.',
  tag,
  auth: 'accessToken',
  access: 'fleet',
  params: VehicleIdPath,
  success: { status: 200, schema: Datasheet },
  errors: [401, 403, 404],
});

export const LocomotiveCommentBody = Schema.Struct({
  comment: Schema.String.pipe(Schema.maxLength(4000)),
  /** The fuel consumption settings as a JSON string (the client sends what it stores). */
  fuelConsumption: Schema.String.pipe(Schema.maxLength(10_000)),
});
export const LocomotiveComment = Schema.Struct({
  comment: Schema.String,
  fuelConsumption: Schema.String,
  authorName: Schema.String,
  createdAt: Instant,
});

export const saveLocomotiveComment = endpoint({
  operationId: 'saveLocomotiveComment',
  method: 'POST',
  path: '/wp-json/fvm/v1/locomotive/comment/{wpId}',
  summary:
    'Save the datasheet comment and fuel consumption settings (demo users: 403); returns the comments.',
  tag,
  auth: 'accessToken',
  access: 'fleet',
  refusesDemoUser: 'The demo user cannot save.',
  params: Schema.Struct({ wpId: PathId(PositiveInt) }),
  body: LocomotiveCommentBody,
  success: { status: 200, schema: Schema.Struct({ comments: Schema.Array(LocomotiveComment) }) },
  errors: [401, 403, 404],
});

export const fleetEndpoints = [
  getVehicleMetadata,
  getUserVehicles,
  getActiveVehicleList,
  getLiveData,
  getLiveDataForVehicle,
  getWeatherInfo,
  getDatasheet,
  saveLocomotiveComment,
] as const;
