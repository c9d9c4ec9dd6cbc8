import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { NOTIFICATION_CHANNEL, orderLockSql } from '../event-order';

/** How often every instance looks for alarms whose clear time has ended (30 s). */
export const ALARM_SWEEP_MS = 30_000;
/** At most this many alarms per organisation and sweep. */
const SWEEP_BATCH = 500;

/**
 * Clears the open alarms whose rule's condition has held false for their clear time by `now` (the
 * ingestion clears them by the records' times as records arrive; this catches the vehicles that stopped
 * sending), at the end of their clear time. Per organisation in a transaction of its own: the alarms
 * first, skipping those an ingestion holds (it clears them itself), then the organisation's ordering
 * lock, as the ingestion takes them. Several instances may sweep at once: each alarm clears once.
 * Answers how many it cleared.
 */
export const clearDueAlarms = async (db: Db, now: Date): Promise<number> => {
  const due = await db.query<{ organisation_id: string }>(
    `SELECT DISTINCT v.organisation_id FROM notification_alarms a JOIN vehicles v ON v.id = a.vehicle_id
     WHERE a.state <> 'cleared' AND a.auto_clear_at <= $1`,
    [now.toISOString()],
  );
  let cleared = 0;
  for (const { organisation_id: organisationId } of due) {
    cleared += await db.transaction(async (tx) => {
      const rows = await tx.query<{ id: number }>(
        `SELECT a.id::float8 AS id FROM notification_alarms a
         WHERE a.state <> 'cleared' AND a.auto_clear_at <= $1
           AND a.vehicle_id IN (SELECT id FROM vehicles WHERE organisation_id = $2)
         ORDER BY a.auto_clear_at LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED`,
        [now.toISOString(), organisationId],
      );
      if (rows.length === 0) return 0;
      const updated = await tx.query<{ n: number }>(
        `WITH o AS (SELECT ${orderLockSql('$2::text')} AS locked),
         u AS (UPDATE notification_alarms SET state = 'cleared', cleared_at = auto_clear_at,
                 clear_cause = 'condition', change_seq = nextval('notification_alarm_changes')
               FROM o WHERE id = ANY($1::bigint[]) RETURNING id)
         SELECT count(*)::float8 AS n, pg_notify('${NOTIFICATION_CHANNEL}', json_build_object('id', 0,
           'vehicleId', 0, 'organisationId', $2::text, 'alarms', true)::text) FROM u`,
        [rows.map((r) => r.id), organisationId],
      );
      return Number(updated[0]?.n ?? 0);
    });
  }
  return cleared;
};

/** Sweeps every {@link ALARM_SWEEP_MS} until stopped; a failed sweep is logged and tried again. */
export const startAlarmSweeper = (deps: {
  readonly db: Db;
  readonly clock: Clock;
  readonly log: (message: string, error?: unknown) => void;
  readonly intervalMs?: number;
}): { stop(): Promise<void> } => {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = clearDueAlarms(deps.db, deps.clock.now())
      .catch((error: unknown) => deps.log('Alarms: clearing those whose clear time ended failed', error))
      .finally(() => {
        running = null;
      });
  }, deps.intervalMs ?? ALARM_SWEEP_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
};
