import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { systemClock } from '../server/clock';
import type { Db } from '../server/db/db';
import { DEMO_ORGANISATIONS } from '../server/demo/demo-accounts';
import { seedDemoIfEmpty } from '../server/demo/seed';
import { requireLogbookAccess } from '../server/logbook/logbook-access';
import { entryBatches } from '../server/logbook/export/export-batches';
import { insertTestComment, insertTestEntries } from '../server/logbook/export/test-entries';
import { insertBenchFleet } from './support/bench-fleet';
import { loadAverage } from './support/process-cpu';
import { openScratchDb, type DatabaseKind } from './support/scratch-database';
import { perSecond } from './support/stats';
import { serveBenchApp } from './support/bench-app';

/** One export downloaded through the HTTP operation, with the server process's memory meanwhile. */
export interface ExportRun {
  readonly format: 'csv' | 'spreadsheet';
  readonly rows: number;
  readonly seconds: number;
  readonly bytes: number;
  readonly rowsPerSecond: number;
  /**
   * CPU seconds this process used (server, in-process client and, with PGlite, the database): the
   * cost of the work whatever else the machine runs. Rows per CPU second = rows / cpuSeconds.
   */
  readonly cpuSeconds: number;
  /** Before the request (after a full garbage collection) and the highest sample during it, in MB. */
  readonly baseline: { readonly rss: number; readonly heapUsed: number };
  readonly peak: { readonly rss: number; readonly heapUsed: number };
  /** The highest heap right after a full collection (every 250 ms, in a second run): what the export holds. */
  readonly liveHeap: number;
}

export interface ExportFigures {
  readonly database: DatabaseKind;
  readonly load: number;
  readonly runs: readonly ExportRun[];
  /** Heap taken by all 10,000 entries held at once as objects: what streaming avoids. */
  readonly allInMemoryMb: number;
}

const BIG = 10_000;
const SMALL = 2_000;
const MB = 1024 * 1024;
const ORG = DEMO_ORGANISATIONS[0].id;
const api = `/logbook/api/logbook/v1/organisations/${ORG}`;

/** A full collection before each baseline, so runs start from the same heap. */
const collectGarbage = (() => {
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
})();

const memory = () => {
  const m = process.memoryUsage();
  return { rss: m.rss / MB, heapUsed: m.heapUsed / MB };
};

/** Prepares the export, then downloads it over a socket, sampling memory every 10 ms. */
const measureExport = async (
  base: string,
  token: string,
  format: ExportRun['format'],
  vehicleId: number,
  rows: number,
  /** Collect garbage every 250 ms to see the live heap (slows the run: its time is not reported). */
  liveSampling: boolean,
): Promise<ExportRun> => {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const prepared = await fetch(`${base}${api}/exports`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ filter: `vehicleIdRef eq ${vehicleId}`, format, language: 'de-DE' }),
  });
  const { resourceId } = (await prepared.json()) as { resourceId: string };
  collectGarbage();
  const baseline = memory();
  const peak = { ...baseline };
  let liveHeap = baseline.heapUsed;
  let samples = 0;
  const sampler = setInterval(() => {
    if (liveSampling && ++samples % 25 === 0) {
      collectGarbage();
      liveHeap = Math.max(liveHeap, memory().heapUsed);
    }
    const now = memory();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
  }, 10);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  let bytes = 0;
  try {
    const response = await fetch(`${base}${api}/exports/${resourceId}`, { headers });
    if (response.status !== 200 || !response.body) throw new Error(`getLogbookExport: ${response.status}`);
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return {
    format,
    rows,
    seconds,
    bytes,
    rowsPerSecond: rows / seconds,
    cpuSeconds,
    baseline,
    peak,
    liveHeap,
  };
};

/** Heap growth when every entry of the vehicle is kept at once (what the export never does). */
const allInMemory = async (db: Db, vehicleId: number): Promise<number> => {
  const access = await requireLogbookAccess(
    db,
    {
      accountId: (
        await db.query<{ id: string }>("SELECT id FROM accounts WHERE account_name = 'dispatcher'")
      )[0]!.id,
      sessionId: '',
    },
    ORG,
    ['entries:read'],
  );
  collectGarbage();
  const before = memory().heapUsed;
  const held: unknown[] = [];
  for await (const batch of entryBatches(db, access, `vehicleIdRef eq ${vehicleId}`, 'createTimestamp desc'))
    held.push(...batch);
  collectGarbage();
  const growth = memory().heapUsed - before;
  held.length = 0;
  return growth;
};

/**
 * The logbook export (issue 7): 10,000 entries (and 2,000 for comparison) of one vehicle exported as CSV
 * and xlsx through the HTTP operations on a real socket, as the dispatcher (comment columns included,
 * one entry in ten commented). Reports rows/s and the server process's peak memory over its baseline:
 * flat when the file streams, however many rows.
 */
export const benchLogbookExport = async (database: DatabaseKind): Promise<ExportFigures> => {
  const { db, dispose } = await openScratchDb(database);
  const server = { close: () => {} };
  try {
    await seedDemoIfEmpty(db, systemClock);
    const [big, small] = await insertBenchFleet(db, 2);
    const entries = await insertTestEntries(db, {
      organisationId: ORG,
      vehicleId: big!.vehicleId,
      count: BIG,
    });
    await insertTestEntries(db, { organisationId: ORG, vehicleId: small!.vehicleId, count: SMALL });
    for (let i = 0; i < entries.length; i += 10)
      await insertTestComment(db, entries[i]!.id, { remarks: `Kommentar ${i}`, createdAt: new Date() });
    const served = await serveBenchApp(db);
    server.close = served.close;
    const { origin: base, token } = served;
    const runs: ExportRun[] = [];
    for (const format of ['csv', 'spreadsheet'] as const) {
      for (const [vehicle, rows] of [
        [small!, SMALL],
        [big!, BIG],
      ] as const) {
        const timed = await measureExport(base, token, format, vehicle.vehicleId, rows, false);
        const sampled = await measureExport(base, token, format, vehicle.vehicleId, rows, true);
        runs.push({ ...timed, liveHeap: sampled.liveHeap });
      }
    }
    return { database, load: loadAverage(), runs, allInMemoryMb: await allInMemory(db, big!.vehicleId) };
  } finally {
    server.close();
    await dispose();
  }
};

const mb = (value: number) => `${value.toFixed(1)} MB`;

export const printLogbookExport = (f: ExportFigures): void => {
  console.log(`logbook export through HTTP, ${f.database} (load average ${f.load})`);
  for (const r of f.runs)
    console.log(
      `  ${r.format.padEnd(11)} ${r.rows.toLocaleString('en-GB').padStart(6)} rows: ${r.seconds.toFixed(2)} s, ${perSecond(r.rowsPerSecond)} rows (${perSecond(r.rows / r.cpuSeconds)} per CPU second), ${mb(r.bytes / MB)}; heap ${mb(r.baseline.heapUsed)} before, live peak +${mb(r.liveHeap - r.baseline.heapUsed)} (with garbage +${mb(r.peak.heapUsed - r.baseline.heapUsed)}); rss ${mb(r.baseline.rss)} before, peak +${mb(r.peak.rss - r.baseline.rss)}`,
    );
  console.log(
    `  for comparison: all ${BIG.toLocaleString('en-GB')} entries held at once take +${mb(f.allInMemoryMb)} heap`,
  );
};
