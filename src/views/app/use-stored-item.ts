import { useCallback, useSyncExternalStore } from 'react';

type ItemStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Same-tab writers notify through this set; other tabs through the window's storage event. */
const listeners = new Set<() => void>();

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  const onStorage = (): void => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/**
 * One local-storage item as React state: re-renders when this tab writes it through the setter, when
 * another tab changes it, and re-reads it on every render (for writers outside React).
 */
export const useStoredItem = (
  storage: ItemStorage,
  key: string,
): readonly [string | null, (value: string | null) => void] => {
  const value = useSyncExternalStore(subscribe, () => storage.getItem(key));
  const set = useCallback(
    (next: string | null) => {
      if (next === null) storage.removeItem(key);
      else storage.setItem(key, next);
      for (const listener of listeners) listener();
    },
    [storage, key],
  );
  return [value, set] as const;
};
