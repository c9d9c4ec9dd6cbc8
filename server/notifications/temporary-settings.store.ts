import {
  NOTIFICATION_LABELS,
  NOTIFICATION_UNITS,
  type NotificationLabel,
  type NotificationSettingInput,
  type TemporaryNotificationSetting,
  type TemporaryPeriod,
} from '../../src/api/contract';
import type { Queryable } from '../db/db';
import { formColumns } from './notification-settings.store';

interface TemporaryRow {
  readonly id: number;
  readonly label: string;
  readonly status: boolean;
  readonly min_value: number | null;
  readonly min_text: string;
  readonly max_value: number | null;
  readonly max_text: string;
  readonly active_from: string;
  readonly active_to: string;
  readonly saved_ms: number;
  readonly saved_by: string | null;
}

/**
 * Stores the form as temporary settings of every vehicle for the period, in one statement (the form
 * crossed with the vehicles, as `writeSettings` stores the form); the stored settings stay as they are.
 */
export const writeTemporarySettings = async (
  q: Queryable,
  vehicleIds: readonly number[],
  form: readonly NotificationSettingInput[],
  period: TemporaryPeriod,
  by: { readonly accountId: string; readonly at: Date },
): Promise<void> => {
  await q.query(
    // A vehicle's older temporary settings of the same labels whose days lie inside the new period
    // can never hold again (the newest save wins on each of their days): they are replaced.
    `WITH replaced AS (
       DELETE FROM notification_temporary_settings t
       WHERE t.vehicle_id = ANY($1::int[]) AND t.label = ANY($2::text[])
         AND t.active_from >= $9::date AND t.active_to <= $10::date
     )
     INSERT INTO notification_temporary_settings (vehicle_id, label, status, unit, min_value, min_text,
       max_value, max_text, active_from, active_to, saved_at, saved_by)
     SELECT v.id, f.label, f.status, f.unit, f.min_value, f.min_text, f.max_value, f.max_text,
            $9::date, $10::date, $11::timestamptz, $12
     FROM unnest($1::int[]) WITH ORDINALITY AS v(id, n)
     CROSS JOIN unnest($2::text[], $3::boolean[], $4::text[], $5::float8[], $6::text[], $7::float8[], $8::text[])
       WITH ORDINALITY AS f(label, status, unit, min_value, min_text, max_value, max_text, n)
     ORDER BY v.n, f.n`,
    [vehicleIds, ...formColumns(form), period.from, period.to, by.at.toISOString(), by.accountId],
  );
};

/** Label → its place in the settings' order. */
const ORDER = new Map<string, number>(NOTIFICATION_LABELS.map((label, i) => [label, i]));

/**
 * The vehicle's temporary settings that end on `today` or later: by first day, then label order,
 * then newest save first; `savedBy` is the saver's account name (null when the account is gone).
 */
export const readTemporarySettings = async (
  q: Queryable,
  vehicleId: number,
  today: string,
): Promise<TemporaryNotificationSetting[]> => {
  const rows = await q.query<TemporaryRow>(
    `SELECT t.id, t.label, t.status, t.min_value, t.min_text, t.max_value, t.max_text,
       to_char(t.active_from, 'YYYY-MM-DD') AS active_from, to_char(t.active_to, 'YYYY-MM-DD') AS active_to,
       (extract(epoch FROM t.saved_at) * 1000)::float8 AS saved_ms, a.account_name AS saved_by
     FROM notification_temporary_settings t LEFT JOIN accounts a ON a.id = t.saved_by
     WHERE t.vehicle_id = $1 AND t.active_to >= $2::date
     ORDER BY t.active_from, t.saved_at DESC, t.id DESC`,
    [vehicleId, today],
  );
  // The label order is the contract's list, not the alphabet: sorted here (a stable sort keeps the
  // database's order of first day and save within a label).
  return rows
    .filter((r) => ORDER.has(r.label))
    .sort(
      (a, b) =>
        a.active_from.localeCompare(b.active_from) || (ORDER.get(a.label) ?? 0) - (ORDER.get(b.label) ?? 0),
    )
    .map((r) => {
      const label = r.label as NotificationLabel;
      return {
        id: r.id,
        period: { from: r.active_from, to: r.active_to },
        setting: {
          label,
          status: r.status,
          unit: NOTIFICATION_UNITS[label],
          max: { value: r.max_value, text: r.max_text },
          min: { value: r.min_value, text: r.min_text },
        },
        savedAt: new Date(Math.round(r.saved_ms)).toISOString(),
        savedBy: r.saved_by,
      };
    });
};
