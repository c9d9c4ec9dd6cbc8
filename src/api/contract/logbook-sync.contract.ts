import { Schema } from 'effect';
import { endpoint } from './endpoint';
import { FieldIssue, LogbookResultCode } from './errors.contract';
import {
  CreateEntryInput,
  EntryId,
  EntryVersion,
  LogbookEntry,
  SignatureBase64,
} from './logbook-entry.contract';
import { LOGBOOK_ORG_PATH, LOGBOOK_TAG, OrgPath } from './logbook-paths';
import { InstantInput } from './restrictions.contract';
import { TypedSignature } from './signature-confirmation.contract';

/** At most this many items in one push; the client sends a longer queue in several pushes. */
export const SYNC_PUSH_MAX_ITEMS = 100;
/**
 * A push's body stays under this many bytes (the server takes up to 8 MiB on this route): the client
 * ends a push early when the next entry (with its signature) would pass it; one entry always goes.
 */
export const SYNC_PUSH_MAX_BYTES = 4 * 1024 * 1024;

/**
 * An entry as the device holds it, pushed by the offline sync (spec 001 §4 Offline and sync).
 *
 * - `baseVersion: null`: the device never saw it on the server. The server creates it under the
 *   client's id; if that id already exists from the same author (an earlier push whose answer was lost)
 *   the push is applied as an update of it — so a retry never duplicates.
 * - `baseVersion: n`: an update of the version the device last saw; a stale one (the entry changed on
 *   the server since) is answered `err_version_conflict` with the server's entry, nothing changed.
 *   The header's vehicleIdRef and referenceTimestamp cannot change after the create and are ignored.
 * - `signatureImage`: finalise after saving (the strict rules of spec 001 §5 apply). The save and the
 *   finalisation are separate transactions: a finalisation refused for validation leaves the saved
 *   draft (`err_validation` with the issues, `entry` the saved draft).
 * - `typedSignature` (with `signatureImage`): signed by typed name, the confirmation redeemed at the
 *   finalisation as in finalizeLogbookEntry (an unusable one is `err_validation` naming it).
 * - `writtenAt`: when the device last saved the entry (issue 30 §2). A save is refused
 *   (`err_validation` on `restrictions`) while the author has not acknowledged an active restriction
 *   of the vehicle that already existed then; one attached later does not hold the entry back. At
 *   most the restrictions' clock skew ahead of the server (else `err_validation` on `writtenAt`);
 *   absent: the server's time.
 */
export const SyncSaveItem = Schema.Struct({
  kind: Schema.Literal('save'),
  logbookEntryId: EntryId,
  baseVersion: Schema.NullOr(EntryVersion),
  entry: CreateEntryInput,
  signatureImage: Schema.optional(SignatureBase64),
  typedSignature: Schema.optional(TypedSignature),
  writtenAt: Schema.optional(InstantInput),
}).annotations({ identifier: 'LogbookSyncSave' });
export type SyncSaveItem = typeof SyncSaveItem.Type;

/** A deletion marked on the device (spec 001 §4 Deletion). */
export const SyncDeleteItem = Schema.Struct({
  kind: Schema.Literal('delete'),
  logbookEntryId: EntryId,
}).annotations({ identifier: 'LogbookSyncDelete' });
export type SyncDeleteItem = typeof SyncDeleteItem.Type;

export const SyncItem = Schema.Union(SyncSaveItem, SyncDeleteItem);
export type SyncItem = typeof SyncItem.Type;

/**
 * The outcome for one pushed item, in the order pushed. `status` is the HTTP status the item would
 * have had as a single call (200/201 done, 400 validation, 403 forbidden, 404 unknown entry or vehicle,
 * 409 conflict or already finalised, 500 failed on the server: retry later).
 *
 * resultCode: successfully_saved, successfully_finalized, successfully_deleted, err_version_conflict,
 * err_already_finalized, err_unknown_entry (update or delete of an entry the server does not have:
 * for a delete that is success), err_forbidden_request, err_validation, err_server.
 * `entry`: the entry as the server now holds it (null when it does not exist or is not visible).
 */
export const SyncResult = Schema.Struct({
  logbookEntryId: EntryId,
  kind: Schema.Literal('save', 'delete'),
  status: Schema.Int,
  resultCode: LogbookResultCode,
  entry: Schema.NullOr(LogbookEntry),
  issues: Schema.optional(Schema.Array(FieldIssue)),
}).annotations({ identifier: 'LogbookSyncResult' });
export type SyncResult = typeof SyncResult.Type;

export const syncLogbookEntries = endpoint({
  operationId: 'syncLogbookEntries',
  heavy: true,
  method: 'POST',
  path: `${LOGBOOK_ORG_PATH}/entries/sync`,
  summary:
    'Push what a device did offline: saves (create or update, then finalise) and deletions, each applied in its own transaction, with a result per item in the order pushed. Retrying a push never duplicates.',
  tag: LOGBOOK_TAG,
  auth: 'accessToken',
  access: { logbook: ['entries:create'] },
  params: OrgPath,
  body: Schema.Struct({
    items: Schema.Array(SyncItem).pipe(Schema.minItems(1), Schema.maxItems(SYNC_PUSH_MAX_ITEMS)),
  }),
  success: { status: 200, schema: Schema.Struct({ results: Schema.Array(SyncResult) }) },
  errors: [401, 403, 404],
});
