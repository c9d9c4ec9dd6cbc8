import { resolve } from 'node:path';
import { DEFAULT_ADDRESS_BUDGET, type AddressBudget } from './accounts/address-budget';
import { parseTrustProxy, type TrustProxy } from './http/client-address';
import type { AnalyticsScript } from '../src/api/contract/analytics';
import { readAnalyticsConfig } from './analytics-config';
import { bundledFiles } from './bundled-files';
import { dataDirOf } from './data-dir';
import { wholeFromEnv } from './config-number';
import { readHeavyWorkLimits, type HeavyWorkLimits } from './http/heavy-work-config';
import {
  readBackupSchedule,
  readDiskConfig,
  readLoggingConfig,
  readMetricsConfig,
  type BackupSchedule,
  type DiskConfig,
  type LoggingConfig,
  type MetricsConfig,
} from './ops/ops-config';
import { readOsmAndConfig, type OsmAndConfig } from './telemetry/osmand/osmand-config';
import { readTeltonikaConfig, type TeltonikaConfig } from './telemetry/teltonika/teltonika-config';
import { pemPairFromEnv, type PemPair } from './config-tls';
import { DEFAULT_API_VERSION, type ApiLocation } from '../src/api/contract/app-config.contract';

/** Everything the server reads from the environment, parsed once at start. */
export interface Config {
  readonly port: number;
  readonly host: string;
  /** `TLS_CERT` and `TLS_KEY` (PEM files): the portal speaks https with HTTP/2; else plain http. */
  readonly tls: PemPair | undefined;
  /** Where the embedded database, the mail outbox and other files live. */
  readonly dataDir: string;
  /** A PostgreSQL connection string; absent means the embedded database in `dataDir`. */
  readonly databaseUrl: string | undefined;
  /** Seed demo organisations and accounts into an empty database. */
  readonly demo: boolean;
  /** Public address of the portal, used in links sent by mail. */
  readonly publicUrl: string;
  /** SMTP server (`smtp://user:pass@host:port`); absent means `.eml` files in `dataDir/outbox`. */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly userTokenTtlSeconds: number;
  readonly accessTokenTtlSeconds: number;
  /** Where the built single-page app is served from. */
  readonly staticDir: string;
  readonly localesDir: string;
  readonly appLinks: { readonly home: string; readonly parts: string; readonly liveIot: string };
  readonly devHosts: readonly string[];
  readonly privacyPolicyUrls: { readonly 'de-DE': string; readonly 'en-GB': string };
  readonly mapTiles: {
    readonly base: TileSource;
    readonly railway: TileSource;
    readonly satellite: TileSource;
    /** The hybrid satellite view's overlays over the imagery (spec 000 §2): roads, then labels. */
    readonly satelliteRoads: TileSource;
    readonly satelliteLabels: TileSource;
  };
  /**
   * Where the browser calls user management and the gateway (spec 000 §7: `API_HOST`, '' = the page's
   * origin; `API_UM_VERSION`, `API_LOGBOOK_VERSION`, v1 by default). Handed to the page; the CSP lets
   * the page connect to that host.
   */
  readonly api: ApiLocation;
  /**
   * Origins of portal pages on other hosts that may call this server's user management and gateway
   * (`API_CORS_ORIGINS`, CORS); empty: same origin only.
   */
  readonly apiCorsOrigins: readonly string[];
  /** Origins allowed to show the railation view in a frame (spec 000 §1); empty: no framing at all. */
  readonly railationFrameAncestors: readonly string[];
  /**
   * The railation directory (places, categories, FAQ) is readable without logging in
   * (`RAILATION_PUBLIC=1`), e.g. for the frame on another site; off by default.
   */
  readonly railationPublic: boolean;
  /** Run the fleet simulator with the demo data (`SIMULATOR=0` switches it off). */
  readonly simulator: boolean;
  /**
   * How the simulated fleet reports: straight into the ingestion (`ingestion`, the default) or as
   * Teltonika boxes over the TCP listener (`SIMULATOR_PROTOCOL=teltonika`; needs TELTONIKA_PORT).
   */
  readonly simulatorProtocol: 'ingestion' | 'teltonika';
  /**
   * How many days of history the simulator writes for a demo vehicle that has none yet
   * (`SIMULATOR_HISTORY_DAYS`, default 90).
   */
  readonly simulatorHistoryDays: number;
  /**
   * Months of raw positions kept (`POSITIONS_RETENTION_MONTHS`, default 24; 0 keeps everything): older
   * months are dropped whole. Daily figures and day summaries stay (issue 29 §1).
   */
  readonly positionsRetentionMonths: number;
  readonly weather: WeatherConfig;
  /**
   * Where this installation runs (`PORTAL_ENVIRONMENT`): `production` serves what was deployed and
   * refuses release changes; `staging` prepares and serves its own; `local` (default) prepares and
   * serves what was deployed, both on one machine.
   */
  readonly environment: 'production' | 'staging' | 'local';
  /**
   * Self-hosted analytics (`ANALYTICS_URL`, `ANALYTICS_SITE`, Plausible- or Umami-compatible); null:
   * off (the default). The page loads it only for accounts that are not internal, after consent.
   */
  readonly analytics: AnalyticsScript | null;
  /** The Teltonika TCP listener (issue 27); null when TELTONIKA_PORT is 0. */
  readonly teltonika: TeltonikaConfig | null;
  /** The HTTP listener of phones (Traccar Client, OsmAnd; issue 27); null when OSMAND_PORT is 0. */
  readonly osmand: OsmAndConfig | null;
  /**
   * Webhooks (issue 27 §6): `WEBHOOKS_ALLOW_PRIVATE=1` lets endpoints on loopback and private networks
   * be registered and reached (a receiver inside the operator's network); off by default.
   */
  readonly webhooks: { readonly allowPrivate: boolean };
  /** The proxies whose `X-Forwarded-For` and `X-Forwarded-Proto` count (`TRUST_PROXY`; off by default). */
  readonly trustProxy: TrustProxy;
  /** Failed logins and reset requests one client address may make in a window (issue 34 §5). */
  readonly addressBudget: AddressBudget;
  /** The contract's `heavy` operations per caller and at once (issue 38; README "Limits"). */
  readonly heavyWork: HeavyWorkLimits;
  /** At most this long from SIGTERM to the exit (`SHUTDOWN_TIMEOUT_S`, 10 by default; issue 34 §4). */
  readonly shutdownTimeoutSeconds: number;
  /** `LOG_LEVEL` and `LOG_FORMAT` (issue 34 §3). */
  readonly logging: LoggingConfig;
  /** `METRICS_PORT` and `METRICS_HOST`; null: no metrics endpoint (issue 34 §3). */
  readonly metrics: MetricsConfig | null;
  /** `BACKUP_DIR`, `BACKUP_KEEP`, `BACKUP_TIME`; null: no nightly backups (issue 34 §2). */
  readonly backups: BackupSchedule | null;
  /** `DISK_MIN_FREE`, `DISK_WARN_PERCENT`, `DISK_CHECK_SECONDS`: the storage watch (issue 37). */
  readonly disk: DiskConfig;
}

