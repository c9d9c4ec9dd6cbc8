import { GAP_CAP_MS, type FigurePoint } from '../../telemetry/daily-attribution';
import { createDayFinder, nextDay } from '../../telemetry/local-day';

/** Operating hours (engine running: idle and driving) in seconds and km driven. */
export interface Figures {
  readonly operatingSeconds: number;
  readonly km: number;
}

/** The figures of the Europe/Berlin day, ISO week (Monday–Sunday) and month a record falls in. */
export interface PeriodTotals {
  readonly day: Figures;
  readonly week: Figures;
  readonly month: Figures;
}

const ZERO: Figures = { operatingSeconds: 0, km: 0 };
export const NO_TOTALS: PeriodTotals = { day: ZERO, week: ZERO, month: ZERO };

/** The Monday of the ISO week of a 'YYYY-MM-DD' day. */
export const weekStartOf = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  return nextDay(day, -((weekday + 6) % 7));
};

/** The first day whose figures the periods of `day` need: its month's first or its week's Monday. */
export const firstDayOfPeriods = (day: string): string => {
  const monthStart = `${day.slice(0, 7)}-01`;
  const weekStart = weekStartOf(day);
  return weekStart < monthStart ? weekStart : monthStart;
};

const isOperating = (status: FigurePoint['status']) => status === 'idle' || status === 'driving';

/**
 * Running totals per period, counted as the daily figures count them (the time from a record to
 * the next, at most {@link GAP_CAP_MS}, for the earlier record's status, split at local midnight; a
 * positive odometer delta on the later record's day). Start it with the stored figures and the
 * record before the batch, then add the batch's records one by one in time order.
 */
export const createPeriodCounter = (stored: ReadonlyMap<string, Figures>, previous: FigurePoint | null) => {
  const totals = new Map<string, { operatingSeconds: number; km: number }>();
  const keysOf = new Map<string, readonly string[]>();
  const periodKeys = (day: string) => {
    let keys = keysOf.get(day);
    if (!keys) keysOf.set(day, (keys = [`d${day}`, `w${weekStartOf(day)}`, `m${day.slice(0, 7)}`]));
    return keys;
  };
  const add = (day: string, operatingSeconds: number, km: number) => {
    for (const key of periodKeys(day)) {
      const t = totals.get(key);
      if (t) {
        t.operatingSeconds += operatingSeconds;
        t.km += km;
      } else totals.set(key, { operatingSeconds, km });
    }
  };
  for (const [day, f] of stored) add(day, f.operatingSeconds, f.km);
  const dayOf = createDayFinder();
  let before = previous;
  return (point: FigurePoint): PeriodTotals => {
    if (before && isOperating(before.status)) {
      let from = before.ts;
      const to = Math.min(point.ts, before.ts + GAP_CAP_MS);
      while (from < to) {
        const day = dayOf(from);
        const until = Math.min(to, day.endMs);
        add(day.day, (until - from) / 1000, 0);
        from = until;
      }
    }
    const day = dayOf(point.ts).day;
    const delta = before ? point.mileageKm - before.mileageKm : 0;
    if (delta > 0) add(day, 0, delta);
    before = point;
    const [d = '', w = '', m = ''] = periodKeys(day);
    return { day: totals.get(d) ?? ZERO, week: totals.get(w) ?? ZERO, month: totals.get(m) ?? ZERO };
  };
};
