import type { FleetAt, ReplayChunk, ReportPeriod, VehicleId } from '../../api/contract';
import type { ApiFailure } from '../../api/api-failure';

/**
 * The public interface of the replay machine (issue 30 §3; per view: the tracking map screen creates
 * it): the selected vehicles' positions over the applied period, replayed at a cursor that a clock
 * advances by speed × elapsed time. Positions come in chunks of at most 6 hours (getReplayChunk), the
 * one under the cursor first and the next one ahead; "fleet at" (getFleetAt) jumps to a moment and
 * shows every vehicle where it was then.
 */

/** The replay speeds offered: 1× (real time) to 3600× (an hour a second). */
export const REPLAY_SPEEDS = [1, 10, 60, 600, 3600] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

export const REPLAY_TIMING = {
  /** Chunks kept in memory: the one under the cursor, the next, and a couple behind for stepping back. */
  keptChunks: 4,
  /** The shortest step: one data interval of a device sending every 10 s. */
  minStepMs: 10_000,
} as const;

/** The replayed span in epoch milliseconds: [from, to). */
export interface ReplayRange {
  readonly from: number;
  readonly to: number;
}

/** A chunk held in memory, with the window it answers. */
export interface LoadedChunk extends ReplayRange {
  readonly chunk: ReplayChunk;
}

/** What the chunk call is asked: the vehicles and the window; it tells waits through `reportWait`. */
export interface ReplayChunkRequest extends ReplayRange {
  readonly vehicleIds: readonly VehicleId[];
  readonly reportWait: (seconds: number) => void;
}

export interface FleetAtRequest {
  readonly vehicleIds: readonly VehicleId[];
  readonly at: number;
}

export interface ReplayContext {
  /** The vehicles replayed (the map's selection until the user chooses; at most 100). */
  readonly vehicleIds: readonly VehicleId[];
  /** The user chose the vehicles in the replay's picker: the map's selection no longer changes them. */
  readonly picked: boolean;
  readonly period: ReportPeriod;
  /** The period in the organisation's zone, as instants. */
  readonly range: ReplayRange;
  /** The replayed moment (epoch milliseconds), within `range`. */
  readonly cursor: number;
  readonly speed: ReplaySpeed;
  /** The user asked to play: kept through loads, so playing goes on when the chunk is there. */
  readonly wantsPlay: boolean;
  readonly chunks: readonly LoadedChunk[];
  /** The server asked the client to wait this many seconds before the chunk (heavy work); null: no wait. */
  readonly waitSeconds: number | null;
  readonly error: ApiFailure | null;
  /** The last "fleet at" answer, shown while the cursor stays at its moment. */
  readonly fleetAt: FleetAt | null;
}

export interface ReplayInput {
  readonly vehicleIds: readonly VehicleId[];
  readonly period: ReportPeriod;
  readonly speed?: ReplaySpeed;
}

export interface ReplayVehiclesChanged {
  readonly type: 'view.vehiclesChanged';
  readonly vehicleIds: readonly VehicleId[];
}
export interface ReplayPeriodChanged {
  readonly type: 'period.changed';
  readonly period: ReportPeriod;
}

export type ReplayEvent =
  | ReplayVehiclesChanged
  | ReplayPeriodChanged
  /** The replay's vehicle picker: the vehicles chosen (the first 100 are taken). */
  | { readonly type: 'user.vehicles'; readonly vehicleIds: readonly VehicleId[] }
  | { readonly type: 'user.play' }
  | { readonly type: 'user.pause' }
  | { readonly type: 'user.speed'; readonly speed: ReplaySpeed }
  | { readonly type: 'user.stepForward' }
  | { readonly type: 'user.stepBack' }
  /** The slider: jump to a moment (clamped to the period). */
  | { readonly type: 'user.seek'; readonly at: number }
  /** The "fleet at" field: jump to a moment and ask where every vehicle was then. */
  | { readonly type: 'user.fleetAt'; readonly at: number }
  | { readonly type: 'user.retry' }
  /** The clock actor, once a frame while playing: real milliseconds since the last tick. */
  | { readonly type: 'clock.tick'; readonly elapsedMs: number }
  /** The chunk call waits as the server asked (a heavy operation turned away with 429). */
  | { readonly type: 'server.busy'; readonly seconds: number };

/**
 * Tags:
 * - `noVehicles`: nothing selected, nothing to replay
 * - `loading`: a chunk or "fleet at" is being fetched (the bar shows a spinner; `waitSeconds` says a wait)
 * - `failed`: the last fetch failed; `user.retry` asks again
 * - `playing` / `paused`: the cursor moves with the clock / stands
 */
export type ReplayTag = 'noVehicles' | 'loading' | 'failed' | 'playing' | 'paused';