export interface WeatherConfig {
  /** `simulated` (default, no network) or `open-meteo`. */
  readonly provider: 'simulated' | 'open-meteo';
  /** The Open-Meteo forecast endpoint. */
  readonly url: string;
  readonly timeoutMs: number;
}

export interface TileSource {
  readonly url: string;
  readonly attribution: string;
}

/** `1` on, `0` or unset off; anything else stops the start, naming the variable. */
const flag = (env: NodeJS.ProcessEnv, name: string): boolean => {
  const raw = env[name];
  if (raw === undefined || raw === '' || raw === '0') return false;
  if (raw === '1') return true;
  throw new Error(`${name} must be 1 or 0, got "${raw}"`);
};

const int = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
};

const simulatorProtocol = (env: NodeJS.ProcessEnv): Config['simulatorProtocol'] => {
  const raw = env['SIMULATOR_PROTOCOL'] || 'ingestion';
  if (raw !== 'ingestion' && raw !== 'teltonika')
    throw new Error(`SIMULATOR_PROTOCOL must be "ingestion" or "teltonika", got "${raw}"`);
  if (raw === 'teltonika' && env['TELTONIKA_PORT'] === '0')
    throw new Error(
      'SIMULATOR_PROTOCOL=teltonika needs the Teltonika listener: TELTONIKA_PORT must not be 0',
    );
  return raw;
};

