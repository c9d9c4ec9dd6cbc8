import { createActor, fromPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { contextOf, implies, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import type { AdminPermission } from '../../api/contract';
import {
  adminConsoleFixtures,
  FIXTURE_ADMIN_ON_STAGING,
  FIXTURE_NO_ROLE,
  FIXTURE_NOW,
  FIXTURE_OPADMIN_ON_PRODUCTION,
  FIXTURE_PLAIN_USER,
  serializeAdminConsole,
} from './admin-console.fixtures';
import { adminConsoleMachine } from './admin-console.machine';
import type { AdminConsoleContext } from './admin-console.types';

const ctx = contextOf<AdminConsoleContext>;
const invariants: readonly ModelInvariant[] = [
  {
    name: 'the tabs show only with a role the server allowed',
    holds: (o) => implies(tagged(o, 'allowed'), ctx(o).role !== null && ctx(o).role !== ''),
  },
  {
    name: 'the user tab is gated exactly on a non-production installation before Start Testing',
    holds: (o) =>
      implies(
        tagged(o, 'allowed') && ctx(o).tab === 'users',
        tagged(o, 'testingGate') === (ctx(o).environment !== 'production' && !ctx(o).testingAcknowledged),
      ),
  },
  {
    name: 'the gate never hides another tab',
    holds: (o) => implies(tagged(o, 'testingGate'), ctx(o).tab === 'users'),
  },
];

describeModel('administration console machine (model-based)', {
  machine: adminConsoleMachine,
  inputs: adminConsoleFixtures.inputs,
  eventVariants: adminConsoleFixtures.eventVariants,
  now: FIXTURE_NOW,
  invariants,
  serializeState: serializeAdminConsole,
  onCoverage: (report) =>
    console.info(
      `admin-console coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

const visit = async (answer: AdminPermission | Error) => {
  const machine = adminConsoleMachine.provide({
    actors: {
      checkPermission: fromPromise<AdminPermission>(() =>
        answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer),
      ),
    },
  });
  const actor = createActor(machine).start();
  expect(actor.getSnapshot().hasTag('checking')).toBe(true);
  await new Promise<void>((resolve) => queueMicrotask(resolve));
  await Promise.resolve();
  return actor;
};

describe('administration console (rules)', () => {
  it('refuses a plain user and an answer without a role', async () => {
    expect((await visit(FIXTURE_PLAIN_USER)).getSnapshot().hasTag('refused')).toBe(true);
    expect((await visit(FIXTURE_NO_ROLE)).getSnapshot().hasTag('refused')).toBe(true);
  });

  it('gates the user tab on staging until Start Testing, and keeps the acknowledgement', async () => {
    const actor = await visit(FIXTURE_ADMIN_ON_STAGING);
    expect(actor.getSnapshot().hasTag('testingGate')).toBe(true);
    actor.send({ type: 'user.selectTab', tab: 'translations' });
    expect(actor.getSnapshot().hasTag('testingGate')).toBe(false);
    actor.send({ type: 'user.selectTab', tab: 'users' });
    expect(actor.getSnapshot().hasTag('testingGate')).toBe(true);
    actor.send({ type: 'user.startTesting' });
    actor.send({ type: 'user.selectTab', tab: 'auditLog' });
    actor.send({ type: 'user.selectTab', tab: 'users' });
    expect(actor.getSnapshot().hasTag('testingGate')).toBe(false);
    expect(actor.getSnapshot().context.tab).toBe('users');
  });

  it('opens the user tab at once on production', async () => {
    const actor = await visit(FIXTURE_OPADMIN_ON_PRODUCTION);
    expect(actor.getSnapshot().hasTag('allowed')).toBe(true);
    expect(actor.getSnapshot().hasTag('testingGate')).toBe(false);
  });

  it('offers a retry after a failed check', async () => {
    const actor = await visit(new Error('down'));
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().hasTag('checking')).toBe(true);
  });
});
