import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { NotificationEvent } from '../../api/contract/notifications.contract';
import { fixtureAlarm } from '../alarms/alarm-action.fixtures';
import type { LiveStreamContext, LiveStreamInput, LiveStreamSession } from './live-stream.types';

/** Test and story data for the live-stream machine. Not imported by the app. */

export const FIXTURE_LIVE_SESSION: LiveStreamSession = {
  ready: true,
  liveData: true,
  organisationId: 'org-1',
};

/** A notification event of the fixture fleet (V 100 Lisa over the speed limit near Köln). */
export const fixtureNotificationEvent = (
  id: number,
  overrides: Partial<NotificationEvent> = {},
): NotificationEvent => ({
  id,
  timestamp: `2026-11-23T05:${String(id % 60).padStart(2, '0')}:00.000Z`,
  vehicleId: 101,
  type: 'NSSpeedlimitExeeded',
  note: '80 km/h',
  location: { lat: 50.94, lng: 6.96, placeName: 'Köln Hbf' },
  ...overrides,
});

export const liveStreamFixtures: {
  readonly inputs: Readonly<Record<'loggedIn' | 'offline' | 'loggedOut', LiveStreamInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    loggedIn: { online: true, session: FIXTURE_LIVE_SESSION },
    offline: { online: false, session: FIXTURE_LIVE_SESSION },
    loggedOut: { online: true },
  },
  eventVariants: {
    'connectivity.changed': [
      { type: 'connectivity.changed', online: false },
      { type: 'connectivity.changed', online: true },
    ],
    'session.changed': [
      { type: 'session.changed', ...FIXTURE_LIVE_SESSION, accountId: 'acc-1' },
      { type: 'session.changed', ...FIXTURE_LIVE_SESSION, accountId: 'acc-1', organisationId: 'org-2' },
      { type: 'session.changed', ...FIXTURE_LIVE_SESSION, accountId: 'acc-1', liveData: false },
      { type: 'session.changed', ready: false, organisationId: null, liveData: false },
    ],
    'stream.ready': [{ type: 'stream.ready', lastEventId: 41 }],
    'stream.notification': [
      { type: 'stream.notification', event: fixtureNotificationEvent(42) },
      {
        type: 'stream.notification',
        event: fixtureNotificationEvent(43, { vehicleId: 102, type: 'NSVoltageDrop' }),
      },
    ],
    'stream.alarm': [{ type: 'stream.alarm', alarm: fixtureAlarm({ vehicleId: 101 }) }],
    'stream.retry': [{ type: 'stream.retry', ms: 2000 }],
    'stream.ping': [{ type: 'stream.ping' }],
    'stream.closed': [{ type: 'stream.closed' }],
    'stream.failed': [
      { type: 'stream.failed', failure: { _tag: 'NetworkError', message: 'network error' } },
      {
        type: 'stream.failed',
        failure: { _tag: 'HttpError', status: 401, body: null, retryAfterSeconds: null },
      },
    ],
  },
};

/**
 * The model's "same state": the value and the context guards read (online, the ids delivered). Left
 * out: the organisation (both session variants take each branch of the switch guard from either),
 * the failures and the server's retry (they only stretch the backoff; counted, the model is endless).
 */
export const serializeLiveStream = (snapshot: AnyMachineSnapshot): string => {
  const c = snapshot.context as LiveStreamContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    online: c.online,
    recentIds: c.recentIds,
  });
};
