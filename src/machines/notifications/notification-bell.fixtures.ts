import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { ApiCallError } from '../../api/api-failure';
import { fixtureAlarm } from '../alarms/alarm-action.fixtures';
import { done, failed } from '../fleet/fleet.fixtures';
import { FIXTURE_LIVE_SESSION, fixtureNotificationEvent } from './live-stream.fixtures';
import type { NotificationBellContext, NotificationBellInput } from './notification-bell.types';

/** Test and story data for the bell machine. Not imported by the app. */

const networkDown = new ApiCallError({ _tag: 'NetworkError', message: 'network error' });

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
      { type: 'user.viewedNotifications', newestId: 40 },
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
 * The model's "same state": the value, what the `hasUnseen` guard reads, as "something unseen" (the
 * counts themselves only grow; counted exactly, the model is endless), and the alarm count as the
 * server last answered it (some or none) with whether a change waits for one more count.
 */
export const serializeNotificationBell = (snapshot: AnyMachineSnapshot): string => {
  const c = snapshot.context as NotificationBellContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    newestId: c.newestId,
    lastSeenId: c.lastSeenId,
    counted: c.count > 0,
    alarms: c.activeAlarms > 0,
    alarmsStale: c.alarmsStale,
  });
};
