import { logbookDocumentName, type Language, type LogbookComment } from '../../../src/api/contract';
import type { Clock } from '../../clock';
import type { Db, Queryable } from '../../db/db';
import type { BinaryResult, Caller } from '../../http/route';
import { isoOf, toLogbookEntry } from '../entry-row';
import { readEntrySignature, readerOf, readVisibleEntry } from '../entry-store';
import { requireLogbookAccess } from '../logbook-access';
import { unknownEntry } from '../logbook-errors';
import { buildEntryDocument, type DocumentComment } from './entry-document';

export interface DocumentDeps {
  readonly db: Db;
  readonly clock: Clock;
}

interface CommentRow {
  readonly id: string;
  readonly remarks: string | null;
  readonly new_entry_state: LogbookComment['newEntryState'];
  readonly resolve_all_prior_defects: boolean;
  readonly creator_first_name: string;
  readonly creator_last_name: string;
  readonly created_at: Date | string;
  readonly signature_png: Uint8Array | null;
}

/** More than any entry gathers; a bound on what one document holds in memory. */
const MAX_COMMENTS = 1000;

/** The entry's comments, oldest first, with their signature images. */
const readDocumentComments = async (q: Queryable, entryId: string): Promise<DocumentComment[]> => {
  const rows = await q.query<CommentRow>(
    `SELECT id, remarks, new_entry_state, resolve_all_prior_defects, creator_first_name, creator_last_name,
       created_at, signature_png
     FROM logbook_comments WHERE entry_id = $1 ORDER BY created_at, id LIMIT ${MAX_COMMENTS}`,
    [entryId],
  );
  return rows.map((row) => ({
    comment: {
      logbookEntryCommentId: row.id,
      remarks: row.remarks,
      newEntryState: row.new_entry_state,
      resolveAllPriorDefects: row.resolve_all_prior_defects,
      hasSignatureImage: row.signature_png !== null,
      creatorAccountFirstName: row.creator_first_name,
      creatorAccountLastName: row.creator_last_name,
      createTimestamp: isoOf(row.created_at),
    },
    signaturePng: row.signature_png && new Uint8Array(row.signature_png),
  }));
};

/** The name of the entry's vehicle (the file name of its document). */
const readVehicleName = async (q: Queryable, vehicleId: number): Promise<string> =>
  (await q.query<{ name: string }>('SELECT name FROM vehicles WHERE id = $1', [vehicleId]))[0]?.name ?? '';

/**
 * The entry document (getLogbookEntryDocument): the same rights as reading the entry (404 for another
 * organisation's or an invisible entry); the comments only for callers with comments read.
 */
export const createLogbookDocumentService = (deps: DocumentDeps) => ({
  async getEntryDocument(
    caller: Caller,
    organisationId: string,
    entryId: string,
    language: Language = 'de-DE',
  ): Promise<BinaryResult> {
    const access = await requireLogbookAccess(deps.db, caller, organisationId, ['entries:read']);
    const row = await readVisibleEntry(deps.db, access, entryId);
    if (!row) throw unknownEntry();
    const reader = readerOf(access);
    const [signaturePng, comments] = await Promise.all([
      row.status === 'finalized' ? readEntrySignature(deps.db, access, row.id) : Promise.resolve(null),
      reader.canReadComments ? readDocumentComments(deps.db, row.id) : Promise.resolve(null),
    ]);
    const entry = toLogbookEntry(row, reader);
    const bytes = await buildEntryDocument({
      entry,
      signaturePng,
      comments,
      language,
    });
    const { fileName, asciiFileName } = logbookDocumentName({
      vehicleName: await readVehicleName(deps.db, row.vehicle_id),
      referenceTimestamp: isoOf(row.reference_ts),
      status: row.status,
      entryState: entry.header.entryState,
      entryId: row.id,
    });
    return { contentType: 'application/pdf', bytes, cacheControl: 'no-store', fileName, asciiFileName };
  },
});

export type LogbookDocumentService = ReturnType<typeof createLogbookDocumentService>;
