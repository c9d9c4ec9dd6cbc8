import type { Period } from './period.rules';

/**
 * Whether two periods are the same days. Kept apart from period.rules.ts (Temporal) so a machine
 * the app starts with (the logbook list) compares periods without loading the Temporal polyfill
 * on the login route.
 */
export const samePeriod = (a: Period | null, b: Period | null): boolean =>
  a === b || (a !== null && b !== null && a.startDate === b.startDate && a.endDate === b.endDate);
