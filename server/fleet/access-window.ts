import { localDay, nextDay } from '../telemetry/local-day';

/**
 * A caller's limited-access window on a vehicle: local days start..end inclusive ('YYYY-MM-DD', null
 * open on that side). A caller without a window row is not limited (`window` null).
 */
export interface AccessWindow {
  readonly start: string | null;
  readonly end: string | null;
}

/** Whether an instant lies within the window's days (local midnight to local midnight). */
export const windowContainsInstant = (window: AccessWindow | null, ms: number): boolean => {
  if (!window) return true;
  if (window.start !== null && ms < localDay(window.start).startMs) return false;
  if (window.end !== null && ms >= localDay(nextDay(window.end)).startMs) return false;
  return true;
};

/** Whether a local day ('YYYY-MM-DD') lies within the window. */
export const windowContainsDay = (window: AccessWindow | null, day: string): boolean =>
  !window || ((window.start === null || day >= window.start) && (window.end === null || day <= window.end));

/** 'YYYY-MM-DD' as the spec shows dates: DD.MM.YYYY. */
export const germanDate = (day: string | null): string | null => {
  if (day === null) return null;
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
};
