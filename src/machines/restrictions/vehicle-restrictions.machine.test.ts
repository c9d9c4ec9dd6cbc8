import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, tagged } from '../../../tests/model/invariant-helpers';
import { flushMicrotasks, type ModelInvariant } from '../../../tests/model/replay-path';
import { createControllableActors } from '../testing/controllable-actors';
import {
  fixtureRestriction,
  fixtureRestrictions,
  serializeVehicleRestrictions,
  vehicleRestrictionsFixtures,
} from './vehicle-restrictions.fixtures';
import { vehicleRestrictionsMachine } from './vehicle-restrictions.machine';
import { formIssues, remarkValid, unacknowledged, wallTimeToInstant } from './vehicle-restrictions.rules';
import type {
  CreateRestrictionRequest,
  LiftRestrictionRequest,
  VehicleRestrictionsContext,
} from './vehicle-restrictions.types';

const NOW = Date.UTC(2026, 2, 11, 8, 10, 0);
const ctx = contextOf<VehicleRestrictionsContext>;
const CALLS = ['loadRestrictions', 'createRestriction', 'liftRestriction', 'acknowledgeRestriction'];

const invariants: readonly ModelInvariant[] = [
  {
    name: 'one call at a time, only while loading or submitting',
    holds: (o) => callsOf(o, ...CALLS).length === (tagged(o, 'loading') || tagged(o, 'submitting') ? 1 : 0),
  },
  {
    name: 'only editors create or lift; only a valid form or remark is sent',
    holds: (o) =>
      callsOf(o, 'createRestriction', 'liftRestriction').every(() => ctx(o).canEdit) &&
      callsOf(o, 'createRestriction').every((call) => {
        const request = call.input as CreateRestrictionRequest;
        return request.text.trim() !== '' && formIssues(ctx(o).form, NOW).length === 0;
      }) &&
      callsOf(o, 'liftRestriction').every((call) =>
        remarkValid((call.input as LiftRestrictionRequest).remark),
      ),
  },
  {
    name: 'acknowledges only as a driver; creating only as an editor',
    holds: (o) =>
      callsOf(o, 'acknowledgeRestriction').every(() => ctx(o).canAcknowledge) &&
      implies(tagged(o, 'creating') || tagged(o, 'lifting'), ctx(o).canEdit),
  },
  {
    name: 'a failure is kept exactly while a failed state shows it',
    holds: (o) => (ctx(o).failure !== null) === tagged(o, 'failed'),
  },
];

describeModel('vehicle restrictions machine (model-based)', {
  machine: vehicleRestrictionsMachine,
  inputs: vehicleRestrictionsFixtures.inputs,
  eventVariants: vehicleRestrictionsFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeVehicleRestrictions,
});

describe('the vehicle restrictions', () => {
  it('checks the form before sending: text, speed range, an end ahead in the organisation’s zone', () => {
    const form = { text: '', speedLimit: '4', validUntil: '2026-03-11T09:00' };
    expect(formIssues(form, NOW)).toEqual([
      'errors.textRequired',
      'errors.speedLimitRange',
      'errors.validUntilPast',
    ]);
    // 09:20 in Berlin (UTC+1 in March) is 08:20 UTC: ten minutes ahead.
    expect(wallTimeToInstant('2026-03-11T09:20')).toBe('2026-03-11T08:20:00Z');
    expect(formIssues({ text: 'max 40', speedLimit: '40', validUntil: '2026-03-11T09:20' }, NOW)).toEqual([]);
    expect(formIssues({ text: 'x', speedLimit: '', validUntil: '2026-02-30T10:00' }, NOW)).toEqual([
      'errors.validUntilInvalid',
    ]);
  });

  it('acknowledges an active restriction once and then asks for nothing more', async () => {
    const fakes = createControllableActors(CALLS);
    const actor = createActor(vehicleRestrictionsMachine.provide({ actors: fakes.actors }), {
      input: vehicleRestrictionsFixtures.inputs.driver,
    }).start();
    fakes.resolve('loadRestrictions', fixtureRestrictions());
    await flushMicrotasks();
    expect(unacknowledged(actor.getSnapshot().context.data).map((r) => r.id)).toEqual([11]);
    actor.send({ type: 'user.startCreate' });
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    actor.send({ type: 'user.acknowledge', restrictionId: 11 });
    expect(fakes.pending()[0]?.input).toEqual({ vehicleId: 203, restrictionId: 11 });
    fakes.resolve(
      'acknowledgeRestriction',
      fixtureRestriction({ acknowledgedByMe: '2026-03-11T08:10:00.000Z' }),
    );
    await flushMicrotasks();
    expect(unacknowledged(actor.getSnapshot().context.data)).toEqual([]);
    expect(actor.getSnapshot().can({ type: 'user.acknowledge', restrictionId: 11 })).toBe(false);
  });
});
