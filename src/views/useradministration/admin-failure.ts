import type { TFunction } from 'i18next';
import { toApiFailure, type ApiFailure } from '../../api/api-failure';

/** A failed administration call in the user's language, naming the field the server named. */
export const adminFailureText = (t: TFunction<'administration'>, error: unknown): string =>
  adminApiFailureText(t, toApiFailure(error));

/** The same for a failure a machine kept as typed data (e.g. the railation import's). */
export const adminApiFailureText = (t: TFunction<'administration'>, failure: ApiFailure): string => {
  if (failure._tag !== 'HttpError') return t('failure.network');
  const field = failure.body?.field;
  switch (failure.status) {
    case 400:
      return field ? t('failure.badInput', { field }) : t('failure.badInputNoField');
    case 401:
    case 403:
      return t('failure.forbidden');
    case 404:
      return field ? t('failure.notFound', { field }) : t('failure.notFoundNoField');
    case 409:
      return t('failure.conflict');
    default:
      return t('failure.server', { status: failure.status });
  }
};
