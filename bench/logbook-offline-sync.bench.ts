import { randomUUID } from 'node:crypto';
import { chromium, type BrowserContext, type Page, type Request } from 'playwright-core';
import { DEMO_ORGANISATIONS } from '../server/demo/demo-accounts';
import { demoSignaturePng } from '../server/demo/logbook-signature';
import { describeChromium, resolveChromium } from '../tests/e2e/support/chromium';
import { emulateNetwork, setContextOffline } from '../tests/e2e/support/network';
import { startPortal } from '../tests/e2e/support/portal-server';
import { startCpuProfile } from './support/cpu-profile';
import { demoAccessToken } from './support/demo-token';
import { openDriverList } from './support/driver-page';
import {
  longTasksBetween,
  pageNow,
  readMainThreadProbe,
  type LongTaskFigures,
} from './support/main-thread-probe';
import { offlineEntry } from './support/offline-entry';
import { loadAverage } from './support/process-cpu';
import { buildProduction } from './support/production-build';
import { createScratchPostgres, type DatabaseKind } from './support/scratch-database';
import { ms, perSecond } from './support/stats';

export interface OfflineSyncFigures {
  readonly database: DatabaseKind;
  /** The 1-minute load average when the sync ended (the machine is shared). */
  readonly load: number;
  readonly entries: number;
  readonly signed: number;
  /** Online → the server lists every entry (the signed ones finalised). */
  readonly serverMs: number;
  /** Online → the server has them all and the device holds nothing pending. */
  readonly totalMs: number;
  readonly entriesPerSecond: number;
  /** The items of each push (POST …/entries/sync) the page sent, in order. */
  readonly pushSizes: readonly number[];
  /** The page's main thread from online to done. */
  readonly mainThread: LongTaskFigures;
}

const ENTRIES = 500;
const ORG = DEMO_ORGANISATIONS[0].id;
const API = `/logbook/api/logbook/v1/organisations/${ORG}`;
const LEGACY_KEY = 'unsavedLogbookItems';
const TIMEOUT_MS = Number(process.env['BENCH_TIMEOUT_MS'] ?? 300_000);
const POLL_MS = 100;

/** The backlog as the spec's client left it in localStorage: every third entry signed (so finalised). */
const legacyBacklog = (vehicleId: number) =>
  Array.from({ length: ENTRIES }, (_, i) => {
    const { header, ...sections } = offlineEntry(vehicleId, (ENTRIES - i) * 15, i);
    const signature = Buffer.from(demoSignaturePng(i)).toString('base64');
    return {
      header: { ...header, logbookEntryId: randomUUID() },
      ...sections,
      ...(i % 3 === 0 ? { signatureImage: `data:image/png;base64,${signature}` } : {}),
    };
  });

/** Entries of the device store (IndexedDB) not on the server yet, read in the page: -1 before it opens. */
const DEVICE_PENDING = `new Promise((resolve, reject) => {
  const open = indexedDB.open('rail-portal-logbook');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const db = open.result;
    if (!db.objectStoreNames.contains('entries')) { db.close(); resolve(-1); return; }
    const tx = db.transaction(['entries', 'deletions'], 'readonly');
    const entries = tx.objectStore('entries').getAll();
    const deletions = tx.objectStore('deletions').count();
    tx.oncomplete = () => {
      db.close();
      resolve(entries.result.filter((e) => e.state !== 'synced').length + deletions.result);
    };
    tx.onerror = () => reject(tx.error);
  };
})`;
const devicePending = (page: Page) => page.evaluate<number>(DEVICE_PENDING);

const until = async (what: string, done: () => Promise<boolean>, detail = async () => '') => {
  const deadline = Date.now() + TIMEOUT_MS;
  while (!(await done())) {
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${TIMEOUT_MS / 1000} s ${await detail()}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
};

/** The server's count of the vehicle's entries (all, and finalised), asked as the driver. */
const serverCounter = (portalUrl: string, token: string, vehicleId: number) => {
  const count = async (filter: string) => {
    const query = new URLSearchParams({ top: '1', count: 'true', filter });
    const response = await fetch(`${portalUrl}${API}/entries?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`listLogbookEntries: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { pagination: { foundCount: number } }).pagination.foundCount;
  };
  return async () => ({
    all: await count(`vehicleIdRef eq ${vehicleId}`),
    finalised: await count(`vehicleIdRef eq ${vehicleId} and status eq 'finalized'`),
  });
};

/** The real server process on the database kind: its embedded PGlite, or a scratch PostgreSQL database. */
const startServer = async (database: DatabaseKind) => {
  const scratch = database === 'postgres' ? await createScratchPostgres() : null;
  const portal = await startPortal({ SIMULATOR: '0', ...(scratch ? { DATABASE_URL: scratch.url } : {}) });
  return {
    portal,
    stop: async () => {
      await portal.stop();
      await scratch?.drop();
    },
  };
};

/**
 * Issue 8, Performance, the client's side: the production build served by the real server process,
 * the driver on the logbook list in headless Chromium, a backlog of 500 entries left offline (in the
 * spec's localStorage key, which the app takes over into IndexedDB on its next load, offline; every
 * third signed), then the network back. Measures online → the server lists all 500 (the signed ones
 * finalised) and the device holds nothing pending, entries/s, the pushes, and the page's long tasks
 * meanwhile (those in which the list re-rendered apart).
 */
/**
 * Offline, the old client's backlog appears in localStorage and the app is loaded again (from the
 * service worker), which takes it over into IndexedDB; nothing can be pushed. Resolves once the
 * device holds it all and the list shows it.
 */
const leaveBacklogOffline = async (context: BrowserContext, page: Page, backlog: readonly unknown[]) => {
  await setContextOffline(context, true);
  const text = JSON.stringify(backlog);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LEGACY_KEY, text] as const);
  await page.reload();
  await emulateNetwork(context, page, true);
  await until('the backlog taken over', async () => (await devicePending(page)) === backlog.length);
  await page.getByTestId('device-state').first().waitFor({ timeout: TIMEOUT_MS });
};

