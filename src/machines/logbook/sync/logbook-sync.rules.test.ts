import { describe, expect, it } from 'vitest';
import { logbookEntryAsCreate } from '../../../api/contract/logbook-sections';
import type { LogbookResultCode } from '../../../api/contract/errors.contract';
import type { SyncResult } from '../../../api/contract/logbook-sync.contract';
import { httpError, networkError } from '../../session/session.fixtures';
import {
  fixtureDeletion,
  fixtureEntryInput,
  fixtureLocalEntry,
  FIXTURE_SIGNATURE,
} from './logbook-sync.fixtures';
import {
  announces,
  batchLength,
  nextAgain,
  pendingCountOf,
  queueOf,
  syncItemOf,
  tallyAfter,
} from './logbook-sync.queue';
import {
  pushFailureOf,
  settleDeletion,
  settleDeletionUnanswered,
  settleSave,
  settleSaveUnanswered,
} from './logbook-sync.rules';
import type { DeleteQueueItem, SaveQueueItem } from './logbook-sync.types';
import { fixtureEntryId, serverEntryOf } from './sync-server.fixtures';

const local = fixtureLocalEntry(1, { revision: 7 });
const item = (overrides: Partial<SaveQueueItem> = {}): SaveQueueItem => ({
  kind: 'save',
  entry: local,
  baseVersion: null,
  conflictRetry: false,
  ...overrides,
});
const server = (version: number, status: 'created' | 'finalized' = 'created') => {
  const entry = serverEntryOf(local.logbookEntryId, fixtureEntryInput('vom Server'), version, null);
  return { ...entry, header: { ...entry.header, status } };
};
const result = (
  resultCode: LogbookResultCode,
  status: number,
  entry: SyncResult['entry'] = null,
  kind: 'save' | 'delete' = 'save',
): SyncResult => ({ logbookEntryId: local.logbookEntryId, kind, status, resultCode, entry });
const settled = (r: SyncResult, i = item()) => {
  const s = settleSave(i, r);
  if (s.kind !== 'settle') throw new Error('expected a settlement');
  return s;
};
const deletion: DeleteQueueItem = { kind: 'delete', deletion: fixtureDeletion(1) };

describe('save results (issue 8 list)', () => {
  it('successfully_saved: the server copy replaces the local one, synced', () => {
    const s = settled(result('successfully_saved', 201, server(3)));
    expect(s.next).toMatchObject({
      state: 'synced',
      baseVersion: 3,
      server: server(3),
      entry: logbookEntryAsCreate(server(3)),
      pushAttempted: false,
      lastResult: null,
    });
    expect(s.report).toMatchObject({ resultCode: 'successfully_saved', status: 201, outcome: 'done' });
  });

  it('successfully_saved of a signed entry that was not finalised: finalise at the next sync', () => {
    const signed = item({ entry: { ...local, signatureImage: FIXTURE_SIGNATURE } });
    const s = settled(result('successfully_saved', 200, server(2)), signed);
    expect(s.next).toMatchObject({ state: 'unsynced', baseVersion: 2, pushAttempted: true });
    expect(s.report.outcome).toBe('retry');
  });

  it('successfully_finalized and err_already_finalized: the local copy leaves', () => {
    expect(settled(result('successfully_finalized', 200, server(4, 'finalized'))).next).toBeNull();
    const gone = settled(result('err_already_finalized', 409, server(4, 'finalized')));
    expect(gone.next).toBeNull();
    expect(gone.report.outcome).toBe('dropped');
  });

  it('err_version_conflict on a draft: pushed again on the server version, reported as overwritten', () => {
    const s = settleSave(item(), result('err_version_conflict', 409, server(5)));
    expect(s).toEqual({ kind: 'requeue', item: item({ baseVersion: 5, conflictRetry: true }) });
    const again = settled(
      result('successfully_saved', 200, server(6)),
      item({ baseVersion: 5, conflictRetry: true }),
    );
    expect(again.report).toMatchObject({ outcome: 'done', conflictOverwritten: true });
  });

  it('err_version_conflict on a finalised entry: the server wins, the local copy leaves', () => {
    expect(settled(result('err_version_conflict', 409, server(5, 'finalized'))).next).toBeNull();
  });

  it('a second conflict in one sync is left for the next sync', () => {
    const s = settled(
      result('err_version_conflict', 409, server(7)),
      item({ baseVersion: 5, conflictRetry: true }),
    );
    expect(s.next).toMatchObject({ state: 'unsynced', pushAttempted: true });
    expect(s.report.outcome).toBe('retry');
  });

  it('err_unknown_entry: flagged unknownEntry (recreate offered)', () => {
    const s = settled(result('err_unknown_entry', 404));
    expect(s.next).toMatchObject({
      state: 'unknownEntry',
      lastResult: { resultCode: 'err_unknown_entry', status: 404 },
    });
    expect(s.report.outcome).toBe('refused');
  });

  it('err_validation and err_forbidden_request: error with the result; after a refused finalise the saved version', () => {
    const issues = [{ field: 'signatureImage', message: 'required' }];
    const validation = settled({ ...result('err_validation', 400, server(2)), issues });
    expect(validation.next).toMatchObject({
      state: 'error',
      baseVersion: 2,
      server: server(2),
      lastResult: { resultCode: 'err_validation', status: 400, issues },
    });
    // The drawer waiting on the save learns which fields the server refused.
    expect(validation.report).toMatchObject({ resultCode: 'err_validation', outcome: 'refused', issues });
    const forbidden = settled(result('err_forbidden_request', 403));
    expect(forbidden.report).not.toHaveProperty('issues');
    expect(forbidden.next).toMatchObject({ state: 'error', baseVersion: null, server: null });
  });

  it('err_server and any 5xx: unsynced, retried at the next sync', () => {
    for (const r of [result('err_server', 500), result('err_unknown', 503)]) {
      const s = settled(r);
      expect(s.next).toMatchObject({ state: 'unsynced', pushAttempted: true });
      expect(s.report.outcome).toBe('retry');
    }
  });
});

