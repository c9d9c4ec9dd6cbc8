import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, tagged } from '../../../tests/model/invariant-helpers';
import { flushMicrotasks, type ModelInvariant } from '../../../tests/model/replay-path';
import { createControllableActors } from '../testing/controllable-actors';
import { alarmActionFixtures, fixtureAlarm, serializeAlarmAction } from './alarm-action.fixtures';
import { alarmActionMachine } from './alarm-action.machine';
import { actionAllowed, remarkValid } from './alarm-action.rules';
import type { AlarmActionContext, AlarmActionRequest } from './alarm-action.types';

const NOW = Date.UTC(2026, 2, 11, 8, 10, 0);
const ctx = contextOf<AlarmActionContext>;

const invariants: readonly ModelInvariant[] = [
  {
    name: 'one submission at a time, only while submitting',
    holds: (o) => callsOf(o, 'submitAlarmAction').length === (tagged(o, 'submitting') ? 1 : 0),
  },
  {
    name: 'what is sent is allowed by the alarm’s state and carries a valid remark',
    holds: (o) =>
      callsOf(o, 'submitAlarmAction').every((call) => {
        const request = call.input as AlarmActionRequest;
        return remarkValid(request.kind, request.remark) && request.alarmId === ctx(o).alarm.id;
      }),
  },
  {
    name: 'editing only an action the alarm allows; idle holds no action',
    holds: (o) =>
      implies(tagged(o, 'editing'), ctx(o).kind !== null && actionAllowed(ctx(o).alarm, ctx(o).kind!)) &&
      implies(tagged(o, 'idle'), ctx(o).kind === null && ctx(o).remark === ''),
  },
  {
    name: 'a failure is shown only while editing after a refusal',
    holds: (o) => (ctx(o).failure !== null) === tagged(o, 'failed'),
  },
];

describeModel('alarm action machine (model-based)', {
  machine: alarmActionMachine,
  inputs: alarmActionFixtures.inputs,
  eventVariants: alarmActionFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeAlarmAction,
});

describe('acknowledging and clearing an alarm', () => {
  it('acknowledges with a remark and takes the alarm as stored', async () => {
    const fakes = createControllableActors(['submitAlarmAction']);
    const actor = createActor(alarmActionMachine.provide({ actors: fakes.actors }), {
      input: { alarm: fixtureAlarm() },
    }).start();
    actor.send({ type: 'user.startAcknowledge' });
    actor.send({ type: 'user.changeRemark', remark: 'Driver informed' });
    actor.send({ type: 'user.submit' });
    expect(fakes.pending()[0]?.input).toEqual({ alarmId: 7, kind: 'acknowledge', remark: 'Driver informed' });
    fakes.resolve('submitAlarmAction', fixtureAlarm({ state: 'acknowledged' }));
    await flushMicrotasks();
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
    expect(actor.getSnapshot().context.alarm.state).toBe('acknowledged');
  });

  it('does not clear by hand without a remark, and stops editing when another tab cleared it', () => {
    const actor = createActor(alarmActionMachine, { input: { alarm: fixtureAlarm() } }).start();
    actor.send({ type: 'user.startClear' });
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(false);
    actor.send({ type: 'live.alarmChanged', alarm: fixtureAlarm({ state: 'acknowledged' }) });
    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    actor.send({
      type: 'live.alarmChanged',
      alarm: fixtureAlarm({
        state: 'cleared',
        cleared: { at: '2026-03-11T08:06:00.000Z', cause: 'condition', by: null, remark: null },
      }),
    });
    expect(actor.getSnapshot().hasTag('idle')).toBe(true);
  });
});
