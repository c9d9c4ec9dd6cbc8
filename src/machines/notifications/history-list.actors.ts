import { fromPromise } from 'xstate';
import { callAuth, type ApiClient } from '../../api/api-client';
import { listNotifications, type NotificationPage } from '../../api/contract';
import { periodParam } from './history-list.rules';
import type { HistoryListRequest } from './history-list.types';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The history list actor '${name}' was not provided (see createAppActors).`));

/** The history list's call; the default rejects (tests and stories provide fakes). */
export const historyListActorDefaults = {
  loadPage: fromPromise<NotificationPage, HistoryListRequest>(notProvided('loadPage')),
};

/** One page of listNotifications (the list and the Quick Export). */
export const loadNotificationPage = (
  client: ApiClient,
  accessToken: () => string | null,
  request: HistoryListRequest,
  signal: AbortSignal,
): Promise<NotificationPage> =>
  client.call(listNotifications, {
    ...callAuth(accessToken(), signal),
    query: {
      ...(request.vehicleIds.length > 0 ? { vehicleIds: request.vehicleIds.join(',') } : {}),
      period: periodParam(request.period),
      orderBy: request.orderBy,
      top: request.top,
      skip: request.skip,
    },
  });

/** The real call: one page of listNotifications (leaving the state aborts it). */
export const createHistoryListApiActors = (
  client: ApiClient,
  accessToken: () => string | null,
): typeof historyListActorDefaults => ({
  loadPage: fromPromise<NotificationPage, HistoryListRequest>(({ input, signal }) =>
    loadNotificationPage(client, accessToken, input, signal),
  ),
});
