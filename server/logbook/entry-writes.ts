import {
  finalizeIssues,
  futureTimeIssues,
  issueField,
  type EntryIssue,
} from '../../src/api/contract/logbook-rules';
import type {
  CreateEntryInput,
  FieldIssue,
  LogbookResultCode,
  TypedSignature,
  UpdateEntryInput,
} from '../../src/api/contract';
import { redeemTypedSignature } from './typed-signature';
import type { Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import type { LogbookAccess } from './logbook-access';
import {
  alreadyFinalized,
  forbiddenRequest,
  invalidEntry,
  logbookError,
  unknownEntry,
  unknownVehicle,
  versionConflict,
} from './logbook-errors';
import { isoOf, type EntryRow } from './entry-row';
import { requireRestrictionsAcknowledged } from './entry-restrictions';
import { storedSections, type StoredSections } from '../../src/api/contract/logbook-sections';
import { readLastA1, readVisibleEntry, vehicleInOrganisation } from './entry-store';
import { entryVisibleSql } from './logbook-access';
import {
  clearAlarmsOfResolvedEntries,
  unlinkAlarmsOfEntry,
} from '../notifications/alarms/alarm-defect-links';

const toFieldIssues = (issues: readonly EntryIssue[]): FieldIssue[] =>
  issues.map((issue) => ({ field: issueField(issue), message: issue.rule }));

const checkRules = (issues: readonly EntryIssue[]) => {
  if (issues.length > 0) throw invalidEntry(toFieldIssues(issues));
};

const sectionParams = (s: StoredSections) => [
  JSON.stringify(s.vehicleState),
  JSON.stringify(s.inspections),
  s.defects === null ? null : JSON.stringify(s.defects),
  s.stoppage === null ? null : JSON.stringify(s.stoppage),
  s.entryState,
  s.a1,
];

/** Whether the instant lies in the caller's window on the vehicle (true when not limited). */
const inCallersWindow = async (q: Queryable, access: LogbookAccess, vehicleId: number, at: string) => {
  const rows = await q.query(
    `SELECT 1 FROM (SELECT $2::integer AS vehicle_id, $3::timestamptz AS reference_ts) e
     WHERE ${entryVisibleSql('$1')}`,
    [access.accountId, vehicleId, at],
  );
  return rows.length > 0;
};

/** Whether the id is taken by the same author in the same organisation (a retry); anyone else's is a 409. */
const existingCreate = async (q: Queryable, access: LogbookAccess, entryId: string) => {
  const rows = await q.query<{ organisation_id: string; author_account_id: string | null }>(
    'SELECT organisation_id, author_account_id FROM logbook_entries WHERE id = $1',
    [entryId],
  );
  const row = rows[0];
  if (!row) return false;
  if (row.organisation_id === access.organisationId && row.author_account_id === access.accountId) {
    return true;
  }
  throw new ApiError(409, 'conflict', 'An entry with this id already exists.', { field: 'logbookEntryId' });
};

/** What {@link insertEntry} did: made the entry, or found it made before by the same author. */
export interface InsertOutcome {
  readonly resourceId: string;
  readonly created: boolean;
}

/**
 * Inserts an entry under the client's id (spec 001 §5), idempotently: when the same author in the
 * same organisation made it before, nothing is written and `created` is false; from anyone else it is
 * a 409. A concurrent insert of the same id waits for the other and then counts as made before.
 */
export const insertEntry = async (
  tx: Queryable,
  access: LogbookAccess,
  now: Date,
  logbookEntryId: string,
  entry: CreateEntryInput,
): Promise<InsertOutcome> => {
  const id = logbookEntryId.toLowerCase();
  if (await existingCreate(tx, access, id)) return { resourceId: id, created: false };
  const { header } = entry;
  if (!(await vehicleInOrganisation(tx, access.organisationId, header.vehicleIdRef))) {
    throw unknownVehicle('entry.header.vehicleIdRef');
  }
  const referenceTs = isoOf(header.referenceTimestamp);
  if (!(await inCallersWindow(tx, access, header.vehicleIdRef, referenceTs))) {
    throw logbookError(
      403,
      'forbidden',
      'The reference time lies outside your access window on this vehicle.',
      'err_forbidden_request',
      { field: 'header.referenceTimestamp' },
    );
  }
  const sections = storedSections(entry);
  checkRules(futureTimeIssues({ ...sections, header: { referenceTimestamp: referenceTs } }, now.getTime()));
  const inserted = await tx.query(
    `INSERT INTO logbook_entries (id, organisation_id, vehicle_id, author_account_id, creator_first_name,
       creator_last_name, status, remarks, reference_ts, reference_location, vehicle_state, inspections,
       defects, stoppage, entry_state, inspection_a1_ts, defects_state, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'created', $7, $8, $9, $10::jsonb, $11::jsonb, $12::jsonb, $13::jsonb,
       $14, $15, $14, $16, $16)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [
      id,
      access.organisationId,
      header.vehicleIdRef,
      access.accountId,
      access.firstName,
      access.lastName,
      header.remarks ?? null,
      referenceTs,
      header.referenceLocation ?? null,
      ...sectionParams(sections),
      now,
    ],
  );
  if (inserted.length > 0) return { resourceId: id, created: true };
  // Made by a concurrent create with the same id in the meantime: answered like a retry.
  if (await existingCreate(tx, access, id)) return { resourceId: id, created: false };
  return unreachable();
};

/**
 * Creates an entry under the client's id (spec 001 §5), idempotently: the same id again from the same
 * author and organisation answers the entry made before; from anyone else it is a 409. Refused while
 * the author has not acknowledged the vehicle's active restrictions (issue 30 §2).
 */
export const createEntry = async (
  tx: Queryable,
  access: LogbookAccess,
  now: Date,
  logbookEntryId: string,
  entry: CreateEntryInput,
) => {
  await requireRestrictionsAcknowledged(tx, access.accountId, entry.header.vehicleIdRef, now);
  const { resourceId } = await insertEntry(tx, access, now, logbookEntryId, entry);
  return { resourceId, notificationResultCode: null };
};

const unreachable = (): never => {
  throw new Error('An entry id conflicted but no entry holds it.');
};

/**
 * The caller's own draft, locked: unknown or invisible 404, finalised 409 (for anyone), someone
 * else's draft 403 (only the author changes, finalises or deletes a draft).
 */
export const ownDraft = async (tx: Queryable, access: LogbookAccess, entryId: string): Promise<EntryRow> => {
  const row = await readVisibleEntry(tx, access, entryId, true);
  if (!row) throw unknownEntry();
  if (row.status === 'finalized') throw alreadyFinalized();
  if (row.author_account_id !== access.accountId) {
    throw forbiddenRequest('Only the author of an entry may change, finalise or delete it.');
  }
  return row;
};

/**
 * Writes a change of the locked draft `row` and raises its version; the same content again (a
 * retried save) changes nothing, not even the version. Says whether anything changed.
 */
export const applyUpdate = async (
  tx: Queryable,
  now: Date,
  row: EntryRow,
  entry: UpdateEntryInput,
): Promise<{ changed: boolean }> => {
  const sections = storedSections(entry);
  checkRules(
    futureTimeIssues({ ...sections, header: { referenceTimestamp: isoOf(row.reference_ts) } }, now.getTime()),
  );
  const changed = await tx.query(
    `UPDATE logbook_entries SET remarks = $2, reference_location = $3, vehicle_state = $4::jsonb,
       inspections = $5::jsonb, defects = $6::jsonb, stoppage = $7::jsonb, entry_state = $8,
       inspection_a1_ts = $9, defects_state = $8, updated_at = $10, version = version + 1
     WHERE id = $1 AND (remarks, reference_location, vehicle_state, inspections, defects, stoppage,
       entry_state, inspection_a1_ts) IS DISTINCT FROM ($2, $3, $4::jsonb, $5::jsonb, $6::jsonb, $7::jsonb,
       $8, $9::timestamptz)
     RETURNING id`,
    [
      row.id,
      entry.header.remarks ?? null,
      entry.header.referenceLocation ?? null,
      ...sectionParams(sections),
      now,
    ],
  );
  if (sections.entryState === 'resolved' && row.author_account_id !== null) {
    // Resolving the defect clears the alarms linked to it (issue 30 §1), by the author who resolved it.
    const remark = sections.defects?.measuresDescription ?? '';
    await clearAlarmsOfResolvedEntries(tx, [row.id], row.author_account_id, now, remark);
  }
  return { changed: changed.length > 0 };
};

/**
 * Changes a draft: header remarks and referenceLocation, and every section. With `baseVersion` the
 * draft must still be at that version (checked under the row lock), else 409 err_version_conflict.
 * Refused while the author has not acknowledged the vehicle's restrictions that existed at
 * `writtenAt` (the device's time of an offline save; default now).
 */
export const updateEntry = async (
  tx: Queryable,
  access: LogbookAccess,
  now: Date,
  entryId: string,
  entry: UpdateEntryInput,
  baseVersion?: number,
  writtenAt: Date = now,
) => {
  const row = await ownDraft(tx, access, entryId);
  if (baseVersion !== undefined && row.version !== baseVersion) throw versionConflict();
  await requireRestrictionsAcknowledged(tx, access.accountId, row.vehicle_id, now, writtenAt);
  await applyUpdate(tx, now, row, entry);
  return { resourceId: row.id, notificationResultCode: null };
};

/**
 * Signs and finalises a draft after the strict rules (spec 001 §5), in the caller's transaction; with
 * `typed`, signed by typed name (issue 36), its confirmation redeemed in the same transaction. The
 * vehicle's restrictions as in {@link updateEntry}.
 */
export const finalizeEntry = async (
  tx: Queryable,
  access: LogbookAccess,
  now: Date,
  entryId: string,
  signature: Uint8Array,
  typed?: TypedSignature,
  writtenAt: Date = now,
) => {
  const row = await ownDraft(tx, access, entryId);
  await requireRestrictionsAcknowledged(tx, access.accountId, row.vehicle_id, now, writtenAt);
  const referenceTimestamp = isoOf(row.reference_ts);
  const lastA1 = await readLastA1(tx, access, row.vehicle_id, {
    before: referenceTimestamp,
    exceptId: row.id,
  });
  const ruleEntry = {
    header: { referenceTimestamp, referenceLocation: row.reference_location },
    vehicleState: row.vehicle_state,
    inspections: row.inspections,
    stoppage: row.stoppage,
  };
  checkRules([...futureTimeIssues(ruleEntry, now.getTime()), ...finalizeIssues(ruleEntry, lastA1)]);
  const signedBy = typed === undefined ? null : await redeemTypedSignature(tx, access.accountId, now, typed);
  await tx.query(
    `UPDATE logbook_entries SET status = 'finalized', signature_png = $2, finalized_at = $3, updated_at = $3,
       version = version + 1, signed_name = $4, signature_confirmed_at = $5
     WHERE id = $1`,
    [row.id, signature, now, signedBy?.fullName ?? null, signedBy?.confirmedAt ?? null],
  );
  return { resourceId: row.id, notificationResultCode: null };
};

/** Deletes one draft of the caller's (see {@link ownDraft} for the refusals). */
export const deleteEntry = async (tx: Queryable, access: LogbookAccess, entryId: string) => {
  const row = await ownDraft(tx, access, entryId);
  await unlinkAlarmsOfEntry(tx, row.id, access.organisationId);
  await tx.query('DELETE FROM logbook_entries WHERE id = $1', [row.id]);
  return { resultCode: 'successfully_deleted' as const };
};

/** The result code an {@link ownDraft} refusal stands for, for the per-id answer of a bulk delete. */
export const resultCodeOf = (error: unknown): LogbookResultCode => {
  if (error instanceof ApiError && error.body.resultCode) return error.body.resultCode;
  throw error;
};