/**
 * Goes online and waits until the server lists what `arrived` checks and the device holds nothing
 * pending. With BENCH_PROFILE=<file> the page's CPU profile of that time is written there and its
 * hot spots printed, with the long tasks' times.
 */
const syncOnline = async (context: BrowserContext, page: Page, arrived: () => Promise<boolean>) => {
  const pushes: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/entries/sync')) pushes.push(r);
  });
  const profilePath = process.env['BENCH_PROFILE'];
  const stopProfile = profilePath ? await startCpuProfile(context, page, profilePath) : null;
  const started = performance.now();
  await setContextOffline(context, false);
  await until('the server has every entry', arrived, async () => `(${pushes.length} pushes so far)`);
  const serverMs = performance.now() - started;
  await until('nothing pending on the device', async () => (await devicePending(page)) === 0);
  const totalMs = performance.now() - started;
  const pageEnd = await pageNow(page);
  const probe = await readMainThreadProbe(page);
  if (probe.onlineAt === null) throw new Error('the page never went online');
  if (stopProfile) {
    console.log(`CPU profile in ${profilePath}; most self time:\n${(await stopProfile()).join('\n')}`);
    const since = probe.onlineAt;
    const tasks = probe.longTasks.filter((t) => t.start >= since);
    const times = tasks.map((t) => `${(t.start - since).toFixed(0)}: ${t.duration.toFixed(0)}`);
    console.log(`Long tasks (ms after online: duration): ${times.join(', ')}`);
  }
  return {
    serverMs,
    totalMs,
    pushSizes: pushes.map((r) => (r.postDataJSON() as { items: unknown[] }).items.length),
    mainThread: longTasksBetween(probe, probe.onlineAt, pageEnd),
  };
};

/**
 * Issue 8, Performance, the client's side: the production build served by the real server process,
 * the driver on the logbook list in headless Chromium, a backlog of 500 entries left offline (in the
 * spec's localStorage key, which the app takes over into IndexedDB on its next load, offline; every
 * third signed), then the network back. Measures online → the server lists all 500 (the signed ones
 * finalised) and the device holds nothing pending, entries/s, the pushes, and the page's long tasks
 * meanwhile (those in which the list's DOM changed apart).
 */
export const benchOfflineSync = async (database: DatabaseKind): Promise<OfflineSyncFigures> => {
  buildProduction();
  const server = await startServer(database);
  const resolved = await resolveChromium('npm');
  const browser = await chromium.launch({ executablePath: resolved.path, args: [...resolved.args] });
  console.log(describeChromium(resolved, `Chromium ${browser.version()}`));
  try {
    const { url } = server.portal;
    const { context, page, vehicleId } = await openDriverList(browser, url);
    const api = {
      request: (input: string, init: RequestInit) => fetch(input.replace('http://bench', url), init),
    };
    const counts = serverCounter(url, await demoAccessToken(api, 'driver'), vehicleId);
    const before = await counts();
    const backlog = legacyBacklog(vehicleId);
    const signed = backlog.filter((e) => 'signatureImage' in e).length;
    await leaveBacklogOffline(context, page, backlog);
    const run = await syncOnline(context, page, async () => {
      const now = await counts();
      return now.all === before.all + ENTRIES && now.finalised === before.finalised + signed;
    });
    await context.close();
    return {
      database,
      load: loadAverage(),
      entries: ENTRIES,
      signed,
      ...run,
      entriesPerSecond: ENTRIES / (run.totalMs / 1000),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
};

export const printOfflineSync = (f: OfflineSyncFigures): void => {
  const m = f.mainThread;
  console.log(`logbook offline sync in Chromium, ${f.database} (load average ${f.load})`);
  console.log(
    `  ${f.entries} entries (${f.signed} signed) from the device: server has all after ${ms(f.serverMs)}, device clear after ${ms(f.totalMs)}: ${perSecond(f.entriesPerSecond)} entries in ${f.pushSizes.length} pushes of ${f.pushSizes.join(', ')} items (target < 30 s)`,
  );
  console.log(
    `  main thread while syncing: ${m.count} long tasks, longest ${ms(m.longestMs)}, total ${ms(m.totalMs)}; changing the list's DOM: ${m.listRenderCount}, longest ${ms(m.listRenderLongestMs)} (target: none over 100 ms)`,
  );
};
