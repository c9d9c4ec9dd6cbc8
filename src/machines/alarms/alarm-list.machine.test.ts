import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, tagged } from '../../../tests/model/invariant-helpers';
import { flushMicrotasks, type ModelInvariant } from '../../../tests/model/replay-path';
import { createControllableActors } from '../testing/controllable-actors';
import {
  alarmListFixtures,
  FIXTURE_ALARM_PERIOD,
  fixtureAlarmPage,
  fixtureListAlarm,
  serializeAlarmList,
} from './alarm-list.fixtures';
import { alarmListMachine } from './alarm-list.machine';
import { alarmPageCount } from './alarm-list.rules';
import type { AlarmListContext, AlarmListInput, AlarmListRequest } from './alarm-list.types';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const ctx = contextOf<AlarmListContext>;

const invariants: readonly ModelInvariant[] = [
  {
    name: 'loading exactly while one request is in flight',
    holds: (o) => tagged(o, 'loading') === (callsOf(o, 'loadAlarmPage').length === 1),
  },
  {
    name: 'without a period nothing is fetched',
    holds: (o) => implies(ctx(o).period === null, callsOf(o, 'loadAlarmPage').length === 0),
  },
  {
    name: 'the request asks for the state, vehicles and period shown, 50 from the page',
    holds: (o) =>
      callsOf(o, 'loadAlarmPage').every((call) => {
        const input = call.input as AlarmListRequest;
        const c = ctx(o);
        return (
          input.state === c.filter &&
          input.vehicleIds === c.vehicleIds &&
          input.period === c.period &&
          input.top === 50 &&
          input.skip === (c.page - 1) * 50
        );
      }),
  },
  {
    name: 'a failure is held exactly when failed',
    holds: (o) => tagged(o, 'failed') === (ctx(o).failure !== null),
  },
  {
    name: 'ready shows a page; empty only when it has no alarms',
    holds: (o) =>
      implies(tagged(o, 'ready'), ctx(o).result !== null) &&
      implies(tagged(o, 'empty'), ctx(o).result?.items.length === 0),
  },
  { name: 'the page is never below 1', holds: (o) => ctx(o).page >= 1 },
];

describeModel('alarm list machine (model-based)', {
  machine: alarmListMachine,
  inputs: alarmListFixtures.inputs,
  eventVariants: alarmListFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeAlarmList,
});

const start = (input: AlarmListInput = { period: FIXTURE_ALARM_PERIOD }) => {
  const fakes = createControllableActors(['loadAlarmPage']);
  const actor = createActor(alarmListMachine.provide({ actors: fakes.actors }), { input }).start();
  const lastRequest = () => fakes.pending()[0]?.input as AlarmListRequest | undefined;
  return { actor, fakes, lastRequest };
};

