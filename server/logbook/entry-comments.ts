import { randomUUID } from 'node:crypto';
import type { CreateCommentInput, LogbookComment } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import { entryVisibleSql, type LogbookAccess } from './logbook-access';
import { invalidEntry, logbookError, unknownEntry } from './logbook-errors';
import { isoOf } from './entry-row';
import { readVisibleEntry } from './entry-store';
import { clearAlarmsOfResolvedEntries } from '../notifications/alarms/alarm-defect-links';

interface CommentRow {
  readonly id: string;
  readonly remarks: string | null;
  readonly new_entry_state: 'open' | 'resolved' | null;
  readonly resolve_all_prior_defects: boolean;
  readonly creator_first_name: string;
  readonly creator_last_name: string;
  readonly created_at: Date | string;
}

const toComment = (row: CommentRow): LogbookComment => ({
  logbookEntryCommentId: row.id,
  remarks: row.remarks,
  newEntryState: row.new_entry_state,
  resolveAllPriorDefects: row.resolve_all_prior_defects,
  hasSignatureImage: true,
  creatorAccountFirstName: row.creator_first_name,
  creatorAccountLastName: row.creator_last_name,
  createTimestamp: isoOf(row.created_at),
});

/** The comments of a visible entry, oldest first unless `orderby` says otherwise (404 when not visible). */
export const listComments = async (
  q: Queryable,
  access: LogbookAccess,
  entryId: string,
  options: { top: number; skip: number; orderby: 'createTimestamp asc' | 'createTimestamp desc' },
): Promise<{ data: { items: LogbookComment[] } }> => {
  const entry = await readVisibleEntry(q, access, entryId);
  if (!entry) throw unknownEntry();
  const dir = options.orderby === 'createTimestamp desc' ? 'DESC' : 'ASC';
  const rows = await q.query<CommentRow>(
    `SELECT id, remarks, new_entry_state, resolve_all_prior_defects, creator_first_name, creator_last_name,
       created_at
     FROM logbook_comments WHERE entry_id = $1
     ORDER BY created_at ${dir}, id ${dir} LIMIT $2 OFFSET $3`,
    [entry.id, options.top, options.skip],
  );
  return { data: { items: rows.map(toComment) } };
};

/**
 * Comments on a finalised entry (spec 001 §5 Comment), in the caller's transaction: with defects,
 * remarks and newEntryState are required; newEntryState sets the entry state; resolveAllPriorDefects
 * also resolves the open earlier entries of the vehicle the caller can see.
 */
export const createComment = async (
  tx: Queryable,
  access: LogbookAccess,
  now: Date,
  entryId: string,
  input: CreateCommentInput,
  signature: Uint8Array,
): Promise<{ resourceId: string }> => {
  const entry = await readVisibleEntry(tx, access, entryId, true);
  if (!entry) throw unknownEntry();
  if (entry.status !== 'finalized') {
    throw logbookError(409, 'conflict', 'Only finalised entries take comments.', 'err_forbidden_request');
  }
  if (entry.defects !== null) {
    const missing = [
      ...(input.remarks == null || input.remarks.trim() === ''
        ? [{ field: 'remarks', message: 'required' }]
        : []),
      ...(input.newEntryState == null ? [{ field: 'newEntryState', message: 'required' }] : []),
    ];
    if (missing.length > 0) throw invalidEntry(missing);
  }
  const id = randomUUID();
  const newState = input.newEntryState ?? null;
  const resolveAll = input.resolveAllPriorDefects === true && newState === 'resolved';
  await tx.query(
    `INSERT INTO logbook_comments (id, entry_id, author_account_id, creator_first_name, creator_last_name,
       remarks, new_entry_state, resolve_all_prior_defects, signature_png, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      id,
      entry.id,
      access.accountId,
      access.firstName,
      access.lastName,
      input.remarks ?? null,
      newState,
      resolveAll,
      signature,
      now,
    ],
  );
  await tx.query(
    `UPDATE logbook_entries SET comments_count = comments_count + 1,
       entry_state = coalesce($2, entry_state), updated_at = $3, version = version + 1
     WHERE id = $1`,
    [entry.id, newState, now],
  );
  const prior = resolveAll
    ? await tx.query<{ id: string }>(
        `UPDATE logbook_entries e SET entry_state = 'resolved', updated_at = $5, version = e.version + 1
         WHERE e.organisation_id = $2 AND e.vehicle_id = $3 AND e.id <> $4 AND e.entry_state = 'open'
           AND e.reference_ts <= $6 AND ${entryVisibleSql('$1')}
         RETURNING e.id::text AS id`,
        [access.accountId, access.organisationId, entry.vehicle_id, entry.id, now, entry.reference_ts],
      )
    : [];
  if (newState === 'resolved') {
    // Resolving defects clears the alarms linked to them (issue 30 §1), by the commenter.
    const resolved = [entry.id, ...prior.map((r) => r.id)];
    await clearAlarmsOfResolvedEntries(tx, resolved, access.accountId, now, input.remarks ?? '');
  }
  return { resourceId: id };
};

/** The signature image of a comment on a visible entry, or null. */
export const readCommentSignature = async (
  q: Queryable,
  access: LogbookAccess,
  entryId: string,
  commentId: string,
): Promise<Uint8Array | null> => {
  const rows = await q.query<{ signature_png: Uint8Array }>(
    `SELECT c.signature_png FROM logbook_comments c JOIN logbook_entries e ON e.id = c.entry_id
     WHERE c.id = $1 AND e.id = $2 AND e.organisation_id = $3 AND ${entryVisibleSql('$4')}`,
    [commentId.toLowerCase(), entryId.toLowerCase(), access.organisationId, access.accountId],
  );
  const png = rows[0]?.signature_png;
  return png ? new Uint8Array(png) : null;
};
