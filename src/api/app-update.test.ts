import { describe, expect, it, vi } from 'vitest';
import { clearAppCaches, createAppUpdate, SERVICE_WORKER_URL } from './app-update';

/** A service worker container and registration as far as app-update uses them. */
const fakeWorkers = ({ controlled }: { controlled: boolean }) => {
  const registration = Object.assign(new EventTarget(), {
    waiting: null as ServiceWorker | null,
    installing: null as ServiceWorker | null,
    update: vi.fn(() => Promise.resolve()),
  });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? ({} as ServiceWorker) : null,
    register: vi.fn(() => Promise.resolve(registration)),
  });
  const worker = () =>
    Object.assign(new EventTarget(), {
      state: 'installing',
      postMessage: vi.fn(),
    }) as unknown as ServiceWorker & {
      state: string;
      postMessage: ReturnType<typeof vi.fn>;
    };
  /** A new build is found and finishes installing: it waits. */
  const installNewBuild = () => {
    const installing = worker();
    registration.installing = installing;
    registration.dispatchEvent(new Event('updatefound'));
    installing.state = 'installed';
    registration.installing = null;
    registration.waiting = installing;
    installing.dispatchEvent(new Event('statechange'));
    return installing;
  };
  return { registration, container, installNewBuild };
};

const start = (controlled = true, enabled = true) => {
  const workers = fakeWorkers({ controlled });
  const reload = vi.fn();
  const events = new EventTarget();
  const update = createAppUpdate({
    container: workers.container as unknown as ServiceWorkerContainer,
    enabled,
    reload,
    events: events,
    isVisible: () => true,
    log: () => undefined,
  });
  return { ...workers, reload, events, update };
};

describe('app updates through the service worker', () => {
  it('registers the worker once, for the whole site, bypassing the HTTP cache for it', async () => {
    const { update, container } = start();
    await Promise.all([update.register(), update.register()]);
    expect(container.register).toHaveBeenCalledTimes(1);
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, {
      scope: '/',
      updateViaCache: 'none',
    });
  });

  it('registers nothing when disabled (development, inside a frame)', async () => {
    const { update, container } = start(true, false);
    await update.register();
    expect(container.register).not.toHaveBeenCalled();
  });

  it('tells when a new build waits, also a listener that comes later; the first install is no update', async () => {
    const first = start(false);
    const early = vi.fn();
    first.update.onUpdateAvailable(early);
    await first.update.register();
    first.installNewBuild();
    expect(early).not.toHaveBeenCalled();

    const { update, installNewBuild } = start(true);
    const listener = vi.fn();
    const unsubscribe = update.onUpdateAvailable(listener);
    await update.register();
    expect(listener).not.toHaveBeenCalled();
    installNewBuild();
    expect(listener).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    update.onUpdateAvailable(late);
    expect(late).toHaveBeenCalledTimes(1);
    unsubscribe();
    installNewBuild();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('applies an update only when asked: the waiting build takes over, then the page reloads', async () => {
    const { update, installNewBuild, container, reload } = start(true);
    await update.register();
    const waiting = installNewBuild() as unknown as { postMessage: ReturnType<typeof vi.fn> };
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
    update.applyUpdate();
    expect(waiting.postMessage).toHaveBeenCalledWith('portal.skipWaiting');
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('without a waiting build, applying just reloads; coming online looks for a new build', async () => {
    const { update, reload, events, registration } = start(true);
    await update.register();
    update.applyUpdate();
    expect(reload).toHaveBeenCalledTimes(1);
    events.dispatchEvent(new Event('online'));
    expect(registration.update).toHaveBeenCalledTimes(1);
  });
});

describe("clearAppCaches (the update prompt's Refresh)", () => {
  it('deletes every cache and unregisters every service worker', async () => {
    const deleted: string[] = [];
    const unregistered: string[] = [];
    await clearAppCaches({
      caches: {
        keys: () => Promise.resolve(['portal-shell-v7', 'portal-tiles']),
        delete: (key: string) => {
          deleted.push(key);
          return Promise.resolve(true);
        },
      },
      container: {
        getRegistrations: () =>
          Promise.resolve([
            {
              unregister: () => {
                unregistered.push('/');
                return Promise.resolve(true);
              },
            } as unknown as ServiceWorkerRegistration,
          ]),
      },
    });
    expect(deleted).toEqual(['portal-shell-v7', 'portal-tiles']);
    expect(unregistered).toEqual(['/']);
  });

  it('a failing part is logged and the other still runs; nothing there is no error', async () => {
    const logged: string[] = [];
    const unregistered: string[] = [];
    await clearAppCaches({
      caches: { keys: () => Promise.reject(new Error('SecurityError')), delete: () => Promise.resolve(true) },
      container: {
        getRegistrations: () =>
          Promise.resolve([
            {
              unregister: () => {
                unregistered.push('/');
                return Promise.resolve(true);
              },
            } as unknown as ServiceWorkerRegistration,
          ]),
      },
      log: (message) => logged.push(message),
    });
    expect(logged).toEqual(['[app-update] clearing the caches failed']);
    expect(unregistered).toEqual(['/']);
    await expect(clearAppCaches({ caches: undefined, container: undefined })).resolves.toBeUndefined();
  });
});
