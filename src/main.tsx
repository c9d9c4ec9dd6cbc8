import './csp-nonce';
// Radix Themes in parts, not its whole styles.css (issue 35: only the CSS the app uses): the colour
// scales the app names and nothing of the other 20, then the tokens, components and utilities
// (whose unused breakpoints src/build/radix-breakpoints.plugin.ts leaves out). `color="gray"` is the
// root Theme's gray, slate: every element is inside it, so gray.css would be overridden throughout.
// radix-styles.test.ts (beside this file) fails when a colour the sources use has no sheet here, or a sheet no use.
import '@radix-ui/themes/tokens/colors/slate.css';
import '@radix-ui/themes/tokens/colors/teal.css';
import '@radix-ui/themes/tokens/colors/amber.css';
import '@radix-ui/themes/tokens/colors/blue.css';
import '@radix-ui/themes/tokens/colors/brown.css';
import '@radix-ui/themes/tokens/colors/crimson.css';
import '@radix-ui/themes/tokens/colors/grass.css';
import '@radix-ui/themes/tokens/colors/green.css';
import '@radix-ui/themes/tokens/colors/orange.css';
import '@radix-ui/themes/tokens/colors/red.css';
import '@radix-ui/themes/tokens/colors/violet.css';
import '@radix-ui/themes/tokens/base.css';
import '@radix-ui/themes/components.css';
import '@radix-ui/themes/utilities.css';
import { Theme } from '@radix-ui/themes';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { readApiBase } from './api/api-base';
import { clearAppCaches, createAppUpdate } from './api/app-update';
import { CODE_CACHE_PAGE, warmCodeCache } from './api/code-cache-warm';
import { fetchClientConfig } from './api/client-config';
import { requestPersistentStorage } from './api/offline/persistent-storage';
import { createServerClock, installServerClock } from './api/server-clock';
import type { ClientConfig } from './api/contract/app-config.contract';
import type { AnalyticsScript } from './api/contract/analytics';
import { createI18n, detectLanguage } from './i18n/i18n';
import { createLocaleBackend } from './i18n/locale-backend';
import { createPasskeyResetMachine } from './machines/passkey-reset/passkey-reset.machine';
import {
  createSessionActors,
  readSessionStart,
  type SessionActors,
} from './machines/session/session-app-actors';
import { loadOnce } from './machines/shared/load-once';
import { loadWhenAllowed } from './machines/shared/load-when-allowed';
import { App } from './views/app/app';
import { SHELL_NAMESPACES } from './views/app/shell-texts';
import {
  DEFAULT_CLIENT_CONFIG,
  type AnalyticsConsentActor,
  type ShellServices,
} from './views/shared/app-services';
import { restoreMessageTime } from './views/shared/use-message-time';

/**
 * The composition root: the session and connectivity actors (created once, outside React, so
 * StrictMode's double mounting cannot start them twice), the site configuration and i18n; then the
 * app. What only the logged-in app needs (the typed API client with the contract, the features'
 * actors) loads once the session is logged in (logged-in-root.ts), so the login page carries none of
 * it (issue 28 §4); the service worker precaches it all, so a stored session starts offline too.
 */

/**
 * Everything the app does when its page opens. Not when this script runs in the service worker's
 * hidden code-cache page (src/sw/code-cache.ts): there it is only compiled, for the next visit.
 */
