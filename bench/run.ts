/**
 * The benchmarks (`npm run bench`): figures are printed, nothing is asserted, every load stays on
 * 127.0.0.1 and every run is bounded. Choose parts and databases with arguments, e.g.
 * `npm run bench -- live ingest ingest-vs-copy ingest-rules startup restart fairness export sync offline-sync reports tracks notifications notification-stream railation map export-xlsx xlsx-writer pglite postgres`
 * (all by default; `backup` moves a year of the demo fleet's positions; `devices`, ten minutes of Teltonika boxes, and `scale`, 105 million positions, only when named). The map runs once per fleet size named (`npm run bench -- map 20000`, or `map 1000 5000 20000`;
 * 5,000 by default) and then probes the real app's idle dashboard once (dispatcher, every demo vehicle
 * selected); the browser export (export-xlsx) once; the server parts once per database. `vitals`
 * (issue 35's mobile load vitals, about an hour for all three devices) only when named, on the devices
 * and pages named (`npm run bench -- vitals tablet phone logbook`; every device and page by default),
 * `BENCH_VITALS_RUNS` runs each (3 by default).
 */
import { cpus } from 'node:os';
import { benchBackup, printBackup } from './backup.bench';
import { benchDevices, printDevices } from './devices.bench';
import { benchFairness, printFairness } from './fairness.bench';
import { benchIngestion, printIngestion } from './ingestion.bench';
import { benchIngestVsCopy, printIngestVsCopy } from './ingest-vs-copy.bench';
import { benchIngestionRules, printIngestionRules } from './ingestion-rules.bench';
import { benchLiveData, printLiveData } from './live-data.bench';
import { benchLogbookExport, printLogbookExport } from './logbook-export.bench';
import { benchOfflineSync, printOfflineSync } from './logbook-offline-sync.bench';
import { benchReportExport, printReportExport } from './report-export.bench';
import { benchLogbookSync, printLogbookSync } from './logbook-sync.bench';
import { printDashboardIdle, runDashboardIdle } from './map/dashboard-idle';
import { MAP_BENCH_FLEETS, printMapBench, runMapBenchmark } from './map/map-bench';
import { benchNotificationStream, printNotificationStream } from './notification-stream.bench';
import { benchNotifications, printNotifications } from './notifications.bench';
import { benchRailation, printRailation } from './railation.bench';
import { benchReports, printReports } from './reports.bench';
import { benchStartup, printStartup } from './startup.bench';
import { benchRestart, printRestart } from './restart.bench';
import { benchScale, printScale } from './scale.bench';
import { benchTracks, printTracks } from './tracks.bench';
import { benchWebhooks, printWebhooks } from './webhooks.bench';
import { benchXlsxWriter, printXlsxWriter } from './xlsx-writer.bench';
import { printVitals, runVitals } from './vitals/vitals-bench';
import { isVitalsPage } from './vitals/vitals-pages';
import { isVitalsProfile } from './vitals/vitals-profiles';
import type { DatabaseKind } from './support/scratch-database';

const PARTS = [
  'live',
  'ingest',
  'ingest-vs-copy',
  'ingest-rules',
  'startup',
  'restart',
  'export',
  'sync',
  'offline-sync',
  'reports',
  'tracks',
  'notifications',
  'notification-stream',
  'railation',
  'map',
  'export-xlsx',
  'xlsx-writer',
  'devices',
  'webhooks',
  'vitals',
  'backup',
  'fairness',
  'scale',
] as const;
/**
 * Run when named only: ten minutes of tracker load (`npm run bench -- devices postgres`), the
 * browser load vitals of issue 35 (`npm run bench -- vitals tablet`), and issue 29's 105 million
 * positions (`npm run bench -- scale`: about 12 minutes and 12 GB of disk).
 */
const ON_REQUEST: readonly (typeof PARTS)[number][] = ['devices', 'vitals', 'scale'];
const DATABASES: readonly DatabaseKind[] = ['pglite', 'postgres'];

