import { fromPromise } from 'xstate';
import { callAuth, type ApiClient } from '../../api/api-client';
import { getGraph, getPieChart, type GraphSeries, type PieChart } from '../../api/contract';
import type { GraphRequest, PieRequest } from './graph.types';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The graph actor '${name}' was not provided (see createAppActors).`));

/** The graph drawer's calls; the defaults reject (tests and stories provide fakes). */
export const graphActorDefaults = {
  loadSeries: fromPromise<GraphSeries, GraphRequest>(notProvided('loadSeries')),
  loadPie: fromPromise<PieChart, PieRequest>(notProvided('loadPie')),
};

/** The real calls. */
export const createGraphApiActors = (
  client: ApiClient,
  accessToken: () => string | null,
): typeof graphActorDefaults => {
  const auth = (signal: AbortSignal) => callAuth(accessToken(), signal);
  return {
    loadSeries: fromPromise<GraphSeries, GraphRequest>(({ input, signal }) =>
      client.call(getGraph, {
        ...auth(signal),
        params: { vehicleId: input.vehicleId },
        query: { start: input.period.startDate, end: input.period.endDate, metric: input.metric },
      }),
    ),
    loadPie: fromPromise<PieChart, PieRequest>(({ input, signal }) =>
      client.call(getPieChart, {
        ...auth(signal),
        params: { vehicleId: input.vehicleId },
        query: { start: input.period.startDate, end: input.period.endDate },
      }),
    ),
  };
};
