/**
 * Where the page finds its API (the site configuration and the two service groups), apart from the
 * schemas: the login page reads these without loading Effect (issue 28 §4). app-config.contract.ts
 * re-exports them.
 */

/** The site configuration's path (`getClientConfig`), always on the page's origin. */
export const CLIENT_CONFIG_PATH = '/api/config';

/**
 * Where the browser calls user management and the gateway and logbook service (spec 000 §7): a host
 * ('' = the page's origin) and each group's version (v1 by default).
 */
export interface ApiLocation {
  readonly host: string;
  readonly umVersion: string;
  readonly logbookVersion: string;
}

/** The versions of both groups when none is configured (spec 000 §7). */
export const DEFAULT_API_VERSION = 'v1';

/**
 * The server hands its API settings to the page in a `<meta name="portal-api">` (read before the first
 * call; the dev server's page has none), its content form-encoded: `host=…&um=…&logbook=…`.
 */
export const API_LOCATION_META = 'portal-api';

/** The meta's content for `location` (the server escapes it for the attribute). */
export const apiLocationMetaContent = (location: ApiLocation): string =>
  new URLSearchParams({
    host: location.host,
    um: location.umVersion,
    logbook: location.logbookVersion,
  }).toString();