const args = process.argv.slice(2);
const isPart = (a: string): a is (typeof PARTS)[number] => (PARTS as readonly string[]).includes(a);
const isDatabase = (a: string): a is DatabaseKind => (DATABASES as readonly string[]).includes(a);
/** What the arguments name, or everything when they name nothing of that kind. */
const parts = args.some(isPart) ? args.filter(isPart) : PARTS.filter((p) => !ON_REQUEST.includes(p));
const databases = args.some(isDatabase) ? args.filter(isDatabase) : DATABASES;
/** Fleet sizes for the map, written as 20000, 20,000 or 20_000. */
const fleetOf = (a: string): number | null => {
  const n = Number(a.replace(/[,_.]/g, ''));
  return (MAP_BENCH_FLEETS as readonly number[]).includes(n) ? n : null;
};
const unknown = args.filter(
  (a) => !isPart(a) && !isDatabase(a) && fleetOf(a) === null && !isVitalsProfile(a) && !isVitalsPage(a),
);
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark arguments: ${unknown.join(' ')} (parts: ${PARTS.join(' ')}; databases: ${DATABASES.join(' ')}; map fleets: ${MAP_BENCH_FLEETS.join(' ')}; vitals devices: desk tablet phone; vitals pages: login logbook dashboard livedata)`,
  );
  process.exit(2);
}
const fleets = args.map(fleetOf).filter((n) => n !== null);
const mapFleets = fleets.length > 0 ? fleets : [MAP_BENCH_FLEETS[0]];

const main = async () => {
  console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`);
  const results: unknown[] = [];
  for (const database of databases) {
    if (parts.includes('live')) {
      const figures = await benchLiveData(database);
      printLiveData(figures);
      results.push({ part: 'live', ...figures });
    }
    if (parts.includes('ingest')) {
      const figures = await benchIngestion(database);
      printIngestion(figures);
      results.push({ part: 'ingest', ...figures });
    }
    if (parts.includes('scale') && database === 'postgres') {
      const figures = await benchScale();
      printScale(figures);
      results.push({ part: 'scale', ...figures });
    }
    if (parts.includes('ingest-vs-copy') && database === 'postgres') {
      const figures = await benchIngestVsCopy();
      printIngestVsCopy(figures);
      results.push({ part: 'ingest-vs-copy', ...figures });
    }
    if (parts.includes('ingest-rules')) {
      const figures = await benchIngestionRules(database);
      printIngestionRules(figures);
      results.push({ part: 'ingest-rules', ...figures });
    }
    if (parts.includes('export')) {
      const figures = await benchLogbookExport(database);
      printLogbookExport(figures);
      results.push({ part: 'export', ...figures });
    }
    if (parts.includes('sync')) {
      const figures = await benchLogbookSync(database);
      printLogbookSync(figures);
      results.push({ part: 'sync', ...figures });
    }
    if (parts.includes('offline-sync')) {
      const figures = await benchOfflineSync(database);
      printOfflineSync(figures);
      results.push({ part: 'offline-sync', ...figures });
    }
    if (parts.includes('reports')) {
      const figures = await benchReports(database);
      printReports(figures);
      results.push({ part: 'reports', ...figures });
    }
    if (parts.includes('tracks')) {
      const figures = await benchTracks(database);
      printTracks(figures);
      results.push({ part: 'tracks', ...figures });
    }
    if (parts.includes('railation')) {
      const figures = await benchRailation(database);
      printRailation(figures);
      results.push({ part: 'railation', ...figures });
    }
    if (parts.includes('notifications')) {
      const figures = await benchNotifications(database);
      printNotifications(figures);
      results.push({ part: 'notifications', ...figures });
    }
    if (parts.includes('notification-stream')) {
      const figures = await benchNotificationStream(database);
      printNotificationStream(figures);
      results.push({ part: 'notification-stream', ...figures });
    }
    if (parts.includes('devices')) {
      const figures = await benchDevices(database);
      printDevices(figures);
      results.push({ part: 'devices', ...figures });
    }
    if (parts.includes('webhooks')) {
      const figures = await benchWebhooks(database);
      printWebhooks(figures);
      results.push({ part: 'webhooks', ...figures });
    }
    if (parts.includes('startup')) {
      const figures = await benchStartup(database);
      printStartup(figures);
      results.push({ part: 'startup', ...figures });
    }
    if (parts.includes('restart')) {
      const figures = await benchRestart(database);
      printRestart(figures);
      results.push({ part: 'restart', ...figures });
    }
    // Issue 38: one account's flood of heavy requests against another user's live data.
    if (parts.includes('fairness')) {
      const figures = await benchFairness(database);
      printFairness(figures);
      results.push({ part: 'fairness', ...figures });
    }
  }
  // Issue 34 §2: a year of the demo fleet from the embedded database to a file and to PostgreSQL.
  if (parts.includes('backup')) {
    const figures = await benchBackup();
    printBackup(figures);
    results.push({ part: 'backup', ...figures });
  }
  // The reporting export built in the browser's worker from generated pages: no database involved.
  if (parts.includes('export-xlsx')) {
    const figures = await benchReportExport();
    printReportExport(figures);
    results.push({ part: 'export-xlsx', ...figures });
  }
  // Issue 29 §4: the export's xlsx writer against exceljs's streaming writer, in this process.
  if (parts.includes('xlsx-writer')) {
    const figures = await benchXlsxWriter();
    printXlsxWriter(figures);
    results.push({ part: 'xlsx-writer', ...figures });
  }
  if (parts.includes('map')) {
    for (const vehicles of mapFleets) {
      const figures = await runMapBenchmark(vehicles);
      printMapBench(figures);
      results.push({ part: 'map', ...figures });
    }
    // Issue 28 §3: the real app's idle dashboard with every demo vehicle selected (once per run).
    const idle = await runDashboardIdle();
    printDashboardIdle(idle);
    results.push({ part: 'map-dashboard-idle', ...idle });
  }
  // Issue 35: the real app in Chromium on a desk, a tablet and a phone (no database choice: the demo's).
  if (parts.includes('vitals')) {
    const figures = await runVitals(args.filter((a) => isVitalsProfile(a) || isVitalsPage(a)));
    printVitals(figures);
    results.push({ part: 'vitals', ...figures });
  }
  if (process.env['BENCH_JSON']) console.log(JSON.stringify(results));
};

main().catch((error: unknown) => {
  console.error('The benchmark failed', error);
  process.exit(1);
});
