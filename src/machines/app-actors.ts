import { createActor, type ActorRefFrom } from 'xstate';
import type { ApiClient } from '../api/api-client';
import { connectivityMachine, type ConnectivityMachine } from './connectivity/connectivity.machine';
import {
  createFleetActors,
  type ConnectionErrorActor,
  type FleetDataActor,
  type FleetActors,
  type FleetViewDeps,
  type VehicleSelectionActor,
  vehicleNamesOf,
} from './fleet/fleet-app-actors';
import { createLogbookApiActors } from './logbook/list/logbook.actors';
import { createLogbookMachines, type LogbookMachines } from './logbook/list/logbook-machines';
import { createEntryApiGateway } from './logbook/entry/entry-api-gateway';
import type { EntryMachineDeps } from './logbook/entry/entry-machines';
import { createLogbookCommentsApiActors } from './logbook/comments/comments.actors';
import type { ExportFile } from './logbook/list/logbook-export.types';
import { createIndexedDbLogbookStore } from '../api/offline/indexeddb-logbook-store';
import type { LogbookOfflineStore } from '../api/offline/logbook-offline-store';
import type { EntryAuthor } from './logbook/offline/local-entry';
import { createLogbookOffline, type LogbookSyncActor } from './logbook/offline/logbook-offline-actors';
import { createKeepListedDrafts, withListedDraftsKept } from './logbook/offline/keep-listed-drafts';
import { watchUnloadWarning } from './logbook/offline/unload-warning';
import { createMemoryLockManager, type SyncLockManager } from './logbook/sync/sync-lock-manager';
import { syncNoticeMachine, type SyncNoticeActor } from './logbook/sync/sync-notice.machine';
import { watchSyncEndings } from './logbook/sync/sync-notice.watch';
import { createSessionApiActors } from './session/session.actors';
import type { NotificationMachineDeps } from './notifications/notification-machines';
import type { NotificationExportTexts } from '../api/export/notification-export.types';
import { UNTRANSLATED_NOTIFICATION_TEXTS } from './notifications/untranslated-notification-texts';
import type { ReportingMachineDeps } from './reporting/reporting-machines';
import { UNTRANSLATED_EXPORT_TEXTS } from './reporting/untranslated-export-texts';
import type { ReportExportTexts } from '../api/export/report-export.types';
import { createAppFacts, mayReadLiveData } from './shared/app-facts';
import type { OpenNotificationStream } from '../api/notifications/notification-stream';
import {
  loadLiveNotificationsWhenAllowed,
  type LiveNotificationsHandle,
} from './notifications/live-notifications.loader';
import type { ProfileMachineDeps } from './profile/profile-form-machines';
import type { AdministrationDeps } from './administration/admin-console.actors';
import type { ContentServiceDeps } from './content/content-service';
import { sessionMachine, type SessionMachine } from './session/session.machine';
import type { UpdatePromptActor } from './update-prompt/update-prompt.start';
import { loadWhenAllowed, type LazyActorsHandle } from './shared/load-when-allowed';
import { clearAppCaches } from '../api/app-update';
import { readStoredProfile, removeStoredProfile, writeStoredProfile } from './session/session.profile-store';
import type { LogErrorParams } from './session/session.setup';

/** The resource of the logbook rights (spec 001 §6). */
const LOGBOOK_RESOURCE = 'logbook_entries';

/** The running session actor the views subscribe to. */
export type SessionActor = ActorRefFrom<SessionMachine>;
/** The running connectivity actor the views subscribe to. */
export type ConnectivityActor = ActorRefFrom<ConnectivityMachine>;

export type { ConnectionErrorActor, FleetDataActor, FleetViewDeps, VehicleSelectionActor };

/**
 * The app-wide actors, created once outside React (StrictMode would start hook-owned actors twice).
 * The fleet's (selection, polling, snackbar, map switches, per-view machines) are described in
 * `FleetActors`.
 */
export interface AppActors extends Pick<
  FleetActors,
  'selection' | 'fleetData' | 'connectionError' | 'mapToggles' | 'vehiclePanel' | 'fleetViews'
