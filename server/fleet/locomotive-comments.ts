import type { FuelConsumptionSettings } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import { instantInWindowSql } from './access-window';

export interface CommentView {
  readonly comment: string;
  readonly fuelConsumption: string;
  readonly authorName: string;
  readonly createdAt: string;
}

/**
 * Every comment of the vehicle the reader may see, newest first, with its author's display name: a
 * reader with a limited-access window on the vehicle sees only those dated in it.
 */
export const listComments = async (
  q: Queryable,
  vehicleId: number,
  readerId: string,
): Promise<CommentView[]> => {
  const rows = await q.query<{ comment: string; fuel_consumption: string; author: string; created_at: Date }>(
    `SELECT c.comment, c.fuel_consumption, coalesce(a.display_name, '') AS author, c.created_at
     FROM vehicle_comments c LEFT JOIN accounts a ON a.id = c.account_id
     LEFT JOIN vehicle_access_windows w ON w.vehicle_id = c.vehicle_id AND w.account_id = $2
     WHERE c.vehicle_id = $1 AND (w.account_id IS NULL OR ${instantInWindowSql('c.created_at')})
     ORDER BY c.created_at DESC, c.id DESC`,
    [vehicleId, readerId],
  );
  return rows.map((r) => ({
    comment: r.comment,
    fuelConsumption: r.fuel_consumption,
    authorName: r.author,
    createdAt: r.created_at.toISOString(),
  }));
};

/** Stores the comment and makes its settings the vehicle's; call inside a transaction. */
export const addComment = async (
  tx: Queryable,
  entry: {
    vehicleId: number;
    accountId: string;
    comment: string;
    fuelConsumption: FuelConsumptionSettings;
    at: Date;
  },
): Promise<void> => {
  const json = JSON.stringify(entry.fuelConsumption);
  await tx.query(
    `INSERT INTO vehicle_comments (vehicle_id, account_id, comment, fuel_consumption, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [entry.vehicleId, entry.accountId, entry.comment, json, entry.at],
  );
  // `::text::jsonb`: PGlite would JSON-encode a string parameter typed jsonb a second time.
  await tx.query('UPDATE vehicles SET fuel_consumption = $2::text::jsonb WHERE id = $1', [
    entry.vehicleId,
    json,
  ]);
};
