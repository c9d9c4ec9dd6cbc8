import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../server/app';
import { systemClock } from '../server/clock';
import { readConfig } from '../server/config';
import type { Db } from '../server/db/db';
import { seedDemoIfEmpty } from '../server/demo/seed';
import { createMailer } from '../server/mail/create-mailer';
import { ingestRecords } from '../server/telemetry/ingestion.service';
import { localDayOf, nextDay } from '../server/telemetry/local-day';
import { startDaySummaryJob } from '../server/reports/track/day-summary-job';
import { simulateVehicle } from '../server/telemetry/simulator/simulate-vehicle';
import { insertBenchFleet } from './support/bench-fleet';
import { demoAccessToken } from './support/demo-token';
import { loadAverage } from './support/process-cpu';
import { openScratchDb, type DatabaseKind } from './support/scratch-database';
import { ms, summarise } from './support/stats';

export interface TracksRun {
  readonly label: string;
  /**
   * Cold: the days' summaries are built by this request; after the background build: the closed days
   * were built by the job (run to completion, `build`), today's by this request; warm: the median of
   * the repeats.
   */
  readonly coldMs: number | null;
  readonly afterBuildMs: number | null;
  readonly build: { readonly days: number; readonly ms: number } | null;
  readonly warmP50: number;
  readonly warmMax: number;
  readonly gzipBytes: number;
  readonly jsonBytes: number;
  /** Features and positions (tracks) or cells (heat map) answered. */
  readonly items: string;
}

export interface TracksFigures {
  readonly database: DatabaseKind;
  readonly load: number;
  readonly rawRecords: number;
  readonly demoRecords: number;
  readonly runs: readonly TracksRun[];
}

const DAY_MS = 86_400_000;
const REPEATS = 10;
const GW = '/logbook/api/logbook/v1';

const get = (port: number, path: string, token: string) =>
  new Promise<{ status: number; bytes: number; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - started }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });

/**
 * A month of records every 10 s (31 × 8,640): a vehicle that never stops reporting, on a winding
 * path around Hamburg (a Lissajous figure of about 70 × 45 km with bends every few kilometres) with
 * a couple of metres of GPS noise; off for an hour each night (the track splits there), standing for
 * another, driving the rest of the day.
 */
const monthAt10s = (startMs: number, endMs: number) => {
  const records: unknown[] = [];
  let mileageKm = 1000;
  for (let ts = startMs, i = 0; ts < endMs; ts += 10_000, i++) {
    const hour = new Date(ts).getUTCHours();
    const status = hour === 1 ? 'off' : hour === 2 ? 'standby' : 'driving';
    const a = i / 2000;
    const noise = (k: number) => Math.sin(i * 12.9898 + k * 78.233) * 0.00002;
    if (status === 'driving') mileageKm += 0.15;
    records.push({
      timestamp: new Date(ts).toISOString(),
      lat: 53.55 + 0.2 * Math.sin(a * 0.7) + 0.004 * Math.sin(a * 9) + noise(1),
      lng: 9.99 + 0.5 * Math.sin(a) + 0.006 * Math.cos(a * 11) + noise(2),
      speed: status === 'driving' ? 55 + 10 * Math.sin(a * 3) : 0,
      bearing: (i * 7) % 360,
      status,
      gpsSatellites: 10,
      gsmSignal: 20,
      mileageKm: Math.round(mileageKm * 1000) / 1000,
      externalPowerVoltage: 24.5,
      temperature: 15,
    });
  }
  return records;
};

const ingestAll = async (db: Db, vehicleId: number, records: readonly unknown[]) => {
  for (let i = 0; i < records.length; i += 1000)
    await ingestRecords(db, vehicleId, records.slice(i, i + 1000), new Date());
  return records.length;
};

/**
 * Tracks and heat maps (issue 9) over HTTP on the loopback (gzip accepted, as browsers send it): one
 * vehicle with a month of records every 10 s ({@link monthAt10s}), and one with the demo's 90-day
 * history (the simulator's 5-minute backfill steps). Cold: the first request
 * after the stored day summaries were deleted; after the background build: the first request after
 * they were deleted and the background job ran to completion; warm: `REPEATS` requests after it.
 */
