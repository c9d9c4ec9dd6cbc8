import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { systemClock } from '../server/clock';
import { openDb, type Db } from '../server/db/db';
import { DEMO_ORGANISATIONS } from '../server/demo/demo-accounts';
import { seedDemoIfEmpty } from '../server/demo/seed';
import { recordNotificationEvent } from '../server/notifications/notification-events';
import { startWebhookDispatcher, type WebhookDispatcher } from '../server/webhooks/webhook-dispatcher';
import { newWebhookSecret } from '../server/webhooks/webhook-signature';
import { insertBenchFleet } from './support/bench-fleet';
import { loadAverage } from './support/process-cpu';
import { openScratchDb, type DatabaseKind } from './support/scratch-database';
import { ms, perSecond, summarise, type LatencySummary } from './support/stats';

/** Notifications raised one by one while the dispatchers run (20 a second), then a backlog queued at once. */
const LIVE = 1_000;
const LIVE_PER_SECOND = 20;
const BACKLOG = 5_000;

export interface WebhooksFigures {
  readonly database: DatabaseKind;
  readonly instances: number;
  readonly loadBefore: number;
  readonly loadAfter: number;
  /** From the notification's commit to the receiver's read of the signed POST. */
  readonly liveLatency: LatencySummary;
  /** Recording a notification with an endpoint to queue for, and without one. */
  readonly recordWith: LatencySummary;
  readonly recordWithout: LatencySummary;
  readonly backlogSeconds: number;
  readonly backlogPerSecond: number;
  readonly sent: number;
  readonly received: number;
  readonly duplicates: number;
}

const startReceiver = async () => {
  const seen = new Map<number, number>();
  let duplicates = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const { data } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { id: number } };
      if (seen.has(data.id)) duplicates += 1;
      else seen.set(data.id, performance.now());
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    seen,
    duplicates: () => duplicates,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

const waitFor = async (done: () => boolean, timeoutMs: number) => {
  const start = performance.now();
  while (!done()) {
    if (performance.now() - start > timeoutMs)
      throw new Error('The webhooks were not all delivered in time.');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

/**
 * Webhook delivery (issue 27 §6): a local receiver, one endpoint taking every notification, and the
 * dispatchers of two server instances on PostgreSQL (one on PGlite, which one process owns).
 */
export const benchWebhooks = async (database: DatabaseKind): Promise<WebhooksFigures> => {
  const scratch = await openScratchDb(database);
  const { db } = scratch;
  const receiver = await startReceiver();
  const extra: Db[] = [];
  const dispatchers: WebhookDispatcher[] = [];
  try {
    await seedDemoIfEmpty(db, systemClock);
    const fleet = await insertBenchFleet(db, 20);
    const vehicleIds = fleet.map((v) => v.vehicleId);
    const loadBefore = loadAverage();
    const record = (i: number) =>
      recordNotificationEvent(db, {
        vehicleId: vehicleIds[i % vehicleIds.length]!,
        timestamp: new Date(Date.now() - i),
        type: 'NSVoltageDrop',
        note: `bench ${i}`,
        position: { lat: 53.55, lng: 9.99 },
      });
    // What queueing costs the ingestion: recording without an endpoint, then with one.
    const timed = async (count: number, from: number) => {
      const times: number[] = [];
      for (let i = 0; i < count; i++) {
        const start = performance.now();
        await record(from + i);
        times.push(performance.now() - start);
      }
      return summarise(times);
    };
    await timed(200, 20_000); // warm-up: the first statements plan and cache
    const recordWithout = await timed(500, 0);
    await db.query(
      `INSERT INTO webhook_endpoints (organisation_id, url, secret, types, created_at, updated_at)
       VALUES ($1, $2, $3, ARRAY['NSVoltageDrop'], now(), now())`,
      [DEMO_ORGANISATIONS[0].id, receiver.url, newWebhookSecret()],
    );
    const recordWith = await timed(500, 500);
    await db.query('DELETE FROM webhook_deliveries');

    const instances = scratch.url ? 2 : 1;
    const dbs = [db];
    for (let i = 1; i < instances; i++) {
      const other = await openDb({ databaseUrl: scratch.url, dataDir: '' });
      extra.push(other);
      dbs.push(other);
    }
    const deps = {
      clock: systemClock,
      log: (message: string, error?: unknown) => console.error(message, error),
      allowPrivate: true,
      userAgent: 'bench',
    };
    for (const instanceDb of dbs) dispatchers.push(await startWebhookDispatcher({ ...deps, db: instanceDb }));

    // Live: one notification every 50 ms; latency from its commit to the receiver.
    const committed = new Map<number, number>();
    for (let i = 0; i < LIVE; i++) {
      const due = i * (1000 / LIVE_PER_SECOND);
      const started = performance.now();
      const event = await record(10_000 + i);
      committed.set(event.id, performance.now());
      const wait = due - (performance.now() - started);
      if (wait > 0)
        await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 1000 / LIVE_PER_SECOND)));
    }
    await waitFor(() => receiver.seen.size >= LIVE, 120_000);
    const liveLatency = summarise([...committed].map(([id, at]) => (receiver.seen.get(id) ?? NaN) - at));

    // Backlog: the dispatchers stop, 5,000 notifications queue, the dispatchers start and drain them.
    for (const d of dispatchers.splice(0)) await d.stop();
    for (let i = 0; i < BACKLOG; i++) await record(100_000 + i);
    const before = receiver.seen.size;
    const start = performance.now();
    for (const instanceDb of dbs) dispatchers.push(await startWebhookDispatcher({ ...deps, db: instanceDb }));
    await waitFor(() => receiver.seen.size >= before + BACKLOG, 600_000);
    const backlogSeconds = (performance.now() - start) / 1000;
    return {
      database,
      instances,
      loadBefore,
      loadAfter: loadAverage(),
      liveLatency,
      recordWith,
      recordWithout,
      backlogSeconds,
      backlogPerSecond: BACKLOG / backlogSeconds,
      sent: LIVE + BACKLOG,
      received: receiver.seen.size,
      duplicates: receiver.duplicates(),
    };
  } finally {
    for (const d of dispatchers) await d.stop();
    for (const other of extra) await other.close();
    await receiver.close();
    await scratch.dispose();
  }
};

const line = (s: LatencySummary) => `p50 ${ms(s.p50)}, p99 ${ms(s.p99)}, max ${ms(s.max)}`;

export const printWebhooks = (f: WebhooksFigures): void => {
  console.log(
    `\nWebhooks on ${f.database}, ${f.instances} instance(s) (load ${f.loadBefore.toFixed(1)} → ${f.loadAfter.toFixed(1)})`,
  );
  console.log(`  recording a notification without an endpoint: ${line(f.recordWithout)}`);
  console.log(`  … with an endpoint to queue for:              ${line(f.recordWith)}`);
  console.log(`  commit → signed POST at the receiver (${LIVE_PER_SECOND}/s): ${line(f.liveLatency)}`);
  console.log(
    `  backlog of ${BACKLOG.toLocaleString('en-GB')} drained in ${f.backlogSeconds.toFixed(1)} s (${perSecond(f.backlogPerSecond)})`,
  );
  console.log(
    `  sent ${f.sent.toLocaleString('en-GB')}, received ${f.received.toLocaleString('en-GB')}, duplicates ${f.duplicates}`,
  );
};
