/** The part of `navigator` this needs (absent in old browsers and insecure contexts). */
export interface NavigatorWithStorage {
  readonly storage?: Partial<Pick<StorageManager, 'persist' | 'persisted'>> | undefined;
}

const asked = new WeakMap<object, Promise<boolean>>();

const ask = async (navigator: NavigatorWithStorage): Promise<boolean> => {
  try {
    const storage = navigator.storage;
    if (!storage) return false;
    if (storage.persisted && (await storage.persisted())) return true;
    return storage.persist ? await storage.persist() : false;
  } catch {
    return false;
  }
};

/**
 * Asks the browser to keep the device store under storage pressure (`navigator.storage.persist()`), so
 * offline work is not evicted with the caches. Asked once per page (Firefox may show a prompt); later
 * calls answer the same. Answers whether the storage is persistent; never throws.
 */
export const requestPersistentStorage = (navigator: NavigatorWithStorage | undefined): Promise<boolean> => {
  if (!navigator) return Promise.resolve(false);
  let answer = asked.get(navigator);
  if (!answer) {
    answer = ask(navigator);
    asked.set(navigator, answer);
  }
  return answer;
};
