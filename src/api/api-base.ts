import { API_LOCATION_META, DEFAULT_API_VERSION, type ApiLocation } from './contract/api-location';

/**
 * Where the client finds the two service groups of spec 000 §7: user management at
 * `/um/{version}` and the gateway and logbook service at `/logbook/api/logbook/{version}`, both on a
 * configurable host, versions v1 by default. Everything else the client reads (the site
 * configuration under `/api/`, the content service under `/wp-json/`, the locale files) comes from
 * the portal that served the page. The contract's paths name v1; {@link apiUrl} moves them.
 */
export type ApiBase = ApiLocation;

export const DEFAULT_API_BASE: ApiBase = {
  host: '',
  umVersion: DEFAULT_API_VERSION,
  logbookVersion: DEFAULT_API_VERSION,
};

const GROUPS = [
  { prefix: /^\/um\/v[^/]+(?=\/|$)/, at: (base: ApiBase) => `/um/${base.umVersion}` },
  {
    prefix: /^\/logbook\/api\/logbook\/v[^/]+(?=\/|$)/,
    at: (base: ApiBase) => `/logbook/api/logbook/${base.logbookVersion}`,
  },
] as const;

/**
 * The URL of a contract path (already filled in): the two groups' paths on the host with their
 * configured versions, any other path as it is (the page's origin).
 */
export const apiUrl = (base: ApiBase, path: string): string => {
  for (const group of GROUPS) {
    if (group.prefix.test(path)) return `${base.host}${path.replace(group.prefix, group.at(base))}`;
  }
  return path;
};

const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/;

/** An http(s) origin without path, query or trailing slash; anything else is not a host. */
const originOf = (raw: string): string | null => {
  try {
    const url = new URL(raw);
    const bare = raw.replace(/\/$/, '');
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === bare ? url.origin : null;
  } catch {
    return null;
  }
};

/** Settings as text (the page's meta, Vite's env); a missing or malformed one keeps its default. */
export interface ApiBaseSettings {
  readonly host?: string | null | undefined;
  readonly umVersion?: string | null | undefined;
  readonly logbookVersion?: string | null | undefined;
}

/** Reads settings over the defaults: an empty host is the page's origin, a bad value is ignored. */
export const parseApiBase = (settings: ApiBaseSettings, defaults: ApiBase = DEFAULT_API_BASE): ApiBase => {
  const version = (raw: string | null | undefined, fallback: string) =>
    raw && VERSION.test(raw) ? raw : fallback;
  const host = settings.host ? (originOf(settings.host) ?? defaults.host) : defaults.host;
  return {
    host,
    umVersion: version(settings.umVersion, defaults.umVersion),
    logbookVersion: version(settings.logbookVersion, defaults.logbookVersion),
  };
};

/**
 * The base at start: the server's settings in the page (`<meta name="portal-api">`, read at once, so
 * no call leaves before it is known, offline too: the cached page keeps it); without that meta (the
 * dev server's page) the build's Vite env (`VITE_API_HOST`, `VITE_API_UM_VERSION`,
 * `VITE_API_LOGBOOK_VERSION`); else the page's origin and v1.
 */
export const readApiBase = (
  document: Pick<Document, 'querySelector'>,
  env: Readonly<Record<string, string | boolean | undefined>>,
): ApiBase => {
  const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : undefined);
  const built = parseApiBase({
    host: text(env['VITE_API_HOST']),
    umVersion: text(env['VITE_API_UM_VERSION']),
    logbookVersion: text(env['VITE_API_LOGBOOK_VERSION']),
  });
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${API_LOCATION_META}"]`)?.content;
  if (meta === undefined) return built;
  // The server's settings win whole: its empty host is the page's origin, whatever the build said.
  const served = new URLSearchParams(meta);
  return parseApiBase({
    host: served.get('host'),
    umVersion: served.get('um'),
    logbookVersion: served.get('logbook'),
  });
};
