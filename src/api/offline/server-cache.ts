import type { LogbookEntry } from '../contract/logbook-entry.contract';
import { logbookEntryAsCreate } from '../contract/logbook-sections';
import { DELETIONS, ENTRIES, META, entryKey } from './idb-schema';
import { deleteRecord, putRecord, scopeRecords } from './idb-transaction';
import type { LocalEntry, PendingDeletion, StoreScope } from './logbook-offline-store';
import { nextRevision, type StoreCore } from './store-core';

/** Same server copy: nothing to write (the version is raised by one on every change on the server). */
const sameServerCopy = (local: LocalEntry, server: LogbookEntry) =>
  local.server?.version === server.version && local.baseVersion === server.version;

/**
 * Keeps the server's open entries as `synced` copies and, when `complete` (the list holds every open
 * entry of the scope), drops the synced copies it no longer lists (finalised or deleted elsewhere), in
 * one transaction; a partial list (one page, one vehicle) adds and refreshes copies and drops only
 * those it shows finalised. An entry with local work (any other state) and
 * an entry with a pending deletion are never touched: the device's intent wins until it is pushed.
 * A finalised entry in the list is not open: it is neither kept nor left as a synced copy.
 */
export const cacheServerEntries = (
  core: StoreCore,
  scope: StoreScope,
  openEntries: readonly LogbookEntry[],
  { complete = true }: { readonly complete?: boolean } = {},
): Promise<void> =>
  core.write('keep the open entries on this device', scope, [ENTRIES, DELETIONS, META], async (tx) => {
    const [local, deletions] = await Promise.all([
      scopeRecords<LocalEntry>(tx, ENTRIES, scope),
      scopeRecords<PendingDeletion>(tx, DELETIONS, scope),
    ]);
    const localById = new Map(local.map((entry) => [entry.logbookEntryId, entry]));
    const deleted = new Set(deletions.map((deletion) => deletion.logbookEntryId));
    const open = new Map(
      openEntries
        .filter((entry) => entry.header.status !== 'finalized')
        .map((entry) => [entry.header.logbookEntryId, entry]),
    );
    const finalised = new Set(
      openEntries
        .filter((entry) => entry.header.status === 'finalized')
        .map((entry) => entry.header.logbookEntryId),
    );
    const gone = (id: string) => finalised.has(id) || (complete && !open.has(id));
    let changed = false;

    for (const entry of local) {
      if (entry.state === 'synced' && gone(entry.logbookEntryId)) {
        await deleteRecord(tx, ENTRIES, entryKey(scope, entry.logbookEntryId));
        changed = true;
      }
    }
    for (const [id, server] of open) {
      const existing = localById.get(id);
      if (deleted.has(id) || (existing && existing.state !== 'synced')) continue;
      if (existing && sameServerCopy(existing, server)) continue;
      const copy: LocalEntry = {
        accountId: scope.accountId,
        organisationId: scope.organisationId,
        logbookEntryId: id,
        vehicleId: server.header.vehicleIdRef,
        entry: logbookEntryAsCreate(server),
        baseVersion: server.version,
        signatureImage: null,
        state: 'synced',
        pushAttempted: existing?.pushAttempted ?? false,
        lastResult: null,
        savedAt: existing?.savedAt ?? core.nowIso(),
        // A new copy is a new revision: nothing in flight can settle onto it by mistake.
        revision: await nextRevision(tx, scope, existing?.revision),
        server,
      };
      await putRecord(tx, ENTRIES, copy);
      changed = true;
    }
    return { result: undefined, changed };
  });
