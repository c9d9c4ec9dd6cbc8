import { Schema } from 'effect';
import type { NotificationLabel } from './notifications-limits';

/**
 * The states of an alarm (issue 30 §1): raised `active`, `acknowledged` by a user (who, when, a
 * remark), `cleared` by its rule's condition, by hand or by resolving its logbook defect.
 */
export const ALARM_STATES = ['active', 'acknowledged', 'cleared'] as const;
export const AlarmState = Schema.Literal(...ALARM_STATES).annotations({ identifier: 'AlarmState' });
export type AlarmState = typeof AlarmState.Type;

/** How an alarm was cleared. */
export const ALARM_CLEAR_CAUSES = ['condition', 'manual', 'defect'] as const;
export const AlarmClearCause = Schema.Literal(...ALARM_CLEAR_CAUSES).annotations({
  identifier: 'AlarmClearCause',
});
export type AlarmClearCause = typeof AlarmClearCause.Type;

export const ALARM_LIMITS = {
  /** A remark of an acknowledgement or a clearing: at most the spec's long-text limit. */
  maxRemark: 4000,
  /** The alarms list: page size by default, and the most one page answers. */
  pageSize: 50,
  maxPageSize: 200,
  /** The newest events an alarm's detail answers. */
  detailEvents: 100,
  /** The characters of a linked defect's description an alarm carries. */
  defectSummary: 200,
  /** The open defects of a vehicle offered for linking (the spec's open-entries page size). */
  openDefects: 100,
} as const;

/**
 * Minutes a rule's condition must have held false before its open alarm clears by itself; null: it
 * never clears by itself (a suspected crash, derailment or flat spot needs a person, usually a
 * logbook defect). The choices (issue 30 §1 leaves them to us):
 * - 10 min for conditions that come and go with driving (speed, idling), so a short dip under the limit
 *   does not end the alarm while the next breach is likely;
 * - 30 min for slower ones (temperature, voltage, the area), which flap around their limit;
 * - 0 for the day, week and month limits: they turn false only when the next period starts;
 * - 60 min for the one-off detections that may repeat in a session (harsh driving, shunting impacts,
 *   a cold start), so repeats within the hour join the same alarm.
 */
export const ALARM_CLEAR_MINUTES: Readonly<Record<NotificationLabel, number | null>> = {
  NSLeavingDefinedArea: 30,
  NSSpeedlimitExeeded: 10,
  NSSuspectedCrash: null,
  NSSuspectedDerailment: null,
  NSOutsideTemperature: 30,
  NSVoltageDrop: 30,
  NSMaxOperatingHoursDay: 0,
  NSMaxOperatingHoursMonth: 0,
  NSMaxOperatingHoursWeek: 0,
  NSMaxMileageDay: 0,
  NSMaxMileageMonth: 0,
  NSSuspiciousDrivingBehaviour: 60,
  NSLongDelayBreaks: 10,
  NSShuntingImpacts: 60,
  NSFlatSpot: null,
  NSSuspectedColdStart: 60,
};
