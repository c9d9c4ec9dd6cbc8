import { readConfig } from './config';
import { openDb } from './db/db';
import { migrate, MigrationError } from './db/migrate';
import { loadMigrations } from './db/migrations';
import { createPortal } from './app';
import { createMailer } from './mail/create-mailer';
import { seedEmptyTables } from './demo/start-seeds';
import { startDemoSimulation } from './demo/fleet-live';
import { systemClock } from './clock';
import { createWeatherProvider } from './telemetry/weather/create-weather-provider';
import { listenPortal } from './http/listen';
import { startDaySummaryJob, type DaySummaryJob } from './reports/track/day-summary-job';
import { startPositionPartitionJob } from './telemetry/partitions/position-partition-job';
import { localAddressOf, startTrackerListeners } from './telemetry/tracker-listeners';
import { PRODUCT_VERSION } from './app';
import { startWebhookDispatcher } from './webhooks/webhook-dispatcher';
import { startAlarmSweeper } from './notifications/alarms/alarm-sweeper';
import { outboxBacklog } from './webhooks/outbox-backlog';
import { createLogger, logFunction } from './ops/logger';
import { createMetrics } from './ops/metrics';
import { startMetricsServer, type MetricsServer } from './ops/metrics-server';
import { readLoggingConfig } from './ops/ops-config';
import { startBackups } from './ops/backup/start-backups';
import { startDiskWatch } from './ops/disk/disk-watch';
import { mailAdministratorsOnStorageChange } from './ops/disk/storage-alerts';
import { startCheckpoints } from './db/pglite-checkpoints';
import { startPhases } from './ops/start-phases';
import type { DemoSimulation } from './demo/fleet-live';

// Until the configuration is read (a wrong LOG_LEVEL among it): the defaults, so that even a start
// refused for a bad setting says so in the form the operator's collector reads.
let logger = createLogger(readLoggingConfig({}, process.stdout.isTTY === true));
let log = logFunction(logger);

