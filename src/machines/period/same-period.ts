/** The days a period spans (period.rules.ts's `Period` has this shape). */
interface Days {
  readonly startDate: string;
  readonly endDate: string;
}

/**
 * Whether two periods are the same days. Kept apart from period.rules.ts (Temporal) so a machine
 * the app starts with (the logbook list) compares periods without loading the Temporal polyfill
 * on the login route.
 */
export const samePeriod = (a: Days | null, b: Days | null): boolean =>
  a === b || (a !== null && b !== null && a.startDate === b.startDate && a.endDate === b.endDate);
