import type { Db, Queryable } from '../db/db';
import { ApiError } from '../http/api-error';
import { accountKey } from './random';

/** Failures allowed before the first lock. */
export const FREE_FAILURES = 5;
/** Lock after the 5th consecutive failure; it doubles with every further failure... */
export const BASE_LOCK_SECONDS = 30;
/** ...up to this cap, so nobody can be locked out for longer than 15 minutes after the last failure. */
export const MAX_LOCK_SECONDS = 15 * 60;

/** Failures older than this (counted from the latest one) are forgotten, and their rows purged. */
export const FORGET_AFTER_SECONDS = 24 * 3600;

/** Seconds of lock after `failures` consecutive failures (0 below the threshold). */
export const lockSeconds = (failures: number): number => {
  if (failures < FREE_FAILURES) return 0;
  const doublings = Math.min(failures - FREE_FAILURES, 30);
  return Math.min(BASE_LOCK_SECONDS * 2 ** doublings, MAX_LOCK_SECONDS);
};

const tooManyAttempts = (seconds: number) =>
  new ApiError(429, 'too_many_attempts', 'Too many failed attempts; try again later.', {
    retryAfterSeconds: seconds,
    headers: { 'retry-after': String(seconds) },
  });

/**
 * Refuses with 429 while the account name is locked. Callers check this BEFORE looking at the passkey,
 * and a refused attempt changes nothing: the lock never grows while it lasts.
 */
export const assertNotLocked = async (q: Queryable, accountName: string, now: Date): Promise<void> => {
  const rows = await q.query<{ locked_until: Date | null }>(
    'SELECT locked_until FROM login_throttle WHERE account_key = $1',
    [accountKey(accountName)],
  );
  const lockedUntil = rows[0]?.locked_until;
  if (!lockedUntil) return;
  const remainingMs = new Date(lockedUntil).getTime() - now.getTime();
  if (remainingMs > 0) throw tooManyAttempts(Math.ceil(remainingMs / 1000));
};

/**
 * Counts one failure and sets the lock it earns, in one transaction (the upsert's row lock orders racing
 * failures). The count is skipped while a lock is active, so attempts that raced past
 * `assertNotLocked` cannot extend a lock either. Answers the seconds of the lock it set (0: none).
 */
export const recordFailure = async (db: Db, accountName: string, now: Date): Promise<number> => {
  const key = accountKey(accountName);
  return db.transaction(async (tx) => {
    // Housekeeping on the way: rows of names nobody failed on for a day go, this one's included, so
    // rows for made-up names do not pile up and a day without failures starts the count afresh.
    await tx.query(
      `DELETE FROM login_throttle
       WHERE updated_at < $1 AND (locked_until IS NULL OR locked_until <= $2)`,
      [new Date(now.getTime() - FORGET_AFTER_SECONDS * 1000), now],
    );
    const rows = await tx.query<{ failures: number }>(
      `INSERT INTO login_throttle AS t (account_key, failures, updated_at) VALUES ($1, 1, $2)
       ON CONFLICT (account_key) DO UPDATE SET failures = t.failures + 1, updated_at = $2
         WHERE t.locked_until IS NULL OR t.locked_until <= $2
       RETURNING failures`,
      [key, now],
    );
    const failures = rows[0]?.failures;
    if (failures === undefined || failures < FREE_FAILURES) return 0;
    const seconds = lockSeconds(failures);
    await tx.query('UPDATE login_throttle SET locked_until = $2 WHERE account_key = $1', [
      key,
      new Date(now.getTime() + seconds * 1000),
    ]);
    return seconds;
  });
};

/** A success forgets earlier failures. */
export const resetThrottle = async (q: Queryable, accountName: string): Promise<void> => {
  await q.query('DELETE FROM login_throttle WHERE account_key = $1', [accountKey(accountName)]);
};
