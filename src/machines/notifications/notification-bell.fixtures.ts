import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { ApiCallError } from '../../api/api-failure';
import { fixtureAlarm } from '../alarms/alarm-action.fixtures';
import { done, failed } from '../fleet/fleet.fixtures';
import { FIXTURE_LIVE_SESSION, fixtureNotificationEvent } from './live-stream.fixtures';
import type { NotificationBellContext, NotificationBellInput } from './notification-bell.types';

/** Test and story data for the bell machine. Not imported by the app. */

const networkDown = new ApiCallError({ _tag: 'NetworkError', message: 'network error' });
/** The `newestId` of the viewed event variant that carries one. */
const VIEWED_NEWEST_ID = 40;

export const notificationBellFixtures: {
  readonly inputs: Readonly<Record<'loggedIn' | 'loggedOut', NotificationBellInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    loggedIn: { session: FIXTURE_LIVE_SESSION },
    loggedOut: {},
  },
  eventVariants: {
    'session.changed': [
      { type: 'session.changed', ...FIXTURE_LIVE_SESSION, accountId: 'acc-1' },
      { type: 'session.changed', ...FIXTURE_LIVE_SESSION, accountId: 'acc-1', organisationId: 'org-2' },
      { type: 'session.changed', ready: false, organisationId: null, liveData: false },
    ],
    'connectivity.changed': [
      { type: 'connectivity.changed', online: true },
      { type: 'connectivity.changed', online: false },
    ],
    'live.ready': [{ type: 'live.ready', lastEventId: 41 }],
    'live.notification': [{ type: 'live.notification', event: fixtureNotificationEvent(42) }],
    'user.viewedNotifications': [
      { type: 'user.viewedNotifications' },
      { type: 'user.viewedNotifications', newestId: VIEWED_NEWEST_ID },
    ],
    'xstate.done.actor.loadUnread': [
      done('loadUnread', { count: 3, lastSeenId: 38 }),
      done('loadUnread', { count: 0, lastSeenId: 41 }),
    ],
    'xstate.error.actor.loadUnread': [failed('loadUnread', networkDown)],
    'xstate.done.actor.markSeen': [done('markSeen', { count: 0, lastSeenId: 42 })],
    'xstate.error.actor.markSeen': [failed('markSeen', networkDown)],
    'live.alarm': [{ type: 'live.alarm', alarm: fixtureAlarm({ vehicleId: 101 }) }],
    'xstate.done.actor.loadAlarmCounts': [done('loadAlarmCounts', { active: 2, acknowledged: 1 })],
    'xstate.error.actor.loadAlarmCounts': [failed('loadAlarmCounts', networkDown)],
  },
};

/**
 * The model's "same state": the value and what the guards read. The `hasUnseen` guard reads the ids,
 * kept as its two outcomes (is anything newer than the last seen id, and would the viewed variant's
 * id be newer), and `alarmsStale` whether a change waits for one more alarm count. The counts and the
 * exact ids are left out: no guard reads them (the invariants check them on every step), and counted
 * exactly the model is endless; kept as values they multiplied the paths (5,504 paths against 1,200).
 */
export const serializeNotificationBell = (snapshot: AnyMachineSnapshot): string => {
  const c = snapshot.context as NotificationBellContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    unseen: c.newestId > c.lastSeenId,
    viewedVariantUnseen: VIEWED_NEWEST_ID > c.lastSeenId,
    alarmsStale: c.alarmsStale,
  });
};
