/**
 * How long raw positions are kept (issue 29 §1): `POSITIONS_RETENTION_MONTHS` whole UTC calendar
 * months before the current one (0: everything). The server drops older months of `positions`; the
 * daily figures and day summaries stay. One rule for the server's upkeep and the client's notice.
 */

/** The first instant whose positions are kept at `nowMs` (a UTC month's start), or null: all are. */
export const positionsKeptFromMs = (nowMs: number, retentionMonths: number): number | null => {
  if (retentionMonths <= 0) return null;
  const now = new Date(nowMs);
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - retentionMonths, 1);
};

/**
 * The first day (YYYY-MM-DD) whose positions are kept, or null. Its first hour or two in the
 * organisation's zone fall before the UTC month starts: that day counts as kept.
 */
export const positionsKeptFromDay = (nowMs: number, retentionMonths: number): string | null => {
  const from = positionsKeptFromMs(nowMs, retentionMonths);
  return from === null ? null : new Date(from).toISOString().slice(0, 10);
};
