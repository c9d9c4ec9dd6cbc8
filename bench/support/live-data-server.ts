/**
 * A portal server for the getLiveData benchmark, run as a child process so that the load generator
 * does not share its event loop: builds a scratch database with a large fleet and its history, logs in
 * the dispatcher, listens on 127.0.0.1 and prints one `READY {json}` line. Stops on SIGTERM and removes
 * its database.
 *
 * Usage: tsx bench/support/live-data-server.ts <pglite|postgres> <vehicles> <history days>
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createPortal } from '../../server/app';
import { systemClock } from '../../server/clock';
import { readConfig } from '../../server/config';
import { seedDemoIfEmpty } from '../../server/demo/seed';
import { createMailer } from '../../server/mail/create-mailer';
import { createSimulatedWeather } from '../../server/telemetry/weather/simulated-weather';
import { insertBenchFleet, writeHistory } from './bench-fleet';
import { demoAccessToken } from './demo-token';
import { openScratchDb, type DatabaseKind } from './scratch-database';
import { keepConnectionsAlive } from '../../server/http/keep-alive';

const [kind = 'pglite', vehicleCount = '1000', historyDays = '1'] = process.argv.slice(2);
const log = (message: string, error?: unknown) => console.error(message, error ?? '');

const main = async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-bench-'));
  const { db, dispose } = await openScratchDb(kind as DatabaseKind);
  const config = readConfig({ DATA_DIR: dataDir, STATIC_DIR: dataDir, ACCESS_TOKEN_TTL_SECONDS: '3600' });
  await seedDemoIfEmpty(db, systemClock);
  const fleet = await insertBenchFleet(db, Number(vehicleCount));
  const started = performance.now();
  const records = await writeHistory(db, fleet, Number(historyDays), kind === 'postgres' ? 4 : 1);
  const historySeconds = (performance.now() - started) / 1000;
  const portal = createPortal({
    config,
    db,
    mailer: createMailer(config),
    clock: systemClock,
    log,
    weather: createSimulatedWeather(),
  });
  const accessToken = await demoAccessToken(portal.app, 'dispatcher');
  const server = serve({ fetch: portal.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    const ids = fleet.map((v) => v.vehicleId);
    console.log(`READY ${JSON.stringify({ port: info.port, accessToken, ids, records, historySeconds })}`);
  });
  keepConnectionsAlive(server);
  process.on('SIGTERM', () => {
    server.close();
    void dispose()
      .then(() => rm(dataDir, { recursive: true, force: true }))
      .finally(() => process.exit(0));
  });
};

main().catch((error: unknown) => {
  log('The benchmark server failed', error);
  process.exit(1);
});
