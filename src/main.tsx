import './csp-nonce';
import '@radix-ui/themes/styles.css';
import { Theme } from '@radix-ui/themes';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { apiUrl, readApiBase } from './api/api-base';
import { createApiClient } from './api/api-client';
import { clearAppCaches, createAppUpdate } from './api/app-update';
import { createIndexedDbLogbookStore } from './api/offline/indexeddb-logbook-store';
import { requestPersistentStorage } from './api/offline/persistent-storage';
import { createServerClock, installServerClock } from './api/server-clock';
import { getAvatarImage } from './api/contract/accounts.contract';
import { getClientConfig, type ClientConfig } from './api/contract/app-config.contract';
import type { AnalyticsScript } from './api/contract/analytics';
import { createI18n, detectLanguage } from './i18n/i18n';
import { createLocaleBackend } from './i18n/locale-backend';
import { notificationExportTexts } from './i18n/notification-export-texts';
import { reportExportTexts } from './i18n/report-export-texts';
import { saveFileInBrowser } from './api/save-file';
import { createAppActors } from './machines/app-actors';
import { createPasskeyResetMachine } from './machines/passkey-reset/passkey-reset.machine';
import { App } from './views/app/app';
import {
  DEFAULT_CLIENT_CONFIG,
  type AnalyticsConsentActor,
  type AppServices,
} from './views/shared/app-services';

/**
 * The composition root: the API client, the app-wide actors (created once, outside React, so
 * StrictMode's double mounting cannot start them twice), the site configuration and i18n; then the app.
 */

/**
 * Host and versions of user management and the gateway (spec 000 §7): the server's `API_*` settings in
 * the page, else the build's `VITE_API_*`, else the origin that served the app and v1. The site
 * configuration, the content service and the locale files always come from that origin.
 */
const API_BASE = readApiBase(document, import.meta.env);

/** The server's time from the answers (a device clock hours off must not date logbook entries). */
const clock = createServerClock({ deviceNow: () => Date.now(), storage: window.localStorage });
installServerClock(clock);
const api = createApiClient({
  base: API_BASE,
  onAnswer: (date, sentAt, receivedAt) => clock.observe(date, sentAt, receivedAt),
});
// Before the actors: the reporting export's file texts are read from it when a build starts.
const { i18n, ready } = createI18n({
  language: detectLanguage(window.localStorage, navigator.languages),
  storage: window.localStorage,
  document,
  source: { kind: 'backend', backend: createLocaleBackend() },
});
const actors = createAppActors({
  exportTexts: () => reportExportTexts(i18n),
  notificationExportTexts: () => notificationExportTexts(i18n),
  api,
  storage: window.localStorage,
  window,
  reload: () => window.location.reload(),
  clearCaches: () => clearCaches(),
  saveFile: saveFileInBrowser,
  // The live notification stream is a gateway call too; its code loads with the logged-in app.
  openNotificationStream: (request) =>
    import('./api/notifications/notification-stream').then(({ createNotificationStream }) =>
      createNotificationStream({
        base: API_BASE,
        onInvalidFrame: (frame, reason) => console.warn(`[notifications] ${reason}`, frame),
      })(request),
    ),
  offlineStore: createIndexedDbLogbookStore({
    indexedDB: 'indexedDB' in window ? window.indexedDB : undefined,
    BroadcastChannel: 'BroadcastChannel' in window ? window.BroadcastChannel : undefined,
  }),
});
// Entries kept offline must not be evicted when the disk fills: ask once for persistent storage.
void requestPersistentStorage(navigator);

/**
 * The service worker (the app opens offline; a new build waits for `applyUpdate`): production
 * builds only, and not inside a frame (the railation view on another site).
 */
const appUpdate = createAppUpdate({
  container: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
  enabled: import.meta.env.PROD && window.self === window.top,
  reload: () => window.location.reload(),
  events: window,
  isVisible: () => document.visibilityState === 'visible',
});

const loadClientConfig = async (): Promise<ClientConfig> => {
  try {
    return await api.call(getClientConfig);
  } catch (error) {
    console.warn('Site configuration unavailable, using defaults', error);
    return DEFAULT_CLIENT_CONFIG;
  }
};

/** What the dev tools' hard reload and the update prompt's Refresh empty: Cache Storage and workers. */
const clearCaches = (): Promise<void> =>
  clearAppCaches({
    caches: 'caches' in window ? window.caches : undefined,
    container: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
  });

/** Empties Cache Storage and unregisters service workers, then reloads (the dev tools' hard reload). */
const hardReload = async (): Promise<void> => {
  try {
    await clearCaches();
  } finally {
    window.location.reload();
  }
};

const avatarUrl = (accountId: string, signature: string): string =>
  `${apiUrl(API_BASE, getAvatarImage.path.replace('{accountId}', encodeURIComponent(accountId)))}?signature=${encodeURIComponent(signature)}`;

/**
 * Self-hosted analytics (issue 31): off unless the server names a script, and then it asks before
 * loading it. Its code is loaded only then, so a portal without analytics (the default) does not
 * carry it on the login route.
 */
const startAnalytics = async (script: AnalyticsScript | null): Promise<AnalyticsConsentActor | undefined> => {
  if (script === null) return undefined;
  const [{ startAnalyticsConsent }, { disableAnalytics, loadAnalyticsScript }] = await Promise.all([
    import('./machines/analytics/analytics-consent.start'),
    import('./api/analytics-script'),
  ]);
  return startAnalyticsConsent({
    script,
    session: actors.session,
    api,
    getAccessToken: actors.profile.getAccessToken,
    loadScript: (chosen, signal) => loadAnalyticsScript(document, window.localStorage, chosen, signal),
    disableTracking: () => disableAnalytics(document, window.localStorage),
    onSaved: actors.profile.onSaved,
  });
};

const start = async (): Promise<void> => {
  const [config] = await Promise.all([loadClientConfig(), ready]);
  const analytics = await startAnalytics(config.analytics ?? null);
  const services: AppServices = {
    session: actors.session,
    connectivity: actors.connectivity,
    fleet: {
      selection: actors.selection,
      fleetData: actors.fleetData,
      connectionError: actors.connectionError,
      mapToggles: actors.mapToggles,
      panel: actors.vehiclePanel,
      views: actors.fleetViews,
    },
    updatePrompt: actors.updatePrompt,
    config,
    logbook: actors.logbook,
    notifications: actors.notifications,
    reporting: actors.reporting,
    notificationHistory: actors.notificationHistory,
    profile: actors.profile,
    administration: actors.administration,
    content: actors.content,
    passkeyResetMachine: createPasskeyResetMachine(api),
    ...(analytics && { analytics }),
    storage: window.localStorage,
    inFrame: window.self !== window.top,
    hostname: window.location.hostname,
    windowWidth: () => window.innerWidth,
    avatarUrl,
    hardReload: () => void hardReload(),
  };
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Theme accentColor="teal" grayColor="slate" radius="medium">
          <App services={services} />
        </Theme>
      </I18nextProvider>
    </StrictMode>,
  );
  await appUpdate.register();
};

void start();
