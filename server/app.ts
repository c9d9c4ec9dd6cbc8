import { readFile } from 'node:fs/promises';
import { PRODUCT_VERSION } from './product-version';
import type { StorageState } from './ops/disk/disk-watch';
import { writeGuard } from './ops/disk/write-guard';
import { join } from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import {
  allEndpoints,
  API_LOCATION_META,
  apiLocationMetaContent,
  getClientConfig,
  PROFILE_IMAGE_MAX_BYTES,
  uploadProfileImage,
  type HealthStatus,
} from '../src/api/contract';
import { analyticsOrigins } from './analytics-config';
import { compressSmall, negotiateCoding, varyOnAcceptEncoding } from './http/content-coding';
import { precompressedStatic } from './http/precompressed-static';
import type { Config } from './config';
import type { Db } from './db/db';
import { notFound } from './http/api-error';
import { limitBody } from './http/body-limit';
import { installErrorHandling } from './http/error-handling';
import { registerOpenApi } from './http/openapi-route';
import { route, type Authenticator } from './http/route';
import { newStyleNonce, securityHeaders, STYLE_NONCE_HEADER } from './http/security-headers';
import { clientAddressOf } from './http/client-address';
import { apiCors } from './http/api-cors';
import type { Mailer } from './mail/mailer';
import { createAccountsService } from './accounts/accounts.service';
import { registerAccountRoutes } from './accounts/accounts.routes';
import { registerAdminRoutes } from './admin/admin.routes';
import { registerAdminUserRoutes } from './admin/admin-users.routes';
import { createDeviceKeysService } from './admin/device-keys.service';
import { createUserSettingsService } from './admin/user-settings.service';
import { createDeploymentService } from './admin/deployment.service';
import { createReleaseService } from './admin/release.service';
import { registerLocaleFiles } from './admin/locale-files';
import { registerTranslationRoutes } from './admin/translations.routes';
import { createTranslationsService } from './admin/translations.service';
import { createAuthenticator } from './accounts/authenticator';
import { createEndpointAccess } from './accounts/endpoint-access';
import type { TokenSigner } from './accounts/accounts.context';
import type { Clock } from './clock';
import { registerContentAccountRoutes } from './content/content-accounts.routes';
import { createContentAccountsService } from './content/content-accounts.service';
import { registerRailationAdminRoutes, registerRailationRoutes } from './content/railation/railation.routes';
import { createRailationAdminService } from './content/railation/railation-admin.service';
import { registerSupplierRoutes } from './content/suppliers/suppliers.routes';
import { createSuppliersService } from './content/suppliers/suppliers.service';
import { createRailationService } from './content/railation/railation.service';
import { createFleetService } from './fleet/fleet.service';
import { registerFleetRoutes } from './fleet/fleet.routes';
import { createRestrictionService } from './fleet/restrictions/restriction.service';
import { registerLogbookDocumentRoutes } from './logbook/document/document.routes';
import { createLogbookDocumentService } from './logbook/document/document.service';
import { registerLogbookExportRoutes } from './logbook/export/export.routes';
import { createLogbookExportService } from './logbook/export/export.service';
import { createLogbookService } from './logbook/logbook.service';
import { registerLogbookRoutes } from './logbook/logbook.routes';
import { registerHeatmapRoutes } from './reports/heatmap/heatmap.routes';
import { createHeatmapService } from './reports/heatmap/heatmap.service';
import { registerReplayRoutes } from './reports/replay/replay.routes';
import { createReplayService } from './reports/replay/replay.service';
import { registerTrackRoutes } from './reports/track/track.routes';
import { createTrackService } from './reports/track/track.service';
import { verifyDeviceKey } from './telemetry/device-keys';
import { createAlarmService } from './notifications/alarms/alarm.service';
import { createNotificationListService } from './notifications/notification-list.service';
import { createNotificationSettingsService } from './notifications/notification-settings.service';
import { createNotificationHub } from './notifications/notification-hub';
import type { StreamOptions } from './notifications/notification-stream';
import { createNotificationUnreadService } from './notifications/notification-unread.service';
import { registerNotificationRoutes } from './notifications/notifications.routes';
import { createTemporarySettingsService } from './notifications/temporary-settings.service';
import { registerReportRoutes } from './reports/reports.routes';
import { createReportsService } from './reports/reports.service';
import { registerTelemetryRoutes } from './telemetry/telemetry.routes';
import type { WeatherProvider } from './telemetry/weather-provider';
import { registerWebhookRoutes } from './webhooks/webhooks.routes';
import { silentLogger, type Logger } from './ops/logger';
import { createMetrics, type Metrics } from './ops/metrics';
import { createHeavyWork } from './http/heavy-work';
import { requestLog } from './ops/request-log';
import { securityLogOf } from './ops/security-events';
import { createWebhooksService } from './webhooks/webhooks.service';

