import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/api-client';
import { startAppActors, type StartedAppActors } from './app-actors.fixtures';

let running: StartedAppActors | null = null;
const start = () => {
  const fetch = vi.fn(async () => new Response('{}', { status: 404 }));
  running = startAppActors({
    api: createApiClient({ fetch }),
    storage: window.localStorage,
    window,
    reload: vi.fn(),
  });
  return running;
};

afterEach(() => {
  running?.stop();
  running = null;
  localStorage.clear();
});

/** Whether leaving the page now asks first (the before-unload warning). */
const unloadWarns = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('createAppActors: the features over the session', () => {
  it('going offline without work waiting on the device does not warn', () => {
    const { connectivity, logbook } = start();
    expect(unloadWarns()).toBe(false);
    window.dispatchEvent(new Event('offline'));
    expect(connectivity.getSnapshot().hasTag('offline')).toBe(true);
    expect(logbook.sync.getSnapshot().context.pendingCount).toBe(0);
    // The warning needs unsynced work too (unload-warning.test.ts).
    expect(unloadWarns()).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(unloadWarns()).toBe(false);
  });

  it('the sync actor follows the connectivity itself (the offline gateway reads its flag)', () => {
    const { logbook } = start();
    // Logged out: online means the network (no token is needed without a session).
    expect(logbook.sync.getSnapshot().context.online).toBe(true);
    window.dispatchEvent(new Event('offline'));
    expect(logbook.sync.getSnapshot().context.online).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(logbook.sync.getSnapshot().context.online).toBe(true);
  });

  it('stop() stops the features and the session', () => {
    const { logbook, session, selection, stop } = start();
    stop();
    running = null;
    for (const actor of [logbook.sync, logbook.syncNotice, logbook.drafts, selection, session])
      expect(actor.getSnapshot().status).toBe('stopped');
  });
});
