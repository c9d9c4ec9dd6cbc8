import { describe, expect, it } from 'vitest';
import { readPromptStamps, removeReloadStamp, stampLoadTime, writePromptStamps } from './prompt-stamps';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
};

describe('prompt stamps in local storage', () => {
  it('stamps the load time once; Refresh removes it so the next load stamps its own', () => {
    const storage = memoryStorage();
    expect(stampLoadTime(storage, 1000).userSuggestReloadTs).toBe(1000);
    expect(stampLoadTime(storage, 2000).userSuggestReloadTs).toBe(1000);
    removeReloadStamp(storage);
    expect(stampLoadTime(storage, 3000).userSuggestReloadTs).toBe(3000);
  });

  it('writes and reads the three keys; null removes; unreadable text reads as none', () => {
    const storage = memoryStorage();
    writePromptStamps(storage, { userSuggestReloadTs: 1, userMsgTs: 2, hideReload: 3 });
    expect([...storage.map.keys()].sort()).toEqual(['hideReload', 'userMsgTs', 'userSuggestReloadTs']);
    expect(readPromptStamps(storage)).toEqual({ userSuggestReloadTs: 1, userMsgTs: 2, hideReload: 3 });
    writePromptStamps(storage, { userSuggestReloadTs: 1, userMsgTs: null, hideReload: 3 });
    expect(storage.map.has('userMsgTs')).toBe(false);
    storage.setItem('hideReload', 'tomorrow');
    storage.setItem('userMsgTs', '-5');
    expect(readPromptStamps(storage)).toEqual({ userSuggestReloadTs: 1, userMsgTs: null, hideReload: null });
  });

  it('a storage that throws loses the stamp, not the app', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() =>
      writePromptStamps(broken, { userSuggestReloadTs: 1, userMsgTs: 2, hideReload: null }),
    ).not.toThrow();
    expect(() => removeReloadStamp(broken)).not.toThrow();
  });
});
