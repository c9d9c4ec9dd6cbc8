import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, tagged } from '../../../tests/model/invariant-helpers';
import { flushMicrotasks, type ModelInvariant } from '../../../tests/model/replay-path';
import { createControllableActors } from '../testing/controllable-actors';
import { fixtureAlarm } from './alarm-action.fixtures';
import { alarmDefectFixtures, FACTS, fixtureDefect, serializeAlarmDefect } from './alarm-defect.fixtures';
import { alarmDefectMachine } from './alarm-defect.machine';
import { defectAllowed, descriptionValid } from './alarm-defect.rules';
import type { AlarmDefectContext, AlarmDefectRequest } from './alarm-defect.types';

const NOW = Date.UTC(2026, 2, 11, 8, 10, 0);
const ctx = contextOf<AlarmDefectContext>;

const invariants: readonly ModelInvariant[] = [
  {
    name: 'one call at a time, each only in its state',
    holds: (o) =>
      callsOf(o, 'submitAlarmDefect').length === (tagged(o, 'submitting') ? 1 : 0) &&
      callsOf(o, 'loadDefectChoices').length === (tagged(o, 'loading') ? 1 : 0),
  },
  {
    name: 'what is sent fits: a valid description under the made id, or an offered open defect',
    holds: (o) =>
      callsOf(o, 'submitAlarmDefect').every((call) => {
        const request = call.input as AlarmDefectRequest;
        return request.kind === 'create'
          ? descriptionValid(request.description) && request.entryId === ctx(o).newEntryId
          : ctx(o).choices.some((c) => c.entryId === request.entryId);
      }),
  },
  {
    name: 'choosing only for an alarm that may get a defect; idle holds no choice',
    holds: (o) =>
      implies(tagged(o, 'editing'), ctx(o).mode !== null && defectAllowed(ctx(o).alarm)) &&
      implies(tagged(o, 'idle'), ctx(o).mode === null && ctx(o).entryId === null),
  },
  {
    name: 'a failure is shown only after one, until the next try',
    holds: (o) => (ctx(o).failure !== null) === tagged(o, 'failed'),
  },
];

describeModel('alarm defect machine (model-based)', {
  machine: alarmDefectMachine,
  inputs: alarmDefectFixtures.inputs,
  eventVariants: alarmDefectFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeAlarmDefect,
});

describe('joining an alarm to a logbook defect', () => {
  const start = () => {
    const fakes = createControllableActors(['loadDefectChoices', 'submitAlarmDefect']);
    const actor = createActor(alarmDefectMachine.provide({ actors: fakes.actors }), {
      input: alarmDefectFixtures.inputs.active,
    }).start();
    return { fakes, actor };
  };

  it('makes a defect with the facts, and a retry after a failure keeps the entry id', async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'user.startCreate' });
    expect(actor.getSnapshot().context.description).toBe(FACTS);
    actor.send({ type: 'user.submit' });
    const first = fakes.pending()[0]?.input as AlarmDefectRequest & { kind: 'create' };
    expect(first).toMatchObject({ kind: 'create', alarmId: 7, description: FACTS });
    fakes.reject('submitAlarmDefect', new Error('offline'));
    await flushMicrotasks();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    actor.send({ type: 'user.submit' });
    expect((fakes.pending()[0]?.input as AlarmDefectRequest).entryId).toBe(first.entryId);
    fakes.resolve('submitAlarmDefect', fixtureAlarm({ defect: fixtureDefect() }));
    await flushMicrotasks();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.alarm.defect?.entryId).toBe(fixtureDefect().entryId);
  });

  it('links to a picked open defect of the vehicle', async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'user.startLink' });
    fakes.resolve('loadDefectChoices', { items: [fixtureDefect()] });
    await flushMicrotasks();
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(false);
    actor.send({ type: 'user.pickEntry', entryId: fixtureDefect().entryId });
    actor.send({ type: 'user.submit' });
    expect(fakes.pending()[0]?.input).toEqual({ kind: 'link', alarmId: 7, entryId: fixtureDefect().entryId });
  });
});
