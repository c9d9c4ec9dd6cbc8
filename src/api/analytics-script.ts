import type { AnalyticsScript } from './contract';

/**
 * The one place that puts the self-hosted analytics script into the page (README "Analytics"). One
 * element serves Plausible and Umami alike: Plausible reads `data-domain`, Umami `data-website-id`;
 * Umami is told to leave the query and the hash out and to honour Do Not Track. Both send only page
 * views (the path) to the script's own origin, set no cookies, and respect their opt-out flags in
 * local storage, which `disableAnalytics` sets.
 */

/** Marks the element, so a second load finds it and a revocation removes it. */
const MARKER = 'data-portal-analytics';

/** Plausible skips every event while `plausible_ignore` is 'true'; Umami while `umami.disabled` is set. */
const OPT_OUT_FLAGS: readonly (readonly [key: string, value: string])[] = [
  ['plausible_ignore', 'true'],
  ['umami.disabled', '1'],
];

type ScriptDocument = Pick<Document, 'createElement' | 'querySelector' | 'head'>;
type FlagStorage = Pick<Storage, 'setItem' | 'removeItem'>;

const attempt = (effect: () => void) => {
  try {
    effect();
  } catch {
    // Storage may be disabled; the element's removal still stops further page views from loading.
  }
};

/** Adds the script (once) and resolves when it has loaded; clears the opt-out flags first. */
export const loadAnalyticsScript = (
  doc: ScriptDocument,
  storage: FlagStorage,
  script: AnalyticsScript,
  signal?: AbortSignal,
): Promise<void> => {
  for (const [key] of OPT_OUT_FLAGS) attempt(() => storage.removeItem(key));
  if (doc.querySelector(`script[${MARKER}]`)) return Promise.resolve();
  const element = doc.createElement('script');
  element.setAttribute(MARKER, '');
  element.defer = true;
  element.src = script.scriptUrl;
  element.setAttribute('data-domain', script.site);
  element.setAttribute('data-website-id', script.site);
  element.setAttribute('data-exclude-search', 'true');
  element.setAttribute('data-exclude-hash', 'true');
  element.setAttribute('data-do-not-track', 'true');
  element.referrerPolicy = 'strict-origin-when-cross-origin';
  return new Promise<void>((resolve, reject) => {
    element.addEventListener('load', () => resolve(), { once: true });
    element.addEventListener('error', () => reject(new Error('The analytics script did not load.')), {
      once: true,
    });
    signal?.addEventListener('abort', () => reject(new Error('Loading the analytics script was stopped.')), {
      once: true,
    });
    doc.head.append(element);
  });
};

/** Stops tracking on this page at once: the scripts' own opt-out flags, and the element removed. */
export const disableAnalytics = (doc: ScriptDocument, storage: FlagStorage): void => {
  for (const [key, value] of OPT_OUT_FLAGS) attempt(() => storage.setItem(key, value));
  doc.querySelector(`script[${MARKER}]`)?.remove();
};
