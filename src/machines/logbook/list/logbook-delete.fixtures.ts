import type { AnyEventObject } from 'xstate';
import { ApiCallError } from '../../../api/api-failure';
import { httpError } from '../../session/session.fixtures';
import { done, failed } from '../../fleet/fleet.fixtures';

/** Test and story data for the delete-selected machine. Not imported by the app. */
export const fixtureDeleteIds = [
  '00000000-0000-4000-8000-000000000003',
  '00000000-0000-4000-8000-000000000006',
];

export const logbookDeleteFixtures: {
  readonly inputs: Readonly<Record<'start', undefined>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: { start: undefined },
  eventVariants: {
    'user.deleteSelected': [
      { type: 'user.deleteSelected', organisationId: 'org-1', ids: fixtureDeleteIds },
      { type: 'user.deleteSelected', organisationId: 'org-1', ids: [] },
    ],
    'xstate.done.actor.deleteEntries': [
      done('deleteEntries', 'successfully_deleted'),
      done('deleteEntries', 'err_multiple_error_occurred'),
    ],
    'xstate.error.actor.deleteEntries': [
      failed('deleteEntries', httpError(403)),
      failed(
        'deleteEntries',
        new ApiCallError({
          _tag: 'HttpError',
          status: 409,
          body: { error: 'conflict', message: 'finalised', resultCode: 'err_already_finalized' },
          retryAfterSeconds: null,
        }),
      ),
    ],
  },
};
