import type { Queryable } from '../db/db';

/** The webhook messages waiting to be delivered, and how long the oldest has waited (metrics). */
export interface OutboxBacklog {
  readonly pending: number;
  /** Seconds since the oldest pending message was queued; 0 when none waits. */
  readonly oldestSeconds: number;
}

export const outboxBacklog = async (db: Queryable, now: Date): Promise<OutboxBacklog> => {
  const rows = await db.query<{ pending: number; oldest: Date | null }>(
    `SELECT count(*)::int AS pending, min(created_at) AS oldest
     FROM webhook_deliveries WHERE status = 'pending'`,
  );
  const { pending = 0, oldest = null } = rows[0] ?? {};
  return {
    pending,
    oldestSeconds: oldest === null ? 0 : Math.max(0, (now.getTime() - new Date(oldest).getTime()) / 1000),
  };
};
