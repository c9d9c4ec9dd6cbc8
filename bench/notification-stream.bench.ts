import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { NOTIFICATION_LABELS, NOTIFICATION_STREAM_PATH, NOTIFICATION_UNITS } from '../src/api/contract';
import { createPortal } from '../server/app';
import { systemClock } from '../server/clock';
import { readConfig } from '../server/config';
import { DEMO_ORGANISATIONS } from '../server/demo/demo-accounts';
import { seedDemoIfEmpty } from '../server/demo/seed';
import { insertVehicles } from '../server/fleet/vehicle-store';
import { createMailer } from '../server/mail/create-mailer';
import { recordNotificationEvent } from '../server/notifications/notification-events';
import { writeSettings } from '../server/notifications/notification-settings.store';
import { createDeviceKey } from '../server/telemetry/device-keys';
import { demoAccessToken } from './support/demo-token';
import { loadAverage } from './support/process-cpu';
import { openScratchDb, type DatabaseKind } from './support/scratch-database';
import { ms, summarise, type LatencySummary } from './support/stats';

/** Which path a run measured: a device record through the rule engine, or an event recorded directly. */
export type StreamPath = 'record → stream' | 'recorded → stream';

export interface StreamRun {
  readonly label: string;
  readonly latency: LatencySummary;
}

export interface StreamFigures {
  readonly database: DatabaseKind;
  readonly load: number;
  readonly path: StreamPath;
  readonly runs: readonly StreamRun[];
}

const SAMPLES = 200;
const FAN_OUT = 50;
const GW = '/logbook/api/logbook/v1';
/** How long the probe waits for the rule engine to raise an event before measuring recorded events. */
const RULE_PROBE_MS = 3000;

