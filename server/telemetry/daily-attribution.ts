import type { VehicleStatus } from '../../src/api/contract';
import { createDayFinder } from './local-day';

/**
 * A silent device does not accumulate hours: the time after a record counts for its status until the
 * next record, but at most this long.
 */
export const GAP_CAP_MS = 10 * 60_000;

/** What the figures need of a record. */
export interface FigurePoint {
  readonly ts: number;
  readonly status: VehicleStatus;
  readonly mileageKm: number;
}

/** The figures of one vehicle on one local day (a whole day, or what a batch adds to it). */
export interface DayFigures {
  readonly day: string;
  standbySeconds: number;
  idleSeconds: number;
  drivingSeconds: number;
  kmDriven: number;
  firstMileageKm: number | null;
  lastMileageKm: number | null;
  firstTs: number | null;
  lastTs: number | null;
}

export const emptyDay = (day: string): DayFigures => ({
  day,
  standbySeconds: 0,
  idleSeconds: 0,
  drivingSeconds: 0,
  kmDriven: 0,
  firstMileageKm: null,
  lastMileageKm: null,
  firstTs: null,
  lastTs: null,
});

const addSeconds = (figures: DayFigures, status: VehicleStatus, seconds: number) => {
  if (status === 'standby') figures.standbySeconds += seconds;
  else if (status === 'idle') figures.idleSeconds += seconds;
  else if (status === 'driving') figures.drivingSeconds += seconds;
};

/**
 * Attributes a stretch of consecutive records to local days:
 * - the time from a record to the next one (capped at {@link GAP_CAP_MS}) counts for the status of the
 *   earlier record, split at local midnight;
 * - the positive odometer delta between two records counts on the day of the later one (a negative
 *   delta, e.g. an odometer reset, counts nothing);
 * - each record of `points` sets the first/last mileage of its day.
 * `previous` is the record just before `points[0]`, already counted itself (or null); `points` must
 * be sorted by time. The result is what these records add, per day.
 */
export const attributeToDays = (
  previous: FigurePoint | null,
  points: readonly FigurePoint[],
): Map<string, DayFigures> => {
  const days = new Map<string, DayFigures>();
  const dayOf = createDayFinder();
  const figuresOf = (day: string) => {
    let figures = days.get(day);
    if (!figures) days.set(day, (figures = emptyDay(day)));
    return figures;
  };
  let before = previous;
  for (const point of points) {
    if (before) {
      let from = before.ts;
      const to = Math.min(point.ts, before.ts + GAP_CAP_MS);
      while (from < to) {
        const day = dayOf(from);
        const until = Math.min(to, day.endMs);
        addSeconds(figuresOf(day.day), before.status, (until - from) / 1000);
        from = until;
      }
    }
    const figures = figuresOf(dayOf(point.ts).day);
    const delta = before ? point.mileageKm - before.mileageKm : 0;
    if (delta > 0) figures.kmDriven += delta;
    if (figures.firstTs === null || point.ts < figures.firstTs) {
      figures.firstTs = point.ts;
      figures.firstMileageKm = point.mileageKm;
    }
    if (figures.lastTs === null || point.ts >= figures.lastTs) {
      figures.lastTs = point.ts;
      figures.lastMileageKm = point.mileageKm;
    }
    before = point;
  }
  return days;
};
