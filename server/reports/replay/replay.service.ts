import { REPLAY_LIMITS, type FleetAt, type ReplayChunk, type ReplayTrack } from '../../../src/api/contract';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/db';
import type { Caller } from '../../http/route';
import { invalidParameter } from '../report-period';
import { loadFleetAt, loadReplayPositions, type ReplayRecord, type VehicleSpan } from './replay-reads';
import { simplifyReplay, type ReplayPoint } from './replay-simplify';
import { requireReplayVehicles, type ReplayVehicle } from './replay-vehicles';

export interface ReplayChunkQuery {
  readonly vehicleIds: readonly number[];
  readonly from: string;
  readonly to: string;
  readonly points?: number | undefined;
}

export interface FleetAtQuery {
  readonly vehicleIds: readonly number[];
  readonly at: string;
}

export interface ReplayService {
  getReplayChunk(caller: Caller, query: ReplayChunkQuery): Promise<ReplayChunk>;
  getFleetAt(caller: Caller, query: FleetAtQuery): Promise<FleetAt>;
}

const round5 = (v: number) => Math.round(v * 1e5) / 1e5;
const round1 = (v: number) => Math.round(v * 10) / 10;

/** The window [from, to): from before to, at most {@link REPLAY_LIMITS.maxWindowMs} long (400 naming the field). */
const windowOf = (query: ReplayChunkQuery): { fromMs: number; toMs: number } => {
  const fromMs = Date.parse(query.from);
  const toMs = Date.parse(query.to);
  if (fromMs >= toMs) throw invalidParameter('to', 'the window must end after it starts (from < to).');
  if (toMs - fromMs > REPLAY_LIMITS.maxWindowMs)
    throw invalidParameter('to', `the window is longer than ${REPLAY_LIMITS.maxWindowMs / 3_600_000} hours.`);
  return { fromMs, toMs };
};

/** The part of [fromMs, toMs) the vehicle's window shows, or null when they do not meet. */
const spanOf = (vehicle: ReplayVehicle, fromMs: number, toMs: number): VehicleSpan | null => {
  const start = Math.max(fromMs, vehicle.fromMs ?? fromMs);
  const end = Math.min(toMs, vehicle.toMs ?? toMs);
  return start < end ? { id: vehicle.id, fromMs: start, toMs: end } : null;
};

const trackOf = (vehicleId: number, stored: readonly ReplayPoint[], points: number): ReplayTrack => {
  const kept = simplifyReplay(stored, points, REPLAY_LIMITS.gapMs);
  return {
    vehicleId,
    times: kept.map((p) => p.ts),
    coordinates: kept.map((p) => [round5(p.lng), round5(p.lat)] as const),
    speeds: kept.map((p) => round1(p.speed)),
    statusCodes: kept.map((p) => p.statusCode),
    late: kept.map((p) => (p.late ? 1 : 0)),
    storedPoints: stored.length,
  };
};

const positionOf = (
  record: ReplayRecord,
  atMs: number,
): NonNullable<FleetAt['vehicles'][number]['position']> => ({
  time: record.ts,
  coordinates: [round5(record.lng), round5(record.lat)],
  speed: round1(record.speed),
  bearing: round1(record.bearing),
  statusCode: record.statusCode,
  late: record.late,
  stale: atMs - record.ts > REPLAY_LIMITS.staleAfterMs,
});

/**
 * The fleet replay (issue 30 §3): chunks of the named vehicles' positions over windows of at most six
 * hours, each vehicle simplified to a bounded number of points, and where each vehicle was at a moment.
 * Rights as for a track: the fleet read right (403), vehicles of the caller's organisation only (404),
 * nothing outside the caller's access window on a vehicle.
 */
export const createReplayService = (deps: {
  readonly db: Queryable;
  readonly clock: Clock;
}): ReplayService => ({
  async getReplayChunk(caller, query) {
    const { fromMs, toMs } = windowOf(query);
    const vehicles = await requireReplayVehicles(deps, caller, query.vehicleIds);
    const points = query.points ?? REPLAY_LIMITS.defaultPointsPerVehicle;
    const spans = vehicles.flatMap((v) => spanOf(v, fromMs, toMs) ?? []);
    const stored = await loadReplayPositions(deps.db, fromMs, toMs, spans);
    return {
      from: new Date(fromMs).toISOString(),
      to: new Date(toMs).toISOString(),
      pointsPerVehicle: points,
      vehicles: vehicles.map((v) => trackOf(v.id, stored.get(v.id) ?? [], points)),
    };
  },

  async getFleetAt(caller, query) {
    const atMs = Date.parse(query.at);
    const vehicles = await requireReplayVehicles(deps, caller, query.vehicleIds);
    const found = await loadFleetAt(deps.db, atMs, vehicles);
    return {
      at: new Date(atMs).toISOString(),
      vehicles: vehicles.map((v) => {
        const record = found.get(v.id);
        return { vehicleId: v.id, position: record ? positionOf(record, atMs) : null };
      }),
    };
  },
});
