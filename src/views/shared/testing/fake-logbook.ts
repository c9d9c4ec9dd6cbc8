import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import type { StoreScope } from '../../../api/offline/logbook-offline-store';
import { createMemoryRestrictionStore } from '../../../api/offline/restriction-offline-store';
import { pendingCountOf } from '../../../machines/logbook/sync/logbook-sync.queue';
import { logbookSyncMachine } from '../../../machines/logbook/sync/logbook-sync.machine';
import { syncNoticeMachine } from '../../../machines/logbook/sync/sync-notice.machine';
import {
  NO_HOLDINGS,
  type DeviceHoldings,
  type FinishRunRequest,
  type StoreChanged,
  type SyncQueueItem,
} from '../../../machines/logbook/sync/logbook-sync.types';
import type { LogbookResultCode } from '../../../api/contract';
import { createSelectionFacts, type SelectionFactSnapshot } from '../../../machines/fleet/fleet.facts';
import type { DeleteEntriesRequest } from '../../../machines/logbook/list/logbook-delete.types';
import type {
  CreateExportRequest,
  DownloadExportRequest,
  ExportFile,
} from '../../../machines/logbook/list/logbook-export.types';
import { createLogbookMachines } from '../../../machines/logbook/list/logbook-machines';
import {
  commentFormActorDefaults,
  commentsListActorDefaults,
} from '../../../machines/logbook/comments/comments.actors';
import type { EntryGateway } from '../../../machines/logbook/entry/entry-gateway';
import type { LogbookListPage, LogbookListRequest } from '../../../machines/logbook/list/logbook-list.types';
import { createAppFacts, type SessionFactSnapshot } from '../../../machines/shared/app-facts';
import type { FactSource } from '../../../machines/shared/fact-watch';
import type { LogbookServices } from '../app-services';
import { createFakeConnectivity } from './fake-actors';

/**
 * Logbook services for view tests and stories: the real machines, their calls answered by the
 * functions given (by default never settling), watching the given session and vehicle selection.
 */
export interface FakeLogbookOptions {
  readonly session: FactSource<SessionFactSnapshot>;
  readonly selection: FactSource<SelectionFactSnapshot>;
  readonly storage?: Storage;
  readonly loadEntries?: (request: LogbookListRequest) => Promise<LogbookListPage>;
  readonly createExport?: (request: CreateExportRequest) => Promise<string>;
  readonly downloadExport?: (request: DownloadExportRequest) => Promise<Blob>;
  readonly deleteEntries?: (request: DeleteEntriesRequest) => Promise<LogbookResultCode>;
  readonly saveFile?: (file: ExportFile) => void;
  readonly canReadLogbook?: boolean;
  /** The entry drawer's calls; by default none ever settles. */
  readonly entryGateway?: EntryGateway;
  /** What the device holds (the sync actor's view of the store); by default nothing. */
  readonly device?: DeviceHoldings;
  readonly lastSyncedAt?: string | null;
}

const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

export const createFakeLogbook = (options: FakeLogbookOptions): LogbookServices => {
  const loadEntries = (input: LogbookListRequest) => (options.loadEntries ?? never<LogbookListPage>)(input);
  const facts = createAppFacts({ session: options.session, connectivity: createFakeConnectivity() });
  const neverGateway: EntryGateway = {
    create: never,
    update: never,
    finalize: never,
    confirmSignature: never,
    delete: never,
    get: never,
    newest: never,
    lastA1: never,
    signatureImage: never,
    document: never,
    syncStatus: never,
  };
  const machines = createLogbookMachines({
    apiActors: {
      calls: { loadEntries },
      list: { loadEntries: fromPromise(({ input }: { input: LogbookListRequest }) => loadEntries(input)) },
      export: {
        createExport: fromPromise(({ input }: { input: CreateExportRequest }) =>
          (options.createExport ?? never<string>)(input),
        ),
        downloadExport: fromPromise(({ input }: { input: DownloadExportRequest }) =>
          (options.downloadExport ?? never<Blob>)(input),
        ),
      },
      delete: {
        deleteEntries: fromPromise(({ input }: { input: DeleteEntriesRequest }) =>
          (options.deleteEntries ?? never<LogbookResultCode>)(input),
        ),
      },
    },
    storage: options.storage ?? window.localStorage,
    facts,
    selectionFacts: createSelectionFacts(options.selection),
    canReadLogbook: () => options.canReadLogbook ?? true,
    saveFile: options.saveFile ?? (() => undefined),
  });
  const device = options.device ?? NO_HOLDINGS;
  const sync = createActor(
    logbookSyncMachine.provide({
      actors: {
        watchSession: facts.session,
        watchConnectivity: facts.connectivity,
        // A sync finds nothing to push (the rows come from `device`, not from a queue).
        holdLock: fromCallback<EventObject, undefined>(({ sendBack }) => sendBack({ type: 'lock.acquired' })),
        readQueue: fromPromise<readonly SyncQueueItem[], StoreScope>(() => Promise.resolve([])),
        finishRun: fromPromise<string | null, FinishRunRequest>(() =>
          Promise.resolve(options.lastSyncedAt ?? null),
        ),
        watchStore: fromCallback<EventObject, StoreScope>(({ sendBack }) => {
          const changed: StoreChanged = {
            type: 'store.changed',
            pendingCount: pendingCountOf({ entries: device.entries, deletions: device.deletionIds }),
            lastSyncedAt: options.lastSyncedAt ?? null,
            device,
          };
          sendBack(changed);
        }),
      },
    }),
  );
  sync.start();
  return {
    ...machines,
    sync,
    // No account: the gate's calls go to the fake API as they are, nothing is kept on the device.
    restrictionsOffline: { store: createMemoryRestrictionStore(), scope: () => null, now: () => Date.now() },
    syncNotice: createActor(syncNoticeMachine).start(),
    entry: {
      gateway: options.entryGateway ?? neverGateway,
      saveFile: () => undefined,
      comments: { commentForm: commentFormActorDefaults, commentsList: commentsListActorDefaults },
    },
  };
};
