import { createActor } from 'xstate';
import type { ApiClient } from '../../api/api-client';
import { createIndexedDbLogbookStore } from '../../api/offline/indexeddb-logbook-store';
import type { LogbookOfflineStore } from '../../api/offline/logbook-offline-store';
import type { SelectionFacts } from '../fleet/fleet.facts';
import type { SessionActor, ConnectivityActor } from '../session/session-app-actors';
import type { AppFacts } from '../shared/app-facts';
import { createLogbookCommentsApiActors } from './comments/comments.actors';
import { createEntryApiGateway } from './entry/entry-api-gateway';
import type { EntryMachineDeps } from './entry/entry-machines';
import type { ExportFile } from './list/logbook-export.types';
import { createLogbookMachines, type LogbookMachines } from './list/logbook-machines';
import { createLogbookApiActors } from './list/logbook.actors';
import { createKeepListedDrafts, withListedDraftsKept } from './offline/keep-listed-drafts';
import type { EntryAuthor } from './offline/local-entry';
import { createLogbookOffline, type LogbookSyncActor } from './offline/logbook-offline-actors';
import { watchUnloadWarning } from './offline/unload-warning';
import { createMemoryLockManager, type SyncLockManager } from './sync/sync-lock-manager';
import { syncNoticeMachine, type SyncNoticeActor } from './sync/sync-notice.machine';
import { watchSyncEndings } from './sync/sync-notice.watch';
import { createIndexedDbRestrictionStore } from '../../api/offline/restriction-offline-store';
import type { RestrictionOfflineDeps } from '../restrictions/restriction-offline';

/** The resource of the logbook rights (spec 001 §6). */
const LOGBOOK_RESOURCE = 'logbook_entries';

/**
 * The logbook's machines (list, export, delete) with their calls provided, the app-wide drafts actor
 * (open entries of the organisation: the side navigation, the drafts page), plus what the entry
 * drawer's and the comments' machines need (each page builds those with `entryMachinesFor` and
 * starts its own actors).
 */
export interface AppLogbookMachines extends LogbookMachines {
  readonly entry: EntryMachineDeps;
  /** The offline sync (issue 8): pending work, last synced, rows in flight; `sync.requested`. */
  readonly sync: LogbookSyncActor;
  /**
   * The entry drawer's restriction gate offline (issue 30 §2): the restrictions last read and the
   * acknowledgements queued on the device, which the sync sends before the entries.
   */
  readonly restrictionsOffline: RestrictionOfflineDeps;
  /** The shell's sync snackbar (tag `visible`, `context.notice`) and the logbook pages' conflict notice (tag `conflictTold`, `context.conflict`). */
  readonly syncNotice: SyncNoticeActor;
}

/** What {@link createLogbookAppActors} needs from the logged-in app's composition (`createAppActors`). */
export interface LogbookAppActorDeps {
  readonly api: ApiClient;
  readonly session: SessionActor;
  /** The before-unload warning is on while offline with work waiting on the device. */
  readonly connectivity: ConnectivityActor;
  readonly facts: AppFacts;
  /** The selected vehicle (the list follows it). */
  readonly selectionFacts: SelectionFacts;
  readonly getAccessToken: () => string | null;
  /** `window.localStorage`: the stored sort, and the spec's old offline keys taken over once. */
  readonly storage: Storage;
  readonly window: Window;
  /** Hands a downloaded file to the browser (the export, the entry's PDF). */
  readonly saveFile: (file: ExportFile) => void;
  /** The device's logbook (issue 8); defaults to IndexedDB of `window` (none in jsdom: unavailable). */
  readonly offlineStore?: LogbookOfflineStore;
  /** One sync per browser; defaults to `navigator.locks`, else a lock for this tab only. */
  readonly locks?: SyncLockManager;
}

/** The logged-in account as the author of entries made on this device; null while there is none. */
const authorOf = (session: SessionActor): EntryAuthor | null => {
  const account = session.getSnapshot().context.account;
  return account === null
    ? null
    : { accountId: account.accountId, firstName: account.firstName, lastName: account.lastName };
};

// Browsers show their own generic text; preventDefault is what asks for the confirmation.
const warnBeforeUnload = (event: BeforeUnloadEvent) => {
  event.preventDefault();
};

/**
 * The logbook's app-wide actors (issue 8, spec 001): the offline sync over the device's store, its
 * snackbar, the drafts actor, the before-unload warning, and the list, export, delete and entry
 * machines whose calls go through the device first. Its `stop` stops them all.
 */
export const createLogbookAppActors = (deps: LogbookAppActorDeps): AppLogbookMachines => {
  const { session, storage, window: win, getAccessToken, saveFile } = deps;
  const author = () => authorOf(session);
  const restrictionAcks = createIndexedDbRestrictionStore(win.indexedDB);
  const restrictionsOffline: RestrictionOfflineDeps = {
    store: restrictionAcks,
    scope: () => {
      const account = session.getSnapshot().context.account;
      return account === null
        ? null
        : { accountId: account.accountId, organisationId: account.activeOrganisationId };
    },
    now: () => Date.now(),
  };
  const offline = createLogbookOffline({
    restrictionAcks,
    api: deps.api,
    store:
      deps.offlineStore ??
      createIndexedDbLogbookStore({
        indexedDB: win.indexedDB,
        BroadcastChannel: globalThis.BroadcastChannel,
      }),
    locks: deps.locks ?? win.navigator.locks ?? createMemoryLockManager(),
    facts: deps.facts,
    getAccessToken,
    author,
    legacyStorage: storage,
    now: () => Date.now(),
  });
  const apiActors = withListedDraftsKept(
    createLogbookApiActors(deps.api, getAccessToken),
    createKeepListedDrafts({ store: offline.store, author }),
  );
  const machines = createLogbookMachines({
    apiActors: { ...apiActors, delete: { deleteEntries: offline.deleteEntries } },
    storage,
    facts: deps.facts,
    selectionFacts: deps.selectionFacts,
    canReadLogbook: () => session.getSnapshot().context.accessRights[LOGBOOK_RESOURCE]?.canRead === true,
    saveFile,
  });
  const syncNotice = createActor(
    syncNoticeMachine.provide({ actors: { watchSync: watchSyncEndings(offline.sync) } }),
  ).start();
  const unloadWarning = watchUnloadWarning({
    connectivity: deps.connectivity,
    sync: offline.sync,
    win,
    warn: warnBeforeUnload,
  });
  return {
    ...machines,
    entry: {
      gateway: offline.entryGateway(createEntryApiGateway(deps.api, getAccessToken)),
      saveFile: (blob, fileName) => saveFile({ blob, fileName }),
      comments: createLogbookCommentsApiActors(deps.api, getAccessToken),
    },
    sync: offline.sync,
    restrictionsOffline,
    syncNotice,
    stop: () => {
      unloadWarning.stop();
      syncNotice.stop();
      offline.stop();
      machines.stop();
    },
  };
};
