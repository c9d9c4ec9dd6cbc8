import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { ApiCallError } from '../../api/api-failure';
import type { Restriction, VehicleRestrictions } from '../../api/contract/restrictions.contract';
import { done, failed } from '../fleet/fleet.fixtures';
import { formIssues, remarkValid } from './vehicle-restrictions.rules';
import type { VehicleRestrictionsContext, VehicleRestrictionsInput } from './vehicle-restrictions.types';

/** Test and story data for the vehicle restrictions machine. Not imported by the app. */

const anna = { accountId: 'acc-admin', name: 'Anna Hoffmann' };
const lukas = { accountId: 'acc-driver', name: 'Lukas Wagner' };

export const fixtureRestriction = (overrides: Partial<Restriction> = {}): Restriction => ({
  id: 11,
  vehicleId: 203,
  text: 'Sanding out of order',
  speedLimitKmh: 80,
  validUntil: null,
  created: { at: '2026-03-11T07:00:00.000Z', by: anna },
  lifted: null,
  active: true,
  acknowledgedByMe: null,
  acknowledgements: [],
  ...overrides,
});

const acknowledged = fixtureRestriction({
  acknowledgedByMe: '2026-03-11T08:05:00.000Z',
  acknowledgements: [{ at: '2026-03-11T08:05:00.000Z', by: lukas }],
});
const lifted = fixtureRestriction({
  active: false,
  lifted: { at: '2026-03-11T09:00:00.000Z', by: anna, remark: 'Repaired' },
});
const created = fixtureRestriction({ id: 12, text: 'max 40 km/h', speedLimitKmh: 40 });

export const fixtureRestrictions = (
  active: readonly Restriction[] = [fixtureRestriction()],
  history: readonly Restriction[] = [
    fixtureRestriction({
      id: 9,
      text: 'Brake test due',
      speedLimitKmh: null,
      validUntil: '2026-03-10T12:00:00.000Z',
      active: false,
    }),
  ],
): VehicleRestrictions => ({ vehicleId: 203, active, history });

const http = (status: number, field: string) =>
  new ApiCallError({
    _tag: 'HttpError',
    status,
    body: { error: status === 409 ? 'conflict' : 'invalid_request', message: 'refused', field },
    retryAfterSeconds: null,
  });

const input = (canEdit: boolean, canAcknowledge: boolean): VehicleRestrictionsInput => ({
  vehicleId: 203,
  canEdit,
  canAcknowledge,
});

export const vehicleRestrictionsFixtures: {
  readonly inputs: Readonly<Record<'editor' | 'driver' | 'reader', VehicleRestrictionsInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: { editor: input(true, true), driver: input(false, true), reader: input(false, false) },
  eventVariants: {
    'user.retry': [{ type: 'user.retry' }],
    'user.reload': [{ type: 'user.reload' }],
    'user.startCreate': [{ type: 'user.startCreate' }],
    'user.changeForm': [
      { type: 'user.changeForm', field: 'text', value: 'max 40 km/h' },
      { type: 'user.changeForm', field: 'speedLimit', value: '400' },
    ],
    'user.startLift': [{ type: 'user.startLift', restrictionId: 11 }],
    'user.changeRemark': [
      { type: 'user.changeRemark', remark: 'Repaired' },
      { type: 'user.changeRemark', remark: ' ' },
    ],
    'user.acknowledge': [{ type: 'user.acknowledge', restrictionId: 11 }],
    'user.cancel': [{ type: 'user.cancel' }],
    'user.submit': [{ type: 'user.submit' }],
    'xstate.done.actor.loadRestrictions': [
      done('loadRestrictions', fixtureRestrictions()),
      done('loadRestrictions', fixtureRestrictions([acknowledged])),
    ],
    'xstate.error.actor.loadRestrictions': [failed('loadRestrictions', new Error('offline'))],
    'xstate.done.actor.createRestriction': [done('createRestriction', created)],
    'xstate.error.actor.createRestriction': [failed('createRestriction', http(400, 'validUntil'))],
    'xstate.done.actor.liftRestriction': [done('liftRestriction', lifted)],
    'xstate.error.actor.liftRestriction': [failed('liftRestriction', http(409, 'restrictionId'))],
    'xstate.done.actor.acknowledgeRestriction': [done('acknowledgeRestriction', acknowledged)],
    'xstate.error.actor.acknowledgeRestriction': [
      failed('acknowledgeRestriction', http(409, 'restrictionId')),
    ],
  },
};

/** The model's "same state": the value and what the guards read. */
export const serializeVehicleRestrictions = (snapshot: AnyMachineSnapshot): string => {
  const c = snapshot.context as VehicleRestrictionsContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    canEdit: c.canEdit,
    canAcknowledge: c.canAcknowledge,
    active: c.data?.active.map((r) => [r.id, r.acknowledgedByMe !== null]) ?? null,
    formValid: formIssues(c.form, Date.now()).length === 0,
    showIssues: c.showIssues,
    remarkValid: remarkValid(c.remark),
  });
};
