import { fromPromise } from 'xstate';
import { callAuth, type ApiClient } from '../../api/api-client';
import { getHeatmap, getTracks, type HeatmapData, type TrackData } from '../../api/contract';
import type { TrackingRequest } from './tracking.types';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The tracking actor '${name}' was not provided (see createAppActors).`));

/** The tracking machine's calls; the defaults reject (tests and stories provide fakes). */
export const trackingActorDefaults = {
  loadTrack: fromPromise<TrackData, TrackingRequest>(notProvided('loadTrack')),
  loadHeatmap: fromPromise<HeatmapData, TrackingRequest>(notProvided('loadHeatmap')),
};

/** The real calls. */
export const createTrackingApiActors = (
  client: ApiClient,
  accessToken: () => string | null,
): typeof trackingActorDefaults => {
  const auth = (signal: AbortSignal) => callAuth(accessToken(), signal);
  return {
    loadTrack: fromPromise<TrackData, TrackingRequest>(({ input, signal }) =>
      client.call(getTracks, {
        ...auth(signal),
        params: { vehicleId: input.vehicleId },
        query: { start: input.period.startDate, end: input.period.endDate },
      }),
    ),
    loadHeatmap: fromPromise<HeatmapData, TrackingRequest>(({ input, signal }) =>
      client.call(getHeatmap, {
        ...auth(signal),
        params: { vehicleId: input.vehicleId },
        query: { start: input.period.startDate, end: input.period.endDate },
      }),
    ),
  };
};
