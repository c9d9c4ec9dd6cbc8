/**
 * The service worker from the app's side (issue 8; the worker is src/sw/service-worker.ts): it is
 * registered in production builds, and a new build it finds installs in the background and waits.
 * `onUpdateAvailable` tells when one waits, `applyUpdate` lets it take over and reloads: the update
 * prompt (spec 001 §4 Administration, a later issue) is built on these two, nothing else is needed.
 */

/** The worker script the server serves with `Cache-Control: no-cache` (server/app.ts). */
export const SERVICE_WORKER_URL = '/sw.js';
/** What the waiting worker takes as "take over now" (src/sw/sw-routing.ts SKIP_WAITING_MESSAGE). */
const SKIP_WAITING_MESSAGE = 'portal.skipWaiting';

/** The app's handle on updates. */
export interface AppUpdate {
  /** Registers the worker (once; no-op when disabled). Resolves when registered or given up. */
  register(): Promise<void>;
  /**
   * Calls `listener` when a new build is installed and waiting, at once if one already waits.
   * Returns the unsubscribe.
   */
  onUpdateAvailable(listener: () => void): () => void;
  /** The waiting build takes over, then the page reloads into it; without one, just reloads. */
  applyUpdate(): void;
}

/** What {@link createAppUpdate} needs; `window`'s parts by default in main.tsx. */
export interface AppUpdateDeps {
  /** `navigator.serviceWorker`, or undefined where there is none (an http page, an old browser). */
  readonly container: ServiceWorkerContainer | undefined;
  /** False in development and inside a frame: no worker then. */
  readonly enabled: boolean;
  readonly reload: () => void;
  /** Where `online` and `visibilitychange` are listened to, to look for a new build. */
  readonly events: Pick<Window, 'addEventListener'>;
  readonly isVisible: () => boolean;
  readonly log?: (message: string, error: unknown) => void;
}

/** The update handle over a service worker container. */
export const createAppUpdate = (deps: AppUpdateDeps): AppUpdate => {
  const listeners = new Set<() => void>();
  let registration: ServiceWorkerRegistration | null = null;
  let registering: Promise<void> | null = null;
  let reloadOnTakeOver = false;
  const log = deps.log ?? ((message, error) => console.warn(message, error));

  // Waiting and a page already controlled: an update (the very first install does not wait).
  const waitingUpdate = (): ServiceWorker | null =>
    registration?.waiting && deps.container?.controller ? registration.waiting : null;
  const announce = () => {
    if (waitingUpdate()) for (const listener of [...listeners]) listener();
  };
  const watch = (reg: ServiceWorkerRegistration) => {
    reg.addEventListener('updatefound', () => {
      const installing = reg.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') announce();
      });
    });
  };
  const checkForUpdate = () => {
    registration?.update().catch((error: unknown) => log('[app-update] update check failed', error));
  };

  const register = async (): Promise<void> => {
    const container = deps.container;
    if (!deps.enabled || !container) return;
    try {
      registration = await container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
    } catch (error) {
      log('[app-update] the service worker was not registered', error);
      return;
    }
    watch(registration);
    container.addEventListener('controllerchange', () => {
      if (reloadOnTakeOver) deps.reload();
    });
    deps.events.addEventListener('online', checkForUpdate);
    deps.events.addEventListener('visibilitychange', () => {
      if (deps.isVisible()) checkForUpdate();
    });
    announce();
  };

  return {
    register: () => (registering ??= register()),
    onUpdateAvailable: (listener) => {
      listeners.add(listener);
      if (waitingUpdate()) listener();
      return () => listeners.delete(listener);
    },
    applyUpdate: () => {
      const waiting = waitingUpdate();
      if (!waiting) return deps.reload();
      reloadOnTakeOver = true;
      waiting.postMessage(SKIP_WAITING_MESSAGE);
    },
  };
};

/** What {@link clearAppCaches} empties: `window.caches` and `navigator.serviceWorker`, where they exist. */
export interface AppCaches {
  readonly caches: Pick<CacheStorage, 'keys' | 'delete'> | undefined;
  readonly container: Pick<ServiceWorkerContainer, 'getRegistrations'> | undefined;
  readonly log?: (message: string, error: unknown) => void;
}

/**
 * The update prompt's Refresh (spec 001 §4): every cache of the page is deleted and every service
 * worker unregistered, so the reload fetches the new build from the server. A part that fails is
 * logged and the rest still runs; the reload follows either way.
 */
export const clearAppCaches = async ({ caches, container, log }: AppCaches): Promise<void> => {
  const report = log ?? ((message, error) => console.warn(message, error));
  const tasks: Promise<unknown>[] = [];
  if (caches) tasks.push(caches.keys().then((keys) => Promise.all(keys.map((key) => caches.delete(key)))));
  if (container)
    tasks.push(
      container
        .getRegistrations()
        .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister()))),
    );
  for (const result of await Promise.allSettled(tasks))
    if (result.status === 'rejected') report('[app-update] clearing the caches failed', result.reason);
};
