import { describe, expect, it } from 'vitest';
import type { SyncItemReport } from '../../../machines/logbook/sync/logbook-sync.types';
import { syncNoticeOf } from './use-sync-notice';

const report = (overrides: Partial<SyncItemReport>): SyncItemReport => ({
  logbookEntryId: 'e-1',
  kind: 'save',
  resultCode: 'successfully_saved',
  status: 200,
  outcome: 'done',
  conflictOverwritten: false,
  ...overrides,
});

describe('what a settled sync item tells the user (the conflict rule)', () => {
  it('a later save pushed again over another device’s change: your later save was kept', () => {
    expect(syncNoticeOf(report({ conflictOverwritten: true }))).toBe('labels.conflictOverwritten');
  });

  it('the server finalised it meanwhile: the finalised version is kept', () => {
    expect(
      syncNoticeOf(report({ resultCode: 'err_already_finalized', status: 409, outcome: 'dropped' })),
    ).toBe('labels.serverFinalizedWins');
  });

  it('a plain save, a retry after a conflict that did not go through, and deletions tell nothing', () => {
    expect(syncNoticeOf(report({}))).toBeNull();
    expect(
      syncNoticeOf(
        report({
          resultCode: 'err_version_conflict',
          status: 409,
          outcome: 'retry',
          conflictOverwritten: true,
        }),
      ),
    ).toBeNull();
    expect(
      syncNoticeOf(report({ kind: 'delete', resultCode: 'err_already_finalized', outcome: 'dropped' })),
    ).toBeNull();
  });
});
