import { createActor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../tests/model/invariant-helpers';
import { flushMicrotasks, type ModelInvariant } from '../../../tests/model/replay-path';
import { createControllableActors } from '../testing/controllable-actors';
import { fixtureAlarm } from '../alarms/alarm-action.fixtures';
import { FIXTURE_LIVE_SESSION, fixtureNotificationEvent } from './live-stream.fixtures';
import { notificationBellFixtures, serializeNotificationBell } from './notification-bell.fixtures';
import { notificationBellMachine } from './notification-bell.machine';
import type { NotificationBellContext } from './notification-bell.types';

const NOW = Date.UTC(2026, 10, 23, 5, 0, 0);
const ctx = contextOf<NotificationBellContext>;

const invariants: readonly ModelInvariant[] = [
  {
    name: 'stopped, the badge is 0 and nothing is asked',
    holds: (o) =>
      implies(
        tagged(o, 'stopped'),
        ctx(o).count === 0 && ctx(o).newestId === 0 && ctx(o).activeAlarms === 0 && noCall(o),
      ),
  },
  {
    name: 'one call at a time, and only the one its state names',
    holds: (o) =>
      callsOf(o, 'loadUnread').length === (tagged(o, 'loading') ? 1 : 0) &&
      callsOf(o, 'markSeen').length === (tagged(o, 'marking') ? 1 : 0),
  },
  {
    name: 'at most one alarm count in flight, and only while counting',
    holds: (o) => callsOf(o, 'loadAlarmCounts').length === (tagged(o, 'countingAlarms') ? 1 : 0),
  },
  {
    name: 'a change waits for one more count only while a count is asked',
    holds: (o) => implies(ctx(o).alarmsStale, tagged(o, 'countingAlarms')),
  },
  {
    name: 'the alarm count is never negative',
    holds: (o) => ctx(o).activeAlarms >= 0,
  },
  {
    name: 'marking sends the id it now holds as seen',
    holds: (o) =>
      callsOf(o, 'markSeen').every(
        (call) => (call.input as { lastSeenId: number }).lastSeenId === ctx(o).lastSeenId,
      ),
  },
  {
    name: 'the count is never negative and nothing newer than the newest id is marked seen',
    holds: (o) => ctx(o).count >= 0 && ctx(o).lastSeenId <= ctx(o).newestId,
  },
];

describeModel('notification bell machine (model-based)', {
  machine: notificationBellMachine,
  inputs: notificationBellFixtures.inputs,
  eventVariants: notificationBellFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeNotificationBell,
  // The unread and the alarm retries run in parallel regions, both after BELL_RETRY_MS.
  parallelTimers: true,
});

describe('the bell over a session', () => {
  afterEach(() => vi.useRealTimers());

  it('counts live events on top of the unread count and marks up to the newest seen', async () => {
    vi.useFakeTimers({ now: NOW });
    const fakes = createControllableActors(['loadUnread', 'markSeen']);
    const actor = createActor(notificationBellMachine.provide({ actors: fakes.actors }), {
      input: { session: FIXTURE_LIVE_SESSION },
    }).start();
    fakes.resolve('loadUnread', { count: 120, lastSeenId: 3 });
    await flushMicrotasks();
    actor.send({ type: 'live.ready', lastEventId: 123 });
    actor.send({ type: 'live.notification', event: fixtureNotificationEvent(124) });
    actor.send({ type: 'live.notification', event: fixtureNotificationEvent(125) });
    expect(actor.getSnapshot().context.count).toBe(122);
    actor.send({ type: 'user.viewedNotifications' });
    expect(actor.getSnapshot().context.count).toBe(0);
    expect(fakes.pending()[0]?.input).toEqual({ lastSeenId: 125 });
    actor.send({ type: 'live.notification', event: fixtureNotificationEvent(126) });
    fakes.resolve('markSeen', { count: 1, lastSeenId: 125 });
    await flushMicrotasks();
    expect(actor.getSnapshot().context).toMatchObject({ count: 1, lastSeenId: 125, newestId: 126 });
    actor.stop();
  });

  it('asks again 30 s after a failed count (the unread and the alarm count each)', async () => {
    vi.useFakeTimers({ now: NOW });
    const fakes = createControllableActors(['loadUnread', 'markSeen', 'loadAlarmCounts']);
    const actor = createActor(notificationBellMachine.provide({ actors: fakes.actors }), {
      input: { session: FIXTURE_LIVE_SESSION },
    }).start();
    fakes.reject('loadUnread', new Error('down'));
    fakes.reject('loadAlarmCounts', new Error('down'));
    await flushMicrotasks();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fakes.pending()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(fakes.pending().map((c) => c.id)).toEqual(['loadUnread', 'loadAlarmCounts']);
    actor.stop();
  });
  it('counts active alarms: changes during a count are coalesced into exactly one more', async () => {
    const fakes = createControllableActors(['loadUnread', 'markSeen', 'loadAlarmCounts']);
    const actor = createActor(notificationBellMachine.provide({ actors: fakes.actors }), {
      input: { session: FIXTURE_LIVE_SESSION },
    }).start();
    const alarmCalls = () => fakes.pending().filter((call) => call.id === 'loadAlarmCounts');
    expect(alarmCalls()).toHaveLength(1);
    for (const id of [7, 8, 9]) actor.send({ type: 'live.alarm', alarm: fixtureAlarm({ id }) });
    actor.send({ type: 'live.ready', lastEventId: 41 });
    expect(alarmCalls()).toHaveLength(1);
    fakes.resolve('loadAlarmCounts', { active: 2, acknowledged: 0 });
    await flushMicrotasks();
    expect(actor.getSnapshot().context.activeAlarms).toBe(2);
    expect(alarmCalls()).toHaveLength(1);
    fakes.resolve('loadAlarmCounts', { active: 3, acknowledged: 0 });
    await flushMicrotasks();
    expect(alarmCalls()).toHaveLength(0);
    expect(actor.getSnapshot().context.activeAlarms).toBe(3);
    actor.send({ type: 'live.alarm', alarm: fixtureAlarm({ id: 10, state: 'cleared' }) });
    expect(alarmCalls()).toHaveLength(1);
    fakes.reject('loadAlarmCounts', new Error('down'));
    await flushMicrotasks();
    expect(actor.getSnapshot().context.activeAlarms).toBe(3);
    expect(actor.getSnapshot().hasTag('alarmsFailed')).toBe(true);
    actor.send({ type: 'connectivity.changed', online: true });
    expect(alarmCalls()).toHaveLength(1);
    actor.stop();
  });
});
