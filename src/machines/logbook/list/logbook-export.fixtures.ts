import type { AnyEventObject } from 'xstate';
import { httpError } from '../../session/session.fixtures';
import { done, failed } from '../../fleet/fleet.fixtures';
import type { LogbookExportInput, LogbookExportRequest } from './logbook-export.types';

/** Test and story data for the logbook export machine. Not imported by the app. */
export const fixtureExportRequest: LogbookExportRequest = {
  organisationId: 'org-1',
  filter: "vehicleIdRef eq 203 and logbookEntryId not in ('00000000-0000-4000-8000-000000000001')",
  orderby: 'createTimestamp desc',
  language: 'en-GB',
};

export const logbookExportFixtures: {
  readonly inputs: Readonly<Record<'csv' | 'spreadsheet', LogbookExportInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: { csv: { format: 'csv' }, spreadsheet: { format: 'spreadsheet' } },
  eventVariants: {
    'user.openExport': [{ type: 'user.openExport', request: fixtureExportRequest }],
    'user.selectFormat': [
      { type: 'user.selectFormat', format: 'spreadsheet' },
      { type: 'user.selectFormat', format: 'csv' },
    ],
    'xstate.done.actor.createExport': [done('createExport', '00000000-0000-4000-8000-00000000e001')],
    'xstate.error.actor.createExport': [failed('createExport', httpError(400))],
    'xstate.done.actor.downloadExport': [
      done('downloadExport', new Blob(['header\n'], { type: 'text/csv; charset=utf-8' })),
    ],
    'xstate.error.actor.downloadExport': [failed('downloadExport', httpError(404))],
  },
};
