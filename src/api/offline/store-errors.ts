import { OfflineStoreError } from './logbook-offline-store';

const nameOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string'
    ? error.name
    : undefined;

/** Chromium, Firefox and Safari name a refused write so; older engines used code 22. */
export const isQuotaError = (error: unknown): boolean =>
  nameOf(error) === 'QuotaExceededError' ||
  (typeof error === 'object' && error !== null && 'code' in error && error.code === 22);

/**
 * Every failure of the store as an {@link OfflineStoreError}: `quota` when the browser refused the
 * space, `failed` otherwise (`unavailable` is decided where the database is opened).
 */
export const toStoreError = (error: unknown, doing: string): OfflineStoreError => {
  if (error instanceof OfflineStoreError) return error;
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return isQuotaError(error)
    ? new OfflineStoreError('quota', `The browser refused the space to ${doing} (${detail})`, {
        cause: error,
      })
    : new OfflineStoreError('failed', `Could not ${doing} (${detail})`, { cause: error });
};

/** A store call refused for lack of space (the browser's quota): nothing of it was kept. */
export const isStorageFull = (error: unknown): boolean =>
  error instanceof OfflineStoreError && error.kind === 'quota';
