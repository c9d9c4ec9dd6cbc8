import type { Queryable } from '../../db/db';
import type { FigurePoint } from '../../telemetry/daily-attribution';
import { localDayOf } from '../../telemetry/local-day';
import type { TelemetryRecord } from '../../telemetry/telemetry-record';
import { recordNotificationEvent, type NewNotificationEvent } from '../notification-events';
import { createPeriodCounter, firstDayOfPeriods, NO_TOTALS } from './period-totals';
import { RULES } from './rule-registry';
import { readActiveRules, writeRuleStates, type ActiveRule } from './rule-state-store';

const eventOf = (vehicleId: number, rule: ActiveRule, record: TelemetryRecord, note: string) => ({
  vehicleId,
  timestamp: new Date(record.ts),
  type: rule.label,
  note,
  position: record.lat === null || record.lng === null ? null : { lat: record.lat, lng: record.lng },
});

/**
 * Evaluates the vehicle's switched-on alert rules for the batch's fresh records (newer than any
 * stored, sorted by time) inside the ingestion's transaction: one statement reads the rules with
 * their memory and the daily figures of the periods of the first record, events are
 * stored through {@link recordNotificationEvent} when a rule turns broken, and the changed memory is
 * written back. Call it before the batch is added to the daily figures (`previous` is the record
 * before the batch). Answers the events raised.
 */
export const evaluateAlertRules = async (
  tx: Queryable,
  vehicleId: number,
  previous: FigurePoint | null,
  fresh: readonly TelemetryRecord[],
): Promise<NewNotificationEvent[]> => {
  const first = fresh[0];
  if (!first) return [];
  const { rules, figures } = await readActiveRules(tx, vehicleId, firstDayOfPeriods(localDayOf(first.ts)));
  if (rules.length === 0) return [];
  const count = rules.some((r) => RULES[r.label].needsTotals) ? createPeriodCounter(figures, previous) : null;
  const events: NewNotificationEvent[] = [];
  let before = previous;
  for (const record of fresh) {
    const totals = count ? count(record) : NO_TOTALS;
    for (const rule of rules) {
      const verdict = RULES[rule.label].check(
        { record, previous: before, setting: rule.setting, totals, wasBroken: rule.broken },
        rule.data,
      );
      if (verdict.broken && !rule.broken) events.push(eventOf(vehicleId, rule, record, verdict.note));
      rule.broken = verdict.broken;
    }
    before = record;
  }
  for (const event of events) await recordNotificationEvent(tx, event);
  await writeRuleStates(tx, vehicleId, rules);
  return events;
};
