import type { ApiFailure } from '../../../api/api-failure';

/** Why a call of the tab failed, as its dialog or notice says (keys `otherSettings.failure.*`). */
export type FailureReason = 'offline' | 'forbidden' | 'conflict' | 'invalid' | 'other';

export const failureReason = (failure: ApiFailure | null | undefined): FailureReason => {
  if (!failure || failure._tag === 'NetworkError') return 'offline';
  if (failure._tag !== 'HttpError') return 'other';
  if (failure.status === 401 || failure.status === 403) return 'forbidden';
  if (failure.status === 409) return 'conflict';
  if (failure.status === 400) return 'invalid';
  return 'other';
};

/**
 * The dialog the tab shows: a deployment's outcome ("Files were successfully updated" / "Fail to
 * copy", spec 001 §8), a refused approval, or the outcome of "Update version"; null for none.
 */
export type OtherSettingsOutcome =
  | { readonly kind: 'deployed' | 'saved' }
  | { readonly kind: 'deployFailed' | 'approveFailed' | 'saveFailed'; readonly reason: FailureReason }
  | null;
