import type { AnyMachineSnapshot } from 'xstate';
import { describeModel } from '../../../tests/model/run-model';
import { contextOf, implies, noCall, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import { createSessionFixtures } from './session.fixtures';
import { sessionMachine } from './session.machine';
import { isNearExpiry } from './session.timing';
import type { SessionContext } from './session.types';

const NOW = Date.UTC(2026, 2, 2, 8, 0, 0);
const fixtures = createSessionFixtures(NOW);

/**
 * The model's "same state": the value plus exactly the context the guards read, so states that
 * behave differently are not merged (canRetryLogin, isAccessTokenNearExpiry, isOtherAccount).
 * "Near expiry" depends on the clock, which the graph traversal does not move on `after` steps while
 * the replay does; it is part of the state only where its guard is read (`fresh`, entered right
 * after a token arrived, so model and replay agree there).
 */
const serializeSession = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as SessionContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    account: context.tokenAccountId,
    earlierToken: context.earlierUserToken !== null,
    retried: context.loginRetried,
    storedProfile: context.storedProfile !== null,
    nearExpiry: snapshot.matches({ loggedIn: { authorized: { accessToken: 'fresh' } } })
      ? isNearExpiry(context.accessTokenExpiresAt, Date.now())
      : null,
  });
};

const ctx = contextOf<SessionContext>;
const invariants: readonly ModelInvariant[] = [
  {
    name: 'ready means a loaded account, and an access token unless restored from storage',
    holds: (o) =>
      implies(
        tagged(o, 'ready'),
        ctx(o).account !== null && (ctx(o).accessToken !== null || tagged(o, 'restored')),
      ),
  },
  {
    name: 'restored only from a stored profile, showing exactly that profile, never busy',
    holds: (o) =>
      implies(
        tagged(o, 'restored'),
        ctx(o).storedProfile !== null &&
          ctx(o).account === ctx(o).storedProfile?.account &&
          !tagged(o, 'busy') &&
          !tagged(o, 'sessionInvalid'),
      ),
  },
  {
    name: 'logged out, no access token is kept and none is fetched',
    holds: (o) =>
      implies(
        tagged(o, 'loggedOut'),
        ctx(o).accessToken === null &&
          noCall(o, 'fetchAccessToken', 'resumeAccessToken', 'loadProfile', 'refreshProfile', 'saveSettings'),
      ),
  },
  {
    name: 'a login is in flight only while logging in',
    holds: (o) => implies(!noCall(o, 'login'), tagged(o, 'busy') && tagged(o, 'loggedOut')),
  },
  {
    name: 'logged in and logged out exclude each other',
    holds: (o) => !(tagged(o, 'loggedIn') && tagged(o, 'loggedOut')),
  },
];

describeModel('session machine (model-based)', {
  machine: sessionMachine,
  inputs: fixtures.inputs,
  eventVariants: fixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeSession,
  onCoverage: (report) =>
    console.info(
      `session coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});
