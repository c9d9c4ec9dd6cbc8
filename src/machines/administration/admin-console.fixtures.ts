import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { AdminPermission } from '../../api/contract';
import { done, failed } from '../fleet/fleet.fixtures';
import { networkError } from '../session/session.fixtures';
import { ADMIN_TABS } from './admin-console.types';
import type { AdminConsoleContext } from './admin-console.types';

export const FIXTURE_NOW = Date.UTC(2026, 10, 23, 9, 0, 0);

export const FIXTURE_ADMIN_ON_STAGING: AdminPermission = {
  userIsAllowed: true,
  myUserRole: 'administrator',
  environment: 'staging',
};
export const FIXTURE_OPADMIN_ON_PRODUCTION: AdminPermission = {
  userIsAllowed: true,
  myUserRole: 'operator_admin',
  environment: 'production',
};
export const FIXTURE_PLAIN_USER: AdminPermission = {
  userIsAllowed: false,
  myUserRole: 'user',
  environment: 'staging',
};
/** Allowed, but without a role: spec 000 §5 treats it as not allowed. */
export const FIXTURE_NO_ROLE: AdminPermission = { userIsAllowed: true, myUserRole: '', environment: 'local' };

/** Test and story data for the console machine. Not imported by the app. */
export const adminConsoleFixtures: {
  readonly inputs: Readonly<Record<'visit', undefined>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: { visit: undefined },
  eventVariants: {
    'xstate.done.actor.checkPermission': [
      done('checkPermission', FIXTURE_ADMIN_ON_STAGING),
      done('checkPermission', FIXTURE_OPADMIN_ON_PRODUCTION),
      done('checkPermission', FIXTURE_PLAIN_USER),
      done('checkPermission', FIXTURE_NO_ROLE),
    ],
    'xstate.error.actor.checkPermission': [failed('checkPermission', networkError())],
    'user.selectTab': ADMIN_TABS.map((tab) => ({ type: 'user.selectTab', tab })),
    'user.startTesting': [{ type: 'user.startTesting' }],
    'user.retry': [{ type: 'user.retry' }],
  },
};

/** The model's "same state": the value and what the guards read. */
export const serializeAdminConsole = (snapshot: AnyMachineSnapshot): string => {
  const { environment, tab, testingAcknowledged } = snapshot.context as AdminConsoleContext;
  return JSON.stringify({ value: snapshot.value as unknown, environment, tab, testingAcknowledged });
};