const weatherProvider = (env: NodeJS.ProcessEnv): WeatherConfig['provider'] => {
  const raw = env['WEATHER_PROVIDER'] || 'simulated';
  if (raw !== 'simulated' && raw !== 'open-meteo')
    throw new Error(`WEATHER_PROVIDER must be "simulated" or "open-meteo", got "${raw}"`);
  return raw;
};

const portalEnvironment = (env: NodeJS.ProcessEnv): Config['environment'] => {
  const raw = env['PORTAL_ENVIRONMENT'] || 'local';
  if (raw !== 'production' && raw !== 'staging' && raw !== 'local')
    throw new Error(`PORTAL_ENVIRONMENT must be "production", "staging" or "local", got "${raw}"`);
  return raw;
};

/** An API version as a path segment (`v1`, `v2.1`); anything else stops the start. */
const apiVersion = (env: NodeJS.ProcessEnv, name: string): string => {
  const raw = env[name] || DEFAULT_API_VERSION;
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/.test(raw))
    throw new Error(`${name} must be a version such as v1, got "${raw}"`);
  return raw;
};

/** `https://a.example https://b.example` (or comma-separated) as origins; anything else stops the start. */
const origins = (env: NodeJS.ProcessEnv, name: string): string[] =>
  (env[name] ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((raw) => {
      let url: URL | undefined;
      try {
        url = new URL(raw);
      } catch {
        url = undefined;
      }
      const origin = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;
      if (!url || !origin.test(url.origin) || url.origin !== raw.replace(/\/$/, '')) {
        throw new Error(`${name} must list origins such as https://partner.example.com, got "${raw}"`);
      }
      return url.origin;
    });

export const readConfig = (env: NodeJS.ProcessEnv = process.env, root = process.cwd()): Config => {
  const port = int(env, 'PORT', 8080);
  const tls = pemPairFromEnv(env, { cert: 'TLS_CERT', key: 'TLS_KEY' });
  return {
    port,
    host: env['HOST'] ?? '0.0.0.0',
    tls,
    dataDir: dataDirOf(env, root),
    databaseUrl: env['DATABASE_URL'] || undefined,
    demo: env['DEMO'] !== '0',
    publicUrl: (env['PUBLIC_URL'] ?? `${tls ? 'https' : 'http'}://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env['SMTP_URL'] || undefined,
    mailFrom: env['MAIL_FROM'] ?? 'Rail Fleet Portal <no-reply@localhost>',
    userTokenTtlSeconds: int(env, 'USER_TOKEN_TTL_SECONDS', 30 * 24 * 3600),
    accessTokenTtlSeconds: int(env, 'ACCESS_TOKEN_TTL_SECONDS', 10 * 60),
    staticDir: env['STATIC_DIR']
      ? resolve(root, env['STATIC_DIR'])
      : (bundledFiles?.staticDir ?? resolve(root, 'dist')),
    localesDir: bundledFiles?.localesDir ?? resolve(root, 'src/i18n/locales'),
    appLinks: {
      home: env['APP_LINK_HOME'] ?? 'https://www.example.com/',
      parts: env['APP_LINK_PARTS'] ?? 'https://parts.example.com/',
      liveIot: env['APP_LINK_LIVE_IOT'] ?? 'https://iot.example.com/',
    },
    devHosts: (env['DEV_HOSTS'] ?? 'dev.localhost')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean),
    privacyPolicyUrls: {
      'de-DE': env['PRIVACY_URL_DE'] ?? 'https://www.example.com/datenschutz/',
      'en-GB': env['PRIVACY_URL_EN'] ?? 'https://www.example.com/en/privacy-policy/',
    },
    // Public tile servers by default; machines without internet still get the offline base layer.
    mapTiles: {
      base: {
        url: env['MAP_TILES_BASE_URL'] ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: env['MAP_TILES_BASE_ATTRIBUTION'] ?? '© OpenStreetMap contributors',
      },
      railway: {
        url: env['MAP_TILES_RAILWAY_URL'] ?? 'https://a.tiles.openrailwaymap.org/standard/{z}/{x}/{y}.png',
        attribution: env['MAP_TILES_RAILWAY_ATTRIBUTION'] ?? '© OpenRailwayMap (CC-BY-SA)',
      },
      satellite: {
        url:
          env['MAP_TILES_SATELLITE_URL'] ??
          'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
        attribution: env['MAP_TILES_SATELLITE_ATTRIBUTION'] ?? 'Imagery © Esri',
      },
      satelliteRoads: {
        url:
          env['MAP_TILES_SATELLITE_ROADS_URL'] ??
          'https://server.arcgisonline.com/ArcGIS/rest/services/Reference/World_Transportation/MapServer/tile/{z}/{y}/{x}',
        attribution: env['MAP_TILES_SATELLITE_ROADS_ATTRIBUTION'] ?? 'Roads and labels © Esri',
      },
      satelliteLabels: {
        url:
          env['MAP_TILES_SATELLITE_LABELS_URL'] ??
          'https://server.arcgisonline.com/ArcGIS/rest/services/Reference/World_Boundaries_and_Places/MapServer/tile/{z}/{y}/{x}',
        attribution: env['MAP_TILES_SATELLITE_LABELS_ATTRIBUTION'] ?? 'Roads and labels © Esri',
      },
    },
    api: {
      host: origins(env, 'API_HOST')[0] ?? '',
      umVersion: apiVersion(env, 'API_UM_VERSION'),
      logbookVersion: apiVersion(env, 'API_LOGBOOK_VERSION'),
    },
    apiCorsOrigins: origins(env, 'API_CORS_ORIGINS'),
    railationFrameAncestors: origins(env, 'RAILATION_FRAME_ANCESTORS'),
    railationPublic: env['RAILATION_PUBLIC'] === '1',
    simulator: env['SIMULATOR'] !== '0',
    simulatorProtocol: simulatorProtocol(env),
    simulatorHistoryDays: wholeFromEnv(env, 'SIMULATOR_HISTORY_DAYS', 90, 0, 3660),
    positionsRetentionMonths: wholeFromEnv(env, 'POSITIONS_RETENTION_MONTHS', 24, 0, 1200),
    analytics: readAnalyticsConfig(env),
    teltonika: readTeltonikaConfig(env),
    osmand: readOsmAndConfig(env),
    webhooks: { allowPrivate: flag(env, 'WEBHOOKS_ALLOW_PRIVATE') },
    trustProxy: parseTrustProxy(env['TRUST_PROXY']),
    shutdownTimeoutSeconds: wholeFromEnv(env, 'SHUTDOWN_TIMEOUT_S', 10, 1, 600),
    heavyWork: readHeavyWorkLimits(env),
    logging: readLoggingConfig(env, process.stdout.isTTY === true),
    metrics: readMetricsConfig(env),
    backups: readBackupSchedule(env),
    disk: readDiskConfig(env),
    addressBudget: {
      attempts: wholeFromEnv(env, 'ADDRESS_BUDGET_ATTEMPTS', DEFAULT_ADDRESS_BUDGET.attempts, 0, 100_000),
      windowSeconds:
        60 *
        wholeFromEnv(env, 'ADDRESS_BUDGET_MINUTES', DEFAULT_ADDRESS_BUDGET.windowSeconds / 60, 1, 24 * 60),
    },
    weather: {
      provider: weatherProvider(env),
      url: env['WEATHER_URL'] || 'https://api.open-meteo.com/v1/forecast',
      timeoutMs: int(env, 'WEATHER_TIMEOUT_MS', 3000),
    },
    environment: portalEnvironment(env),
  };
};
