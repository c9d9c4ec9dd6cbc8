import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { SYNC_PUSH_MAX_ITEMS } from '../src/api/contract/logbook-sync.contract';
import { createApp } from '../server/app';
import { systemClock } from '../server/clock';
import { readConfig } from '../server/config';
import { DEMO_ORGANISATIONS } from '../server/demo/demo-accounts';
import { demoSignaturePng } from '../server/demo/logbook-signature';
import { seedDemoIfEmpty } from '../server/demo/seed';
import { createMailer } from '../server/mail/create-mailer';
import { insertBenchFleet } from './support/bench-fleet';
import { demoAccessToken } from './support/demo-token';
import { offlineEntry } from './support/offline-entry';
import { loadAverage } from './support/process-cpu';
import { openScratchDb, type DatabaseKind } from './support/scratch-database';
import { ms, perSecond, summarise, type LatencySummary } from './support/stats';

export interface SyncFigures {
  readonly database: DatabaseKind;
  readonly load: number;
  readonly entries: number;
  readonly finalised: number;
  readonly pushes: number;
  readonly totalMs: number;
  readonly entriesPerSecond: number;
  /** CPU seconds of this process (server, client and, with PGlite, the database) during the sync. */
  readonly cpuSeconds: number;
  /** Time of one push of {@link SYNC_PUSH_MAX_ITEMS} items, request to answer. */
  readonly push: LatencySummary;
  /** Bytes of the largest push body (the server takes at most 1 MiB). */
  readonly largestPushBytes: number;
}

const ENTRIES = 500;
const VEHICLES = 5;
const ORG = DEMO_ORGANISATIONS[0].id;
const api = `/logbook/api/logbook/v1/organisations/${ORG}`;

/**
 * The offline backlog of issue 8: 500 entries made offline (every third signed, so finalised after
 * its save) pushed over a real socket in pushes of 100, as the driver, one push after the other as
 * the client's sync does. Reports the whole sync's time, entries/s and the time per push.
 */
export const benchLogbookSync = async (database: DatabaseKind): Promise<SyncFigures> => {
  const { db, dispose } = await openScratchDb(database);
  const server = { close: () => {} };
  try {
    await seedDemoIfEmpty(db, systemClock);
    const vehicles = await insertBenchFleet(db, VEHICLES);
    const config = readConfig({
      DATA_DIR: '/tmp/portal-bench-unused',
      STATIC_DIR: '/tmp/portal-bench-unused',
    });
    const log = (message: string, error?: unknown) => console.error(message, error ?? '');
    const app = createApp({ config, db, mailer: createMailer(config), clock: systemClock, log });
    const token = await demoAccessToken(app, 'driver');
    const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    server.close = () => listening.close();
    await new Promise((resolve) => listening.once('listening', resolve));
    const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;

    const items = Array.from({ length: ENTRIES }, (_, i) => {
      const vehicle = vehicles[i % VEHICLES]!;
      const signed = i % 3 === 0;
      return {
        kind: 'save' as const,
        logbookEntryId: randomUUID(),
        baseVersion: null,
        entry: offlineEntry(vehicle.vehicleId, (ENTRIES - i) * 15, i),
        ...(signed ? { signatureImage: Buffer.from(demoSignaturePng(i)).toString('base64') } : {}),
      };
    });
    const bodies: string[] = [];
    for (let i = 0; i < items.length; i += SYNC_PUSH_MAX_ITEMS)
      bodies.push(JSON.stringify({ items: items.slice(i, i + SYNC_PUSH_MAX_ITEMS) }));

    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const latencies: number[] = [];
    const counts = new Map<string, number>();
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    for (const body of bodies) {
      const pushStarted = performance.now();
      const response = await fetch(`${base}${api}/entries/sync`, { method: 'POST', headers, body });
      if (response.status !== 200)
        throw new Error(`syncLogbookEntries: ${response.status} ${await response.text()}`);
      const { results } = (await response.json()) as { results: { resultCode: string }[] };
      latencies.push(performance.now() - pushStarted);
      for (const r of results) counts.set(r.resultCode, (counts.get(r.resultCode) ?? 0) + 1);
    }
    const totalMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const finalised = counts.get('successfully_finalized') ?? 0;
    if (finalised + (counts.get('successfully_saved') ?? 0) !== ENTRIES)
      throw new Error(`Not every entry synced: ${JSON.stringify(Object.fromEntries(counts))}`);
    const [stored] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM logbook_entries');
    if (stored?.n !== ENTRIES) throw new Error(`${stored?.n} entries stored, ${ENTRIES} expected`);
    return {
      database,
      load: loadAverage(),
      entries: ENTRIES,
      finalised,
      pushes: bodies.length,
      totalMs,
      entriesPerSecond: ENTRIES / (totalMs / 1000),
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      push: summarise(latencies),
      largestPushBytes: Math.max(...bodies.map((b) => Buffer.byteLength(b))),
    };
  } finally {
    server.close();
    await dispose();
  }
};

export const printLogbookSync = (f: SyncFigures): void => {
  console.log(`logbook sync through HTTP, ${f.database} (load average ${f.load})`);
  console.log(
    `  ${f.entries} entries (${f.finalised} finalised) in ${f.pushes} pushes: ${ms(f.totalMs)}, ${perSecond(f.entriesPerSecond)} entries (${perSecond(f.entries / f.cpuSeconds)} per CPU second); per push p50 ${ms(f.push.p50)}, max ${ms(f.push.max)}; largest push ${(f.largestPushBytes / 1024).toFixed(0)} KiB`,
  );
};
