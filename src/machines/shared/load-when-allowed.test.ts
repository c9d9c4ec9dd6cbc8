import { describe, expect, it, vi } from 'vitest';
import { loadWhenAllowed } from './load-when-allowed';

/** A session stand-in: allowed or not, and its changes. */
const fakeSession = (allowed: boolean) => {
  const listeners = new Set<() => void>();
  return {
    allowed: () => allowed,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
    allow: () => {
      allowed = true;
      for (const listener of [...listeners]) listener();
    },
  };
};

describe('loadWhenAllowed', () => {
  it('loads once the session allows it, and tells a view reading `current` when it is there', async () => {
    const session = fakeSession(false);
    const actors = { stop: vi.fn() };
    const load = vi.fn(async () => actors);
    const handle = loadWhenAllowed(session, load, 'test');
    const told = vi.fn();
    const unsubscribe = handle.subscribe(told);
    expect(load).not.toHaveBeenCalled();
    expect(handle.current()).toBeNull();
    session.allow();
    await expect(handle.ready).resolves.toBe(actors);
    expect(handle.current()).toBe(actors);
    expect(told).toHaveBeenCalledOnce();
    unsubscribe();
    handle.stop();
    expect(actors.stop).toHaveBeenCalledOnce();
  });

  it('tries again on the next session change after a failed load', async () => {
    const session = fakeSession(true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const actors = { stop: () => undefined };
    const load = vi
      .fn<() => Promise<typeof actors>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(actors);
    const handle = loadWhenAllowed(session, load, 'test');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(handle.current()).toBeNull();
    session.allow();
    await expect(handle.ready).resolves.toBe(actors);
    expect(load).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