> {
  readonly session: SessionActor;
  readonly connectivity: ConnectivityActor;
  /**
   * The update and message prompts of every logged-in user (issue 11; tags `updateShown`, ...), loaded
   * at the first login so their code stays out of the login page.
   */
  readonly updatePrompt: LazyActorsHandle<UpdatePromptActor>;
  /**
   * The logbook's machines (list, export, delete) with their calls provided, and the app-wide drafts
   * actor (open entries of the organisation: the side navigation, the drafts page).
   */
  readonly logbook: AppLogbookMachines;
  /**
   * What the reporting, graph, export and tracking machines need (calls, watchers); the routes build
   * the machines from it (`reportingMachinesFor`), so their code stays out of the first load.
   */
  readonly reporting: ReportingMachineDeps;
  /** The live notifications (issue 10): stream, bell and toasts, there once the user may read live data. */
  readonly notifications: LiveNotificationsHandle;
  /** What the notifications page's machines need (issue 10; `notificationMachinesFor` in its chunk). */
  readonly notificationHistory: NotificationMachineDeps;
  /** What the profile's, the console's and railation's machines need (each built in its route's chunk). */
  readonly profile: ProfileMachineDeps;
  readonly administration: AdministrationDeps;
  readonly content: ContentServiceDeps;
  /** Removes the window listeners and stops every actor (tests, hot module replacement). */
  readonly stop: () => void;
}

/**
 * The logbook's machines plus what the entry drawer's and the comments' need (each page builds those
 * with `entryMachinesFor` and starts its own actors).
 */
export interface AppLogbookMachines extends LogbookMachines {
  readonly entry: EntryMachineDeps;
  /** The offline sync (issue 8): pending work, last synced, rows in flight; `sync.requested`. */
  readonly sync: LogbookSyncActor;
  /** The shell's sync snackbar (tag `visible`, `context.notice`). */
  readonly syncNotice: SyncNoticeActor;
}

/** What the composition root (`src/main.tsx`) hands in; tests pass fakes. */
export interface AppActorDeps {
  readonly api: ApiClient;
  /** `window.localStorage`. */
  readonly storage: Storage;
  readonly window: Window;
  /** `() => window.location.reload()`. */
  readonly reload: () => void;
  /** The view at start (the first path segment); defaults to the one in `window.location`. */
  readonly initialView?: string;
  /** Hands a downloaded file to the browser (the logbook export); defaults to a no-op. */
  readonly saveFile?: (file: ExportFile) => void;
  /** The device's logbook (issue 8); defaults to IndexedDB of `window` (none in jsdom: unavailable). */
  readonly offlineStore?: LogbookOfflineStore;
  /** One sync per browser; defaults to `navigator.locks`, else a lock for this tab only. */
  readonly locks?: SyncLockManager;
  /** The reporting export's file texts in the current language; defaults to the keys themselves. */
  readonly exportTexts?: () => ReportExportTexts;
  /** Opens the live notification stream; defaults to fetch streaming on the same origin. */
  readonly openNotificationStream?: OpenNotificationStream;
  /** The notifications export's file texts in the current language; defaults to the keys themselves. */
  readonly notificationExportTexts?: () => NotificationExportTexts;
  /** The update prompt's Refresh: empties caches and service workers; defaults to `window`'s. */
  readonly clearCaches?: () => Promise<void>;
}

/** The logged-in account as the author of entries made on this device; null while there is none. */
const authorOf = (session: SessionActor): EntryAuthor | null => {
  const account = session.getSnapshot().context.account;
  return account === null
    ? null
    : { accountId: account.accountId, firstName: account.firstName, lastName: account.lastName };
};

/** The view a path names (spec 000 §2 Routes): its first segment, dashboard for `/`. */
export const viewOfPath = (pathname: string): string => pathname.split('/')[1] || 'dashboard';

/** The localStorage key of the user (refresh) token (spec 001 §3 Local storage). */
export const USER_TOKEN_STORAGE_KEY = 'userToken';

/** Reads the current access token; null while there is none (logged out, not fetched yet). */
export type AccessTokenProvider = () => string | null;

/**
 * How other machines get the access token for their calls: read at call time, so a refresh in
 * between is picked up. Pass it as input to their actors instead of copying the token.
 */
export const createAccessTokenProvider =
  (session: SessionActor): AccessTokenProvider =>
  () =>
    session.getSnapshot().context.accessToken;

// Storage can throw (quota, disabled storage); a failed write must not kill the session actor.
const attempt = (what: string, effect: () => void) => {
  try {
    effect();
  } catch (error) {
    console.error(`[session] ${what} failed`, error);
  }
};

