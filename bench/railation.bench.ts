import { systemClock } from '../server/clock';
import type { Db } from '../server/db/db';
import { seedDemoRailationIfEmpty } from '../server/demo/railation-seed';
import { seedDemoIfEmpty } from '../server/demo/seed';
import { loadAverage } from './support/process-cpu';
import { openScratchDb, type DatabaseKind } from './support/scratch-database';
import { ms, summarise, type LatencySummary } from './support/stats';
import { serveBenchApp } from './support/bench-app';

export interface RailationRun {
  readonly label: string;
  readonly latency: LatencySummary;
  readonly total: number;
}

export interface RailationFigures {
  readonly database: DatabaseKind;
  readonly load: number;
  readonly places: number;
  readonly runs: readonly RailationRun[];
  /** Every search request of every term together: the figure (target p95 ≤ 30 ms). */
  readonly search: LatencySummary;
}

const TARGET_PLACES = 10_000;
const RUNS = 50;
const R = '/wp-json/fvm/v1/railation';

/**
 * Grows the demo directory to at least 10,000 places: copies of the demo places spread over the
 * country, each with its own name and search document.
 */
const growDirectory = async (db: Db): Promise<number> => {
  const [row] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM railation_places WHERE id LIKE 'p%'",
  );
  const copies = Math.ceil(TARGET_PLACES / (row?.n ?? 1));
  await db.query(
    `INSERT INTO railation_places (id, name, categories, lat, lng, street, postcode, city, country, phone,
       website, img_url, description, demo, search, updated_at)
     SELECT 'p' || (1000000 + n * 10000 + substr(id, 2)::int), name || ' ' || n, categories,
       lat + (n % 7) * 0.05, lng + (n % 5) * 0.07, street, postcode, city, country, phone, website, img_url,
       description, true, search || to_tsvector('simple', n::text), updated_at
     FROM railation_places, generate_series(1, $1::int) AS n WHERE id LIKE 'p%'`,
    [copies],
  );
  if (db.kind === 'postgres') await db.query('ANALYZE railation_places');
  const [all] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM railation_places');
  return all?.n ?? 0;
};

/**
 * The railation search (issue 12) through HTTP on a real socket over 10,000 places: terms in German
 * and English, prefixes, with and without category and bounding box, 50 requests each.
 */
export const benchRailation = async (database: DatabaseKind): Promise<RailationFigures> => {
  const { db, dispose } = await openScratchDb(database);
  const server = { close: () => {} };
  try {
    await seedDemoIfEmpty(db, systemClock);
    await seedDemoRailationIfEmpty(db, systemClock);
    const places = await growDirectory(db);
    const served = await serveBenchApp(db);
    server.close = served.close;
    const { origin, token } = served;
    const headers = { authorization: `Bearer ${token}` };
    const runs: RailationRun[] = [];
    const all: number[] = [];
    const timed = async (label: string, query: string) => {
      const once = async () => {
        const response = await fetch(`${origin}${R}/places?${query}`, { headers });
        const body = (await response.json()) as { total: number };
        if (response.status !== 200) throw new Error(`${label}: ${response.status} ${JSON.stringify(body)}`);
        return body.total;
      };
      const total = await once();
      const latencies: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        await once();
        latencies.push(performance.now() - started);
      }
      all.push(...latencies);
      runs.push({ label, latency: summarise(latencies), total });
    };
    const q = (term: string) => `search=${encodeURIComponent(term)}`;
    await timed("'Tankstelle Hamburg'", q('Tankstelle Hamburg'));
    await timed("'hamburg fuel'", q('hamburg fuel'));
    await timed("'Ham', fuel stations", `categories=3&${q('Ham')}`);
    await timed("'werkstatt'", q('werkstatt'));
    await timed("'terminal köln'", q('terminal köln'));
    await timed("'bahn' (broad prefix), page 3", `${q('bahn')}&page=3`);
    await timed("'Lok', Germany's box", `${q('Lok')}&bbox=5.8,47.2,15.1,55.1`);
    return { database, load: loadAverage(), places, runs, search: summarise(all) };
  } finally {
    server.close();
    await dispose();
  }
};

export const printRailation = (f: RailationFigures): void => {
  console.log(
    `railation search through HTTP, ${f.database} (load average ${f.load}; ${f.places.toLocaleString('en-GB')} places)`,
  );
  for (const r of f.runs)
    console.log(
      `  ${r.label}: p50 ${ms(r.latency.p50)}, p95 ${ms(r.latency.p95)}, max ${ms(r.latency.max)} (${r.total} found)`,
    );
  console.log(
    `  every search: p95 ${ms(f.search.p95)} (target ≤ 30 ms), p50 ${ms(f.search.p50)}, ${f.search.count} requests`,
  );
};
