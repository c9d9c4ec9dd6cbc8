import { Schema } from 'effect';
import { endpoint } from './endpoint';
import { VehicleId } from './fleet.contract';
import { MAX_PATH_ID } from './path-id';
import { LngLat } from './reports.contract';
import { isIsoDay } from './reports-limits';

const GW = '/logbook/api/logbook/v1';
const fleetRead = { tag: 'reports', auth: 'accessToken', access: 'fleet' } as const;

/** Limits and thresholds of the fleet replay (issue 30 §3). Server and client read them from here. */
export const REPLAY_LIMITS = {
  /** The most vehicles one replay read names. */
  maxVehicles: 100,
  /**
   * The longest window of one chunk: 6 hours, so a week is 28 chunks and one chunk of 100 vehicles
   * at 10 s reads at most 216,000 positions (from one or two monthly partitions).
   */
  maxWindowMs: 6 * 3_600_000,
  /** Points per vehicle in a chunk when the client names none, and the most it may name. */
  defaultPointsPerVehicle: 400,
  minPointsPerVehicle: 2,
  maxPointsPerVehicle: 2_000,
  /**
   * A position arrived late when it reached the server more than 5 minutes after its time. Teltonika
   * boxes send what they collected every 120 s by default, so records up to about 2 minutes old are a
   * device working normally; 5 minutes stays clear of that and under the 10-minute silence below.
   */
  lateArrivalMs: 5 * 60_000,
  /** "Fleet at": a vehicle whose last position is more than 10 minutes before the moment is stale. */
  staleAfterMs: 10 * 60_000,
  /** Chunks keep both ends of a silence longer than this (the gap tracks split at). */
  gapMs: 10 * 60_000,
} as const;

/** True when a record stored at `tsMs` and received at `receivedAtMs` (null: unknown) arrived late. */
export const arrivedLate = (tsMs: number, receivedAtMs: number | null): boolean =>
  receivedAtMs !== null && receivedAtMs - tsMs > REPLAY_LIMITS.lateArrivalMs;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An instant in a query: ISO 8601 with seconds optional, milliseconds at most, and a zone (Z or ±hh:mm). */
export const QueryInstant = Schema.String.pipe(
  Schema.pattern(INSTANT, { message: () => 'an ISO 8601 instant with its zone, e.g. 2026-03-08T10:00:00Z' }),
  Schema.filter(
    (s) => (isIsoDay(s.slice(0, 10)) && Number.isFinite(Date.parse(s))) || 'a real date and time',
  ),
).annotations({ identifier: 'QueryInstant' });

/** Comma-joined vehicle ids, at most {@link REPLAY_LIMITS.maxVehicles}, each once; decoded to numbers. */
export const ReplayVehicleIds = Schema.transform(
  Schema.String.pipe(
    Schema.pattern(/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$/, {
      message: () => 'a comma-joined list of vehicle ids (digits only, no sign or leading zero)',
    }),
    Schema.filter((s) => {
      const ids = s.split(',').map(Number);
      if (ids.length > REPLAY_LIMITS.maxVehicles) return `at most ${REPLAY_LIMITS.maxVehicles} vehicles`;
      if (ids.some((id) => id > MAX_PATH_ID)) return `vehicle ids are at most ${MAX_PATH_ID}`;
      return new Set(ids).size === ids.length || 'a vehicle is named twice';
    }),
  ),
  Schema.Array(VehicleId),
  { strict: true, decode: (s) => s.split(',').map(Number), encode: (ids) => ids.join(',') },
);

const PointsPerVehicle = Schema.NumberFromString.pipe(
  Schema.int(),
  Schema.between(REPLAY_LIMITS.minPointsPerVehicle, REPLAY_LIMITS.maxPointsPerVehicle),
);

/**
 * One vehicle's positions in a chunk, as parallel arrays (what a deck.gl trips layer takes): times in
 * epoch milliseconds, strictly increasing; per point [lng, lat] to 5 decimals, speed km/h, machine-status
 * code (1 off, 2 standby, 3 idle, 4 driving) and 1 where the position arrived late, else 0.
 */
export const ReplayTrack = Schema.Struct({
  vehicleId: VehicleId,
  times: Schema.Array(Schema.Int),
  coordinates: Schema.Array(LngLat),
  speeds: Schema.Array(Schema.Number),
  statusCodes: Schema.Array(Schema.Int),
  late: Schema.Array(Schema.Literal(0, 1)),
  /** Positions with a fix the vehicle stored in the window, before simplification. */
  storedPoints: Schema.Int,
}).annotations({ identifier: 'ReplayTrack' });
export type ReplayTrack = typeof ReplayTrack.Type;

/** A chunk of the replay: every named vehicle's positions in [from, to), in the order named. */
export const ReplayChunk = Schema.Struct({
  from: Schema.String,
  to: Schema.String,
  pointsPerVehicle: Schema.Int,
  vehicles: Schema.Array(ReplayTrack),
}).annotations({ identifier: 'ReplayChunk' });
export type ReplayChunk = typeof ReplayChunk.Type;

/** Where a vehicle was at the moment: its last position at or before it (null: none it may see). */
export const FleetAtVehicle = Schema.Struct({
  vehicleId: VehicleId,
  position: Schema.NullOr(
    Schema.Struct({
      /** Epoch milliseconds of the position. */
      time: Schema.Int,
      coordinates: LngLat,
      speed: Schema.Number,
      bearing: Schema.Number,
      statusCode: Schema.Int,
      late: Schema.Boolean,
      /** More than {@link REPLAY_LIMITS.staleAfterMs} before the moment. */
      stale: Schema.Boolean,
    }),
  ),
}).annotations({ identifier: 'FleetAtVehicle' });
export type FleetAtVehicle = typeof FleetAtVehicle.Type;

export const FleetAt = Schema.Struct({
  at: Schema.String,
  vehicles: Schema.Array(FleetAtVehicle),
}).annotations({ identifier: 'FleetAt' });
export type FleetAt = typeof FleetAt.Type;

export const getReplayChunk = endpoint({
  operationId: 'getReplayChunk',
  method: 'GET',
  path: `${GW}/reports/replay/positions`,
  summary:
    'The positions of up to 100 vehicles in [from, to) (at most 6 hours), simplified per vehicle to at most `points` points.',
  ...fleetRead,
  heavy: true,
  query: Schema.Struct({
    vehicleIds: ReplayVehicleIds,
    from: QueryInstant,
    to: QueryInstant,
    points: Schema.optional(PointsPerVehicle),
  }),
  success: { status: 200, schema: ReplayChunk },
  errors: [401, 403, 404],
});

export const getFleetAt = endpoint({
  operationId: 'getFleetAt',
  method: 'GET',
  path: `${GW}/reports/replay/fleet-at`,
  summary:
    'Where each of up to 100 vehicles was at a moment: its last position at or before it, stale when more than 10 minutes older.',
  ...fleetRead,
  query: Schema.Struct({ vehicleIds: ReplayVehicleIds, at: QueryInstant }),
  success: { status: 200, schema: FleetAt },
  errors: [401, 403, 404],
});

export const replayEndpoints = [getReplayChunk, getFleetAt] as const;
