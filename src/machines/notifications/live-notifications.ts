import { createActor } from 'xstate';
import type { ApiClient } from '../../api/api-client';
import {
  createNotificationStream,
  type OpenNotificationStream,
} from '../../api/notifications/notification-stream';
import type { AppFacts } from '../shared/app-facts';
import {
  bellApiActors,
  openStreamActor,
  watchLiveStream,
  watchLiveToasts,
  type VehicleNames,
} from './live-notifications.actors';
import { liveStreamMachine, type LiveStreamActor } from './live-stream.machine';
import { notificationBellMachine, type NotificationBellActor } from './notification-bell.machine';
import { notificationToastsMachine, type NotificationToastsActor } from './notification-toasts.machine';

/** What the live notifications need from the composition root. */
export interface LiveNotificationsDeps {
  readonly api: ApiClient;
  readonly getAccessToken: () => string | null;
  readonly facts: Pick<AppFacts, 'session' | 'callConnectivity'>;
  /** The user's vehicle names (the fleet selection's list). */
  readonly vehicleNames: VehicleNames;
  /** A stream answered 401: the session refreshes its access token. */
  readonly requestTokenRefresh: () => void;
  /** Opens the stream; defaults to fetch streaming on the same origin. */
  readonly openStream?: OpenNotificationStream;
  /** The clock that tells a fresh event from a stale one (toasts); `Date.now` by default. */
  readonly now?: () => number;
}

/** The running live-notification actors: the stream, the bell and the toasts. */
export interface LiveNotifications {
  readonly stream: LiveStreamActor;
  readonly bell: NotificationBellActor;
  readonly toasts: NotificationToastsActor;
  readonly stop: () => void;
}

/**
 * Creates and starts the live stream, the bell and the toasts with their calls and watchers (loaded
 * lazily by `live-notifications.loader.ts`, so none of this is in the login page's code). Each one
 * subscribes itself to the session (and the stream's events): logged out they stop by themselves.
 */
export const createLiveNotifications = (deps: LiveNotificationsDeps): LiveNotifications => {
  const open =
    deps.openStream ??
    createNotificationStream({
      onInvalidFrame: (frame, reason) => console.warn(`[notifications] ${reason}`, frame),
    });
  const stream = createActor(
    liveStreamMachine.provide({
      actors: {
        openStream: openStreamActor(open, deps.getAccessToken),
        watchSession: deps.facts.session,
        watchConnectivity: deps.facts.callConnectivity,
      },
      actions: { requestTokenRefresh: () => deps.requestTokenRefresh() },
    }),
  );
  const bell = createActor(
    notificationBellMachine.provide({
      actors: {
        ...bellApiActors(deps.api, deps.getAccessToken),
        watchSession: deps.facts.session,
        watchConnectivity: deps.facts.callConnectivity,
        watchLive: watchLiveStream(stream),
      },
    }),
  );
  const toasts = createActor(
    notificationToastsMachine.provide({
      actors: { watchToasts: watchLiveToasts(stream, deps.vehicleNames, deps.now) },
    }),
  );
  // The listeners first, so no event of the stream's first opening is missed.
  toasts.start();
  bell.start();
  stream.start();
  return {
    stream,
    bell,
    toasts,
    stop: () => {
      stream.stop();
      bell.stop();
      toasts.stop();
    },
  };
};