describe('alarm list (rules)', () => {
  it('asks for the first 50 active alarms, pages, and a new state goes back to the first page', async () => {
    const { actor, fakes, lastRequest } = start();
    const asked = { vehicleIds: [], period: FIXTURE_ALARM_PERIOD, top: 50 };
    expect(lastRequest()).toEqual({ ...asked, state: 'active', skip: 0 });
    fakes.resolve('loadAlarmPage', fixtureAlarmPage(1, 120));
    await flushMicrotasks();
    expect(alarmPageCount(actor.getSnapshot().context)).toBe(3);
    actor.send({ type: 'user.goToPage', page: 2 });
    expect(lastRequest()).toEqual({ ...asked, state: 'active', skip: 50 });
    actor.send({ type: 'user.filter', filter: 'cleared' });
    expect(fakes.pending()).toHaveLength(1);
    expect(lastRequest()).toEqual({ ...asked, state: 'cleared', skip: 0 });
    actor.stop();
  });

  it('follows the selected vehicles and the applied period from the first page, and waits for a period', async () => {
    const { actor, fakes, lastRequest } = start({ vehicleIds: [101] });
    expect(fakes.pending()).toHaveLength(0);
    expect(actor.getSnapshot().hasTag('waiting')).toBe(true);
    actor.send({ type: 'period.changed', period: FIXTURE_ALARM_PERIOD });
    expect(lastRequest()).toMatchObject({ vehicleIds: [101], period: FIXTURE_ALARM_PERIOD, skip: 0 });
    fakes.resolve('loadAlarmPage', fixtureAlarmPage(1, 120));
    await flushMicrotasks();
    actor.send({ type: 'user.goToPage', page: 2 });
    actor.send({ type: 'selection.changed', vehicleIds: [101, 102] });
    expect(fakes.pending()).toHaveLength(1);
    expect(lastRequest()).toMatchObject({ vehicleIds: [101, 102], skip: 0 });
    const november = { startDate: '2026-11-01', endDate: '2026-11-07' };
    actor.send({ type: 'period.changed', period: november });
    expect(lastRequest()).toMatchObject({ vehicleIds: [101, 102], period: november, skip: 0 });
    actor.stop();
  });

  it.each([
    ['a new alarm of a selected vehicle in the period', { vehicleId: 102 }, true],
    ['one of a vehicle not selected', { vehicleId: 103 }, false],
    ['one whose events lie before the period', { lastTimestamp: '2026-11-07T22:59:00.000Z' }, false],
    ['one whose events start after the period', { firstTimestamp: '2026-11-22T23:00:00.000Z' }, false],
    ['one in another state', { state: 'cleared' as const }, false],
  ])('marks the list stale for %s: %s', async (_, change, stale) => {
    const { actor, fakes } = start({ vehicleIds: [101, 102], period: FIXTURE_ALARM_PERIOD });
    fakes.resolve('loadAlarmPage', fixtureAlarmPage(1, 3));
    await flushMicrotasks();
    actor.send({
      type: 'live.alarmChanged',
      alarm: { ...fixtureListAlarm(9, 'active'), id: 900, ...change },
    });
    expect(actor.getSnapshot().context.stale).toBe(stale);
    actor.stop();
  });

  it('shows an acknowledgement made in another tab in place, and marks a new alarm as not yet listed', async () => {
    const { actor, fakes } = start();
    fakes.resolve('loadAlarmPage', fixtureAlarmPage(1, 3));
    await flushMicrotasks();
    const acknowledged = fixtureListAlarm(1, 'acknowledged');
    actor.send({ type: 'live.alarmChanged', alarm: acknowledged });
    expect(actor.getSnapshot().context.result?.items[1]).toBe(acknowledged);
    expect(actor.getSnapshot().context.stale).toBe(false);
    actor.send({ type: 'live.alarmChanged', alarm: fixtureListAlarm(9, 'cleared') });
    expect(actor.getSnapshot().context.stale).toBe(false);
    actor.send({ type: 'live.alarmChanged', alarm: fixtureListAlarm(9, 'active') });
    expect(actor.getSnapshot().context.stale).toBe(true);
    actor.send({ type: 'user.refresh' });
    fakes.resolve('loadAlarmPage', fixtureAlarmPage(1, 4));
    await flushMicrotasks();
    expect(actor.getSnapshot().context).toMatchObject({ stale: false, result: { total: 4 } });
    actor.stop();
  });

  it('reads the page again when the stream reopens, and after a failure on retry', async () => {
    const { actor, fakes } = start();
    fakes.reject('loadAlarmPage', new Error('down'));
    await flushMicrotasks();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    actor.send({ type: 'user.retry' });
    fakes.resolve('loadAlarmPage', fixtureAlarmPage(1, 0));
    await flushMicrotasks();
    expect(actor.getSnapshot().hasTag('empty')).toBe(true);
    actor.send({ type: 'live.ready' });
    expect(fakes.pending().map((c) => c.id)).toEqual(['loadAlarmPage']);
    actor.stop();
  });
});