export interface AppDeps {
  readonly config: Config;
  readonly db: Db;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly log: (message: string, error?: unknown) => void;
  /** The request log and security events (issue 34 §3); nothing is logged without one. */
  readonly logger?: Logger;
  /** The instance's metrics; a registry of the portal's own without one. */
  readonly metrics?: Metrics;
  /** Weather at vehicle positions; without one, weather answers are empty (spec 000 §8). */
  readonly weather?: WeatherProvider;
  /** The live notification stream's heartbeat and replay limit (tests shorten the heartbeat). */
  readonly notificationStream?: StreamOptions;
  /** Signs user and access tokens; `signJwt` unless given (tests pass one that fails). */
  readonly signToken?: TokenSigner;
  /** The storage watch (issue 37): writes are refused with 507 while it says full. None: never full. */
  readonly storage?: { state(): StorageState; check(): Promise<unknown> };
}

export { PRODUCT_VERSION };
const API_PREFIXES = ['/api/', '/um/', '/logbook/', '/wp-json/'];
const MAX_BODY_BYTES = 1024 * 1024;
/**
 * The offline sync pushes up to 100 entries at once (with their signatures); the client keeps a push
 * under SYNC_PUSH_MAX_BYTES, and one entry with the largest signature the contract allows fits too.
 */
const MAX_SYNC_BODY_BYTES = 8 * MAX_BODY_BYTES;
const isSyncPush = (path: string) => path.startsWith('/logbook/') && path.endsWith('/entries/sync');
/** A profile image of the largest size, with room for the multipart boundaries and part headers. */
const MAX_IMAGE_BODY_BYTES = PROFILE_IMAGE_MAX_BYTES + 64 * 1024;
/** Text as an HTML attribute value between double quotes. */
const htmlAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Built files without a content hash in their name that the browser must revalidate on every use. */
const REVALIDATED_FILES = new Set(['/sw.js', '/manifest.webmanifest']);

/** The composed server: its HTTP surface and how to finish background work before stopping. */
export interface Portal {
  readonly app: Hono;
  /** Resolves when queued background work (mails) is done; call before closing the database. */
  drain(): Promise<void>;
  /** Live notification streams open now (one database listener serves them all). */
  notificationStreams(): number;
  /** What `/metrics` serves (on its own port: `startMetricsServer`). */
  readonly metrics: Metrics;
  /**
   * The instance is stopping (issue 34 §4): `/api/health` answers 503 from now on, so the load
   * balancer sends nobody new, and every live stream ends with a reconnection hint of
   * {@link SHUTDOWN_STREAM_RETRY_MS}, so browsers come back through it to another instance.
   */
  beginShutdown(): void;
}

/** How soon a browser whose stream an instance ended while stopping reconnects (to another one). */
export const SHUTDOWN_STREAM_RETRY_MS = 500;

/** Composes the whole HTTP surface: APIs, OpenAPI, locale files and the single-page app. */
export const createApp = (deps: AppDeps): Hono => createPortal(deps).app;

