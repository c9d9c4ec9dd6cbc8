import { FLEET_TIME_ZONE, utcOffsetAt } from '../telemetry/local-day';
import { utcOfParts } from '../utc-parts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The instant of a `DD-MM-YYYY HH:mm:ss` wall time in the fleet's zone (spec 001 §7 set user
 * interaction), or null when the text names no real time (31-02, 24:00, the hour skipped when clocks
 * go forward). An hour that occurs twice when clocks go back is read as its first occurrence.
 */
export const instantOfWallTime = (text: string, timeZone = FLEET_TIME_ZONE): number | null => {
  const match = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const [day, month, year, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wall = utcOfParts(year, month, day, hour, minute, second);
  if (wall === null) return null;
  // The earlier of the two candidate offsets first, so a repeated hour reads as its first occurrence.
  const candidates = [
    utcOffsetAt(wall - 3 * 3_600_000, timeZone),
    utcOffsetAt(wall + 3 * 3_600_000, timeZone),
  ]
    .sort((a, b) => b - a)
    .map((offset) => wall - offset);
  for (const instant of candidates) {
    if (instant + utcOffsetAt(instant, timeZone) === wall) return instant;
  }
  return null;
};

/** The `DD-MM-YYYY HH:mm:ss` wall time of an instant in the fleet's zone. */
export const wallTimeOf = (ms: number, timeZone = FLEET_TIME_ZONE): string => {
  const wall = new Date(ms + utcOffsetAt(ms, timeZone));
  return (
    `${pad(wall.getUTCDate())}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCFullYear(), 4)} ` +
    `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`
  );
};
