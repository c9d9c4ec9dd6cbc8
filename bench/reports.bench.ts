import { systemClock } from '../server/clock';
import type { Db } from '../server/db/db';
import { DEMO_ORGANISATIONS } from '../server/demo/demo-accounts';
import { seedDemoIfEmpty } from '../server/demo/seed';
import { insertVehicles } from '../server/fleet/vehicle-store';
import { localDayOf, nextDay } from '../server/telemetry/local-day';
import { insertBenchFleet, writeHistory } from './support/bench-fleet';
import { loadAverage } from './support/process-cpu';
import { openScratchDb, type DatabaseKind } from './support/scratch-database';
import { ms } from './support/stats';
import { timeGets, type TimedGets } from './support/timed-gets';
import { serveBenchApp } from './support/bench-app';
import { insertSyntheticDays } from './support/synthetic-days';

/** One operation asked repeatedly over HTTP: its latencies and the size of one answer. */
export interface ReportRun extends TimedGets {
  readonly label: string;
}

export interface ReportFigures {
  readonly database: DatabaseKind;
  readonly load: number;
  /** Records the 90-day history of the demo fleet copies holds. */
  readonly historyRecords: number;
  readonly runs: readonly ReportRun[];
  /** PostgreSQL's plan of the daily-figures read of one vehicle over a year (first line). */
  readonly plan: string;
}

const DEMO_VEHICLES = 55;
const HISTORY_DAYS = 90;
const YEAR_VEHICLES = 100;
const YEAR_DAYS = 366;
const SINGLE_RUNS = 100;
const EXPORT_RUNS = 10;
const GW = '/logbook/api/logbook/v1';

const JAHRESLOK = {
  organisationId: DEMO_ORGANISATIONS[0].id,
  image: null,
  model: 'G 1206',
  type: 'Lokomotive',
  engine: 'diesel',
};

/**
 * The synthetic year: `count` vehicles with a daily_figures row for each of the last 366 days (written
 * directly: a year of records through the ingestion would take hours), figures varying by day.
 */
const insertSyntheticYear = async (db: Db, count: number, today: string): Promise<number[]> => {
  const ids = await insertVehicles(
    db,
    Array.from({ length: count }, (_, i) => ({
      ...JAHRESLOK,
      wpId: 300_000 + i,
      name: `Jahreslok ${String(i + 1).padStart(3, '0')}`,
      fabricNr: `JL-${i + 1}`,
    })),
  );
  await insertSyntheticDays(db, ids, today, YEAR_DAYS);
  return ids;
};

