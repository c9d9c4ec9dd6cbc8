import { between } from '../simulator/random';

const DAY_MS = 86_400_000;

/** Day of the year, 0..365, of a UTC instant. */
const dayOfYear = (utcMs: number): number =>
  Math.floor((utcMs - Date.UTC(new Date(utcMs).getUTCFullYear(), 0, 1)) / DAY_MS);

/** Local solar hour 0..24 (UTC hour shifted by longitude): drives the daily cycle. */
export const solarHour = (lng: number, utcMs: number): number =>
  ((((utcMs % DAY_MS) / 3_600_000 + lng / 15) % 24) + 24) % 24;

/** Hours of daylight on that day at about 50° N (8 in December, 16.5 in June). */
export const daylightHours = (utcMs: number): number =>
  12.2 + 4.3 * Math.sin((2 * Math.PI * (dayOfYear(utcMs) - 80)) / 365);

export const isDaylight = (lng: number, utcMs: number): boolean =>
  Math.abs(solarHour(lng, utcMs) - 12.5) < daylightHours(utcMs) / 2;

/** A weather anomaly per 2° cell and day, blended across the day so the curve has no jumps. */
const anomaly = (lat: number, lng: number, utcMs: number): number => {
  const [cy, cx] = [Math.floor(lat / 2), Math.floor(lng / 2)];
  const day = Math.floor(utcMs / DAY_MS);
  const f = (utcMs % DAY_MS) / DAY_MS;
  return (1 - f) * between(-4, 4, day, cy, cx, 501) + f * between(-4, 4, day + 1, cy, cx, 501);
};

/**
 * Outside temperature in °C for a place and time in central Europe: seasonal mean (about 0 °C in
 * January, 18 °C in July at 50° N), colder to the north and in the Alps, a daily cycle peaking at about
 * 15:00 solar time, and a smooth day-to-day anomaly. Deterministic: the simulated weather provider and
 * the simulated vehicle sensors agree.
 */
export const ambientTemperatureC = (lat: number, lng: number, utcMs: number): number => {
  const season = Math.sin((2 * Math.PI * (dayOfYear(utcMs) - 110)) / 365);
  const mean = 9 + 9.5 * season - (lat - 50) * 0.7;
  const alpine = lat < 47.8 && lng > 7 && lng < 14 ? -2.5 : 0;
  const amplitude = 4 + 2 * season;
  const daily = amplitude * Math.sin((2 * Math.PI * (solarHour(lng, utcMs) - 9)) / 24);
  return Math.round((mean + alpine + daily + anomaly(lat, lng, utcMs)) * 10) / 10;
};
