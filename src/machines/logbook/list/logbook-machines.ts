import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { LogbookOrderBy } from '../../../api/contract';
import type { AppFacts } from '../../shared/app-facts';
import { noFacts } from '../../shared/fact-watch';
import type { SelectionFacts } from '../../fleet/fleet.facts';
import type { VehicleChanged } from '../../fleet/live-detail.types';
import type { LogbookApiActors } from './logbook.actors';
import { logbookDeleteMachine, type LogbookDeleteMachine } from './logbook-delete.machine';
import type { ExportFile } from './logbook-export.types';
import { logbookExportMachine, type LogbookExportMachine } from './logbook-export.machine';
import { logbookListMachine, type LogbookListMachine } from './logbook-list.machine';
import { formatLogbookSettings, LOGBOOK_SETTINGS_KEY, parseLogbookSettings } from './logbook-list.rules';
import type { LogbookListPage, LogbookListRequest } from './logbook-list.types';

/** The running app-wide drafts actor (open entries of the organisation). */
export type LogbookDraftsActor = ActorRefFrom<LogbookListMachine>;

/**
 * The logbook's machines with their calls, watchers and outputs provided. The list page creates its
 * own actor of `list` and `export`, the drafts page one of `delete`; `drafts` runs app-wide (the side
 * navigation and the list's "view open entries" link read whether open entries exist).
 */
export interface LogbookMachines {
  readonly list: LogbookListMachine;
  readonly export: LogbookExportMachine;
  readonly delete: LogbookDeleteMachine;
  readonly drafts: LogbookDraftsActor;
  /** The stored sort (`logbookSettings`), the list's start. */
  readonly storedOrderBy: () => LogbookOrderBy;
  readonly stop: () => void;
}

export interface LogbookMachineDeps {
  /** The calls (`createLogbookApiActors` over the API client; fakes in view tests and stories). */
  readonly apiActors: LogbookApiActors;
  readonly storage: Storage;
  readonly facts: Pick<AppFacts, 'session'>;
  readonly selectionFacts: Pick<SelectionFacts, 'vehicleOrStored'>;
  /** Logbook read right of the session: without it the drafts ask for nothing (no 403 snackbar). */
  readonly canReadLogbook: () => boolean;
  /** Hands a downloaded export to the browser. */
  readonly saveFile: (file: ExportFile) => void;
}

const EMPTY_PAGE: LogbookListPage = {
  items: [],
  pagination: {
    foundCount: 0,
    totalCount: 0,
    page: 1,
    totalPages: 0,
    hasPrevPage: false,
    hasNextPage: false,
    prevPage: null,
    nextPage: null,
  },
};

/** Provides the logbook machines and starts the drafts actor (the composition root; tests with fakes). */
export const createLogbookMachines = (deps: LogbookMachineDeps): LogbookMachines => {
  const { apiActors } = deps;
  const persistOrderBy = (_: unknown, { orderby }: { readonly orderby: LogbookOrderBy }) => {
    try {
      deps.storage.setItem(LOGBOOK_SETTINGS_KEY, formatLogbookSettings(orderby));
    } catch (error) {
      console.warn('[logbook] storing the sort failed', error);
    }
  };
  const list = logbookListMachine.provide({
    actors: {
      ...apiActors.list,
      watchSession: deps.facts.session,
      watchVehicle: deps.selectionFacts.vehicleOrStored,
    },
    actions: { persistOrderBy },
  });
  const loadDrafts = fromPromise<LogbookListPage, LogbookListRequest>(({ input, signal }) =>
    deps.canReadLogbook() ? apiActors.calls.loadEntries(input, signal) : Promise.resolve(EMPTY_PAGE),
  );
  const drafts = createActor(
    logbookListMachine.provide({
      actors: {
        loadEntries: loadDrafts,
        watchSession: deps.facts.session,
        watchVehicle: noFacts<VehicleChanged>(),
      },
    }),
    { input: { scope: 'drafts' } },
  );
  drafts.start();
  return {
    list,
    export: logbookExportMachine.provide({
      actors: apiActors.export,
      actions: { saveFile: (_, file) => deps.saveFile(file) },
    }),
    delete: logbookDeleteMachine.provide({ actors: apiActors.delete }),
    drafts,
    storedOrderBy: () => {
      try {
        return parseLogbookSettings(deps.storage.getItem(LOGBOOK_SETTINGS_KEY));
      } catch {
        return parseLogbookSettings(null);
      }
    },
    stop: () => drafts.stop(),
  };
};
