import { NOTIFICATION_LABELS, type NotificationLabel } from '../../../src/api/contract';
import type { Queryable } from '../../db/db';
import type { Figures } from './period-totals';
import type { RuleData, RuleSetting } from './rule';

/** A switched-on rule of a vehicle with its memory. */
export interface ActiveRule {
  readonly label: NotificationLabel;
  readonly setting: RuleSetting;
  /** When the setting was saved (epoch ms); a memory of an older save is dropped. */
  readonly savedMs: number;
  broken: boolean;
  data: RuleData;
  /** The memory as loaded (JSON), to write only what changed. */
  readonly loaded: string | null;
}

/** The rules with the stored daily figures their periods need (empty when asked for none). */
export interface ActiveRules {
  readonly rules: ActiveRule[];
  readonly figures: ReadonlyMap<string, Figures>;
}

interface Row {
  readonly label: string;
  readonly min_value: number | null;
  readonly max_value: number | null;
  readonly saved_ms: number;
  readonly broken: boolean | null;
  readonly data: RuleData | string | null;
  readonly state_saved_ms: number | null;
  readonly figures: readonly [string, number, number][] | string | null;
}

/** Label → its place in the spec's order, in which a record's events are raised. */
const ORDER = new Map<string, number>(NOTIFICATION_LABELS.map((label, i) => [label, i]));

const memoryOf = (broken: boolean, data: RuleData) => JSON.stringify({ broken, data });

const figuresOf = (value: Row['figures']): Map<string, Figures> => {
  const list = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as [string, number, number][];
  return new Map(list.map(([day, operatingSeconds, km]) => [day, { operatingSeconds, km }]));
};

/**
 * The vehicle's switched-on rules with their memory and the daily figures from `fromDay` on (for the
 * day, week and month limits), in one statement: the settings joined with the rule state, the
 * figures as one JSON value computed once. A vehicle without rules answers none, and the engine
 * does nothing more.
 */
export const readActiveRules = async (
  q: Queryable,
  vehicleId: number,
  fromDay: string,
): Promise<ActiveRules> => {
  const rows = await q.query<Row>(
    `SELECT s.label, s.min_value, s.max_value, (extract(epoch FROM s.updated_at) * 1000)::float8 AS saved_ms,
       r.broken, r.data, (extract(epoch FROM r.setting_saved_at) * 1000)::float8 AS state_saved_ms,
       (SELECT json_agg(json_build_array(to_char(f.day, 'YYYY-MM-DD'),
          f.idle_seconds + f.driving_seconds, f.km_driven))
        FROM daily_figures f WHERE f.vehicle_id = $1 AND f.day >= $2::date) AS figures
     FROM notification_settings s
     LEFT JOIN notification_rule_state r ON r.vehicle_id = s.vehicle_id AND r.label = s.label
     WHERE s.vehicle_id = $1 AND s.status`,
    [vehicleId, fromDay],
  );
  const rules = rows
    .filter((row) => ORDER.has(row.label))
    .sort((a, b) => (ORDER.get(a.label) ?? 0) - (ORDER.get(b.label) ?? 0))
    .map((row): ActiveRule => {
      const savedMs = Math.round(row.saved_ms);
      const current = row.state_saved_ms !== null && Math.round(row.state_saved_ms) === savedMs;
      const data: RuleData =
        current && row.data !== null
          ? typeof row.data === 'string'
            ? (JSON.parse(row.data) as RuleData)
            : row.data
          : {};
      const broken = current && row.broken === true;
      return {
        label: row.label as NotificationLabel,
        setting: { min: row.min_value, max: row.max_value },
        savedMs,
        broken,
        data,
        loaded: current ? memoryOf(broken, data) : null,
      };
    });
  return { rules, figures: figuresOf(rows[0]?.figures ?? null) };
};

/** Stores the memory of the rules whose memory changed, in one statement. */
export const writeRuleStates = async (
  q: Queryable,
  vehicleId: number,
  rules: readonly ActiveRule[],
): Promise<void> => {
  const changed = rules.filter((r) => memoryOf(r.broken, r.data) !== r.loaded);
  if (changed.length === 0) return;
  await q.query(
    `INSERT INTO notification_rule_state (vehicle_id, label, broken, data, setting_saved_at, updated_at)
     SELECT $1::int, s.label, s.broken, s.data::jsonb, s.saved, now()
     FROM unnest($2::text[], $3::boolean[], $4::text[], $5::timestamptz[]) AS s(label, broken, data, saved)
     ON CONFLICT (vehicle_id, label) DO UPDATE SET broken = excluded.broken, data = excluded.data,
       setting_saved_at = excluded.setting_saved_at, updated_at = excluded.updated_at`,
    [
      vehicleId,
      changed.map((r) => r.label),
      changed.map((r) => r.broken),
      changed.map((r) => JSON.stringify(r.data)),
      changed.map((r) => new Date(r.savedMs).toISOString()),
    ],
  );
};
