import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, tagged } from '../../../tests/model/invariant-helpers';
import { flushMicrotasks, type ModelInvariant } from '../../../tests/model/replay-path';
import { createControllableActors } from '../testing/controllable-actors';
import {
  alarmListFixtures,
  fixtureAlarmPage,
  fixtureListAlarm,
  serializeAlarmList,
} from './alarm-list.fixtures';
import { alarmListMachine } from './alarm-list.machine';
import { alarmPageCount } from './alarm-list.rules';
import type { AlarmListContext, AlarmListRequest } from './alarm-list.types';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const ctx = contextOf<AlarmListContext>;

const invariants: readonly ModelInvariant[] = [
  {
    name: 'loading exactly while one request is in flight',
    holds: (o) => tagged(o, 'loading') === (callsOf(o, 'loadAlarmPage').length === 1),
  },
  {
    name: 'the request asks for the state shown, 50 from the page',
    holds: (o) =>
      callsOf(o, 'loadAlarmPage').every((call) => {
        const input = call.input as AlarmListRequest;
        const c = ctx(o);
        return input.state === c.filter && input.top === 50 && input.skip === (c.page - 1) * 50;
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

const start = () => {
  const fakes = createControllableActors(['loadAlarmPage']);
  const actor = createActor(alarmListMachine.provide({ actors: fakes.actors })).start();
  const lastRequest = () => fakes.pending()[0]?.input as AlarmListRequest | undefined;
  return { actor, fakes, lastRequest };
};

describe('alarm list (rules)', () => {
  it('asks for the first 50 active alarms, pages, and a new state goes back to the first page', async () => {
    const { actor, fakes, lastRequest } = start();
    expect(lastRequest()).toEqual({ state: 'active', top: 50, skip: 0 });
    fakes.resolve('loadAlarmPage', fixtureAlarmPage(1, 120));
    await flushMicrotasks();
    expect(alarmPageCount(actor.getSnapshot().context)).toBe(3);
    actor.send({ type: 'user.goToPage', page: 2 });
    expect(lastRequest()).toEqual({ state: 'active', top: 50, skip: 50 });
    actor.send({ type: 'user.filter', filter: 'cleared' });
    expect(fakes.pending()).toHaveLength(1);
    expect(lastRequest()).toEqual({ state: 'cleared', top: 50, skip: 0 });
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
