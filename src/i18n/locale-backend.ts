import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

/** Loads one locale file; resolves with its parsed JSON. */
export type LoadLocaleFile = (url: string) => Promise<unknown>;

const loadJson: LoadLocaleFile = async (url) => {
  // Locale files are static assets served beside the app, not API operations, so they bypass the
  // typed API client (which only knows contract endpoints).
  // eslint-disable-next-line no-restricted-globals
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Locale file ${url}: HTTP ${response.status}`);
  return response.json() as Promise<unknown>;
};

const isResource = (value: unknown): value is ResourceKey =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A tiny i18next backend reading `{baseUrl}/locales/{lang}/{namespace}.json`, the path the server
 * serves the files of `src/i18n/locales` at (spec 000 §7 Locale files).
 */
export const createLocaleBackend = (baseUrl = '', load: LoadLocaleFile = loadJson): BackendModule => ({
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const url = `${baseUrl}/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`;
    load(url).then(
      (data) =>
        isResource(data)
          ? callback(null, data)
          : callback(new Error(`Locale file ${url} is not an object`), false),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
});
