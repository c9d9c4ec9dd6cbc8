import type { ProfileFailureReason } from '../../machines/profile/profile-form.rules';
import type { ProfileSaveKind } from '../../machines/profile/profile-form.types';

/** What the outcome dialog shows: the save that succeeded, why one failed, or nothing. */
export type ProfileOutcome =
  | { readonly kind: 'saved'; readonly saved: ProfileSaveKind }
  | { readonly kind: 'failed'; readonly reason: ProfileFailureReason }
  | null;
