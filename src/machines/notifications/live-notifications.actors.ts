import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { callAuth, type ApiClient } from '../../api/api-client';
import { toApiFailure } from '../../api/api-failure';
import {
  getNotificationUnread,
  markNotificationsSeen,
  type NotificationEvent,
  type NotificationUnread,
} from '../../api/contract/notifications.contract';
import type { AlarmCounts } from '../../api/contract/alarms.contract';
import type { OpenNotificationStream } from '../../api/notifications/notification-stream';
import type { VehicleId } from '../../api/contract';
import { loadAlarmCounts } from '../alarms/alarm-list.actors';
import type { FactWatchInput } from '../shared/fact-watch';
import type { LiveStreamActor } from './live-stream.machine';
import type { NotificationToastsEvent } from './notification-toasts.machine';
import type { OpenStreamInput } from './live-stream.types';

/** The stream actor: one opening with the access token of the moment, its messages sent back. */
export const openStreamActor = (open: OpenNotificationStream, getAccessToken: () => string | null) =>
  fromCallback<EventObject, OpenStreamInput>(({ sendBack, input }) => {
    const controller = new AbortController();
    open({
      accessToken: getAccessToken(),
      lastEventId: input.lastEventId,
      signal: controller.signal,
      onMessage: (message) => sendBack(message),
    }).then(
      () => sendBack({ type: 'stream.closed' }),
      (error: unknown) => {
        // Left the state (stopped, offline): nobody listens any more.
        if (controller.signal.aborted) return;
        sendBack({ type: 'stream.failed', failure: toApiFailure(error) });
      },
    );
    return () => controller.abort();
  });

/** The bell's calls (the unread count, marking seen, the active alarms). */
export const bellApiActors = (api: ApiClient, getAccessToken: () => string | null) => ({
  loadAlarmCounts: fromPromise<AlarmCounts>(({ signal }) => loadAlarmCounts(api, getAccessToken, signal)),
  loadUnread: fromPromise<NotificationUnread>(({ signal }) =>
    api.call(getNotificationUnread, callAuth(getAccessToken(), signal)),
  ),
  markSeen: fromPromise<NotificationUnread, { readonly lastSeenId: number }>(({ input, signal }) =>
    api.call(markNotificationsSeen, {
      body: { lastSeenId: input.lastSeenId },
      ...callAuth(getAccessToken(), signal),
    }),
  ),
});

/** The bell's `watchLive`: the stream's new events, resume points and alarm changes. */
export const watchLiveStream = (stream: Pick<LiveStreamActor, 'on'>) =>
  fromCallback<EventObject, FactWatchInput | undefined>(({ sendBack }) => {
    const subscriptions = [
      stream.on('live.notification', (event) => sendBack(event)),
      stream.on('live.ready', (event) => sendBack(event)),
      stream.on('live.alarm', (event) => sendBack(event)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  });

/** The user's vehicles as the fleet selection knows them (its list may still be loading). */
export interface VehicleNames {
  /** The vehicle's name; null for one the user does not have (no toast); undefined while not known yet. */
  readonly nameOf: (vehicleId: VehicleId) => string | null | undefined;
  /** Calls `listener` after every change of the list; returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void;
}

/**
 * Events older than this when they arrive are not toasted (they still count on the bell): records a
 * device kept while it had no network, or a server catching up, would otherwise pop up a burst of
 * stale alerts as if they were happening now.
 */
export const TOAST_MAX_AGE_MS = 10 * 60_000;

/** At most this many events wait for the vehicle list; older ones are dropped first (the bell counts them). */
export const TOASTS_WAITING_MAX = 20;

/**
 * The toasts' `watchToasts`: each new event of one of the user's vehicles, with the vehicle's name,
 * when it happened less than {@link TOAST_MAX_AGE_MS} ago. An event that arrives before the vehicle
 * list (right after login the stream may be faster than the list) waits for it instead of being lost.
 */
export const watchLiveToasts = (
  stream: Pick<LiveStreamActor, 'on'>,
  names: VehicleNames,
  now: () => number = Date.now,
) =>
  fromCallback<EventObject, FactWatchInput | undefined>(({ sendBack }) => {
    let waiting: NotificationEvent[] = [];
    /** Toasts the event if its vehicle is known; false while the list does not know it yet. */
    const tell = (event: NotificationEvent): boolean => {
      const name = names.nameOf(event.vehicleId);
      if (name === undefined) return false;
      if (name === null || now() - Date.parse(event.timestamp) > TOAST_MAX_AGE_MS) return true;
      const toast: NotificationToastsEvent = {
        type: 'live.toast',
        toast: { id: event.id, vehicleName: name, label: event.type },
      };
      sendBack(toast);
      return true;
    };
    const subscription = stream.on('live.notification', ({ event }) => {
      if (!tell(event)) waiting = [...waiting, event].slice(-TOASTS_WAITING_MAX);
    });
    const unsubscribeNames = names.subscribe(() => {
      if (waiting.length > 0) waiting = waiting.filter((event) => !tell(event));
    });
    return () => {
      subscription.unsubscribe();
      unsubscribeNames();
    };
  });
