import { LOGBOOK_LIMITS, LogbookRule } from './logbook-limits';

/**
 * The logbook rules that need more than one field, the clock or the vehicle's history (spec 001 §5):
 * the A1 requirement, future inspection times and the strict rules of finalising. The server runs them
 * on create, update and finalise; the client runs the same functions on its form.
 */

export type EntrySection = 'header' | 'vehicleState' | 'inspections' | 'defects' | 'stoppage';

/** One violated rule, shown as "section > field message" (spec 001 §5). */
export interface EntryIssue {
  readonly section: EntrySection;
  readonly field: string;
  /** A {@link LogbookRule} code. */
  readonly rule: string;
}

type Maybe<T> = T | null | undefined;

/** The parts of an entry the rules read: what the form holds, what is sent and what is stored all fit. */
export interface RuleEntry {
  readonly header: { readonly referenceTimestamp: string; readonly referenceLocation?: Maybe<string> };
  readonly vehicleState: {
    readonly hydraulicsState?: Maybe<string>;
    readonly vehicleOperatingHours_h?: Maybe<number>;
    readonly mileage_km?: Maybe<number>;
    readonly fuelFillingLevel_l?: Maybe<number>;
    readonly fuelAdded_l?: Maybe<number>;
    readonly sandState?: Maybe<string>;
    readonly motorOilState?: Maybe<string>;
  };
  readonly inspections: {
    readonly inspectionPerformedTimestamp_A1?: Maybe<string>;
    readonly inspectionPerformedTimestamp_V1?: Maybe<string>;
    readonly inspectionPerformedTimestamp_V3?: Maybe<string>;
    readonly inspectionPerformedTimestamp_F1?: Maybe<string>;
    readonly selectedV?: Maybe<string>;
  };
  readonly stoppage?: Maybe<{
    readonly startTimestamp: string;
    readonly endTimestamp?: Maybe<string>;
    readonly state?: Maybe<string>;
    readonly lastOperationMode?: Maybe<string>;
    readonly wasAuxiliaryVehicleUsed?: Maybe<boolean>;
  }>;
}

/**
 * A1 is required when no earlier A1 exists or the reference time is 24 h or more after the last one.
 * `lastA1` is the vehicle's last recorded A1 before this entry (ISO), or null.
 */
export const isA1Required = (referenceTimestamp: string, lastA1: string | null): boolean =>
  lastA1 === null || Date.parse(referenceTimestamp) - Date.parse(lastA1) >= LOGBOOK_LIMITS.a1IntervalMs;

/** How far a clock may run ahead of the server's before a time counts as "in the future". */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;

const INSPECTION_FIELDS = [
  'inspectionPerformedTimestamp_A1',
  'inspectionPerformedTimestamp_V1',
  'inspectionPerformedTimestamp_V3',
  'inspectionPerformedTimestamp_F1',
] as const;

/** Inspection times and the stoppage start may not lie in the future (spec 001 §5). */
export const futureTimeIssues = (entry: RuleEntry, nowMs: number): EntryIssue[] => {
  const late = (iso: Maybe<string>) => iso != null && Date.parse(iso) > nowMs + CLOCK_SKEW_MS;
  const issues: EntryIssue[] = INSPECTION_FIELDS.filter((f) => late(entry.inspections[f])).map((field) => ({
    section: 'inspections',
    field,
    rule: LogbookRule.future,
  }));
  if (late(entry.stoppage?.startTimestamp)) {
    issues.push({ section: 'stoppage', field: 'startTimestamp', rule: LogbookRule.future });
  }
  if (late(entry.stoppage?.endTimestamp)) {
    issues.push({ section: 'stoppage', field: 'endTimestamp', rule: LogbookRule.future });
  }
  return issues;
};

const STRICT_VEHICLE_STATE = [
  'fuelAdded_l',
  'fuelFillingLevel_l',
  'hydraulicsState',
  'sandState',
  'motorOilState',
  'mileage_km',
  'vehicleOperatingHours_h',
] as const;

/**
 * The strict rules of finalising (spec 001 §5), on top of the rules every save checks. `lastA1`: the
 * vehicle's last A1 before this entry, or null.
 */
export const finalizeIssues = (entry: RuleEntry, lastA1: string | null): EntryIssue[] => {
  const issues: EntryIssue[] = [];
  const need = (section: EntrySection, field: string, value: unknown) => {
    if (value == null || value === '') issues.push({ section, field, rule: LogbookRule.required });
  };
  need('header', 'referenceLocation', entry.header.referenceLocation?.trim());
  for (const field of STRICT_VEHICLE_STATE) need('vehicleState', field, entry.vehicleState[field]);
  const { selectedV } = entry.inspections;
  need('inspections', 'selectedV', selectedV);
  if (selectedV === 'V1' || selectedV === 'V3') {
    const field = `inspectionPerformedTimestamp_${selectedV}` as const;
    need('inspections', field, entry.inspections[field]);
  }
  if (isA1Required(entry.header.referenceTimestamp, lastA1)) {
    need('inspections', 'inspectionPerformedTimestamp_A1', entry.inspections.inspectionPerformedTimestamp_A1);
  }
  if (entry.stoppage != null) {
    need('stoppage', 'state', entry.stoppage.state);
    need('stoppage', 'lastOperationMode', entry.stoppage.lastOperationMode);
    need('stoppage', 'wasAuxiliaryVehicleUsed', entry.stoppage.wasAuxiliaryVehicleUsed);
  }
  return issues;
};

/** "section.field" as a 400's issues name it. */
export const issueField = (issue: EntryIssue): string => `${issue.section}.${issue.field}`;
