import { createActor, setup } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/api-client';
import { ApiCallError } from '../../api/api-failure';
import { fixtureAlarm } from '../alarms/alarm-action.fixtures';
import type { NotificationStreamRequest } from '../../api/notifications/notification-stream';
import { watchFact } from '../shared/fact-watch';
import type { ConnectivityChanged, SessionChanged } from '../shared/app-facts';
import { flushMicrotasks } from '../../../tests/model/replay-path';
import { createLiveNotifications } from './live-notifications';
import { loadLiveNotificationsWhenAllowed } from './live-notifications.loader';
import { fixtureNotificationEvent } from './live-stream.fixtures';

/** A tiny session stand-in: a machine whose context is the fact, set by events. */
const factActor = <T>(initial: T) =>
  createActor(
    setup({ types: { context: {} as { value: T }, events: {} as { type: 'set'; value: T } } }).createMachine({
      context: { value: initial },
      on: { set: { actions: ({ context, event }) => void (context.value = event.value) } },
    }),
  ).start();

const setupLive = (listLoaded = true) => {
  const session = factActor(true);
  const list = factActor(listLoaded);
  const opened: NotificationStreamRequest[] = [];
  const calls: string[] = [];
  const api: ApiClient = {
    call: (endpoint) => {
      calls.push(endpoint.operationId);
      return Promise.resolve(
        (endpoint.operationId === 'getNotificationAlarmCounts'
          ? { active: 2, acknowledged: 1 }
          : { count: 5, lastSeenId: 40 }) as never,
      );
    },
  };
  const refresh = vi.fn();
  const live = createLiveNotifications({
    api,
    getAccessToken: () => 'at-1',
    facts: {
      session: watchFact({
        source: session,
        select: (s) => s.context.value,
        toEvent: (ready): SessionChanged => ({
          type: 'session.changed',
          ready,
          organisationId: ready ? 'org-1' : null,
          liveData: ready,
        }),
      }),
      callConnectivity: watchFact({
        source: session,
        select: () => true,
        toEvent: (online): ConnectivityChanged => ({ type: 'connectivity.changed', online }),
      }),
    },
    vehicleNames: {
      nameOf: (id) => (!list.getSnapshot().context.value ? undefined : id === 101 ? 'V 100 Lisa' : null),
      subscribe: (listener) => {
        const subscription = list.subscribe(() => listener());
        return () => subscription.unsubscribe();
      },
    },
    now: () => Date.parse('2026-11-23T05:45:00.000Z'),
    requestTokenRefresh: refresh,
    openStream: (request) => {
      opened.push(request);
      return new Promise<void>((_, reject) =>
        request.signal.addEventListener('abort', () => reject(new ApiCallError({ _tag: 'Aborted' }))),
      );
    },
  });
  return { live, session, list, opened, calls, refresh };
};

describe('the live notifications together', () => {
  it('count each event on the bell and toast it for the user’s vehicles only', async () => {
    const { live, opened, calls } = setupLive();
    await flushMicrotasks();
    expect(calls).toEqual(['getNotificationUnread', 'getNotificationAlarmCounts']);
    expect(live.bell.getSnapshot().context.activeAlarms).toBe(2);
    expect(opened).toHaveLength(1);
    const tell = opened[0]?.onMessage ?? (() => undefined);
    tell({ type: 'stream.ready', lastEventId: 41 });
    tell({ type: 'stream.notification', event: fixtureNotificationEvent(42) });
    tell({ type: 'stream.notification', event: fixtureNotificationEvent(43, { vehicleId: 999 }) });
    tell({ type: 'stream.notification', event: fixtureNotificationEvent(42) });
    expect(live.bell.getSnapshot().context.count).toBe(7);
    // The opening asked again; an alarm change while that runs makes exactly one more.
    tell({ type: 'stream.alarm', alarm: fixtureAlarm({ vehicleId: 101 }) });
    tell({ type: 'stream.alarm', alarm: fixtureAlarm({ vehicleId: 101, id: 8 }) });
    await flushMicrotasks();
    await flushMicrotasks();
    expect(calls.filter((call) => call === 'getNotificationAlarmCounts')).toHaveLength(3);
    expect(live.toasts.getSnapshot().context.toasts.map((t) => [t.id, t.vehicleName, t.label])).toEqual([
      [42, 'V 100 Lisa', 'NSSpeedlimitExeeded'],
    ]);
    live.stop();
  });

  it('counts an event that happened over 10 minutes ago but does not toast it (a device catching up)', async () => {
    const { live, opened } = setupLive();
    await flushMicrotasks();
    const tell = opened[0]?.onMessage ?? (() => undefined);
    tell({ type: 'stream.ready', lastEventId: 41 });
    const counted = live.bell.getSnapshot().context.count;
    tell({
      type: 'stream.notification',
      event: fixtureNotificationEvent(42, { timestamp: '2026-11-23T05:34:59.000Z' }),
    });
    tell({
      type: 'stream.notification',
      event: fixtureNotificationEvent(43, { timestamp: '2026-11-23T05:35:00.000Z' }),
    });
    expect(live.bell.getSnapshot().context.count).toBe(counted + 2);
    expect(live.toasts.getSnapshot().context.toasts.map((t) => t.id)).toEqual([43]);
    live.stop();
  });

  it('keeps an event that arrives before the vehicle list and toasts it once the list is there', async () => {
    const { live, list, opened } = setupLive(false);
    await flushMicrotasks();
    const tell = opened[0]?.onMessage ?? (() => undefined);
    tell({ type: 'stream.ready', lastEventId: 41 });
    tell({ type: 'stream.notification', event: fixtureNotificationEvent(42) });
    tell({ type: 'stream.notification', event: fixtureNotificationEvent(43, { vehicleId: 999 }) });
    expect(live.toasts.getSnapshot().context.toasts).toEqual([]);
    list.send({ type: 'set', value: true });
    list.send({ type: 'set', value: true });
    expect(live.toasts.getSnapshot().context.toasts.map((t) => [t.id, t.vehicleName])).toEqual([
      [42, 'V 100 Lisa'],
    ]);
    live.stop();
  });

  it('stop on logout: the stream is closed and the badge is 0', async () => {
    const { live, session, opened } = setupLive();
    await flushMicrotasks();
    session.send({ type: 'set', value: false });
    expect(opened[0]?.signal.aborted).toBe(true);
    expect(live.stream.getSnapshot().hasTag('stopped')).toBe(true);
    expect(live.bell.getSnapshot().context.count).toBe(0);
    live.stop();
  });
});

describe('the loader', () => {
  it('loads once, the first time live data is allowed', async () => {
    const allowed = factActor(false);
    const stop = vi.fn();
    const load = vi.fn(() => Promise.resolve({ stop } as never));
    const handle = loadLiveNotificationsWhenAllowed(
      {
        allowed: () => allowed.getSnapshot().context.value,
        subscribe: (listener) => allowed.subscribe(() => listener()),
      },
      load,
    );
    expect(load).not.toHaveBeenCalled();
    allowed.send({ type: 'set', value: true });
    allowed.send({ type: 'set', value: false });
    allowed.send({ type: 'set', value: true });
    await handle.ready;
    expect(load).toHaveBeenCalledTimes(1);
    handle.stop();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
