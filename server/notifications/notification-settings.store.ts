import {
  NOTIFICATION_LABELS,
  NOTIFICATION_UNITS,
  type NotificationLabel,
  type NotificationSetting,
  type NotificationSettingInput,
} from '../../src/api/contract';
import type { Queryable } from '../db/db';

interface SettingRow {
  readonly vehicle_id: number;
  readonly label: string;
  readonly status: boolean;
  readonly min_value: number | null;
  readonly min_text: string;
  readonly max_value: number | null;
  readonly max_text: string;
}

/** A label nobody set: off, with empty limits (spec 001 §4: the inputs are disabled while off). */
export const defaultSetting = (label: NotificationLabel): NotificationSetting => ({
  label,
  status: false,
  unit: NOTIFICATION_UNITS[label],
  max: { value: null, text: '' },
  min: { value: null, text: '' },
});

/** All 16 settings of each vehicle, in label order; the unit is always the label's own. */
export const readSettings = async (
  q: Queryable,
  vehicleIds: readonly number[],
): Promise<Map<number, NotificationSetting[]>> => {
  const rows = await q.query<SettingRow>(
    `SELECT vehicle_id, label, status, min_value, min_text, max_value, max_text
     FROM notification_settings WHERE vehicle_id = ANY($1::int[])`,
    [vehicleIds],
  );
  const stored = new Map(rows.map((r) => [`${r.vehicle_id}:${r.label}`, r]));
  return new Map(
    vehicleIds.map((id) => [
      id,
      NOTIFICATION_LABELS.map((label) => {
        const row = stored.get(`${id}:${label}`);
        if (!row) return defaultSetting(label);
        return {
          label,
          status: row.status,
          unit: NOTIFICATION_UNITS[label],
          max: { value: row.max_value, text: row.max_text },
          min: { value: row.min_value, text: row.min_text },
        };
      }),
    ]),
  );
};

/**
 * The form as the seven parameter arrays ($2–$8) of a form crossed with the vehicles: label, status,
 * unit (always the label's own), min value and text, max value and text.
 */
export const formColumns = (form: readonly NotificationSettingInput[]) => [
  form.map((s) => s.label),
  form.map((s) => s.status),
  form.map((s) => NOTIFICATION_UNITS[s.label]),
  form.map((s) => s.min.value),
  form.map((s) => s.min.text),
  form.map((s) => s.max.value),
  form.map((s) => s.max.text),
];

/**
 * Stores the form for every vehicle in one statement (the form crossed with the vehicles, so 500
 * vehicles × 16 labels need no more parameters than one).
 */
export const writeSettings = async (
  q: Queryable,
  vehicleIds: readonly number[],
  form: readonly NotificationSettingInput[],
  by: { readonly accountId: string; readonly at: Date },
): Promise<void> => {
  await q.query(
    `INSERT INTO notification_settings
       (vehicle_id, label, status, unit, min_value, min_text, max_value, max_text, updated_at, updated_by)
     SELECT v.id, f.label, f.status, f.unit, f.min_value, f.min_text, f.max_value, f.max_text,
            $9::timestamptz, $10
     FROM unnest($1::int[]) AS v(id)
     CROSS JOIN unnest($2::text[], $3::boolean[], $4::text[], $5::float8[], $6::text[], $7::float8[], $8::text[])
       AS f(label, status, unit, min_value, min_text, max_value, max_text)
     ON CONFLICT (vehicle_id, label) DO UPDATE SET
       status = excluded.status, unit = excluded.unit, min_value = excluded.min_value,
       min_text = excluded.min_text, max_value = excluded.max_value, max_text = excluded.max_text,
       updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    [vehicleIds, ...formColumns(form), by.at.toISOString(), by.accountId],
  );
};
