import { NOTIFICATION_LABELS } from '../src/api/contract';
import { systemClock } from '../server/clock';
import type { Db } from '../server/db/db';
import { DEMO_ORGANISATIONS } from '../server/demo/demo-accounts';
import { seedDemoIfEmpty } from '../server/demo/seed';
import { insertVehicles } from '../server/fleet/vehicle-store';
import { localDayOf, nextDay } from '../server/telemetry/local-day';
import { loadAverage } from './support/process-cpu';
import { openScratchDb, type DatabaseKind } from './support/scratch-database';
import { ms, summarise, type LatencySummary } from './support/stats';
import { serveBenchApp } from './support/bench-app';

export interface NotificationRun {
  readonly label: string;
  readonly latency: LatencySummary;
  readonly bytes: number;
}

export interface NotificationFigures {
  readonly database: DatabaseKind;
  readonly load: number;
  readonly events: number;
  readonly runs: readonly NotificationRun[];
  /** PostgreSQL's plan of the default list's page over every vehicle (first lines). */
  readonly plan: string;
}

const VEHICLES = 100;
const DAYS = 366;
const EVENTS_PER_DAY = 14;
const RUNS = 50;
const GW = '/logbook/api/logbook/v1';

/**
 * A year of events for each vehicle, written directly (the rule engine does not exist yet): 14 a
 * day, types cycling through the labels, every tenth without a position.
 */
const insertEvents = async (db: Db, ids: readonly number[]): Promise<number> => {
  await db.query(
    `INSERT INTO notification_events (vehicle_id, ts, type, note, lat, lng, place_name, created_at)
     SELECT v, now() - (n * interval '1 day' / $2::int) - (v * interval '1 second'),
       ($3::text[])[1 + (v + n) % 16], 'note ' || n,
       CASE WHEN n % 10 = 0 THEN NULL ELSE 53.55 END, CASE WHEN n % 10 = 0 THEN NULL ELSE 10.0 END,
       CASE WHEN n % 10 = 0 THEN NULL ELSE 'Hamburg Hbf' END, now()
     FROM unnest($1::int[]) AS v, generate_series(0, $4::int - 1) AS n`,
    [ids, EVENTS_PER_DAY, NOTIFICATION_LABELS, DAYS * EVENTS_PER_DAY],
  );
  return ids.length * DAYS * EVENTS_PER_DAY;
};

const timed = async (
  label: string,
  runs: number,
  request: () => Promise<Response>,
): Promise<NotificationRun> => {
  const once = async () => {
    const response = await request();
    const body = await response.arrayBuffer();
    if (response.status !== 200)
      throw new Error(`${label}: ${response.status} ${Buffer.from(body).toString()}`);
    return body.byteLength;
  };
  const bytes = await once();
  const latencies: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await once();
    latencies.push(performance.now() - started);
  }
  return { label, latency: summarise(latencies), bytes };
};

/**
 * The notification calls (issue 10, first slice) through HTTP on a real socket, as the dispatcher,
 * over a year of events of 100 vehicles (about 512,000): settings read and save (one form for all
 * 100), the list's first and a deep page, a 14-day period of the whole organisation, sorting by
 * locomotive, the preview and an export page.
 */
export const benchNotifications = async (database: DatabaseKind): Promise<NotificationFigures> => {
  const { db, dispose } = await openScratchDb(database);
  const server = { close: () => {} };
  try {
    await seedDemoIfEmpty(db, systemClock);
    const base = {
      organisationId: DEMO_ORGANISATIONS[0].id,
      image: null,
      model: 'G 6',
      type: 'Lok',
      engine: 'diesel',
    };
    const ids = await insertVehicles(
      db,
      Array.from({ length: VEHICLES }, (_, i) => ({
        ...base,
        wpId: 500_000 + i,
        name: `Alarmlok ${String(i + 1).padStart(3, '0')}`,
        fabricNr: `AL-${i + 1}`,
      })),
    );
    const events = await insertEvents(db, ids);
    if (database === 'postgres') await db.query('ANALYZE notification_events');
    const served = await serveBenchApp(db);
    server.close = served.close;
    const { origin, token } = served;
    const headers = { authorization: `Bearer ${token}` };
    const get = (path: string) => () => fetch(`${origin}${path}`, { headers });
    const today = localDayOf(Date.now());
    const all = ids.join(',');
    const form = NOTIFICATION_LABELS.map((label) => ({
      label,
      status: true,
      min: { value: label === 'NSOutsideTemperature' ? -20 : null, text: '' },
      max: { value: 50, text: '50' },
    }));
    const wpIds = ids.map((_, i) => 500_000 + i);
    const runs: NotificationRun[] = [];
    runs.push(await timed('settings read, 1 vehicle', RUNS, get(`/wp-json/fvm/v1/notification/${wpIds[0]}`)));
    runs.push(
      await timed('settings save, 16 labels × 100 vehicles', RUNS, () =>
        fetch(`${origin}/wp-json/fvm/v1/notification/`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ form, wpIds }),
        }),
      ),
    );
    runs.push(
      await timed('list, 100 vehicles named, newest 50', RUNS, get(`${GW}/notifications?vehicleIds=${all}`)),
    );
    runs.push(await timed('list, whole organisation, newest 50', RUNS, get(`${GW}/notifications`)));
    runs.push(
      await timed(
        'list, whole organisation, 14 days',
        RUNS,
        get(`${GW}/notifications?period=${nextDay(today, -13)}/${today}`),
      ),
    );
    runs.push(await timed('list, page 100 (skip 4950)', RUNS, get(`${GW}/notifications?skip=4950`)));
    runs.push(await timed('list, by locomotive', RUNS, get(`${GW}/notifications?orderBy=vehicleId%20asc`)));
    runs.push(
      await timed('preview, 1 vehicle', RUNS, get(`${GW}/notifications/preview?vehicleIds=${ids[0]}`)),
    );
    runs.push(
      await timed(
        'export, 10 vehicles × 30 days (4,200 events)',
        10,
        get(
          `${GW}/notifications/export?vehicleIds=${ids.slice(0, 10).join(',')}&startDate=${nextDay(today, -29)}&endDate=${today}`,
        ),
      ),
    );
    let plan = '';
    if (database === 'postgres') {
      const rows = await db.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT e.id FROM notification_events e WHERE e.vehicle_id = ANY($1::int[])
         ORDER BY e.ts DESC, e.id DESC LIMIT 50`,
        [ids],
      );
      plan = rows
        .slice(0, 3)
        .map((r) => r['QUERY PLAN'].trim())
        .join(' / ');
    }
    return { database, load: loadAverage(), events, runs, plan };
  } finally {
    server.close();
    await dispose();
  }
};

export const printNotifications = (f: NotificationFigures): void => {
  console.log(
    `notifications through HTTP, ${f.database} (load average ${f.load}; ${f.events.toLocaleString('en-GB')} events of ${VEHICLES} vehicles)`,
  );
  for (const r of f.runs)
    console.log(
      `  ${r.label}: p50 ${ms(r.latency.p50)}, p95 ${ms(r.latency.p95)}, max ${ms(r.latency.max)} (${r.latency.count} requests, ${(r.bytes / 1024).toFixed(0)} KB)`,
    );
  if (f.plan) console.log(`  plan of the default list: ${f.plan}`);
};