/** The settings; a wrong one stops the start with one line naming it (the operator's to fix). */
const readConfigOrStop = () => {
  try {
    return readConfig();
  } catch (error) {
    logger.fatal(`The portal did not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
};

const main = async () => {
  // The compiled server (dist/server/main.js) names its sources in stack traces; tsx does so anyway.
  process.setSourceMapsEnabled(true);
  const config = readConfigOrStop();
  logger = createLogger(config.logging);
  log = logFunction(logger);
  const metrics = createMetrics({ processMetrics: true });
  const started = Date.now();
  const phases = startPhases();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/db`, log });
  phases.mark('database');
  await migrate(db, loadMigrations());
  phases.mark('migrations');
  // The months of positions exist before anything writes them (issue 29 §1); expired months go, hourly.
  const partitions = await startPositionPartitionJob({
    db,
    clock: systemClock,
    log,
    retentionMonths: config.positionsRetentionMonths,
  });
  phases.mark('partitions');
  await seedEmptyTables(db, systemClock, config.demo);
  phases.mark('seeds');
  // Issue 37: the free space of the data directory (the embedded database's too) and BACKUP_DIR; below the
  // low watermark writes are refused with 507 and devices get no acknowledgement, reads go on.
  const storage = await startDiskWatch({
    paths: [config.dataDir, ...(config.backups ? [config.backups.dir] : [])],
    config: config.disk,
    log,
  });
  metrics.readLabelledGauge('portal_storage_free_bytes', 'Free space of each watched directory', 'path', () =>
    Object.fromEntries(storage.snapshot().filesystems.map((fs) => [fs.path, fs.freeBytes])),
  );
  metrics.readGauge(
    'portal_storage_state',
    'How the storage stands: 0 ok, 1 warning (DISK_WARN_PERCENT used), 2 full (writes refused)',
    () => ['ok', 'warning', 'full'].indexOf(storage.state()),
  );
  const checkpoints = config.databaseUrl ? null : startCheckpoints(db, log);
  const mailer = createMailer(config);
  // The administrators hear of a nearly full or full disk by mail too (issue 37).
  mailAdministratorsOnStorageChange({ storage, db, mailer, publicUrl: config.publicUrl, log });
  const weather = createWeatherProvider(config);
  const portal = createPortal({
    config,
    db,
    mailer,
    clock: systemClock,
    log,
    logger,
    metrics,
    weather,
    storage,
  });
  // Teltonika boxes (TCP) and phones (HTTP) connect beside the portal (issue 27); a port in use stops the
  // start, naming it.
  const trackers = await startTrackerListeners({
    db,
    clock: systemClock,
    log,
    host: config.host,
    teltonika: config.teltonika,
    osmand: config.osmand,
    metrics,
    storage,
    retentionMonths: config.positionsRetentionMonths,
  });
  // Every instance delivers webhooks; the outbox's claims decide which one sends a message.
  const webhooks = await startWebhookDispatcher({
    db,
    clock: systemClock,
    log,
    allowPrivate: config.webhooks.allowPrivate,
    userAgent: `rail-fleet-portal/${PRODUCT_VERSION} (webhooks)`,
  });
  // The simulator starts once the server listens and works in the background: it never delays answers.
  // With SIMULATOR_PROTOCOL=teltonika its vehicles connect to the listener above as boxes do.
  let simulation: Promise<DemoSimulation> | undefined;
  let simulationStarted: DemoSimulation | undefined;
  metrics.readGauge(
    'portal_simulator_leader',
    '1 while this instance runs the demo simulator (holds its lock), else 0',
    () => (simulationStarted?.leading() ? 1 : 0),
  );
  metrics.readGauge(
    'portal_webhook_outbox_pending',
    'Webhook messages waiting to be delivered',
    async () => (await outboxBacklog(db, systemClock.now())).pending,
  );
  metrics.readGauge(
    'portal_webhook_outbox_oldest_age_seconds',
    'How long the oldest waiting webhook message has waited',
    async () => (await outboxBacklog(db, systemClock.now())).oldestSeconds,
  );
  // The scraper's port opens with the portal's: a port in use stops the start, naming the variable.
  const metricsServer: MetricsServer | null = config.metrics
    ? await startMetricsServer(metrics, config.metrics).catch((error: unknown) => {
        throw new Error(`METRICS_PORT ${config.metrics?.port}: the metrics listener did not start`, {
          cause: error,
        });
      })
    : null;
  if (metricsServer) log(`Metrics on http://${config.metrics?.host}:${metricsServer.port}/metrics`);
  // Backups (issue 34 §2): the `db backup` command asks the portal that owns an embedded database; the
  // nightly job writes into BACKUP_DIR. Both read a moment of the database without stopping the portal.
  const backups = await startBackups({ config, db, clock: systemClock, log, metrics, storage });
  // Alarms whose vehicle stopped sending clear by the clock (issue 30 §1); every instance sweeps.
  const alarmSweeper = startAlarmSweeper({ db, clock: systemClock, log });
  // Track and heat-map summaries of closed days are built in the background, so first reads are warm.
  let summaries: DaySummaryJob | undefined;
  phases.mark('services');
  const listener = listenPortal(
    { fetch: portal.app.fetch, port: config.port, host: config.host, tls: config.tls },
    (info) => {
      phases.mark('listening');
      const where = config.databaseUrl
        ? 'PostgreSQL (DATABASE_URL)'
        : `embedded PostgreSQL in ${config.dataDir}/db`;
      log(
        `Portal on ${listener.scheme}://localhost:${info.port} (${where}), ready in ${Date.now() - started} ms (${phases.describe()})`,
      );
      summaries = startDaySummaryJob({
        db,
        clock: systemClock,
        log,
        retentionMonths: config.positionsRetentionMonths,
      });
      if (config.demo && config.simulator) {
        simulation = startDemoSimulation({
          db,
          databaseUrl: config.databaseUrl,
          clock: systemClock,
          log,
          metrics,
          storage,
          historyDays: config.simulatorHistoryDays,
          ...(config.simulatorProtocol === 'teltonika' && trackers.teltonikaPort !== null
            ? { teltonika: { host: localAddressOf(config.host), port: trackers.teltonikaPort } }
            : {}),
        }).catch((error: unknown): DemoSimulation => {
          log('The simulator failed to start', error);
          return { leading: () => false, stop: async () => {} };
        });
        void simulation.then((started) => {
          simulationStarted = started;
        });
      }
    },
  );
  const { server } = listener;
  // Issue 34 §4. At once: /api/health says 503 and the live streams end with a reconnection hint; no
  // new connection is taken, and the simulator's leadership goes to a waiting instance. Requests and
  // ingestion batches in flight finish, queued mails go out, then the database closes. Whatever still
  // runs after SHUTDOWN_TIMEOUT_S is cut off.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping (at most ${config.shutdownTimeoutSeconds} s)`);
    setTimeout(() => {
      log(`Still stopping after ${config.shutdownTimeoutSeconds} s (SHUTDOWN_TIMEOUT_S): exiting now`);
      process.exit(1);
    }, config.shutdownTimeoutSeconds * 1000).unref();
    portal.beginShutdown();
    storage.stop();
    checkpoints?.stop();
    const requestsDone = new Promise<void>((done) => server.close(() => done()));
    // A keep-alive connection that was busy when the stop came is closed as soon as it is idle.
    const closeIdle = () => listener.closeIdle();
    const idleCloser = setInterval(closeIdle, 100);
    closeIdle();
    void Promise.all([
      requestsDone,
      summaries?.stop(),
      partitions.stop(),
      trackers.close(),
      webhooks.stop(),
      metricsServer?.close(),
      backups.stop(),
      alarmSweeper.stop(),
      (simulation ?? Promise.resolve(undefined)).then((s) => s?.stop()),
    ])
      .catch((error: unknown) => log('Stopping the background work failed', error))
      .then(() => portal.drain())
      .catch((error: unknown) => log('Background work failed during shutdown', error))
      .then(() => db.close())
      .finally(() => {
        clearInterval(idleCloser);
        log('Stopped');
        process.exit(0);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
};

main().catch((error: unknown) => {
  // A migration refused is the operator's to fix: its message says what, a stack trace would bury it.
  if (error instanceof MigrationError) logger.fatal(`The portal did not start: ${error.message}`);
  else logger.fatal({ err: error }, 'The portal failed to start');
  process.exit(1);
});
