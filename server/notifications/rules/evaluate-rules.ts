import type { Queryable } from '../../db/db';
import { restrictionSpeedLimitAt, withRestrictionSpeed } from '../../fleet/restrictions/restriction-speed';
import type { FigurePoint } from '../../telemetry/daily-attribution';
import { createDayFinder, localDayOf } from '../../telemetry/local-day';
import type { TelemetryRecord } from '../../telemetry/telemetry-record';
import { updateAlarms } from '../alarms/alarm-store';
import { createAlarmTracker } from '../alarms/alarm-tracker';
import { recordNotificationEvents, type NewNotificationEvent } from '../notification-events';
import { createPeriodCounter, firstDayOfPeriods, NO_TOTALS } from './period-totals';
import type { RuleInput, RuleSetting } from './rule';
import { RULES } from './rule-registry';
import {
  followVersion,
  readActiveRules,
  versionOn,
  writeRuleStates,
  type ActiveRule,
} from './rule-state-store';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
const NO_LIMITS: RuleSetting = { min: null, max: null };

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
 * their memory, the temporary settings that overlap the batch's local days and the daily figures of
 * the periods of the first record; the events of the rules that turn broken are stored together in
 * one statement ({@link recordNotificationEvents}), grouped into the vehicle's alarms (an alarm
 * clears once its rule's condition held false for its clear time, by the records' times), and the
 * changed memory is written back. Call it
 * before the batch is added to the daily figures (`previous` is the record before the batch).
 * Answers the events raised.
 *
 * A label with temporary settings follows, for each record, the one that holds on the record's
 * Berlin day (else the stored setting); only then is a record's day computed, once per day change.
 * The open alarm of a rule switched off clears like one whose condition turned false.
 */
export const evaluateAlertRules = async (
  tx: Queryable,
  vehicleId: number,
  previous: FigurePoint | null,
  fresh: readonly TelemetryRecord[],
): Promise<NewNotificationEvent[]> => {
  const first = fresh[0];
  const last = fresh[fresh.length - 1];
  if (!first || !last) return [];
  const firstDay = localDayOf(first.ts);
  const days = { first: firstDay, last: last === first ? firstDay : localDayOf(last.ts) };
  const { rules, figures, alarms, speedLimits } = await readActiveRules(
    tx,
    vehicleId,
    firstDayOfPeriods(firstDay),
    days,
  );
  if (rules.length === 0 && alarms.length === 0) return [];
  const tracker = createAlarmTracker(alarms);
  const count = rules.some((r) => RULES[r.label].needsTotals) ? createPeriodCounter(figures, previous) : null;
  const dated = rules.filter((r) => r.temporary.length > 0);
  const dayOf = dated.length > 0 ? createDayFinder() : null;
  let day: string | null = null;
  const events: NewNotificationEvent[] = [];
  const ruleOf = rules.map((r) => RULES[r.label]);
  const ruleByLabel = new Map(rules.map((r) => [r.label, r]));
  // One input, refilled per record and rule: the rules only read it while checking, and an object
  // per record and rule was eight million allocations in the demo's 90-day history.
  const input: Mutable<RuleInput> = {
    record: first,
    previous,
    setting: NO_LIMITS,
    totals: NO_TOTALS,
    wasBroken: false,
  };
  for (const record of fresh) {
    if (dayOf) {
      const recordDay = dayOf(record.ts).day;
      if (recordDay !== day) {
        day = recordDay;
        for (const rule of dated) followVersion(rule, versionOn(rule, recordDay));
      }
    }
    input.record = record;
    input.totals = count ? count(record) : NO_TOTALS;
    rules.forEach((rule, i) => {
      if (!rule.on) return;
      // A restriction's speed limit (issue 30 §2) lowers the speed rule's while it holds.
      input.setting =
        speedLimits.length > 0 && rule.label === 'NSSpeedlimitExeeded'
          ? withRestrictionSpeed(rule.setting, restrictionSpeedLimitAt(speedLimits, record.ts))
          : rule.setting;
      input.wasBroken = rule.broken;
      const verdict = ruleOf[i]!.check(input, rule.data);
      const open = tracker.openOf(rule.label) !== null;
      if (open) tracker.due(rule.label, record.ts);
      if (verdict.broken && !rule.broken) {
        events.push(eventOf(vehicleId, rule, record, verdict.note));
        tracker.raise(rule.label, record.ts);
      } else if (!verdict.broken && open) tracker.fine(rule.label, record.ts);
      rule.broken = verdict.broken;
    });
    // An open alarm whose rule is switched off (or off on this record's day) has no condition left
    // to hold: it counts as fine, so it clears after its clear time as if the condition were false.
    for (const alarm of alarms) {
      if (ruleByLabel.get(alarm.type)?.on === true || tracker.openOf(alarm.type) === null) continue;
      tracker.due(alarm.type, record.ts);
      tracker.fine(alarm.type, record.ts);
    }
    input.previous = record;
  }
  const plan = tracker.plan();
  if (events.length > 0) await recordNotificationEvents(tx, events, new Date(), plan);
  else await updateAlarms(tx, vehicleId, plan);
  await writeRuleStates(tx, vehicleId, rules);
  return events;
};
