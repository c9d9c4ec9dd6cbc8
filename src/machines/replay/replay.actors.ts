import { fromCallback, fromPromise } from 'xstate';
import type { ApiClient } from '../../api/api-client';
import type { FleetAt, ReplayChunk } from '../../api/contract';
import { fetchFleetAt, fetchReplayChunk } from '../../api/replay-calls';
import type { FleetAtRequest, ReplayChunkRequest, ReplayEvent } from './replay.types';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The replay actor '${name}' was not provided (see reportingMachinesFor).`));

/**
 * The replay's clock while playing: one `clock.tick` a frame (requestAnimationFrame, or every 50 ms
 * where there is none) with the real milliseconds since the last one.
 */
export const frameClock = fromCallback<ReplayEvent>(({ sendBack }) => {
  let last = performance.now();
  const tick = (now: number) => {
    const elapsedMs = Math.max(0, now - last);
    last = now;
    if (elapsedMs > 0) sendBack({ type: 'clock.tick', elapsedMs });
  };
  if (typeof requestAnimationFrame === 'function') {
    let frame = 0;
    const loop = (now: number) => {
      tick(now);
      frame = requestAnimationFrame(loop);
    };
    frame = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(frame);
  }
  const timer = setInterval(() => tick(performance.now()), 50);
  return () => clearInterval(timer);
});

/** The replay machine's calls (the defaults reject; tests and stories provide fakes) and its clock. */
export const replayActorDefaults = {
  loadChunk: fromPromise<ReplayChunk, ReplayChunkRequest>(notProvided('loadChunk')),
  prefetchChunk: fromPromise<ReplayChunk, ReplayChunkRequest>(notProvided('prefetchChunk')),
  loadFleetAt: fromPromise<FleetAt, FleetAtRequest>(notProvided('loadFleetAt')),
  clock: frameClock,
};

/** The real calls. */
export const createReplayApiActors = (
  client: ApiClient,
  accessToken: () => string | null,
): Omit<typeof replayActorDefaults, 'clock'> => {
  const chunk = fromPromise<ReplayChunk, ReplayChunkRequest>(({ input, signal }) =>
    fetchReplayChunk(
      client,
      accessToken(),
      { vehicleIds: input.vehicleIds, from: input.from, to: input.to, onWait: input.reportWait },
      signal,
    ),
  );
  return {
    loadChunk: chunk,
    prefetchChunk: chunk,
    loadFleetAt: fromPromise<FleetAt, FleetAtRequest>(({ input, signal }) =>
      fetchFleetAt(client, accessToken(), input, signal),
    ),
  };
};
