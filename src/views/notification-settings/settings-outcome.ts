import type { ApiFailure } from '../../api/api-failure';
import type { TemporaryPeriod } from '../../api/contract';

/** What the last save left to show: the confirmation (3 s), the failure (until dismissed), or nothing. */
export type SettingsOutcome =
  | {
      readonly kind: 'saved';
      readonly count: number;
      /** Saved as a temporary setting for these days (null: as the stored setting). */
      readonly period: TemporaryPeriod | null;
    }
  | { readonly kind: 'failed'; readonly failure: ApiFailure }
  | null;

/** The failure's text key and values: offline, refused (403, the demo user), or the server's status. */
export const failureText = (
  failure: ApiFailure,
): { key: 'failed.offline' | 'failed.forbidden' | 'failed.other'; status: string } => {
  if (failure._tag === 'NetworkError') return { key: 'failed.offline', status: '' };
  if (failure._tag === 'HttpError' && failure.status === 403)
    return { key: 'failed.forbidden', status: '403' };
  return {
    key: 'failed.other',
    status: failure._tag === 'HttpError' ? String(failure.status) : failure._tag,
  };
};
