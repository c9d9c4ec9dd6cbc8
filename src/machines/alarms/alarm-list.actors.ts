import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { callAuth, type ApiClient } from '../../api/api-client';
import {
  acknowledgeNotificationAlarm,
  clearNotificationAlarm,
  getNotificationAlarmCounts,
  listNotificationAlarms,
  type Alarm,
  type AlarmCounts,
  type AlarmPage,
} from '../../api/contract/alarms.contract';
import {
  createNotificationAlarmDefect,
  linkNotificationAlarm,
  listNotificationAlarmDefectChoices,
  type AlarmDefectChoices,
} from '../../api/contract/alarm-defects.contract';
import { periodParam } from '../notifications/history-list.rules';
import type { AlarmDefectRequest } from './alarm-defect.types';
import type { LiveStreamActor } from '../notifications/live-stream.machine';
import type { FactWatchInput } from '../shared/fact-watch';
import type { AlarmActionRequest } from './alarm-action.types';
import type { AlarmChanged, AlarmListRequest, AlarmStreamReady } from './alarm-list.types';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The alarm list actor '${name}' was not provided (see createAlarmApiActors).`));

/** The alarm list's call; the default rejects (tests and stories provide fakes). */
export const alarmListActorDefaults = {
  loadAlarmPage: fromPromise<AlarmPage, AlarmListRequest>(notProvided('loadAlarmPage')),
};

type Token = () => string | null;

/** One page of listNotificationAlarms. */
export const loadAlarmPage = (
  client: ApiClient,
  accessToken: Token,
  request: AlarmListRequest,
  signal: AbortSignal,
): Promise<AlarmPage> =>
  client.call(listNotificationAlarms, {
    ...callAuth(accessToken(), signal),
    query: {
      state: request.state,
      // As the notification history asks: none selected is every vehicle of the user.
      ...(request.vehicleIds.length > 0 ? { vehicleIds: request.vehicleIds.join(',') } : {}),
      period: periodParam(request.period),
      top: request.top,
      skip: request.skip,
    },
  });

/** How many alarms are active and acknowledged (the bell). */
export const loadAlarmCounts = (
  client: ApiClient,
  accessToken: Token,
  signal: AbortSignal,
): Promise<AlarmCounts> => client.call(getNotificationAlarmCounts, callAuth(accessToken(), signal));

/** Acknowledges or clears one alarm by hand; answers the alarm as stored. */
export const submitAlarmAction = (
  client: ApiClient,
  accessToken: Token,
  request: AlarmActionRequest,
  signal: AbortSignal,
): Promise<Alarm> =>
  client.call(request.kind === 'acknowledge' ? acknowledgeNotificationAlarm : clearNotificationAlarm, {
    ...callAuth(accessToken(), signal),
    params: { alarmId: request.alarmId },
    body: { remark: request.remark },
  });

/** The open defects of the alarm's vehicle it may be linked to. */
export const loadDefectChoices = (
  client: ApiClient,
  accessToken: Token,
  alarmId: number,
  signal: AbortSignal,
): Promise<AlarmDefectChoices> =>
  client.call(listNotificationAlarmDefectChoices, {
    ...callAuth(accessToken(), signal),
    params: { alarmId },
  });

/** Makes a defect entry from the alarm, or links it to an open one; answers the alarm as stored. */
export const submitAlarmDefect = (
  client: ApiClient,
  accessToken: Token,
  request: AlarmDefectRequest,
  signal: AbortSignal,
): Promise<Alarm> =>
  request.kind === 'create'
    ? client.call(createNotificationAlarmDefect, {
        ...callAuth(accessToken(), signal),
        params: { alarmId: request.alarmId },
        body: { logbookEntryId: request.entryId, description: request.description },
      })
    : client.call(linkNotificationAlarm, {
        ...callAuth(accessToken(), signal),
        params: { alarmId: request.alarmId },
        body: { entryId: request.entryId },
      });

/** The real calls of the alarm list and the alarm action (leaving the state aborts them). */
export const createAlarmApiActors = (client: ApiClient, accessToken: Token) => ({
  loadAlarmPage: fromPromise<AlarmPage, AlarmListRequest>(({ input, signal }) =>
    loadAlarmPage(client, accessToken, input, signal),
  ),
  submitAlarmAction: fromPromise<Alarm, AlarmActionRequest>(({ input, signal }) =>
    submitAlarmAction(client, accessToken, input, signal),
  ),
  loadDefectChoices: fromPromise<AlarmDefectChoices, { alarmId: number }>(({ input, signal }) =>
    loadDefectChoices(client, accessToken, input.alarmId, signal),
  ),
  submitAlarmDefect: fromPromise<Alarm, AlarmDefectRequest>(({ input, signal }) =>
    submitAlarmDefect(client, accessToken, input, signal),
  ),
});

/** What the alarm watcher listens to: the live stream, once it is there. */
export type LiveAlarmSource = Pick<LiveStreamActor, 'on'>;

/**
 * The list's `watchLive`: the live stream's alarm changes and reopenings, once the live notifications
 * are loaded (`stream` resolves; never for a user without live data, then nothing comes).
 */
export const watchLiveAlarms = (stream: Promise<LiveAlarmSource>) =>
  fromCallback<EventObject, FactWatchInput | undefined>(({ sendBack }) => {
    let stopped = false;
    let subscriptions: { readonly unsubscribe: () => void }[] = [];
    void stream.then((source) => {
      if (stopped) return;
      subscriptions = [
        source.on('live.alarm', ({ alarm }) =>
          sendBack({ type: 'live.alarmChanged', alarm } satisfies AlarmChanged),
        ),
        source.on('live.ready', () => sendBack({ type: 'live.ready' } satisfies AlarmStreamReady)),
      ];
    });
    return () => {
      stopped = true;
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  });
