import { Schema } from 'effect';
import { isIsoDay } from './reports-limits';

/** Limits and constants of the notifications (spec 001 §5 Notification inputs, §9). */
export const NOTIFICATION_LIMITS = {
  /** The lowest and highest value of a min or max input (spec 001 §5). */
  minValue: 0,
  maxValue: 10_000,
  /** The temperature alert: the min input may go down to -1000, the max input to -273 (spec 001 §5). */
  temperatureMinLowest: -1000,
  temperatureMaxLowest: -273,
  /** Notifications list: page size and default sort (spec 001 §9). */
  pageSize: 50,
  /** The most events one page of the list answers (larger pages: the export). */
  maxPageSize: 1000,
  /** Export top (spec 001 §9): the most events one export answer may hold. */
  exportTop: 8_000_000,
  /** The most vehicles one save, list or export may name (as the reporting exports). */
  maxVehicles: 500,
  /** The caption text of a min or max input: at most the spec's short-text limit. */
  maxText: 50,
  /** A note of an event: at most the spec's long-text limit. */
  maxNote: 4000,
  /** A temporary setting (apply-to-many's optional date range): at most this many days long… */
  maxTemporaryDays: 366,
  /** …starting today at the earliest and at most this many days ahead. */
  temporaryAheadDays: 365,
} as const;

/** The 16 alert labels, in the order the settings list them (spec 001 §3 Notification setting). */
export const NOTIFICATION_LABELS = [
  'NSLeavingDefinedArea',
  'NSSpeedlimitExeeded',
  'NSSuspectedCrash',
  'NSSuspectedDerailment',
  'NSOutsideTemperature',
  'NSVoltageDrop',
  'NSMaxOperatingHoursDay',
  'NSMaxOperatingHoursMonth',
  'NSMaxOperatingHoursWeek',
  'NSMaxMileageDay',
  'NSMaxMileageMonth',
  'NSSuspiciousDrivingBehaviour',
  'NSLongDelayBreaks',
  'NSShuntingImpacts',
  'NSFlatSpot',
  'NSSuspectedColdStart',
] as const;

export const NotificationLabel = Schema.Literal(...NOTIFICATION_LABELS).annotations({
  identifier: 'NotificationLabel',
});
export type NotificationLabel = typeof NotificationLabel.Type;

/**
 * Units of the limits (spec 001 §3). `hoursWeeks` is ours: the spec lists no unit for the weekly
 * operating-hours limit, and hours per day or per month would misname it.
 */
export const NotificationUnit = Schema.Literal(
  'kmPerHr',
  'celsius',
  'percentage',
  'hoursDays',
  'hoursWeeks',
  'hoursMonths',
  'kmDays',
  'kmMonths',
).annotations({ identifier: 'NotificationUnit' });
export type NotificationUnit = typeof NotificationUnit.Type;

/** The unit of each label's limits; null: the rule has no measured limit (a detection on or off). */
export const NOTIFICATION_UNITS: Readonly<Record<NotificationLabel, NotificationUnit | null>> = {
  NSLeavingDefinedArea: null,
  NSSpeedlimitExeeded: 'kmPerHr',
  NSSuspectedCrash: null,
  NSSuspectedDerailment: null,
  NSOutsideTemperature: 'celsius',
  NSVoltageDrop: 'percentage',
  NSMaxOperatingHoursDay: 'hoursDays',
  NSMaxOperatingHoursMonth: 'hoursMonths',
  NSMaxOperatingHoursWeek: 'hoursWeeks',
  NSMaxMileageDay: 'kmDays',
  NSMaxMileageMonth: 'kmMonths',
  NSSuspiciousDrivingBehaviour: null,
  NSLongDelayBreaks: null,
  NSShuntingImpacts: null,
  NSFlatSpot: null,
  NSSuspectedColdStart: null,
};

/**
 * Detections whose rule reads a max although the spec names no unit for it (README "Alert rules"):
 * the radius of the defined area in km and the longest delay break in minutes. Their unit stays null
 * (spec 001 §3); the form shows a max field with this suffix.
 */
