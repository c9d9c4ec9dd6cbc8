import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

/** Loads one locale file; resolves with its parsed JSON. */
export type LoadLocaleFile = (url: string) => Promise<unknown>;

/** A failure worth trying again: the network, or a server that may answer in a moment. */
export class TransientLocaleError extends Error {
  override readonly name = 'TransientLocaleError';
}

const loadJson: LoadLocaleFile = async (url) => {
  // Locale files are static assets served beside the app, not API operations, so they bypass the
  // typed API client (which only knows contract endpoints).
  let response: Response;
  try {
    // eslint-disable-next-line no-restricted-globals
    response = await fetch(url, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new TransientLocaleError(`Locale file ${url}: ${String(error)}`);
  }
  if (!response.ok) {
    const again = response.status >= 500 || response.status === 408 || response.status === 429;
    throw new (again ? TransientLocaleError : Error)(`Locale file ${url}: HTTP ${response.status}`);
  }
  return response.json() as Promise<unknown>;
};

const isResource = (value: unknown): value is ResourceKey =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A tiny i18next backend reading `{baseUrl}/locales/{lang}/{namespace}.json`, the path the server
 * serves the files of `src/i18n/locales` at (spec 000 §7 Locale files). A {@link TransientLocaleError}
 * is answered as i18next's "try again" (its second argument true): it reads the file up to five times
 * more, 350 ms apart and doubling. Any other failure is final: i18next then counts the namespace as
 * loaded, and its texts would show as their keys for the rest of the page's life (seen once in an e2e
 * run on a loaded machine).
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
      (error: unknown) =>
        callback(
          error instanceof Error ? error : new Error(String(error)),
          error instanceof TransientLocaleError,
        ),
    );
  },
});
