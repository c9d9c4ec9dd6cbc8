import type {
  CreateEntryInput,
  FieldIssue,
  LogbookResultCode,
  UpdateEntryInput,
} from '../../src/api/contract';
import type {
  SyncDeleteItem,
  SyncItem,
  SyncResult,
  SyncSaveItem,
} from '../../src/api/contract/logbook-sync.contract';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import { versionConflict } from './logbook-errors';
import type { LogbookAccess } from './logbook-access';
import { toLogbookEntry } from './entry-row';
import { readerOf, readVisibleEntry } from './entry-store';
import { requireRestrictionsAcknowledged, writtenAtOf } from './entry-restrictions';
import { applyUpdate, deleteEntry, finalizeEntry, insertEntry, ownDraft, updateEntry } from './entry-writes';
import { signaturePng } from './signature-png';

export interface SyncDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly log?: (message: string, error?: unknown) => void;
}

/** What one item came to, before the entry is read for the answer. */
interface Outcome {
  readonly status: number;
  readonly resultCode: LogbookResultCode;
  readonly issues?: readonly FieldIssue[];
}

/** A save of a pushed entry as an update: the header's vehicle and reference time never change. */
const asUpdate = (entry: CreateEntryInput): UpdateEntryInput => {
  const { remarks, referenceLocation } = entry.header;
  return {
    ...entry,
    header: {
      ...(remarks === undefined ? {} : { remarks }),
      ...(referenceLocation === undefined ? {} : { referenceLocation }),
    },
  };
};

/** The result code of a refusal that names none: what the same status means to the sync. */
const codeOfStatus = (status: number): LogbookResultCode => {
  if (status === 400) return 'err_validation';
  if (status === 404) return 'err_unknown_entry';
  if (status >= 500) return 'err_server';
  // 403, and 409 for an id held by someone else's entry: the caller may not write it.
  return 'err_forbidden_request';
};

/** A refusal of one item as its outcome; a 400 always carries its issues. */
const refusal = (error: ApiError): Outcome => {
  const { body, status } = error;
  const resultCode = body.resultCode ?? codeOfStatus(status);
  if (status !== 400) return { status, resultCode };
  const issues =
    body.issues ?? (body.field === undefined ? [] : [{ field: body.field, message: body.message }]);
  return { status, resultCode, issues };
};

/**
 * Saves one pushed entry in the caller's transaction (see SyncSaveItem): `baseVersion` null creates
 * it, or updates the author's draft of that id (a push whose answer was lost); a number updates the
 * draft if it is still at that version. Refusals throw as the single calls do.
 */
const saveEntry = async (
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  access: LogbookAccess,
  now: Date,
  item: SyncSaveItem,
): Promise<{ created: boolean }> => {
  const writtenAt = writtenAtOf(now, item.writtenAt);
  if (item.baseVersion !== null) {
    const update = asUpdate(item.entry);
    await updateEntry(tx, access, now, item.logbookEntryId, update, item.baseVersion, writtenAt);
    return { created: false };
  }
  const vehicleId = item.entry.header.vehicleIdRef;
  await requireRestrictionsAcknowledged(tx, access.accountId, vehicleId, now, writtenAt);
  const made = await insertEntry(tx, access, now, item.logbookEntryId, item.entry);
  if (made.created) return made;
  const draft = await ownDraft(tx, access, made.resourceId);
  const { changed } = await applyUpdate(tx, now, draft, asUpdate(item.entry));
  // Past its first version the draft was updated by a push that had seen it: a create replayed now
  // (delivered twice, out of order) is older and must not overwrite it (rolled back, the server's
  // entry answered). The same content again changes nothing and stays a success.
  if (changed && draft.version > 1) throw versionConflict();
  return { created: false };
};

/**
 * Applies a device's offline work (syncLogbookEntries): each item in order, each in its own
 * transaction (a save and its finalisation in two), so one item failing leaves the others applied.
 * Every item gets a result with the entry as the server then holds it; an unexpected failure of one
 * item is logged and answered `err_server` (retry later) for that item alone.
 */
export const syncEntries = async (
  deps: SyncDeps,
  access: LogbookAccess,
  items: readonly SyncItem[],
): Promise<{ results: SyncResult[] }> => {
  const { db, clock } = deps;

  const save = async (item: SyncSaveItem): Promise<Outcome> => {
    const { created } = await db.transaction((tx) => saveEntry(tx, access, clock.now(), item));
    const status = created ? 201 : 200;
    if (item.signatureImage === undefined) return { status, resultCode: 'successfully_saved' };
    const signature = signaturePng(item.signatureImage, 'signatureImage');
    await db.transaction((tx) => {
      const now = clock.now();
      const { logbookEntryId, typedSignature } = item;
      const writtenAt = writtenAtOf(now, item.writtenAt);
      return finalizeEntry(tx, access, now, logbookEntryId, signature, typedSignature, writtenAt);
    });
    return { status, resultCode: 'successfully_finalized' };
  };

  const remove = async (item: SyncDeleteItem): Promise<Outcome> => {
    const { resultCode } = await db.transaction((tx) => deleteEntry(tx, access, item.logbookEntryId));
    return { status: 200, resultCode };
  };

  const apply = async (item: SyncItem): Promise<SyncResult> => {
    const base = { logbookEntryId: item.logbookEntryId, kind: item.kind };
    try {
      const outcome = await (item.kind === 'save' ? save(item) : remove(item)).catch((error: unknown) => {
        if (error instanceof ApiError) return refusal(error);
        throw error;
      });
      const row = await readVisibleEntry(db, access, item.logbookEntryId);
      return { ...base, ...outcome, entry: row && toLogbookEntry(row, readerOf(access)) };
    } catch (error) {
      deps.log?.(`Logbook sync: ${item.kind} of entry ${item.logbookEntryId} failed`, error);
      return { ...base, status: 500, resultCode: 'err_server', entry: null };
    }
  };

  const results: SyncResult[] = [];
  for (const item of items) results.push(await apply(item));
  return { results };
};