const boot = (): void => {
  /**
   * Host and versions of user management and the gateway (spec 000 §7): the server's `API_*` settings in
   * the page, else the build's `VITE_API_*`, else the origin that served the app and v1. The site
   * configuration, the content service and the locale files always come from that origin.
   */
  const API_BASE = readApiBase(document, import.meta.env);
  // The load time is the page's (the update prompt's stamp), not the first login's.
  const loadedAt = Date.now();

  /** The server's time from the answers (a device clock hours off must not date logbook entries). */
  const clock = createServerClock({ deviceNow: () => Date.now(), storage: window.localStorage });
  installServerClock(clock);
  /** Who hears the status of every API answer: the storage banner, once the logged-in app loaded. */
  const statusListeners = new Set<(status: number) => void>();
  const answerStatuses = (listener: (status: number) => void) => {
    statusListeners.add(listener);
    return () => void statusListeners.delete(listener);
  };
  const onAnswer = (date: string | null, sentAt: number, receivedAt: number, status?: number) => {
    clock.observe(date, sentAt, receivedAt);
    if (status !== undefined) for (const listener of statusListeners) listener(status);
  };

  /** The typed API client, loaded with the contract (Effect Schema) on the first call that needs it. */
  const loadApi = loadOnce(() =>
    import('./api/api-client').then(({ createApiClient }) => createApiClient({ base: API_BASE, onAnswer })),
  );
  // Before the actors: the reporting export's file texts are read from it when a build starts.
  const { i18n, ready } = createI18n({
    language: detectLanguage(window.localStorage, navigator.languages),
    storage: window.localStorage,
    document,
    source: { kind: 'backend', backend: createLocaleBackend() },
  });
  // How long messages stay, as this device chose on the profile page (issue 36).
  restoreMessageTime(window.localStorage);
  // At once, beside the configuration and the locale: a stored session starts its token call meanwhile.
  const sessionActors = readSessionStart(window.localStorage, loadApi).then((start) =>
    createSessionActors({
      loadApi,
      storage: window.localStorage,
      window,
      reload: () => window.location.reload(),
      start,
    }),
  );
  // Entries kept offline must not be evicted when the disk fills: ask once for persistent storage.
  void requestPersistentStorage(navigator);

  const serviceWorkers = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  /**
   * The service worker (the app opens offline; a new build waits for `applyUpdate`): production
   * builds only, and not inside a frame (the railation view on another site).
   */
  const withServiceWorker = import.meta.env.PROD && window.self === window.top;
  const appUpdate = createAppUpdate({
    container: serviceWorkers,
    enabled: withServiceWorker,
    reload: () => window.location.reload(),
    events: window,
    isVisible: () => document.visibilityState === 'visible',
  });

  const loadClientConfig = async (): Promise<ClientConfig> => {
    try {
      return await fetchClientConfig({ onAnswer });
    } catch (error) {
      console.warn('Site configuration unavailable, using defaults', error);
      return DEFAULT_CLIENT_CONFIG;
    }
  };

  /** What the dev tools' hard reload and the update prompt's Refresh empty: Cache Storage and workers. */
  const clearCaches = (): Promise<void> =>
    clearAppCaches({
      caches: 'caches' in window ? window.caches : undefined,
      container: serviceWorkers,
    });

  /** Empties Cache Storage and unregisters service workers, then reloads (the dev tools' hard reload). */
  const hardReload = async (): Promise<void> => {
    try {
      await clearCaches();
    } finally {
      window.location.reload();
    }
  };

  /**
   * Self-hosted analytics (issue 31): off unless the server names a script, and then it asks before
   * loading it. Its code is loaded only then, so a portal without analytics (the default) does not
   * carry it on the login route.
   */
  const startAnalytics = async (
    script: AnalyticsScript | null,
    { session, getAccessToken }: SessionActors,
  ): Promise<AnalyticsConsentActor | undefined> => {
    if (script === null) return undefined;
    const [{ startAnalyticsConsent }, { disableAnalytics, loadAnalyticsScript }, api] = await Promise.all([
      import('./machines/analytics/analytics-consent.start'),
      import('./api/analytics-script'),
      loadApi(),
    ]);
    return startAnalyticsConsent({
      script,
      session,
      api,
      getAccessToken,
      loadScript: (chosen, signal) => loadAnalyticsScript(document, window.localStorage, chosen, signal),
      disableTracking: () => disableAnalytics(document, window.localStorage),
      onSaved: () => session.send({ type: 'profile.saved' }),
    });
  };

  const start = async (): Promise<void> => {
    const [config, actors] = await Promise.all([loadClientConfig(), sessionActors, ready]);
    const analytics = await startAnalytics(config.analytics ?? null, actors);
    const inFrame = window.self !== window.top;
    const { session } = actors;
    /**
     * The logged-in app's code and actors, loaded and created once: at the first login (a start with a
     * stored session is one), or for the public railation frame, which shows that app's view.
     */
    const loggedIn = loadWhenAllowed(
      {
        allowed: () => session.getSnapshot().hasTag('loggedIn') || (inFrame && config.railationPublic),
        subscribe: (listener) => session.subscribe(() => listener()),
      },
      // Runs after `shell` below is made: the module and the client are awaited first.
      async () => {
        const [{ createLoggedInServices }, api] = await Promise.all([
          import('./logged-in-root'),
          loadApi(),
          i18n.loadNamespaces([...SHELL_NAMESPACES]),
        ]);
        return createLoggedInServices({
          shell,
          sessionActors: actors,
          api,
          apiBase: API_BASE,
          i18n,
          loadedAt,
          clearCaches,
          answerStatuses,
        });
      },
      'logged-in app',
    );
    const shell: ShellServices = {
      session,
      connectivity: actors.connectivity,
      config,
      passkeyResetMachine: createPasskeyResetMachine(loadApi),
      loggedInServices: loggedIn,
      ...(analytics && { analytics }),
      storage: window.localStorage,
      inFrame,
      hostname: window.location.hostname,
      windowWidth: () => window.innerWidth,
      hardReload: () => void hardReload(),
    };
    const root = document.getElementById('root');
    if (!root) throw new Error('index.html has no #root element');
    createRoot(root).render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <Theme accentColor="teal" grayColor="slate" radius="medium">
            <App services={shell} />
          </Theme>
        </I18nextProvider>
      </StrictMode>,
    );
    await appUpdate.register();
    // Once the worker controls the page, its idle time compiles the build's code for the next visit.
    if (withServiceWorker)
      void warmCodeCache({
        container: serviceWorkers,
        document,
        window,
        storage: window.localStorage,
        build: new URL(import.meta.url).pathname,
      });
  };

  void start();
};

if (window.location.pathname !== CODE_CACHE_PAGE) boot();
