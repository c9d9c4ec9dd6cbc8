import type { AlarmClearCause } from '../../../src/api/contract';
import type { Queryable } from '../../db/db';
import { NOTIFICATION_CHANNEL, orderLockSql } from '../event-order';

/** What a person (or a resolved defect) does to an alarm. */
export type AlarmChange =
  | { readonly kind: 'acknowledge'; readonly remark: string }
  | {
      readonly kind: 'clear';
      readonly cause: Exclude<AlarmClearCause, 'condition'>;
      readonly remark: string;
    };

const SET: Readonly<Record<AlarmChange['kind'], { set: string; from: string }>> = {
  acknowledge: {
    set: `state = 'acknowledged', acknowledged_at = $3, acknowledged_by = $2, acknowledged_name = n.name,
      acknowledge_remark = $4`,
    from: `'active'`,
  },
  clear: {
    set: `state = 'cleared', cleared_at = $3, cleared_by = $2, cleared_name = n.name, clear_remark = $4,
      fine_since = NULL, auto_clear_at = NULL`,
    from: `'active', 'acknowledged'`,
  },
};

/**
 * Changes one alarm in the caller's transaction if its state allows (acknowledge: active; clear: active
 * or acknowledged); answers whether it did. The alarm's row is locked first and the organisation's
 * ordering lock after, in the order the ingestion takes them (its alarms, then the events' lock), so
 * the two never wait for each other in a circle. The change is signalled to the live streams.
 */
export const changeAlarm = async (
  tx: Queryable,
  alarmId: number,
  accountId: string | null,
  now: Date,
  change: AlarmChange,
): Promise<boolean> => {
  const [row] = await tx.query<{ organisation_id: string }>(
    `SELECT v.organisation_id FROM notification_alarms a JOIN vehicles v ON v.id = a.vehicle_id
     WHERE a.id = $1 FOR UPDATE OF a`,
    [alarmId],
  );
  if (!row) return false;
  const { set, from } = SET[change.kind];
  const updated = await tx.query<{ id: number }>(
    `WITH o AS (SELECT ${orderLockSql('$6::text')} AS locked),
     n AS (SELECT coalesce(nullif(trim(first_name || ' ' || last_name), ''), account_name) AS name
           FROM accounts WHERE id = $2 UNION ALL SELECT NULL WHERE $2::text IS NULL),
     u AS (UPDATE notification_alarms SET ${set}, clear_cause = coalesce($5::text, clear_cause), change_seq = nextval('notification_alarm_changes')
           FROM o, n WHERE id = $1 AND state IN (${from}) RETURNING id, vehicle_id)
     SELECT u.id::float8 AS id, pg_notify('${NOTIFICATION_CHANNEL}', json_build_object('id', 0,
       'vehicleId', u.vehicle_id, 'organisationId', $6::text, 'alarms', true)::text) FROM u`,
    [
      alarmId,
      accountId,
      now.toISOString(),
      change.remark,
      change.kind === 'clear' ? change.cause : null,
      row.organisation_id,
    ],
  );
  return updated.length > 0;
};
