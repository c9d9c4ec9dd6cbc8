/*
 * Kept apart from format.ts, which loads the Temporal polyfill: the login page needs only this.
 */

/** Splits a wait in seconds into whole minutes and remaining seconds, for messages like "2 min 5 s". */
export const splitMinutesSeconds = (totalSeconds: number): { minutes: number; seconds: number } => {
  const whole = Math.max(0, Math.ceil(totalSeconds));
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
};
