import type { AuditEntry, AuditLog } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import type { Administrator } from './admin-access';

/** One administration action, written in the transaction that makes the change. */
export interface AuditRecord {
  readonly action: string;
  readonly target: string | null;
  readonly before: unknown;
  readonly after: unknown;
}

export const writeAudit = async (
  q: Queryable,
  by: Administrator,
  at: Date,
  record: AuditRecord,
): Promise<void> => {
  await q.query(
    `INSERT INTO admin_audit_log (at, account_id, account_name, action, target, before, after)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    [
      at.toISOString(),
      by.accountId,
      by.accountName,
      record.action,
      record.target,
      record.before === undefined ? null : JSON.stringify(record.before),
      record.after === undefined ? null : JSON.stringify(record.after),
    ],
  );
};

interface AuditRow {
  readonly id: string | number;
  readonly at_ms: number;
  readonly account_name: string;
  readonly action: string;
  readonly target: string | null;
  readonly before: unknown;
  readonly after: unknown;
  readonly total: string | number;
}

/** A page of the log, newest first. */
export const readAuditLog = async (q: Queryable, top: number, skip: number): Promise<AuditLog> => {
  const rows = await q.query<AuditRow>(
    `SELECT id, (extract(epoch FROM at) * 1000)::float8 AS at_ms, account_name, action, target, before, after, count(*) OVER () AS total
     FROM admin_audit_log ORDER BY at DESC, id DESC LIMIT $1 OFFSET $2`,
    [top, skip],
  );
  const items = rows.map((row): AuditEntry => ({
    id: Number(row.id),
    at: new Date(Math.round(row.at_ms)).toISOString(),
    accountName: row.account_name,
    action: row.action,
    target: row.target,
    before: row.before ?? null,
    after: row.after ?? null,
  }));
  const totalCount =
    rows[0] !== undefined
      ? Number(rows[0].total)
      : Number((await q.query<{ n: string }>('SELECT count(*) AS n FROM admin_audit_log'))[0]?.n ?? 0);
  return { items, totalCount };
};
