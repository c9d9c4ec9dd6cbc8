import { describe, expect, it } from 'vitest';
import { watchUnloadWarning } from './unload-warning';

/** A minimal subscribable actor snapshot holder. */
const holder = <S>(initial: S) => {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return { unsubscribe: () => void listeners.delete(listener) };
    },
    set: (next: S) => {
      snapshot = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
};

const connectivityOf = (offline: boolean) => ({ hasTag: (tag: 'offline') => tag === 'offline' && offline });
const syncOf = (pendingCount: number) => ({ context: { pendingCount } });

describe('the before-unload warning', () => {
  it('is on only while offline with work waiting on the device', () => {
    const win = new EventTarget() as unknown as Window;
    const connectivity = holder(connectivityOf(false));
    const sync = holder(syncOf(0));
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      win.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const watcher = watchUnloadWarning({
      connectivity,
      sync,
      win,
      warn: (event) => event.preventDefault(),
    });
    expect(unload()).toBe(false);
    connectivity.set(connectivityOf(true));
    expect(unload()).toBe(false);
    sync.set(syncOf(2));
    expect([watcher.isOn(), unload()]).toEqual([true, true]);
    connectivity.set(connectivityOf(false));
    expect([watcher.isOn(), unload()]).toEqual([false, false]);
    connectivity.set(connectivityOf(true));
    sync.set(syncOf(0));
    expect(unload()).toBe(false);
    sync.set(syncOf(1));
    watcher.stop();
    expect(unload()).toBe(false);
    expect(connectivity.listeners.size + sync.listeners.size).toBe(0);
  });
});
