import type { Queryable } from '../../db/db';
import { NOTIFICATION_CHANNEL, orderLockSql } from '../event-order';
import { changeAlarm } from './alarm-change';

/**
 * What the logbook does to the alarms linked to its entries (issue 30 §1). Locks are taken in one
 * order everywhere: the entry (by the logbook write that calls), then the alarms' rows (by id), then
 * the organisation's ordering lock (inside {@link changeAlarm} and here), the order the ingestion
 * also keeps for its alarms and events, so no two transactions wait for each other in a circle.
 */

/** The open alarms linked to these entries, locked, oldest first. */
const lockOpenAlarmsOf = async (tx: Queryable, entryIds: readonly string[]): Promise<number[]> => {
  if (entryIds.length === 0) return [];
  const rows = await tx.query<{ id: number }>(
    `SELECT id::float8 AS id FROM notification_alarms
     WHERE logbook_entry_id = ANY($1::uuid[]) AND state <> 'cleared' ORDER BY id FOR UPDATE`,
    [entryIds],
  );
  return rows.map((r) => Number(r.id));
};

/**
 * Clears the open alarms linked to those of `entryIds` whose entry state is now resolved (cause
 * `defect`, by the caller who resolved it, with `remark`), each signalled to the live streams as any
 * clearing. Call it in the transaction that resolved them, after the write.
 */
export const clearAlarmsOfResolvedEntries = async (
  tx: Queryable,
  entryIds: readonly string[],
  accountId: string,
  now: Date,
  remark: string,
): Promise<number> => {
  if (entryIds.length === 0) return 0;
  const resolved = await tx.query<{ id: string }>(
    `SELECT id::text AS id FROM logbook_entries WHERE id = ANY($1::uuid[]) AND entry_state = 'resolved'`,
    [entryIds],
  );
  const alarmIds = await lockOpenAlarmsOf(
    tx,
    resolved.map((r) => r.id),
  );
  let cleared = 0;
  for (const alarmId of alarmIds) {
    if (await changeAlarm(tx, alarmId, accountId, now, { kind: 'clear', cause: 'defect', remark })) {
      cleared += 1;
    }
  }
  return cleared;
};

/**
 * Sets (an entry id) or removes (null) the link of the alarms `alarmIds` of the organisation, with a
 * new change number each and one signal to the live streams. The alarms' rows must be locked.
 */
export const setAlarmLinks = async (
  tx: Queryable,
  alarmIds: readonly number[],
  entryId: string | null,
  organisationId: string,
): Promise<void> => {
  if (alarmIds.length === 0) return;
  await tx.query(
    `WITH o AS (SELECT ${orderLockSql('$3::text')} AS locked),
     u AS (UPDATE notification_alarms SET logbook_entry_id = $2::uuid,
             change_seq = nextval('notification_alarm_changes')
           FROM o WHERE id = ANY($1::bigint[]) RETURNING vehicle_id)
     SELECT pg_notify('${NOTIFICATION_CHANNEL}', json_build_object('id', 0, 'vehicleId', min(u.vehicle_id),
       'organisationId', $3::text, 'alarms', true)::text) FROM u HAVING count(*) > 0`,
    [alarmIds, entryId, organisationId],
  );
};

/**
 * Unlinks every alarm of the entry (open or cleared) before the entry is deleted: the link has no
 * foreign key (migration 0023), so the server keeps it true.
 */
export const unlinkAlarmsOfEntry = async (
  tx: Queryable,
  entryId: string,
  organisationId: string,
): Promise<void> => {
  const rows = await tx.query<{ id: number }>(
    `SELECT id::float8 AS id FROM notification_alarms WHERE logbook_entry_id = $1::uuid ORDER BY id FOR UPDATE`,
    [entryId],
  );
  await setAlarmLinks(
    tx,
    rows.map((r) => Number(r.id)),
    null,
    organisationId,
  );
};
