/**
 * The instant of a date and time read as UTC from its numbers (month 1–12), or null when they name
 * no real time (31-02, 24:00, 60 seconds): Date.UTC would roll them over into another day.
 */
export const utcOfParts = (
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): number | null => {
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(ms);
  return back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day &&
    back.getUTCHours() === hour &&
    back.getUTCMinutes() === minute &&
    back.getUTCSeconds() === second
    ? ms
    : null;
};
