import { describe, expect, it, vi } from 'vitest';
import { requestPersistentStorage } from './persistent-storage';

describe('requestPersistentStorage', () => {
  it('asks the browser once and answers its decision', async () => {
    const persist = vi.fn(async () => true);
    const persisted = vi.fn(async () => false);
    const navigator = { storage: { persist, persisted } };
    await expect(requestPersistentStorage(navigator)).resolves.toBe(true);
    await expect(requestPersistentStorage(navigator)).resolves.toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('does not ask when the storage is already persistent', async () => {
    const persist = vi.fn(async () => true);
    await expect(
      requestPersistentStorage({ storage: { persist, persisted: async () => true } }),
    ).resolves.toBe(true);
    expect(persist).not.toHaveBeenCalled();
  });

  it('answers false when the browser says no', async () => {
    const navigator = { storage: { persist: async () => false, persisted: async () => false } };
    await expect(requestPersistentStorage(navigator)).resolves.toBe(false);
  });

  it('never throws: no navigator, no storage manager, or a failing one', async () => {
    await expect(requestPersistentStorage(undefined)).resolves.toBe(false);
    await expect(requestPersistentStorage({})).resolves.toBe(false);
    await expect(requestPersistentStorage({ storage: {} })).resolves.toBe(false);
    const failing = {
      storage: {
        persisted: () => Promise.reject(new Error('SecurityError')),
        persist: () => {
          throw new Error('not allowed');
        },
      },
    };
    await expect(requestPersistentStorage(failing)).resolves.toBe(false);
  });
});
