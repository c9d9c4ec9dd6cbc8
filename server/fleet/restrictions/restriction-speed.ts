import type { RuleSetting } from '../../notifications/rules/rule';

/**
 * The speed limits of a vehicle's restrictions that are not lifted, for the rule engine (issue 30 §2):
 * [km/h, from ms, until ms | null]. Read in the rule engine's one statement per batch (no extra round
 * trip; the partial index on open restrictions makes it an index probe), so several instances never
 * hold a stale copy. Which of them holds for a record is decided by the record's time.
 */
export type RestrictionSpeedLimit = readonly [number, number, number | null];

/** SQL: the open speed-limit restrictions of vehicle `$<param>` as one JSON array (null: none). */
export const restrictionSpeedLimitsSql = (param: number): string =>
  `(SELECT json_agg(json_build_array(r.speed_limit_kmh, (extract(epoch FROM r.created_at) * 1000)::float8,
       (extract(epoch FROM r.valid_until) * 1000)::float8))
    FROM vehicle_restrictions r
    WHERE r.vehicle_id = $${param} AND r.lifted_at IS NULL AND r.speed_limit_kmh IS NOT NULL)`;

export type RestrictionSpeedLimitsJson = readonly RestrictionSpeedLimit[] | string | null;

export const restrictionSpeedLimitsOf = (value: RestrictionSpeedLimitsJson): RestrictionSpeedLimit[] =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as RestrictionSpeedLimit[];

/** The lowest restriction limit in force at `ms` (from inclusive, until exclusive); null: none. */
export const restrictionSpeedLimitAt = (
  limits: readonly RestrictionSpeedLimit[],
  ms: number,
): number | null => {
  let lowest: number | null = null;
  for (const [kmh, fromMs, untilMs] of limits) {
    if (fromMs <= ms && (untilMs === null || ms < untilMs) && (lowest === null || kmh < lowest)) lowest = kmh;
  }
  return lowest;
};

/**
 * The speed rule's setting while a restriction holds: the lower of the rule's own limit (none: no
 * limit) and the restriction's. The same object when the restriction does not lower it.
 */
export const withRestrictionSpeed = (setting: RuleSetting, limit: number | null): RuleSetting =>
  limit === null || (setting.max !== null && setting.max <= limit) ? setting : { ...setting, max: limit };
