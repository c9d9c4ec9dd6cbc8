import type { LocalEntry } from '../../../api/offline/logbook-offline-store';
import { fixtureEntry } from '../list/logbook-list.fixtures';
import { logbookEntryAsCreate } from '../../../api/contract/logbook-sections';
import type { EntryAuthor } from './local-entry';

/** Test and story data for the device's logbook. Not imported by the app. */

export const FIXTURE_AUTHOR: EntryAuthor = { accountId: 'acc-driver', firstName: 'Dana', lastName: 'Fahrer' };
export const FIXTURE_SCOPE = { accountId: FIXTURE_AUTHOR.accountId, organisationId: 'org-1' } as const;

/** Entry `n` as the device holds it: made offline (never on the server) unless `onServer`. */
export const fixtureLocalEntry = (
  n: number,
  overrides: Partial<LocalEntry> = {},
  onServer = false,
): LocalEntry => {
  const server = fixtureEntry(n, { status: 'created' });
  return {
    ...FIXTURE_SCOPE,
    logbookEntryId: server.header.logbookEntryId,
    vehicleId: server.header.vehicleIdRef,
    entry: logbookEntryAsCreate(server),
    baseVersion: onServer ? server.version : null,
    signatureImage: null,
    state: 'savedLocally',
    pushAttempted: false,
    lastResult: null,
    savedAt: '2026-11-22T08:00:00.000Z',
    revision: 1,
    server: onServer ? server : null,
    ...overrides,
  };
};
