/**
 * Bounds of a restriction notice (issue 30 §2), shared by the contract, the server's checks and the
 * client's form.
 */
export const RESTRICTION_LIMITS = {
  /** The notice's text ("max 80 km/h", "sanding out of order"): a short line, not a report. */
  maxText: 500,
  /** A speed limit in km/h: shunting walks at 5; no rail vehicle of the fleet runs above 300. */
  minSpeedKmh: 5,
  maxSpeedKmh: 300,
  /** The remark of a lifting: the spec's long-text limit. */
  maxRemark: 4000,
  /** The newest ended (lifted or expired) restrictions a vehicle's list answers. */
  historySize: 100,
  /** An acknowledgement queued offline may carry its own time, at most this far ahead of the server's. */
  clockSkewMs: 5 * 60 * 1000,
} as const;

/** Whether a restriction is in force at `nowMs`: not lifted and its end (if any) still ahead. */
export const restrictionActiveAt = (
  restriction: { readonly lifted: unknown; readonly validUntil: string | null },
  nowMs: number,
): boolean =>
  restriction.lifted === null &&
  (restriction.validUntil === null || Date.parse(restriction.validUntil) > nowMs);
