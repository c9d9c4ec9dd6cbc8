import type { AnyMachineSnapshot } from 'xstate';
import { describeModel } from '../../../tests/model/run-model';
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
    nearExpiry: snapshot.matches({ loggedIn: { authorized: { accessToken: 'fresh' } } })
      ? isNearExpiry(context.accessTokenExpiresAt, Date.now())
      : null,
  });
};

describeModel('session machine (model-based)', {
  machine: sessionMachine,
  inputs: fixtures.inputs,
  eventVariants: fixtures.eventVariants,
  now: NOW,
  serializeState: serializeSession,
  onCoverage: (report) =>
    console.info(
      `session coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});