export const createPortal = (deps: AppDeps): Portal => {
  const { config } = deps;
  const logger = deps.logger ?? silentLogger();
  const metrics = deps.metrics ?? createMetrics({ processMetrics: false });
  const security = securityLogOf(logger);
  const app = new Hono();
  installErrorHandling(app, deps.log, () => void deps.storage?.check());
  app.use(
    '*',
    requestLog({
      logger,
      metrics,
      security,
      apiPrefixes: API_PREFIXES,
      acceptRequestId: config.trustProxy.kind !== 'off',
    }),
  );
  app.use(
    '*',
    securityHeaders({
      tileUrls: Object.values(config.mapTiles).map((source) => source.url),
      apiOrigins: config.api.host ? [config.api.host] : [],
      scriptOrigins: analyticsOrigins(config.analytics),
      railationFrameAncestors: config.railationFrameAncestors,
      apiPrefixes: API_PREFIXES,
      trustProxy: config.trustProxy,
    }),
  );
  app.use('*', apiCors(config.apiCorsOrigins));
  // Issue 37: while the storage is full, writes are refused with 507 before they reach a service.
  const { storage } = deps;
  if (storage)
    app.use(
      '*',
      writeGuard(() => storage.state(), API_PREFIXES),
    );

  const limitOthers = limitBody({ maxBytes: MAX_BODY_BYTES, drainBytes: 16 * MAX_BODY_BYTES, drainMs: 5000 });
  const limitSync = limitBody({
    maxBytes: MAX_SYNC_BODY_BYTES,
    drainBytes: 2 * MAX_SYNC_BODY_BYTES,
    drainMs: 5000,
  });
  const limitImage = limitBody({
    maxBytes: MAX_IMAGE_BODY_BYTES,
    drainBytes: 2 * MAX_IMAGE_BODY_BYTES,
    drainMs: 5000,
  });
  const limitByRoute: MiddlewareHandler = (c, next) => {
    if (isSyncPush(c.req.path)) return limitSync(c, next);
    if (c.req.path === uploadProfileImage.path) return limitImage(c, next);
    return limitOthers(c, next);
  };
  app.use('*', limitByRoute);

  const accounts = createAccountsService({ ...deps, security });
  const heavyWork = createHeavyWork(config.heavyWork, {
    onRefused: (reason) => metrics.countHeavyRefusal(reason),
  });
  metrics.readLabelledGauge(
    'portal_heavy_requests',
    'Heavy requests (exports, reports, tracks, bulk writes) running and waiting for their turn',
    'state',
    () => heavyWork.load(),
  );
  const auth: Authenticator = {
    heavyWork,
    ...createAuthenticator(accounts),
    deviceKey: (key: string) => verifyDeviceKey(deps.db, key),
    ...createEndpointAccess(deps.db),
    anonymousAllowed: () => config.railationPublic,
    clientAddress: (socketAddress, forwardedFor) =>
      clientAddressOf(config.trustProxy, socketAddress, forwardedFor),
  };
  registerAccountRoutes(app, auth, accounts);
  const fleet = createFleetService({ ...deps, weather: deps.weather });
  registerFleetRoutes(app, auth, fleet, createRestrictionService(deps));
  registerContentAccountRoutes(app, auth, createContentAccountsService({ accounts, fleet }));
  registerRailationRoutes(
    app,
    auth,
    createRailationService({ db: deps.db, clock: deps.clock, publicDirectory: config.railationPublic }),
  );
  registerRailationAdminRoutes(app, auth, createRailationAdminService({ db: deps.db, clock: deps.clock }));
  registerSupplierRoutes(app, auth, createSuppliersService({ db: deps.db, clock: deps.clock }));
  registerTelemetryRoutes(app, auth, { ...deps, metrics });
  registerReportRoutes(app, auth, createReportsService(deps));
  registerLogbookRoutes(app, auth, createLogbookService(deps));
  registerLogbookExportRoutes(app, auth, createLogbookExportService(deps));
  registerLogbookDocumentRoutes(app, auth, createLogbookDocumentService(deps));
  registerTrackRoutes(app, auth, createTrackService(deps));
  registerHeatmapRoutes(app, auth, createHeatmapService(deps));
  registerReplayRoutes(app, auth, createReplayService(deps));
  registerAdminRoutes(app, auth, {
    release: createReleaseService(deps),
    deployment: createDeploymentService(deps),
  });
  registerAdminUserRoutes(app, auth, {
    users: createUserSettingsService(deps),
    devices: createDeviceKeysService(deps),
  });
  registerTranslationRoutes(app, auth, createTranslationsService(deps));
  registerWebhookRoutes(
    app,
    auth,
    createWebhooksService({ db: deps.db, clock: deps.clock, allowPrivate: config.webhooks.allowPrivate }),
  );
  const notificationHub = createNotificationHub(deps.db, deps.log);
  metrics.readGauge(
    'portal_event_streams_open',
    'Live notification streams open',
    () => notificationHub.size,
  );
  metrics.readLabelledGauge(
    'portal_db_connections',
    'Database connections open, in use, and queries waiting for one',
    'state',
    () => {
      const { open, inUse, waiting } = deps.db.connections();
      return { open, in_use: inUse, waiting };
    },
  );
  registerNotificationRoutes(app, auth, {
    settings: createNotificationSettingsService(deps),
    temporary: createTemporarySettingsService(deps),
    events: createNotificationListService(deps),
    unread: createNotificationUnreadService(deps),
    alarms: createAlarmService(deps),
    // One LISTEN per instance, shared by every browser's stream.
    stream: { db: deps.db, hub: notificationHub, log: deps.log },
    ...(deps.notificationStream ? { streamOptions: deps.notificationStream } : {}),
  });

  route(app, auth, getClientConfig, async () => ({
    version: PRODUCT_VERSION,
    appLinks: config.appLinks,
    devHosts: config.devHosts,
    privacyPolicyUrls: config.privacyPolicyUrls,
    mapTiles: config.mapTiles,
    railationPublic: config.railationPublic,
    analytics: config.analytics,
    positionsRetentionMonths: config.positionsRetentionMonths,
  }));

  // For load balancers in front of several instances: 200 while this instance reaches its database.
  let stopping = false;
  // An outage is one line when it starts and one when it ends, not a stack trace per probe (issue 34 §3).
  let databaseDownSince: Date | null = null;
  app.get('/api/health', async (c) => {
    if (stopping) return c.json({ status: 'stopping' }, 503);
    try {
      await deps.db.query('SELECT 1');
      if (databaseDownSince) {
        const seconds = Math.round((Date.now() - databaseDownSince.getTime()) / 1000);
        deps.log(`Health check: the database answers again (it did not for ${seconds} s)`);
        databaseDownSince = null;
      }
      const health: HealthStatus = {
        status: 'ok',
        version: PRODUCT_VERSION,
        storage: deps.storage?.state() ?? 'ok',
      };
      return c.json(health);
    } catch (error) {
      if (!databaseDownSince) {
        databaseDownSince = new Date();
        const reason = error instanceof Error ? error.message : String(error);
        deps.log(`Health check: the database does not answer (${reason})`);
      }
      return c.json({ status: 'unavailable', reason: 'database' }, 503);
    }
  });

  registerOpenApi(app, allEndpoints, PRODUCT_VERSION);

  registerLocaleFiles(app, { localesDir: config.localesDir, db: deps.db, log: deps.log });

  // Unknown API paths are JSON 404s, never the app's index page.
  app.all('*', async (c, next) => {
    if (API_PREFIXES.some((p) => c.req.path.startsWith(p))) throw notFound('Operation');
    await next();
  });
  // Built assets carry their content hash: cached for good. Set after serving, not in serveStatic's
  // onFound, which runs once the answer is built and so never reached it.
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set('cache-control', 'public, max-age=31536000, immutable');
    },
    precompressedStatic({ root: config.staticDir }),
  );
  // The service worker and the web app manifest keep their names from build to build: a browser must
  // ask every time (the worker: so that a new build is found at all; the manifest's type comes from
  // its extension, application/manifest+json).
  app.use('*', async (c, next) => {
    await next();
    if (REVALIDATED_FILES.has(c.req.path) && c.res.status === 200)
      c.res.headers.set('cache-control', 'no-cache');
  });
  // The app's page is answered below (with its style nonce and the API settings), never as a plain file.
  const apiMeta = `<meta name="${API_LOCATION_META}" content="${htmlAttribute(apiLocationMetaContent(config.api))}" />`;
  // Every file sent as the build's brotli or gzip copy where the browser accepts one.
  const serveFiles = precompressedStatic({ root: config.staticDir });
  type FilesContext = Parameters<typeof serveFiles>[0];
  // The compiled server lies in the build's folder too (dist/server/, issue 34 §1): never a file to fetch.
  app.use('*', (c, next) =>
    c.req.path === '/' || c.req.path === '/index.html' || c.req.path.startsWith('/server/')
      ? next()
      : serveFiles(c as FilesContext, next),
  );
  // History fallback: client routes load the app, which routes them. A file that does not exist (a
  // stale tab asking for the chunk of an earlier build) is a 404: the index page in its place would be
  // run as JavaScript or read as an image.
  app.get('*', async (c) => {
    const file = c.req.path.startsWith('/assets/') || /\.[^/]*$/.test(c.req.path);
    if (file && c.req.path !== '/index.html') {
      return c.text('Not found.', 404, { 'cache-control': 'no-store' });
    }
    try {
      const html = await readFile(join(config.staticDir, 'index.html'), 'utf8');
      const nonce = newStyleNonce();
      const page = html.replace(
        '<head>',
        `<head>\n    <meta name="csp-nonce" content="${nonce}" />\n    ${apiMeta}`,
      );
      const headers = { 'cache-control': 'no-cache', [STYLE_NONCE_HEADER]: nonce };
      // The page differs per answer (its nonce), so it is compressed here: about 3 KB, well under 1 ms.
      const coding = negotiateCoding(c.req.header('accept-encoding'));
      const response = coding
        ? c.body(compressSmall(page, coding), 200, {
            ...headers,
            'content-type': 'text/html; charset=UTF-8',
            'content-encoding': coding,
          })
        : c.html(page, 200, headers);
      varyOnAcceptEncoding(response.headers);
      return response;
    } catch {
      return c.text('The app is not built: run "npm run build".', 503);
    }
  });
  return {
    app,
    drain: () => accounts.idle(),
    notificationStreams: () => notificationHub.size,
    metrics,
    beginShutdown: () => {
      stopping = true;
      notificationHub.closeAll(SHUTDOWN_STREAM_RETRY_MS);
    },
  };
};