// Browsers show their own generic text; preventDefault is what asks for the confirmation.
const warnBeforeUnload = (event: BeforeUnloadEvent) => {
  event.preventDefault();
};

/** The session's start: the stored user token and the profile stored for it (issue 8: offline start). */
const sessionInputOf = (storage: Storage) => {
  const userToken = storage.getItem(USER_TOKEN_STORAGE_KEY);
  return { userToken, storedProfile: readStoredProfile(storage, userToken) };
};

/**
 * Creates and starts the session and connectivity actors with the real implementations: API calls
 * through `deps.api`, the user token in `deps.storage`, reload, the before-unload warning, and the
 * window events (`online`, `offline`, `focus`, `storage`) forwarded as machine events; then the
 * watchers over them (`facts`) and the fleet actors (selection, polling, snackbar), which subscribe to
 * those facts themselves (see `createFleetActors`).
 */
export const createAppActors = (deps: AppActorDeps): AppActors => {
  const { storage, window: win } = deps;
  const session = createActor(
    sessionMachine.provide({
      actors: createSessionApiActors(deps.api),
      actions: {
        persistUserToken: (_, { userToken }) =>
          attempt('storing the user token', () => storage.setItem(USER_TOKEN_STORAGE_KEY, userToken)),
        removeStoredUserToken: () =>
          attempt('removing the user token', () => storage.removeItem(USER_TOKEN_STORAGE_KEY)),
        persistProfile: (_, stored) => {
          if (stored) attempt('storing the profile', () => writeStoredProfile(storage, stored));
        },
        removeStoredProfile: () => attempt('removing the profile', () => removeStoredProfile(storage)),
        clearLocalStorage: () => attempt('clearing local storage', () => storage.clear()),
        reloadPage: () => deps.reload(),
        logError: (_, { operation, failure }: LogErrorParams) =>
          console.warn(`[session] ${operation} failed`, failure),
      },
    }),
    { input: sessionInputOf(storage) },
  );
  const connectivity = createActor(
    connectivityMachine.provide({
      actions: {
        // The warning also needs work waiting on the device: `watchUnloadWarning` decides it.
        addBeforeUnloadWarning: () => undefined,
        removeBeforeUnloadWarning: () => undefined,
      },
    }),
    { input: { initiallyOnline: win.navigator.onLine } },
  );

  const listeners = {
    online: () => {
      connectivity.send({ type: 'browser.online' });
      session.send({ type: 'browser.online' });
    },
    offline: () => connectivity.send({ type: 'browser.offline' }),
    focus: () => session.send({ type: 'window.focus' }),
    storage: (event: StorageEvent) => {
      if (event.storageArea !== null && event.storageArea !== storage) return;
      // key null: another tab cleared the whole storage (its logout), so the token is gone too.
      if (event.key !== null && event.key !== USER_TOKEN_STORAGE_KEY) return;
      session.send({
        type: 'storage.userTokenChanged',
        userToken: event.key === null ? null : event.newValue,
      });
    },
  };
  win.addEventListener('online', listeners.online);
  win.addEventListener('offline', listeners.offline);
  win.addEventListener('focus', listeners.focus);
  win.addEventListener('storage', listeners.storage);
  session.start();
  connectivity.start();
  const facts = createAppFacts({ session, connectivity });
  const fleet = createFleetActors({
    api: deps.api,
    storage,
    facts,
    getAccessToken: createAccessTokenProvider(session),
    initialView: deps.initialView ?? viewOfPath(win.location.pathname),
    vehicleListScope: () => {
      const account = session.getSnapshot().context.account;
      return account && `${account.accountId}\n${account.activeOrganisationId}`;
    },
  });

  const getAccessToken = createAccessTokenProvider(session);
  const saveFile = deps.saveFile ?? (() => undefined);
  const offline = createLogbookOffline({
    api: deps.api,
    store:
      deps.offlineStore ??
      createIndexedDbLogbookStore({
        indexedDB: win.indexedDB,
        BroadcastChannel: globalThis.BroadcastChannel,
      }),
    locks: deps.locks ?? win.navigator.locks ?? createMemoryLockManager(),
    facts,
    getAccessToken,
    author: () => authorOf(session),
    legacyStorage: storage,
    now: () => Date.now(),
  });
  const apiActors = withListedDraftsKept(
    createLogbookApiActors(deps.api, getAccessToken),
    createKeepListedDrafts({ store: offline.store, author: () => authorOf(session) }),
  );
  const logbook: AppLogbookMachines = {
    ...createLogbookMachines({
      apiActors: { ...apiActors, delete: { deleteEntries: offline.deleteEntries } },
      storage,
      facts,
      selectionFacts: fleet.selectionFacts,
      canReadLogbook: () => session.getSnapshot().context.accessRights[LOGBOOK_RESOURCE]?.canRead === true,
      saveFile,
    }),
    entry: {
      gateway: offline.entryGateway(createEntryApiGateway(deps.api, getAccessToken)),
      saveFile: (blob, fileName) => saveFile({ blob, fileName }),
      comments: createLogbookCommentsApiActors(deps.api, getAccessToken),
    },
    sync: offline.sync,
    syncNotice: createActor(
      syncNoticeMachine.provide({ actors: { watchSync: watchSyncEndings(offline.sync) } }),
    ).start(),
  };
  const notifications = loadLiveNotificationsWhenAllowed(
    {
      allowed: () => mayReadLiveData(session.getSnapshot()),
      subscribe: (listener) => session.subscribe(() => listener()),
    },
    () =>
      import('./notifications/live-notifications').then(({ createLiveNotifications }) =>
        createLiveNotifications({
          api: deps.api,
          getAccessToken,
          facts,
          vehicleNames: vehicleNamesOf(fleet.selection),
          requestTokenRefresh: () => session.send({ type: 'api.accessTokenRefused' }),
          ...(deps.openNotificationStream ? { openStream: deps.openNotificationStream } : {}),
        }),
      ),
  );
  // The load time is the page's, not the first login's.
  const loadedAt = Date.now();
  const updatePrompt = loadWhenAllowed(
    {
      allowed: () => session.getSnapshot().hasTag('ready'),
      subscribe: (listener) => session.subscribe(() => listener()),
    },
    () =>
      import('./update-prompt/update-prompt.start').then(({ startUpdatePrompt }) =>
        startUpdatePrompt({
          api: deps.api,
          getAccessToken,
          facts,
          storage,
          reload: () => deps.reload(),
          loadedAt,
          clearCaches:
            deps.clearCaches ??
            (() =>
              clearAppCaches({
                caches: 'caches' in win ? win.caches : undefined,
                container: 'serviceWorker' in win.navigator ? win.navigator.serviceWorker : undefined,
              })),
        }),
      ),
    'update prompt',
  );
  const unloadWarning = watchUnloadWarning({ connectivity, sync: offline.sync, win, warn: warnBeforeUnload });

  return {
    session,
    connectivity,
    logbook,
    selection: fleet.selection,
    fleetData: fleet.fleetData,
    connectionError: fleet.connectionError,
    mapToggles: fleet.mapToggles,
    vehiclePanel: fleet.vehiclePanel,
    fleetViews: fleet.fleetViews,
    updatePrompt,
    reporting: {
      api: deps.api,
      getAccessToken,
      facts,
      selection: fleet.selection,
      exportTexts: deps.exportTexts ?? (() => UNTRANSLATED_EXPORT_TEXTS),
      saveFile,
    },
    notifications,
    notificationHistory: {
      api: deps.api,
      getAccessToken,
      selection: fleet.selection,
      exportTexts: deps.notificationExportTexts ?? (() => UNTRANSLATED_NOTIFICATION_TEXTS),
      saveFile,
    },
    profile: {
      api: deps.api,
      getAccessToken,
      onSaved: () => session.send({ type: 'profile.saved' }),
    },
    administration: { api: deps.api, getAccessToken },
    content: { api: deps.api, getAccessToken },
    stop: () => {
      updatePrompt.stop();
      notifications.stop();
      unloadWarning.stop();
      logbook.syncNotice.stop();
      offline.stop();
      logbook.stop();
      fleet.stop();
      win.removeEventListener('online', listeners.online);
      win.removeEventListener('offline', listeners.offline);
      win.removeEventListener('focus', listeners.focus);
      win.removeEventListener('storage', listeners.storage);
      win.removeEventListener('beforeunload', warnBeforeUnload);
      session.stop();
      connectivity.stop();
    },
  };
};