describe('deletion results (spec 001 §4 Deletion)', () => {
  it.each([
    ['successfully_deleted', 200, null, 'successfully_deleted', 'done'],
    ['err_unknown_entry', 404, null, 'successfully_deleted', 'done'],
    ['err_forbidden_request', 403, null, 'err_forbidden_request', 'dropped'],
    ['err_unknown', 403, null, 'err_forbidden_request', 'dropped'],
    ['err_already_finalized', 409, null, 'err_already_finalized', 'dropped'],
    [
      'new_login_required',
      401,
      { resultCode: 'new_login_required', status: 401 },
      'new_login_required',
      'retry',
    ],
    ['err_server', 500, { resultCode: 'err_unknown', status: 500 }, 'err_unknown', 'retry'],
    ['err_multiple_error_occurred', 400, { resultCode: 'err_unknown', status: 400 }, 'err_unknown', 'retry'],
  ] as const)('%s (%i) → keep %j, reported %s', (code, status, keep, reported, outcome) => {
    const s = settleDeletion(deletion, result(code, status, null, 'delete'));
    expect(s.keep).toEqual(keep);
    expect(s.report).toMatchObject({ kind: 'delete', resultCode: reported, outcome });
  });
});

describe('a push that failed as a whole', () => {
  it('maps the failure: 401 new_login_required, 5xx err_server, no answer err_unknown (0)', () => {
    expect(pushFailureOf(httpError(401).failure)).toEqual({ status: 401, resultCode: 'new_login_required' });
    expect(pushFailureOf(httpError(502).failure)).toEqual({ status: 502, resultCode: 'err_server' });
    expect(pushFailureOf(networkError().failure)).toEqual({ status: 0, resultCode: 'err_unknown' });
    expect(pushFailureOf({ _tag: 'Aborted' })).toEqual({ status: 0, resultCode: 'err_unknown' });
  });

  it('keeps entries unsynced: attempted unless the caller was refused (nothing applied)', () => {
    const lost = settleSaveUnanswered(item(), { status: 0, resultCode: 'err_unknown' });
    expect(lost).toMatchObject({
      next: { state: 'unsynced', pushAttempted: true },
      report: { outcome: 'retry' },
    });
    const login = settleSaveUnanswered(item(), { status: 401, resultCode: 'new_login_required' });
    expect(login).toMatchObject({
      next: {
        state: 'unsynced',
        pushAttempted: false,
        lastResult: { resultCode: 'new_login_required', status: 401 },
      },
    });
  });

  it('keeps deletions with the push result (401: new_login_required, retried after the next login)', () => {
    expect(
      settleDeletionUnanswered(deletion, { status: 401, resultCode: 'new_login_required' }).keep,
    ).toEqual({
      resultCode: 'new_login_required',
      status: 401,
    });
  });
});

