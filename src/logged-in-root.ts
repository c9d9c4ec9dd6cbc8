import type { i18n as I18n } from 'i18next';
import { apiUrl, type ApiBase } from './api/api-base';
import type { ApiClient } from './api/api-client';
import { getAvatarImage } from './api/contract/accounts.contract';
import type { OpenNotificationStream } from './api/notifications/notification-stream';
import { createIndexedDbLogbookStore } from './api/offline/indexeddb-logbook-store';
import { saveFileInBrowser } from './api/save-file';
import { notificationExportTexts } from './i18n/notification-export-texts';
import { reportExportTexts } from './i18n/report-export-texts';
import { createAppActors } from './machines/app-actors';
import type { SessionActors } from './machines/session/session-app-actors';
import type { AppServices, ShellServices } from './views/shared/app-services';

/**
 * The composition root's second half (issue 28 §4): main.tsx loads this module once the session is
 * logged in (or for the public railation frame), and it creates the features' app-wide actors once,
 * outside React, with the real implementations. Their code (fleet, logbook with its offline store,
 * notifications, the export texts, the contract) is thereby not part of the login page.
 */

/** What main.tsx hands over: what it created before the login, and the browser. */
export interface LoggedInRootDeps {
  readonly shell: ShellServices;
  readonly sessionActors: SessionActors;
  readonly api: ApiClient;
  readonly apiBase: ApiBase;
  readonly i18n: I18n;
  /** When the page loaded (the update prompt's stamp). */
  readonly loadedAt: number;
  readonly clearCaches: () => Promise<void>;
  /** Subscribes to the status of every API answer (the storage banner hears a 507 at once). */
  readonly answerStatuses: (listener: (status: number) => void) => () => void;
}

/**
 * Creates the features' actors and returns every service of the logged-in app, and `stop`, which
 * stops those actors (main.tsx's loader calls it when stopped itself).
 */
export const createLoggedInServices = (
  deps: LoggedInRootDeps,
): AppServices & { readonly stop: () => void } => {
  // The live notification stream is a gateway call too; its code loads with the live notifications.
  const openNotificationStream: OpenNotificationStream = (request) =>
    import('./api/notifications/notification-stream').then(({ createNotificationStream }) =>
      createNotificationStream({
        base: deps.apiBase,
        onInvalidFrame: (frame, reason) => console.warn(`[notifications] ${reason}`, frame),
      })(request),
    );
  const actors = createAppActors({
    api: deps.api,
    session: deps.sessionActors,
    exportTexts: () => reportExportTexts(deps.i18n),
    notificationExportTexts: () => notificationExportTexts(deps.i18n),
    storage: window.localStorage,
    window,
    reload: () => window.location.reload(),
    loadedAt: deps.loadedAt,
    clearCaches: deps.clearCaches,
    answerStatuses: deps.answerStatuses,
    saveFile: saveFileInBrowser,
    openNotificationStream,
    offlineStore: createIndexedDbLogbookStore({
      indexedDB: 'indexedDB' in window ? window.indexedDB : undefined,
      BroadcastChannel: 'BroadcastChannel' in window ? window.BroadcastChannel : undefined,
    }),
  });
  const avatarUrl = (accountId: string, signature: string): string =>
    `${apiUrl(deps.apiBase, getAvatarImage.path.replace('{accountId}', encodeURIComponent(accountId)))}?signature=${encodeURIComponent(signature)}`;
  return {
    ...deps.shell,
    fleet: {
      selection: actors.selection,
      fleetData: actors.fleetData,
      connectionError: actors.connectionError,
      mapToggles: actors.mapToggles,
      panel: actors.vehiclePanel,
      restrictions: actors.restrictions,
      views: actors.fleetViews,
    },
    logbook: actors.logbook,
    updatePrompt: actors.updatePrompt,
    reporting: actors.reporting,
    notifications: actors.notifications,
    notificationHistory: actors.notificationHistory,
    profile: actors.profile,
    administration: actors.administration,
    content: actors.content,
    storageNotice: actors.storageNotice,
    avatarUrl,
    stop: actors.stop,
  };
};