export const benchTracks = async (database: DatabaseKind): Promise<TracksFigures> => {
  const { db, dispose } = await openScratchDb(database);
  try {
    await seedDemoIfEmpty(db, systemClock);
    const [month, demo] = await insertBenchFleet(db, 2);
    const now = Date.now();
    const rawRecords = await ingestAll(db, month!.vehicleId, monthAt10s(now - 31 * DAY_MS, now));
    const demoRecords = await ingestAll(
      db,
      demo!.vehicleId,
      simulateVehicle(demo!.sim, now - 90 * DAY_MS, now, 300_000, demo!.seed),
    );
    const config = readConfig({
      DATA_DIR: '/tmp/portal-bench-unused',
      STATIC_DIR: '/tmp/portal-bench-unused',
    });
    const app = createApp({ config, db, mailer: createMailer(config), clock: systemClock, log: () => {} });
    const token = await demoAccessToken(app, 'dispatcher');
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const today = localDayOf(now);
    const monthAgo = nextDay(today, -30);
    const runs: TracksRun[] = [];
    /** Deletes every summary and runs the background job until a step finds nothing left. */
    const buildInBackground = async () => {
      await db.query('DELETE FROM track_days');
      const started = performance.now();
      let days = 0;
      let done: () => void = () => {};
      const finished = new Promise<void>((resolve) => (done = resolve));
      const job = startDaySummaryJob({
        db,
        clock: systemClock,
        log: () => {},
        startMs: 0,
        onStep: (built) => {
          days += built.length;
          if (built.length === 0) done();
        },
      });
      await finished;
      await job.stop();
      return { days, ms: performance.now() - started };
    };
    const measure = async (
      label: string,
      path: string,
      mode: 'cold' | 'background' | 'warm',
      describe: (body: unknown) => string,
    ) => {
      if (mode === 'cold') await db.query('DELETE FROM track_days');
      const build = mode === 'background' ? await buildInBackground() : null;
      const first = await get(port, path, token);
      if (first.status !== 200) throw new Error(`${label} answered ${first.status}`);
      const warm: number[] = [];
      for (let i = 0; i < REPEATS; i++) warm.push((await get(port, path, token)).ms);
      const plain = await app.request(`http://bench${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const json = await plain.text();
      const summary = summarise(warm);
      runs.push({
        label,
        coldMs: mode === 'cold' ? first.ms : null,
        afterBuildMs: mode === 'background' ? first.ms : null,
        build,
        warmP50: summary.p50,
        warmMax: summary.max,
        gzipBytes: first.bytes,
        jsonBytes: json.length,
        items: describe(JSON.parse(json)),
      });
    };
    const trackItems = (body: unknown) => {
      const features = (body as { track: { features: { properties: { times: unknown[] } }[] } }).track
        .features;
      return `${features.length} features, ${features.reduce((n, f) => n + f.properties.times.length, 0)} positions`;
    };
    const cellItems = (body: unknown) => `${(body as { cells: unknown[] }).cells.length} cells`;
    const tracks = (v: number, zoom: number) =>
      `${GW}/reports/${v}/tracks?start=${monthAgo}&end=${today}&zoom=${zoom}`;
    const heat = (v: number, start: string) => `${GW}/reports/${v}/heatmap?start=${start}&end=${today}`;
    try {
      const month12 = tracks(month!.vehicleId, 12);
      const label12 = 'track, one month at 10 s, zoom 12 (default)';
      await measure(label12, month12, 'cold', trackItems);
      for (const zoom of [6, 8, 15])
        await measure(
          `track, one month at 10 s, zoom ${zoom}`,
          tracks(month!.vehicleId, zoom),
          'warm',
          trackItems,
        );
      const monthHeat = heat(month!.vehicleId, monthAgo);
      await measure('heat map, one month at 10 s', monthHeat, 'cold', cellItems);
      const demo12 = tracks(demo!.vehicleId, 12);
      const demoLabel = 'track, 90-day demo history (last month), zoom 12';
      await measure(demoLabel, demo12, 'cold', trackItems);
      const demoHeat = heat(demo!.vehicleId, nextDay(today, -89));
      const demoHeatLabel = 'heat map, 90-day demo history (90 days)';
      await measure(demoHeatLabel, demoHeat, 'cold', cellItems);
      await measure(label12, month12, 'background', trackItems);
      await measure('heat map, one month at 10 s', monthHeat, 'background', cellItems);
      await measure(demoLabel, demo12, 'background', trackItems);
      await measure(demoHeatLabel, demoHeat, 'background', cellItems);
    } finally {
      server.close();
    }
    return { database, load: loadAverage(), rawRecords, demoRecords, runs };
  } finally {
    await dispose();
  }
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const printTracks = (f: TracksFigures): void => {
  console.log(
    `tracks and heat map, ${f.database} (load average ${f.load}; ${f.rawRecords} records in the month, ${f.demoRecords} in the 90-day history)`,
  );
  for (const r of f.runs) {
    const first =
      r.coldMs !== null
        ? `cold ${ms(r.coldMs)}, `
        : r.afterBuildMs !== null
          ? `after the background build ${ms(r.afterBuildMs)}, `
          : '';
    const build = r.build ? ` (the job built ${r.build.days} closed days in ${ms(r.build.ms)})` : '';
    console.log(
      `  ${r.label}: ${first}warm p50 ${ms(r.warmP50)} (max ${ms(r.warmMax)}); ${kb(r.gzipBytes)} gzip, ${kb(r.jsonBytes)} JSON; ${r.items}${build}`,
    );
  }
};