/** PostgreSQL's plan of the export's daily-figures read (the query of readDayArrays) for the vehicles. */
const planOf = async (db: Db, kind: DatabaseKind, ids: readonly number[], today: string): Promise<string> => {
  if (kind !== 'postgres') return '';
  const start = nextDay(today, 1 - YEAR_DAYS);
  const rows = await db.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN SELECT f.vehicle_id, array_agg(f.day - $4::date ORDER BY f.day), array_agg(f.km_driven ORDER BY f.day)
     FROM unnest($1::int[], $2::date[], $3::date[]) AS r (id, first_day, last_day)
     JOIN daily_figures f ON f.vehicle_id = r.id AND f.day BETWEEN r.first_day AND r.last_day
     GROUP BY f.vehicle_id`,
    [ids, ids.map(() => start), ids.map(() => today), start],
  );
  return rows.map((r) => r['QUERY PLAN'].trim()).join(' / ');
};

/**
 * Reporting and exports (issue 9) through HTTP on a real socket, as the dispatcher: one vehicle's
 * period totals and days over the 90-day history of 55 demo-fleet copies (written through the
 * ingestion) and over a synthetic year; the export by id of 100 vehicles × one year in one page, and
 * by metric (5 pages of 20).
 */
export const benchReports = async (database: DatabaseKind): Promise<ReportFigures> => {
  const { db, dispose } = await openScratchDb(database);
  const server = { close: () => {} };
  try {
    await seedDemoIfEmpty(db, systemClock);
    const fleet = await insertBenchFleet(db, DEMO_VEHICLES);
    const historyRecords = await writeHistory(db, fleet, HISTORY_DAYS, database === 'postgres' ? 4 : 1);
    const today = localDayOf(Date.now());
    const year = await insertSyntheticYear(db, YEAR_VEHICLES, today);
    if (database === 'postgres') await db.query('ANALYZE daily_figures');
    // The bench measures the reads, one caller asking hundreds a minute: the per-caller quota of heavy
    // requests (issue 38, 240 a minute) would answer 429 part-way.
    const served = await serveBenchApp(db, { HEAVY_PER_MINUTE_PER_CALLER: '1000000' });
    server.close = served.close;
    const { origin: base, token } = served;

    const demo = fleet[0]!.vehicleId;
    const [crane] = await insertVehicles(db, [
      { ...JAHRESLOK, wpId: 399_999, name: 'Jahreskran', model: 'Kran', type: 'Kran', fabricNr: 'JK' },
    ]);
    const days90 = `start=${nextDay(today, 1 - HISTORY_DAYS)}&end=${today}`;
    const yearStart = nextDay(today, 1 - YEAR_DAYS);
    const yearPeriod = `start=${yearStart}&end=${today}`;
    const all = year.join(',');
    const runs: ReportRun[] = [];
    const add = async (label: string, path: string, count = SINGLE_RUNS) =>
      runs.push({ label, ...(await timeGets(`${base}${GW}${path}`, token, count)) });
    // The floor: authentication, the vehicle and the HTTP round trip, no figures read (a crane has none).
    await add(
      'getReportingHoursData of a crane (no figures read)',
      `/reports/${crane}/hours?startDate=${yearStart}&endDate=${today}`,
    );
    await add(
      'getReportingHoursData, demo history, 1 vehicle × 90 days',
      `/reports/${demo}/hours?startDate=${nextDay(today, 1 - HISTORY_DAYS)}&endDate=${today}`,
    );
    await add('getReport, demo history, 1 vehicle × 90 days', `/reports/${demo}/days?${days90}`);
    await add(
      'getReportingHoursData, synthetic year, 1 vehicle × 366 days',
      `/reports/${year[0]}/hours?startDate=${yearStart}&endDate=${today}`,
    );
    await add('getReport, synthetic year, 1 vehicle × 366 days', `/reports/${year[0]}/days?${yearPeriod}`);
    await add(
      'getGraph, synthetic year, 1 vehicle × 366 days',
      `/reports/${year[0]}/graph?${yearPeriod}&metric=workingHours`,
    );
    await add(
      'exportById, synthetic year, 100 vehicles × 366 days (one page)',
      `/reports/export?${yearPeriod}&vehicleIds=${all}`,
      EXPORT_RUNS,
    );
    await add(
      'exportByMetric, synthetic year, 20 vehicles × 366 days (one page of 5)',
      `/reports/export/by-metric?${yearPeriod}&vehicleIds=${all}&metric=equippedHours&page=2`,
      EXPORT_RUNS,
    );
    return {
      database,
      load: loadAverage(),
      historyRecords,
      runs,
      plan: await planOf(db, database, year, today),
    };
  } finally {
    server.close();
    await dispose();
  }
};

export const printReports = (f: ReportFigures): void => {
  console.log(
    `reporting and exports through HTTP, ${f.database} (load average ${f.load}; demo history ${f.historyRecords.toLocaleString('en-GB')} records)`,
  );
  for (const r of f.runs)
    console.log(
      `  ${r.label}: p50 ${ms(r.latency.p50)}, p95 ${ms(r.latency.p95)}, max ${ms(r.latency.max)} (${r.latency.count} requests, ${(r.bytes / 1024).toFixed(0)} KB; server CPU ${ms(r.cpuMs)} per request, median)`,
    );
  if (f.plan) console.log(`  plan of the daily-figures read: ${f.plan}`);
};
