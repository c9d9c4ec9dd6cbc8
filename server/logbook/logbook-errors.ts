import type { ApiErrorCode, FieldIssue, LogbookResultCode } from '../../src/api/contract';
import { ApiError } from '../http/api-error';

/** A logbook failure: an {@link ApiError} whose body also carries the spec's `resultCode` (spec 001 §8). */
export const logbookError = (
  status: number,
  error: ApiErrorCode,
  message: string,
  resultCode: LogbookResultCode,
  extra: { field?: string; issues?: readonly FieldIssue[] } = {},
): ApiError => {
  // ApiError spreads `extra` into the body; the result code rides along that way.
  const withCode: { field?: string; issues?: readonly FieldIssue[] } = { ...extra, resultCode } as never;
  return new ApiError(status, error, message, withCode);
};

export const unknownOrganisation = () =>
  logbookError(404, 'not_found', 'Organisation not found.', 'err_unknown_organisation');

export const unknownEntry = () => logbookError(404, 'not_found', 'Entry not found.', 'err_unknown_entry');

/** A vehicle of another organisation or none: 404 with nothing of it. */
export const unknownVehicle = (field?: string) =>
  logbookError(
    404,
    'not_found',
    'Vehicle not found.',
    'err_unknown_entry',
    field === undefined ? {} : { field },
  );

export const forbiddenRequest = (message: string) =>
  logbookError(403, 'forbidden', message, 'err_forbidden_request');

export const alreadyFinalized = () =>
  logbookError(409, 'conflict', 'The entry is finalised and can no longer change.', 'err_already_finalized');

/** An update made from an older version than the server's (the entry changed since). */
export const versionConflict = () =>
  logbookError(
    409,
    'conflict',
    'The entry changed on the server since the version this update was made from.',
    'err_version_conflict',
  );

/** A 400 listing every violated rule as `section.field` with its rule code. */
export const invalidEntry = (issues: readonly FieldIssue[]): ApiError => {
  const first = issues[0];
  return new ApiError(
    400,
    'invalid_request',
    first ? `Invalid ${first.field}: ${first.message}` : 'Invalid entry.',
    first ? { field: first.field, issues } : { issues },
  );
};
