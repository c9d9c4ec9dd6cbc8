import type { ExportFormat, Language, LogbookOrderBy } from '../../../src/api/contract';
import type { Queryable } from '../../db/db';

/** A prepared export (spec 001 §7): the request, kept until it expires; the file is built on download. */
export interface StoredExport {
  readonly id: string;
  readonly organisationId: string;
  readonly accountId: string;
  readonly filter: string;
  readonly orderby: LogbookOrderBy;
  readonly format: ExportFormat;
  readonly language: Language;
}

/** How long a prepared export can be downloaded (repeatedly, e.g. after a dropped connection). */
export const EXPORT_LIFETIME_MS = 60 * 60 * 1000;

interface ExportRow {
  readonly id: string;
  readonly organisation_id: string;
  readonly account_id: string;
  readonly filter: string;
  readonly orderby: LogbookOrderBy;
  readonly format: ExportFormat;
  readonly language: Language;
}

/** Stores the request and lets expired ones go (the index on expires_at keeps that cheap). */
export const insertExport = async (q: Queryable, request: StoredExport, now: Date): Promise<void> => {
  await q.query('DELETE FROM logbook_exports WHERE expires_at <= $1', [now]);
  await q.query(
    `INSERT INTO logbook_exports (id, organisation_id, account_id, filter, orderby, format, language,
       created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      request.id,
      request.organisationId,
      request.accountId,
      request.filter,
      request.orderby,
      request.format,
      request.language,
      now,
      new Date(now.getTime() + EXPORT_LIFETIME_MS),
    ],
  );
};

/** The export, only for the account that prepared it in that organisation and only until it expires. */
export const readExport = async (
  q: Queryable,
  key: { readonly id: string; readonly organisationId: string; readonly accountId: string },
  now: Date,
): Promise<StoredExport | null> => {
  const rows = await q.query<ExportRow>(
    `SELECT id, organisation_id, account_id, filter, orderby, format, language FROM logbook_exports
     WHERE id = $1 AND organisation_id = $2 AND account_id = $3 AND expires_at > $4`,
    [key.id.toLowerCase(), key.organisationId, key.accountId, now],
  );
  const row = rows[0];
  return row
    ? {
        id: row.id,
        organisationId: row.organisation_id,
        accountId: row.account_id,
        filter: row.filter,
        orderby: row.orderby,
        format: row.format,
        language: row.language,
      }
    : null;
};