/** A stream client over HTTP: resolves `next(id?)` when a notification frame (with that id) is read. */
const openClient = async (origin: string, token: string) => {
  const controller = new AbortController();
  const response = await fetch(`${origin}${NOTIFICATION_STREAM_PATH}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`stream: ${response.status} ${await response.text()}`);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const waiters: { resolve: (at: number) => void }[] = [];
  let ready!: () => void;
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.includes('event: ready')) ready();
          if (frame.includes('event: notification')) waiters.shift()?.resolve(performance.now());
        }
      }
    } catch {
      // Closed.
    }
  })();
  await isReady;
  return {
    next: () => new Promise<number>((resolve) => waiters.push({ resolve })),
    close: () => controller.abort(),
  };
};

const within = <T>(promise: Promise<T>, timeoutMs: number): Promise<T | null> =>
  Promise.race([promise, new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs).unref())]);

/** A telemetry record `i` steps after `start`, fast (80 km/h) or slow (30 km/h). */
const record = (start: number, i: number, fast: boolean) => ({
  timestamp: new Date(start + i * 10_000).toISOString(),
  lat: 53.55 + i * 0.0001,
  lng: 9.99,
  speed: fast ? 80 : 30,
  bearing: 90,
  status: 'driving',
  gpsSatellites: 12,
  gsmSignal: 20,
  mileageKm: 1000 + i * 0.2,
  externalPowerVoltage: 24.5,
  temperature: 18,
});

const speedLimitForm = () =>
  NOTIFICATION_LABELS.map((label) => ({
    label,
    status: label === 'NSSpeedlimitExeeded',
    unit: NOTIFICATION_UNITS[label],
    min: { value: null, text: '' },
    max: label === 'NSSpeedlimitExeeded' ? { value: 50, text: '50' } : { value: null, text: '' },
  }));

/**
 * Live alert latency (issue 10) over real HTTP: an SSE client of the dispatcher on a portal at a
 * random port. With a rule engine in ingestion, from POSTing an 80 km/h record (speed limit 50, a
 * 30 km/h record in between so the rule is broken anew) to the frame read; without one, from the
 * start of the transaction that records an event to the frame read. Then the same with 50 clients.
 */
export const benchNotificationStream = async (database: DatabaseKind): Promise<StreamFigures> => {
  const { db, dispose } = await openScratchDb(database);
  const closers: (() => void)[] = [];
  try {
    await seedDemoIfEmpty(db, systemClock);
    const [vehicleId] = await insertVehicles(db, [
      {
        organisationId: DEMO_ORGANISATIONS[0].id,
        wpId: 600_001,
        name: 'Streamlok',
        image: null,
        model: 'G 6',
        type: 'Lok',
        engine: 'diesel',
        fabricNr: 'SL-1',
      },
    ]);
    const config = readConfig({
      DATA_DIR: '/tmp/portal-bench-unused',
      STATIC_DIR: '/tmp/portal-bench-unused',
    });
    const portal = createPortal({
      config,
      db,
      mailer: createMailer(config),
      clock: systemClock,
      log: () => {},
    });
    const listening = serve({ fetch: portal.app.fetch, port: 0, hostname: '127.0.0.1' });
    closers.push(() => listening.close());
    await new Promise((resolve) => listening.once('listening', resolve));
    const origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
    const token = await demoAccessToken(portal.app, 'dispatcher');

    const [dispatcher] = await db.query<{ id: string }>(
      "SELECT id FROM accounts WHERE account_name = 'dispatcher'",
    );
    await writeSettings(db, [vehicleId!], speedLimitForm(), { accountId: dispatcher!.id, at: new Date() });
    const deviceKey = await createDeviceKey(db, vehicleId!);
    const start = Date.now() - 3 * 3600_000;
    let step = 0;
    const post = (fast: boolean) =>
      fetch(`${origin}${GW}/telemetry`, {
        method: 'POST',
        headers: { authorization: `Bearer ${deviceKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ records: [record(start, step++, fast)] }),
      }).then(async (r) => {
        if (r.status !== 200) throw new Error(`ingestion: ${r.status} ${await r.text()}`);
      });
    const fromRecord = async () => {
      await post(false);
      const t0 = performance.now();
      await post(true);
      return t0;
    };
    const fromRecorded = async () => {
      const t0 = performance.now();
      await db.transaction((tx) =>
        recordNotificationEvent(tx, {
          vehicleId: vehicleId!,
          timestamp: new Date(),
          type: 'NSSpeedlimitExeeded',
          note: 'bench',
          position: null,
        }),
      );
      return t0;
    };

    const probe = await openClient(origin, token);
    closers.push(probe.close);
    const first = probe.next();
    await fromRecord();
    const path: StreamPath =
      (await within(first, RULE_PROBE_MS)) === null ? 'recorded → stream' : 'record → stream';
    probe.close();
    const trigger = path === 'record → stream' ? fromRecord : fromRecorded;

    const measure = async (clients: number): Promise<LatencySummary> => {
      const open = await Promise.all(Array.from({ length: clients }, () => openClient(origin, token)));
      for (const c of open) closers.push(c.close);
      const latencies: number[] = [];
      for (let i = 0; i < SAMPLES / (clients > 1 ? 4 : 1); i++) {
        const arrivals = Promise.all(open.map((c) => c.next()));
        const t0 = await trigger();
        const times = await arrivals;
        latencies.push(Math.max(...times) - t0);
      }
      for (const c of open) c.close();
      return summarise(latencies);
    };
    const runs: StreamRun[] = [];
    runs.push({ label: '1 client', latency: await measure(1) });
    runs.push({ label: `${FAN_OUT} clients (until the last has it)`, latency: await measure(FAN_OUT) });
    return { database, load: loadAverage(), path, runs };
  } finally {
    for (const close of closers) close();
    await dispose();
  }
};

export const printNotificationStream = (f: StreamFigures): void => {
  const from =
    f.path === 'record → stream'
      ? 'telemetry record POSTed (80 km/h, limit 50) → frame read by an SSE client'
      : 'no rule engine raised an event for an 80 km/h record, so: event recording transaction started → frame read by an SSE client';
  console.log(`notification stream over HTTP, ${f.database} (load average ${f.load}); ${f.path}: ${from}`);
  for (const r of f.runs)
    console.log(
      `  ${r.label}: p50 ${ms(r.latency.p50)}, p95 ${ms(r.latency.p95)}, max ${ms(r.latency.max)} (${r.latency.count} events)`,
    );
};
