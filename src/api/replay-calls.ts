import { callAuth, type ApiClient } from './api-client';
import { getFleetAt, getReplayChunk, type FleetAt, type ReplayChunk, type VehicleId } from './contract';

/** One chunk of the fleet replay: the vehicles' positions in [from, to) (at most 6 hours). */
export interface ReplayChunkCall {
  readonly vehicleIds: readonly VehicleId[];
  /** Epoch milliseconds. */
  readonly from: number;
  readonly to: number;
  /** Told when the server turned the heavy read away and the client waits `seconds` before asking again. */
  readonly onWait?: (seconds: number) => void;
}

/** "Fleet at": every vehicle's last position at or before `at` (epoch milliseconds). */
export interface FleetAtCall {
  readonly vehicleIds: readonly VehicleId[];
  readonly at: number;
}

const instant = (ms: number): string => new Date(ms).toISOString();

/** getReplayChunk (a heavy read: a 429 is waited out by the client, telling `onWait`). */
export const fetchReplayChunk = (
  client: ApiClient,
  accessToken: string | null,
  call: ReplayChunkCall,
  signal: AbortSignal,
): Promise<ReplayChunk> =>
  client.call(getReplayChunk, {
    ...callAuth(accessToken, signal),
    query: { vehicleIds: call.vehicleIds, from: instant(call.from), to: instant(call.to) },
    ...(call.onWait ? { onWait: call.onWait } : {}),
  });

/** getFleetAt. */
export const fetchFleetAt = (
  client: ApiClient,
  accessToken: string | null,
  call: FleetAtCall,
  signal: AbortSignal,
): Promise<FleetAt> =>
  client.call(getFleetAt, {
    ...callAuth(accessToken, signal),
    query: { vehicleIds: call.vehicleIds, at: instant(call.at) },
  });
