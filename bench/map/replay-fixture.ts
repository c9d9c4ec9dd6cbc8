import { createActor, fromPromise } from 'xstate';
import { REPLAY_LIMITS, type ReplayChunk } from '../../src/api/contract';
import { replayMachine } from '../../src/machines/replay/replay.machine';
import type { ReplayChunkRequest } from '../../src/machines/replay/replay.types';

/**
 * The replay benchmark's data (issue 30 §3): `vehicles` vehicles over a week sending every 10 s,
 * answered as the server answers a chunk (getReplayChunk): 6 hours per vehicle simplified to at most
 * `points` points (400 by default: 2,160 raw positions each). The positions are generated on the
 * page, each vehicle on its own circle around central Germany, the last hour of every chunk late.
 */
export const REPLAY_BENCH_PERIOD = { startDate: '2026-11-09', endDate: '2026-11-15' } as const;
const RAW_INTERVAL_MS = 10_000;

export const benchChunk = (
  request: ReplayChunkRequest,
  points = REPLAY_LIMITS.defaultPointsPerVehicle,
): ReplayChunk => {
  const span = request.to - request.from;
  const raw = Math.floor(span / RAW_INTERVAL_MS);
  const count = Math.min(points, raw);
  const every = span / count;
  return {
    from: new Date(request.from).toISOString(),
    to: new Date(request.to).toISOString(),
    pointsPerVehicle: points,
    vehicles: request.vehicleIds.map((vehicleId, v) => {
      const times = Array.from({ length: count }, (_, i) => Math.round(request.from + i * every));
      const [cx, cy] = [7 + (v % 10) * 0.9, 48 + Math.floor(v / 10) * 0.5];
      return {
        vehicleId,
        times,
        coordinates: times.map((t) => {
          const a = ((t / 3_600_000) % 24) * ((2 * Math.PI) / 24) + v;
          return [
            Number((cx + 0.3 * Math.cos(a)).toFixed(5)),
            Number((cy + 0.2 * Math.sin(a)).toFixed(5)),
          ] as [number, number];
        }),
        speeds: times.map(() => 80),
        statusCodes: times.map(() => 4),
        late: times.map((t) => (request.to - t <= 3_600_000 ? 1 : 0)),
        storedPoints: raw,
      };
    }),
  };
};

/** A replay actor over the bench's week with `vehicles` vehicles and the chunks made on the page. */
export const startBenchReplay = (vehicles: number) => {
  const chunk = fromPromise<ReplayChunk, ReplayChunkRequest>(async ({ input }) => benchChunk(input));
  const actor = createActor(replayMachine.provide({ actors: { loadChunk: chunk, prefetchChunk: chunk } }), {
    input: {
      vehicleIds: Array.from({ length: vehicles }, (_, i) => 1001 + i),
      period: REPLAY_BENCH_PERIOD,
      speed: 600,
    },
  });
  actor.start();
  return actor;
};