describe('the queue and the counts', () => {
  const entries = [
    fixtureLocalEntry(3, { savedAt: '2026-11-22T10:03:00.000Z' }),
    fixtureLocalEntry(2, { state: 'unsynced', savedAt: '2026-11-22T10:01:00.000Z' }),
    fixtureLocalEntry(4, { vehicleId: null }),
    fixtureLocalEntry(5, { state: 'synced' }),
    fixtureLocalEntry(6, { state: 'error' }),
    fixtureLocalEntry(7, { state: 'unknownEntry' }),
  ];
  const snapshot = { entries, deletions: [fixtureDeletion(9)], lastSyncedAt: null };

  it('pushes only entries with a vehicle reference saved locally or unsynced, oldest first, then deletions', () => {
    expect(queueOf(snapshot).map((i) => `${i.kind}:${i.kind === 'save' ? i.entry.revision : 9}`)).toEqual([
      'save:2',
      'save:3',
      'delete:9',
    ]);
  });

  it('counts everything not synced plus deletions', () => {
    expect(pendingCountOf(snapshot)).toBe(6);
  });

  it('sends the signature only when there is one, the version named by the queue and the save’s time', () => {
    expect(syncItemOf(item())).toEqual({
      kind: 'save',
      logbookEntryId: fixtureEntryId(1),
      baseVersion: null,
      entry: local.entry,
      writtenAt: local.savedAt,
    });
    expect(
      syncItemOf(item({ entry: { ...local, signatureImage: FIXTURE_SIGNATURE }, baseVersion: 3 })),
    ).toMatchObject({
      baseVersion: 3,
      signatureImage: FIXTURE_SIGNATURE,
    });
    expect(syncItemOf(deletion)).toEqual({ kind: 'delete', logbookEntryId: fixtureEntryId(1) });
  });

  it('tallies pushes: retryable after a failed push, a retry result or a stale entry', () => {
    const report = settled(result('successfully_saved', 201, server(1))).report;
    const none = { reports: [], requeue: [], stale: false, failure: null };
    const zero = { pushed: 0, failed: 0, retryable: false };
    expect(tallyAfter(zero, { ...none, reports: [report] })).toEqual({
      pushed: 1,
      failed: 0,
      retryable: false,
    });
    expect(tallyAfter(zero, { ...none, stale: true }).retryable).toBe(true);
    expect(tallyAfter(zero, { ...none, failure: { status: 0, resultCode: 'err_unknown' } }).retryable).toBe(
      true,
    );
  });

  it('keeps "online" for the follow-up run and announces only a reconnect that pushed something', () => {
    expect(nextAgain('online', 'save')).toBe('online');
    expect(nextAgain('poll', 'save')).toBe('save');
    expect(announces('online', { pushed: 1, failed: 0, retryable: false })).toBe(true);
    expect(announces('online', { pushed: 0, failed: 1, retryable: false })).toBe(false);
    expect(announces('poll', { pushed: 3, failed: 0, retryable: false })).toBe(false);
  });
});

describe('how much goes in one push', () => {
  const save = (n: number, signatureBytes = 0): SaveQueueItem => ({
    kind: 'save',
    entry: fixtureLocalEntry(n, { signatureImage: signatureBytes > 0 ? 'A'.repeat(signatureBytes) : null }),
    baseVersion: null,
    conflictRetry: false,
  });

  it('at most the batch size of small items', () => {
    const queue = Array.from({ length: 250 }, (_, i) => save(i + 1));
    expect(batchLength(queue, 100)).toBe(100);
    expect(batchLength(queue.slice(0, 30), 100)).toBe(30);
    expect(batchLength([], 100)).toBe(0);
  });

  it('ends a push early when signatures would make it larger than the server takes, but one always goes', () => {
    const queue = [save(1, 3_000_000), save(2, 3_000_000), save(3, 10_000)];
    expect(batchLength(queue, 100)).toBe(1);
    expect(batchLength(queue.slice(1), 100)).toBe(2);
    expect(batchLength([save(4, 5_000_000)], 100)).toBe(1);
  });
});
