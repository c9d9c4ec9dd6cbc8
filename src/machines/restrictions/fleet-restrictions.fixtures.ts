import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { ActiveRestriction, ActiveRestrictions } from '../../api/contract/restrictions.contract';
import { httpError } from '../session/session.fixtures';
import { done, failed } from '../fleet/fleet.fixtures';
import { groupByVehicle } from './fleet-restrictions.rules';
import type {
  FleetRestrictionsContext,
  FleetRestrictionsInput,
  RestrictionsByVehicle,
} from './fleet-restrictions.types';

/** Test and story data for the fleet restrictions machine and the views that show them. Not imported by the app. */

export const fixtureActiveRestriction = (overrides: Partial<ActiveRestriction> = {}): ActiveRestriction => ({
  id: 11,
  vehicleId: 203,
  text: 'Sanding out of order',
  speedLimitKmh: 80,
  validUntil: null,
  ...overrides,
});

/** Two on vehicle 203 (the lower limit 60 km/h), one without a limit on 205 ending on 12 March. */
export const fixtureActiveRestrictions: ActiveRestrictions = {
  items: [
    fixtureActiveRestriction({ id: 14, text: 'Pantograph damaged', speedLimitKmh: 60 }),
    fixtureActiveRestriction(),
    fixtureActiveRestriction({
      id: 12,
      vehicleId: 205,
      text: 'Brake test due',
      speedLimitKmh: null,
      validUntil: '2026-03-12T17:00:00.000Z',
    }),
  ],
};

/** The fixtures grouped as the machine keeps them (stories and view tests). */
export const fixtureRestrictionsByVehicle: RestrictionsByVehicle = groupByVehicle(
  fixtureActiveRestrictions.items,
);

export const fleetRestrictionsFixtures: {
  readonly inputs: Readonly<Record<'loggedOut' | 'readyOnline' | 'readyOffline', FleetRestrictionsInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    loggedOut: { ready: false, organisationId: null, online: true },
    readyOnline: { ready: true, organisationId: 'org-1', online: true },
    readyOffline: { ready: true, organisationId: 'org-1', online: false },
  },
  eventVariants: {
    'session.changed': [
      { type: 'session.changed', ready: true, organisationId: 'org-1', liveData: true },
      { type: 'session.changed', ready: true, organisationId: 'org-2', liveData: true },
      { type: 'session.changed', ready: false, organisationId: null, liveData: false },
    ],
    'connectivity.changed': [
      { type: 'connectivity.changed', online: false },
      { type: 'connectivity.changed', online: true },
    ],
    'restrictions.changed': [{ type: 'restrictions.changed' }],
    'xstate.done.actor.loadActiveRestrictions': [done('loadActiveRestrictions', fixtureActiveRestrictions)],
    'xstate.error.actor.loadActiveRestrictions': [failed('loadActiveRestrictions', httpError(503))],
  },
};

/** The model's "same state": the value and the context the guards read. */
export const serializeFleetRestrictions = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as FleetRestrictionsContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    ready: context.ready,
    online: context.online,
    organisation: context.organisationId,
  });
};