export const NOTIFICATION_MAX_WITHOUT_UNIT: Readonly<Partial<Record<NotificationLabel, 'km' | 'minutes'>>> = {
  NSLeavingDefinedArea: 'km',
  NSLongDelayBreaks: 'minutes',
};

/** The lowest value the min and the max input of a label accept (spec 001 §5). */
export const notificationLowerBounds = (label: NotificationLabel): { min: number; max: number } =>
  label === 'NSOutsideTemperature'
    ? { min: NOTIFICATION_LIMITS.temperatureMinLowest, max: NOTIFICATION_LIMITS.temperatureMaxLowest }
    : { min: NOTIFICATION_LIMITS.minValue, max: NOTIFICATION_LIMITS.minValue };

/** Rule codes of a refused setting (the client maps them to validation.* texts). */
export const NotificationRule = {
  belowMinimum: 'minimum-exceeded',
  aboveMaximum: 'maximum-exceeded',
  minAboveMax: 'min-above-max',
  wrongUnit: 'wrong-unit',
  duplicateLabel: 'duplicate-label',
} as const;

/**
 * The problems of one min/max pair of a label (empty when fine): each value within its bounds
 * (0 to 10000; temperature min from -1000, max from -273) and min not above max. Shared by the
 * settings form and the server.
 */
export const notificationLimitIssues = (
  label: NotificationLabel,
  min: number | null,
  max: number | null,
): { readonly field: 'min' | 'max'; readonly message: string }[] => {
  const lowest = notificationLowerBounds(label);
  const issues: { field: 'min' | 'max'; message: string }[] = [];
  const check = (field: 'min' | 'max', value: number | null) => {
    if (value === null) return;
    if (value < lowest[field]) issues.push({ field, message: NotificationRule.belowMinimum });
    else if (value > NOTIFICATION_LIMITS.maxValue)
      issues.push({ field, message: NotificationRule.aboveMaximum });
  };
  check('min', min);
  check('max', max);
  if (issues.length === 0 && min !== null && max !== null && min > max) {
    issues.push({ field: 'min', message: NotificationRule.minAboveMax });
  }
  return issues;
};

const PERIOD = /^(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})$/;

/** A period of local days written `YYYY-MM-DD/YYYY-MM-DD` (ISO 8601 interval, both days inclusive). */
export const parseNotificationPeriod = (text: string): { start: string; end: string } | null => {
  const m = PERIOD.exec(text);
  if (!m?.[1] || !m[2] || !isIsoDay(m[1]) || !isIsoDay(m[2])) return null;
  return { start: m[1], end: m[2] };
};

/** The period query parameter: two real days, the first not after the second. */
export const NotificationPeriod = Schema.String.pipe(
  Schema.filter((s) => {
    const p = parseNotificationPeriod(s);
    if (!p) return 'two calendar dates written YYYY-MM-DD/YYYY-MM-DD';
    return p.start <= p.end || 'the first day must not be after the second';
  }),
).annotations({
  identifier: 'NotificationPeriod',
  description: 'local days YYYY-MM-DD/YYYY-MM-DD, both inclusive',
});

/** Sort keys of the list (the table's columns); `vehicleId` sorts by the locomotive's name. */
export const NOTIFICATION_SORT_KEYS = ['timestamp', 'vehicleId', 'type', 'note', 'location'] as const;
export type NotificationSortKey = (typeof NOTIFICATION_SORT_KEYS)[number];

/** `orderBy`: a sort key and a direction, e.g. `timestamp desc` (the default, spec 001 §9). */
export const NotificationOrderBy = Schema.String.pipe(
  Schema.pattern(new RegExp(`^(${NOTIFICATION_SORT_KEYS.join('|')})( (asc|desc))?$`), {
    message: () => `a sort key (${NOTIFICATION_SORT_KEYS.join(', ')}) and asc or desc, e.g. "timestamp desc"`,
  }),
).annotations({ identifier: 'NotificationOrderBy' });

export const DEFAULT_NOTIFICATION_ORDER = 'timestamp desc';
