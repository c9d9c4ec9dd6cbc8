import type { AnalyticsScript } from './contract/analytics';
import { CLIENT_CONFIG_PATH } from './contract/api-location';
import type { ClientConfig } from './contract/app-config.contract';

/**
 * The site configuration as the page reads it at start (`getClientConfig`), without the typed client:
 * the contract's Schema brings Effect's runtime (about 47 KB gzip), more than a quarter of the login
 * route's budget, for this one answer (issue 28 §4). The decoder below checks the same shape and
 * gives the same value; client-config.test.ts holds it to the Schema's verdict on generated answers,
 * valid and broken. A field added to `ClientConfig` fails that test until it is added here.
 */

type Fields = Readonly<Record<string, unknown>>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

/** An object with these string fields (others ignored, as the Schema ignores them), or null. */
const stringFields = <K extends string>(value: unknown, keys: readonly K[]): Record<K, string> | null => {
  if (!isFields(value)) return null;
  const fields = {} as Record<K, string>;
  for (const key of keys) {
    const field = value[key];
    if (typeof field !== 'string') return null;
    fields[key] = field;
  }
  return fields;
};

const TILE_SOURCES = ['base', 'railway', 'satellite', 'satelliteRoads', 'satelliteLabels'] as const;

const mapTilesOf = (value: unknown): ClientConfig['mapTiles'] | null => {
  if (!isFields(value)) return null;
  const tiles = {} as Record<(typeof TILE_SOURCES)[number], { url: string; attribution: string }>;
  for (const source of TILE_SOURCES) {
    const tile = stringFields(value[source], ['url', 'attribution']);
    if (tile === null) return null;
    tiles[source] = tile;
  }
  return tiles;
};

const isStringArray = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** `analytics`: absent stays absent, null is off, else a script; undefined when it is neither. */
const analyticsOf = (value: Fields): { analytics?: AnalyticsScript | null } | undefined => {
  if (!('analytics' in value) || value['analytics'] === undefined) return {};
  if (value['analytics'] === null) return { analytics: null };
  const script = stringFields(value['analytics'], ['scriptUrl', 'site']);
  return script === null ? undefined : { analytics: script };
};

/** The answer as a `ClientConfig` (only its fields), or null when it does not match the contract. */
export const decodeClientConfig = (value: unknown): ClientConfig | null => {
  if (!isFields(value)) return null;
  const { version, devHosts, railationPublic } = value;
  const appLinks = stringFields(value['appLinks'], ['home', 'parts', 'liveIot']);
  const privacyPolicyUrls = stringFields(value['privacyPolicyUrls'], ['de-DE', 'en-GB']);
  const mapTiles = mapTilesOf(value['mapTiles']);
  const analytics = analyticsOf(value);
  const retention = value['positionsRetentionMonths'];
  if (
    typeof version !== 'string' ||
    appLinks === null ||
    !isStringArray(devHosts) ||
    privacyPolicyUrls === null ||
    mapTiles === null ||
    typeof railationPublic !== 'boolean' ||
    analytics === undefined ||
    (retention !== undefined && !(Number.isInteger(retention) && (retention as number) >= 0))
  )
    return null;
  return {
    version,
    appLinks,
    devHosts: [...devHosts],
    privacyPolicyUrls,
    mapTiles,
    railationPublic,
    ...analytics,
    ...(typeof retention === 'number' ? { positionsRetentionMonths: retention } : {}),
  };
};

/** What {@link fetchClientConfig} needs; the defaults are the browser's. */
export interface ClientConfigOptions {
  readonly fetch?: typeof fetch;
  /** Told of the answer's `Date` header with the device times around the call (the server clock). */
  readonly onAnswer?: (dateHeader: string | null, sentAt: number, receivedAt: number) => void;
}

/**
 * Loads the site configuration from the page's origin. Rejects when there is no answer, the answer is
 * not 200 or does not match the contract: the caller falls back to its defaults.
 */
export const fetchClientConfig = async (options: ClientConfigOptions = {}): Promise<ClientConfig> => {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const sentAt = Date.now();
  const response = await doFetch(CLIENT_CONFIG_PATH, { headers: { accept: 'application/json' } });
  options.onAnswer?.(response.headers.get('date'), sentAt, Date.now());
  if (response.status !== 200) throw new Error(`${CLIENT_CONFIG_PATH} answered ${response.status}`);
  const config = decodeClientConfig(await response.json());
  if (config === null) throw new Error(`${CLIENT_CONFIG_PATH} does not match the contract (ClientConfig)`);
  return config;
};
