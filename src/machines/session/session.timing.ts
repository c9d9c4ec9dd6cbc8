import { ACCESS_TOKEN_REFRESH_THRESHOLD_MS } from './session.types';

/**
 * The shortest wait before a scheduled refresh. A server that issues access tokens living less than the
 * threshold would otherwise make "refresh when under 2 minutes remain" fire at once, again and again.
 */
export const ACCESS_TOKEN_MIN_REFRESH_DELAY_MS = 10_000;
/** First wait after a refresh failed without a 401 (network, 5xx); doubles per failure. */
export const ACCESS_TOKEN_RETRY_BASE_MS = 2_000;
/** Longest wait between two refresh attempts while the server cannot be reached. */
export const ACCESS_TOKEN_RETRY_MAX_MS = 60_000;

/**
 * How long to wait before refreshing an access token that expires at `expiresAt`: until the threshold
 * (2 minutes before expiry). A token that already lives less than that is refreshed after half of
 * what remains, but never sooner than {@link ACCESS_TOKEN_MIN_REFRESH_DELAY_MS}.
 */
export const accessTokenRefreshDelay = (expiresAt: number | null, now: number): number => {
  if (expiresAt === null) return ACCESS_TOKEN_MIN_REFRESH_DELAY_MS;
  const remaining = expiresAt - now;
  if (remaining > ACCESS_TOKEN_REFRESH_THRESHOLD_MS) return remaining - ACCESS_TOKEN_REFRESH_THRESHOLD_MS;
  return Math.max(ACCESS_TOKEN_MIN_REFRESH_DELAY_MS, Math.floor(remaining / 2));
};

/** True when fewer than 2 minutes of the access token remain (or it is already gone). */
export const isNearExpiry = (expiresAt: number | null, now: number): boolean =>
  expiresAt === null || expiresAt - now < ACCESS_TOKEN_REFRESH_THRESHOLD_MS;

/** Exponential backoff after `failures` consecutive failed refreshes (1 → base, 2 → 2×base, ...). */
export const refreshRetryDelay = (failures: number): number =>
  Math.min(ACCESS_TOKEN_RETRY_MAX_MS, ACCESS_TOKEN_RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));
