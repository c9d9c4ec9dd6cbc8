import type { RestrictionOfflineStore } from '../../../api/offline/restriction-offline-store';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { ApiClient } from '../../../api/api-client';
import type { LogbookResultCode } from '../../../api/contract/errors.contract';
import type { LogbookOfflineStore } from '../../../api/offline/logbook-offline-store';
import type { AppFacts } from '../../shared/app-facts';
import type { EntryGateway } from '../entry/entry-gateway';
import type { DeleteEntriesRequest } from '../list/logbook-delete.types';
import { createLogbookSyncMachine } from '../sync/logbook-sync-machine';
import type { LogbookSyncMachine } from '../sync/logbook-sync.machine';
import type { SyncLockManager } from '../sync/sync-lock-manager';
import type { EntryAuthor } from './local-entry';
import { createOfflineDeleteEntries } from './offline-delete';
import { createOfflineEntryGateway } from './offline-entry-gateway';
import type { ItemSettled, SyncPort } from './sync-port';

/** The running sync actor the views read (pending work, last synced, rows in flight). */
export type LogbookSyncActor = ActorRefFrom<LogbookSyncMachine>;

/** How long a save or delete waits for its item's outcome before answering "saved locally". */
export const SETTLE_WAIT_MS = 15_000;

export interface LogbookOfflineDeps {
  readonly api: ApiClient;
  readonly store: LogbookOfflineStore;
  readonly locks: SyncLockManager;
  readonly facts: Pick<AppFacts, 'session' | 'callConnectivity'>;
  readonly getAccessToken: () => string | null;
  /** The logged-in account (the store's scope and the author of entries made offline). */
  readonly author: () => EntryAuthor | null;
  /** localStorage: the spec's old keys are taken over from it once. */
  readonly legacyStorage: Storage;
  readonly now: () => number;
  /** Restriction acknowledgements queued offline, sent before the entries (issue 30 §2). */
  readonly restrictionAcks?: RestrictionOfflineStore;
}

export interface LogbookOffline {
  readonly sync: LogbookSyncActor;
  /** The device store the sync and the gateway use (the list keeps the drafts it shows in it). */
  readonly store: LogbookOfflineStore;
  /** The entry drawer's gateway: device first, then pushed (wraps the API gateway). */
  readonly entryGateway: (api: EntryGateway) => EntryGateway;
  /** Delete selected through the device. */
  readonly deleteEntries: ReturnType<typeof fromPromise<LogbookResultCode, DeleteEntriesRequest>>;
  readonly stop: () => void;
}

/** The sync actor's events as the port's settlement of one item (its field issues too). */
export const syncPortOf = (sync: Pick<LogbookSyncActor, 'send' | 'on' | 'getSnapshot'>): SyncPort => ({
  getSnapshot: () => sync.getSnapshot(),
  request: (reason) => sync.send({ type: 'sync.requested', reason }),
  settled: (logbookEntryId, signal) =>
    new Promise<ItemSettled | null>((resolve) => {
      const subscriptions = [
        sync.on('sync.itemSettled', (report) => {
          if (report.logbookEntryId !== logbookEntryId) return;
          finish({
            logbookEntryId,
            resultCode: report.resultCode,
            status: report.status,
            ...(report.issues === undefined ? {} : { issues: report.issues }),
          });
        }),
        sync.on('sync.failed', () => finish(null)),
        sync.on('sync.answered', ({ answer }) => {
          // Running already: its follow-up run takes the item; waiting on.
          if (answer !== 'sync_in_process') finish(null);
        }),
      ];
      const timer = setTimeout(() => finish(null), SETTLE_WAIT_MS);
      const onAbort = () => finish(null);
      signal.addEventListener('abort', onAbort);
      function finish(settled: ItemSettled | null) {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        for (const subscription of subscriptions) subscription.unsubscribe();
        resolve(settled);
      }
    }),
});

/**
 * The offline logbook's app-wide parts (issue 8): the sync actor over the device store, and the entry
 * and delete calls that go through the device first. Created once by the composition root.
 */
export const createLogbookOffline = (deps: LogbookOfflineDeps): LogbookOffline => {
  const sync = createActor(
    createLogbookSyncMachine({
      store: deps.store,
      api: deps.api,
      getAccessToken: deps.getAccessToken,
      locks: deps.locks,
      now: deps.now,
      legacyStorage: deps.legacyStorage,
      facts: deps.facts,
      ...(deps.restrictionAcks === undefined ? {} : { restrictionAcks: deps.restrictionAcks }),
    }),
  );
  sync.start();
  const port = syncPortOf(sync);
  const removeSelected = createOfflineDeleteEntries({ store: deps.store, sync: port, author: deps.author });
  return {
    sync,
    store: deps.store,
    entryGateway: (api) =>
      createOfflineEntryGateway({ api, store: deps.store, sync: port, author: deps.author }),
    deleteEntries: fromPromise<LogbookResultCode, DeleteEntriesRequest>(({ input, signal }) =>
      removeSelected(input, signal),
    ),
    stop: () => sync.stop(),
  };
};
