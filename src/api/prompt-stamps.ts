/**
 * What the client keeps in local storage for the update and message prompts (spec 001 §3 Local
 * storage): when its code was loaded (userSuggestReloadTs), the message stamp it has seen
 * (userMsgTs), and until when Later hides the update prompt (hideReload). Null: none stored.
 */
export interface PromptStamps {
  readonly userSuggestReloadTs: number | null;
  readonly userMsgTs: number | null;
  readonly hideReload: number | null;
}

/** The local-storage keys of spec 001 §3 (Local storage). */
export const PROMPT_STAMP_KEYS = {
  userSuggestReloadTs: 'userSuggestReloadTs',
  userMsgTs: 'userMsgTs',
  hideReload: 'hideReload',
} as const;

type StampStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A stored stamp: a whole, non-negative number of milliseconds, or null (absent or unreadable). */
const readStamp = (storage: StampStorage, key: string): number | null => {
  const text = storage.getItem(key);
  if (text === null || !/^\d{1,16}$/.test(text)) return null;
  return Number(text);
};

export const readPromptStamps = (storage: StampStorage): PromptStamps => ({
  userSuggestReloadTs: readStamp(storage, PROMPT_STAMP_KEYS.userSuggestReloadTs),
  userMsgTs: readStamp(storage, PROMPT_STAMP_KEYS.userMsgTs),
  hideReload: readStamp(storage, PROMPT_STAMP_KEYS.hideReload),
});

/** Writes the stamps (a null one is removed). Storage failures (private mode, full) are ignored. */
export const writePromptStamps = (storage: StampStorage, stamps: PromptStamps): void => {
  for (const key of Object.values(PROMPT_STAMP_KEYS)) {
    const value = stamps[key];
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, String(value));
    } catch {
      // Not stored: the prompt asks again next time, nothing worse.
    }
  }
};

/**
 * At start: the load time becomes userSuggestReloadTs unless one is stored. Refresh removes it, so
 * the page it reloads stamps its own; a plain reload may still run the cached build and keeps it.
 */
export const stampLoadTime = (storage: StampStorage, now: number): PromptStamps => {
  const stamps = readPromptStamps(storage);
  if (stamps.userSuggestReloadTs !== null) return stamps;
  const loaded = { ...stamps, userSuggestReloadTs: now };
  writePromptStamps(storage, loaded);
  return loaded;
};

export const removeReloadStamp = (storage: StampStorage): void => {
  try {
    storage.removeItem(PROMPT_STAMP_KEYS.userSuggestReloadTs);
  } catch {
    // Nothing stored to remove.
  }
};
