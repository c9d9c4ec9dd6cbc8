import { fromPromise } from 'xstate';
import { callAuth, type ApiClient } from '../../api/api-client';
import { getReport, getReportingHoursData } from '../../api/contract';
import type { ReportData, ReportRequest } from './reporting.types';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The reporting actor '${name}' was not provided (see createAppActors).`));

/** The reporting machine's call; the default rejects (tests and stories provide fakes). */
export const reportingActorDefaults = {
  loadReport: fromPromise<ReportData, ReportRequest>(notProvided('loadReport')),
};

/** The real call: the totals and the days of one vehicle and period, in parallel. */
export const createReportingApiActors = (
  client: ApiClient,
  accessToken: () => string | null,
): typeof reportingActorDefaults => ({
  loadReport: fromPromise<ReportData, ReportRequest>(async ({ input, signal }) => {
    const { vehicleId, period } = input;
    const auth = callAuth(accessToken(), signal);
    const [hours, days] = await Promise.all([
      client.call(getReportingHoursData, {
        ...auth,
        params: { vehicleId },
        query: { startDate: period.startDate, endDate: period.endDate },
      }),
      client.call(getReport, {
        ...auth,
        params: { vehicleId },
        query: { start: period.startDate, end: period.endDate },
      }),
    ]);
    return { hours, days };
  }),
});
