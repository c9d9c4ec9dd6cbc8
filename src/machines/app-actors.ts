import type { ApiClient } from '../api/api-client';
import { clearAppCaches } from '../api/app-update';
import type { NotificationExportTexts } from '../api/export/notification-export.types';
import type { ReportExportTexts } from '../api/export/report-export.types';
import type { LogbookOfflineStore } from '../api/offline/logbook-offline-store';
import type { OpenNotificationStream } from '../api/notifications/notification-stream';
import type { AdministrationDeps } from './administration/admin-console.actors';
import type { ContentServiceDeps } from './content/content-service';
import { createFleetActors, type FleetActors } from './fleet/fleet-app-actors';
import { createLogbookAppActors, type AppLogbookMachines } from './logbook/logbook-app-actors';
import type { ExportFile } from './logbook/list/logbook-export.types';
import type { SyncLockManager } from './logbook/sync/sync-lock-manager';
import type { LiveNotificationsHandle } from './notifications/live-notifications.loader';
import type { NotificationMachineDeps } from './notifications/notification-machines';
import { createNotificationsAppActors } from './notifications/notifications-app-actors';
import type { ProfileMachineDeps } from './profile/profile-form-machines';
import type { ReportingMachineDeps } from './reporting/reporting-machines';
import { UNTRANSLATED_EXPORT_TEXTS } from './reporting/untranslated-export-texts';
import type { SessionActors } from './session/session-app-actors';
import { createAppFacts } from './shared/app-facts';
import { startStorageNotice, type StorageNoticeActor } from './storage/storage-notice.start';
import type { LazyActorsHandle } from './shared/load-when-allowed';
import { loadUpdatePromptWhenReady } from './update-prompt/update-prompt.loader';
import type { UpdatePromptActor } from './update-prompt/update-prompt.start';

export type { AppLogbookMachines };

/**
 * The logged-in app's actors, feature by feature, each wiring its own (fleet-app-actors.ts,
 * logbook-app-actors.ts, notifications-app-actors.ts, update-prompt.loader.ts) over the session and
 * connectivity actors (session-app-actors.ts). Created once, outside React, when the session first
 * logs in: this module and everything it wires load after the login page (issue 28 §4). The fleet's
 * actors (selection, polling, snackbar, map switches, per-view machines) are described in `FleetActors`.
 */
export interface AppActors extends Pick<
  FleetActors,
  | 'selection'
  | 'fleetData'
  | 'connectionError'
  | 'mapToggles'
  | 'vehiclePanel'
  | 'restrictions'
  | 'fleetViews'
> {
  /** The update and message prompts of every logged-in user (issue 11; tags `updateShown`, ...). */
  readonly updatePrompt: LazyActorsHandle<UpdatePromptActor>;
  /** The logbook's machines, drafts, offline sync and its snackbar (logbook-app-actors.ts). */
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
  /** How full the server's storage is (issue 37): the shell's storage banner. */
  readonly storageNotice: StorageNoticeActor;
  /** Stops every actor of the features (tests, hot module replacement); the session's stay. */
  readonly stop: () => void;
}

/** What the composition root hands in; tests pass fakes. */
export interface AppActorDeps {
  readonly api: ApiClient;
  /** The session and connectivity actors (created before, with the login page). */
  readonly session: SessionActors;
  /** `window.localStorage`. */
  readonly storage: Storage;
  readonly window: Window;
  /** `() => window.location.reload()`. */
  readonly reload: () => void;
  /** When the page loaded (the update prompt's stamp); defaults to now. */
  readonly loadedAt?: number;
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
  /**
   * Subscribes to the status of every API answer (a 507 turns the storage banner on at once); returns
   * the unsubscription. Without it, the banner learns only from the health checks.
   */
  readonly answerStatuses?: (listener: (status: number) => void) => () => void;
}

/** The view a path names (spec 000 §2 Routes): its first segment, dashboard for `/`. */
export const viewOfPath = (pathname: string): string => pathname.split('/')[1] || 'dashboard';

/**
 * Creates and starts the features' actors over the running session: the watchers over session and
 * connectivity (`facts`), then the fleet (selection, polling, snackbar), the logbook (offline sync,
 * drafts, list machines), the notifications and the update prompt, each of which subscribes to the
 * facts it needs itself.
 */
export const createAppActors = (deps: AppActorDeps): AppActors => {
  const { api, storage, window: win } = deps;
  const { session, connectivity, getAccessToken } = deps.session;
  const facts = createAppFacts({ session, connectivity });
  const saveFile = deps.saveFile ?? (() => undefined);
  const fleet = createFleetActors({
    api,
    storage,
    facts,
    getAccessToken,
    initialView: deps.initialView ?? viewOfPath(win.location.pathname),
    vehicleListScope: () => {
      const account = session.getSnapshot().context.account;
      return account && `${account.accountId}\n${account.activeOrganisationId}`;
    },
  });
  const logbook = createLogbookAppActors({
    api,
    session,
    connectivity,
    facts,
    selectionFacts: fleet.selectionFacts,
    getAccessToken,
    storage,
    window: win,
    saveFile,
    ...(deps.offlineStore && { offlineStore: deps.offlineStore }),
    ...(deps.locks && { locks: deps.locks }),
  });
  const notifications = createNotificationsAppActors({
    api,
    session,
    facts,
    getAccessToken,
    selection: fleet.selection,
    fleetData: fleet.fleetData,
    saveFile,
    ...(deps.notificationExportTexts && { exportTexts: deps.notificationExportTexts }),
    ...(deps.openNotificationStream && { openNotificationStream: deps.openNotificationStream }),
  });
  const updatePrompt = loadUpdatePromptWhenReady(session, {
    api,
    getAccessToken,
    facts,
    storage,
    reload: () => deps.reload(),
    // The load time is the page's, not the first login's.
    loadedAt: deps.loadedAt ?? Date.now(),
    clearCaches:
      deps.clearCaches ??
      (() =>
        clearAppCaches({
          caches: 'caches' in win ? win.caches : undefined,
          container: 'serviceWorker' in win.navigator ? win.navigator.serviceWorker : undefined,
        })),
  });

  const storageNotice = startStorageNotice(api);
  const stopHearing = deps.answerStatuses?.(storageNotice.tell) ?? (() => undefined);

  return {
    logbook,
    selection: fleet.selection,
    fleetData: fleet.fleetData,
    connectionError: fleet.connectionError,
    mapToggles: fleet.mapToggles,
    vehiclePanel: fleet.vehiclePanel,
    restrictions: fleet.restrictions,
    fleetViews: fleet.fleetViews,
    updatePrompt,
    reporting: {
      api,
      getAccessToken,
      facts,
      selection: fleet.selection,
      exportTexts: deps.exportTexts ?? (() => UNTRANSLATED_EXPORT_TEXTS),
      saveFile,
    },
    notifications: notifications.live,
    notificationHistory: notifications.history,
    profile: { api, getAccessToken, onSaved: () => session.send({ type: 'profile.saved' }) },
    administration: { api, getAccessToken },
    content: { api, getAccessToken },
    storageNotice: storageNotice.actor,
    stop: () => {
      stopHearing();
      storageNotice.actor.stop();
      updatePrompt.stop();
      notifications.stop();
      logbook.stop();
      fleet.stop();
    },
  };
};
