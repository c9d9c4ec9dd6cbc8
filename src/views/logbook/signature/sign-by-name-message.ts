import type { ApiFailure } from '../../../api/api-failure';

type SignByNameMessage =
  | 'signature.byNameOffline'
  | 'signature.byNameFailed'
  | 'signature.wrongPassword'
  | 'signature.tooManyAttempts'
  | 'signature.notAccountName';

/** The `logbookEntry` text that says why a typed name was not confirmed (issue 36). */
export const signByNameMessageKey = (failure: ApiFailure): SignByNameMessage => {
  if (failure._tag === 'NetworkError') return 'signature.byNameOffline';
  if (failure._tag !== 'HttpError') return 'signature.byNameFailed';
  if (failure.status === 403) return 'signature.wrongPassword';
  if (failure.status === 429) return 'signature.tooManyAttempts';
  if (failure.status === 400 && failure.body?.field === 'fullName') return 'signature.notAccountName';
  return 'signature.byNameFailed';
};
