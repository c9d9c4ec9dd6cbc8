import type { NotificationLabel } from '../../../src/api/contract';
import type { FigurePoint } from '../../telemetry/daily-attribution';
import type { TelemetryRecord } from '../../telemetry/telemetry-record';
import type { PeriodTotals } from './period-totals';

/** A switched-on rule's limits (null: empty; what that means is the rule's to say). */
export interface RuleSetting {
  readonly min: number | null;
  readonly max: number | null;
}

/** What a rule sees of one fresh record. */
export interface RuleInput {
  readonly record: TelemetryRecord;
  /** The record before it (null for the vehicle's first). */
  readonly previous: FigurePoint | null;
  readonly setting: RuleSetting;
  /** Operating hours and km of the record's day, ISO week and month, this record included. */
  readonly totals: PeriodTotals;
  /** Whether the rule was broken at the record before. */
  readonly wasBroken: boolean;
}

/** Whether the record breaks the rule, with the event's note (numbers and units only). */
export type Verdict = { readonly broken: true; readonly note: string } | { readonly broken: false };

/** A rule's own memory across records, batches and server instances (stored as JSON). */
export type RuleData = Record<string, unknown>;

/**
 * One alert rule. `check` answers for one record and may update `data`; the engine raises an event
 * when the verdict turns from fine to broken, so a rule that stays broken raises one event.
 */
export interface Rule {
  readonly label: NotificationLabel;
  /** Needs the day, week and month totals (the engine then reads the daily figures). */
  readonly needsTotals?: boolean;
  check(input: RuleInput, data: RuleData): Verdict;
}

export const FINE: Verdict = { broken: false };
export const broken = (note: string): Verdict => ({ broken: true, note });
/** The verdict before (when the record cannot tell, e.g. no position). */
export const unchanged = (input: RuleInput): Verdict => (input.wasBroken ? broken('') : FINE);
