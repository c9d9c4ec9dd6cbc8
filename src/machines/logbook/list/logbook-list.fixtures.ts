import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { LogbookEntry, Pagination } from '../../../api/contract';
import { httpError, networkError } from '../../session/session.fixtures';
import { done, failed } from '../../fleet/fleet.fixtures';
import type { LogbookListContext, LogbookListInput, LogbookListPage } from './logbook-list.types';

/** Test and story data for the logbook list machine. Not imported by the app. */

/** A finalised (or open) entry `n` of vehicle 203. */
export const fixtureEntry = (n: number, overrides: Partial<LogbookEntry['header']> = {}): LogbookEntry => ({
  version: 1,
  header: {
    logbookEntryId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    vehicleIdRef: 203,
    status: n % 3 === 0 ? 'created' : 'finalized',
    remarks: null,
    referenceTimestamp: new Date(Date.UTC(2026, 10, 20, 8, 0) - n * 3_600_000).toISOString(),
    referenceLocation: 'Köln Eifeltor',
    entryState: n % 4 === 0 ? 'open' : n % 4 === 1 ? 'resolved' : null,
    creatorAccountFirstName: n % 2 === 0 ? 'Dana' : 'Jonas',
    creatorAccountLastName: n % 2 === 0 ? 'Fahrer' : 'Weber',
    createTimestamp: new Date(Date.UTC(2026, 10, 20, 9, 30) - n * 3_600_000).toISOString(),
    commentsCount: n % 5,
    ...overrides,
  },
  vehicleState: {
    hydraulicsState: 'ok',
    vehicleOperatingHours_h: 1200 + n,
    mileage_km: 50_000 + n,
    fuelFillingLevel_l: 800,
    fuelAdded_l: 0,
    sandState: 'ok',
    isSandAdded: null,
    motorOilState: 'ok',
    motorOilAdded_l: null,
  },
  inspections: {
    inspectionPerformedTimestamp_A1: null,
    inspectionPerformedTimestamp_V1: null,
    inspectionPerformedTimestamp_V3: null,
    inspectionPerformedTimestamp_F1: null,
    selectedV: null,
  },
  defects:
    n % 4 === 0 || n % 4 === 1
      ? {
          description: 'Bremse quietscht',
          measuresDescription: null,
          state: n % 4 === 0 ? 'open' : 'resolved',
        }
      : null,
  stoppage: null,
  hasSignatureImage: n % 3 !== 0,
  lastComment:
    n % 5 === 0
      ? null
      : {
          remarks: `Kommentar ${n}`,
          creatorAccountFirstName: 'Olga',
          creatorAccountLastName: 'Admin',
          createTimestamp: '2026-11-21T10:00:00.000Z',
        },
  lastUpdateTimestamp: '2026-11-21T10:00:00.000Z',
});

/** A page of `count` entries of `found`, page `page` of the given size. */
export const fixturePage = (page: number, found: number, size = 20): LogbookListPage => {
  const first = (page - 1) * size;
  const count = Math.max(0, Math.min(size, found - first));
  const totalPages = Math.ceil(found / size);
  const pagination: Pagination = {
    foundCount: found,
    totalCount: found,
    page,
    totalPages,
    hasPrevPage: page > 1,
    hasNextPage: page < totalPages,
    prevPage: page > 1 ? page - 1 : null,
    nextPage: page < totalPages ? page + 1 : null,
  };
  return { items: Array.from({ length: count }, (_, i) => fixtureEntry(first + i + 1)), pagination };
};

/** The list's date range at start, and another one a pick makes (issue 31). */
export const FIXTURE_LIST_PERIOD = { startDate: '2026-11-08', endDate: '2026-11-22' } as const;
export const FIXTURE_OTHER_PERIOD = { startDate: '2026-10-01', endDate: '2026-10-31' } as const;

export const logbookListFixtures: {
  readonly inputs: Readonly<Record<'vehicle' | 'drafts' | 'loggedOut', LogbookListInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    vehicle: { ready: true, organisationId: 'org-1', vehicleId: 203, period: FIXTURE_LIST_PERIOD },
    drafts: { scope: 'drafts', ready: true, organisationId: 'org-1' },
    loggedOut: {},
  },
  eventVariants: {
    'session.changed': [
      { type: 'session.changed', ready: true, organisationId: 'org-2', liveData: true },
      { type: 'session.changed', ready: false, organisationId: null, liveData: false },
    ],
    'view.vehicleChanged': [{ type: 'view.vehicleChanged', vehicleId: 204 }],
    'period.changed': [
      { type: 'period.changed', period: FIXTURE_OTHER_PERIOD },
      // The range in force again (the watcher tells it at start): nothing to fetch.
      { type: 'period.changed', period: { ...FIXTURE_LIST_PERIOD } },
    ],
    'user.sort': [{ type: 'user.sort', orderby: 'creatorAccountLastName asc' }],
    'user.goToPage': [{ type: 'user.goToPage', page: 2 }],
    'user.toggleEntry': [{ type: 'user.toggleEntry', id: fixtureEntry(1).header.logbookEntryId }],
    'xstate.done.actor.loadEntries': [
      done('loadEntries', fixturePage(1, 45)),
      done('loadEntries', fixturePage(3, 40)),
    ],
    'xstate.error.actor.loadEntries': [
      failed('loadEntries', httpError(500)),
      failed('loadEntries', networkError()),
    ],
  },
};

/** The model's "same state": the value, whether there is an organisation, and past the first page (guards). */
export const serializeLogbookList = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as LogbookListContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    ready: context.ready && context.organisationId !== null,
    page: context.page > 1,
  });
};
