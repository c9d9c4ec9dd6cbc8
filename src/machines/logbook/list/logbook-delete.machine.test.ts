import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogbookResultCode } from '../../../api/contract';
import { describeModel } from '../../../../tests/model/run-model';
import { callsOf, contextOf, tagged } from '../../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../../tests/model/replay-path';
import { httpError, networkError } from '../../session/session.fixtures';
import { fixtureDeleteIds, logbookDeleteFixtures } from './logbook-delete.fixtures';
import { deleteFailureResult, logbookDeleteMachine } from './logbook-delete.machine';
import type { DeleteEntriesRequest, LogbookDeleteContext } from './logbook-delete.types';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const ctx = contextOf<LogbookDeleteContext>;

const invariants: readonly ModelInvariant[] = [
  {
    name: 'busy exactly while the delete is in flight',
    holds: (o) => tagged(o, 'busy') === (callsOf(o).length === 1),
  },
  {
    name: 'the delete names the confirmed ids, never none',
    holds: (o) =>
      callsOf(o).every((call) => {
        const { ids } = call.input as DeleteEntriesRequest;
        return ids.length > 0 && ids === ctx(o).ids;
      }),
  },
  {
    name: 'the snackbar shows exactly with a result',
    holds: (o) => tagged(o, 'snackbar') === (ctx(o).result !== null),
  },
];

describeModel('logbook delete machine (model-based)', {
  machine: logbookDeleteMachine,
  inputs: logbookDeleteFixtures.inputs,
  eventVariants: logbookDeleteFixtures.eventVariants,
  now: NOW,
  invariants,
});

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const start = (answer: () => Promise<LogbookResultCode>) => {
  const calls: DeleteEntriesRequest[] = [];
  const actor = createActor(
    logbookDeleteMachine.provide({
      actors: {
        deleteEntries: fromPromise<LogbookResultCode, DeleteEntriesRequest>(({ input }) => {
          calls.push(input);
          return answer();
        }),
      },
    }),
  );
  const emitted = vi.fn();
  actor.on('entriesDeleted', emitted);
  actor.start();
  return { actor, calls, emitted };
};

describe('logbook delete (rules)', () => {
  it('deletes the confirmed ids, shows the result for 3 s and tells the list', async () => {
    const { actor, calls, emitted } = start(async () => 'successfully_deleted');
    actor.send({ type: 'user.deleteSelected', organisationId: 'org-1', ids: fixtureDeleteIds });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    actor.send({ type: 'user.confirmDelete' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ organisationId: 'org-1', ids: fixtureDeleteIds }]);
    expect(emitted).toHaveBeenCalledWith({ type: 'entriesDeleted', success: true });
    expect(actor.getSnapshot().context.result).toBe('successfully_deleted');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('cancelling deletes nothing', () => {
    const { actor, calls } = start(async () => 'successfully_deleted');
    actor.send({ type: 'user.deleteSelected', organisationId: 'org-1', ids: fixtureDeleteIds });
    actor.send({ type: 'user.cancelDelete' });
    expect(calls).toEqual([]);
  });

  it('maps failures to result codes (spec 001 §4 Deletion)', () => {
    expect(deleteFailureResult(httpError(401))).toBe('new_login_required');
    expect(deleteFailureResult(httpError(403))).toBe('err_forbidden_request');
    expect(deleteFailureResult(httpError(500))).toBe('err_unknown');
    expect(deleteFailureResult(networkError())).toBe('err_unknown');
  });

  it('a failed delete is no success, and the list still reloads', async () => {
    const { actor, emitted } = start(() => Promise.reject(httpError(403)));
    actor.send({ type: 'user.deleteSelected', organisationId: 'org-1', ids: fixtureDeleteIds });
    actor.send({ type: 'user.confirmDelete' });
    await vi.advanceTimersByTimeAsync(0);
    expect(emitted).toHaveBeenCalledWith({ type: 'entriesDeleted', success: false });
    expect(actor.getSnapshot().context.result).toBe('err_forbidden_request');
  });
});
