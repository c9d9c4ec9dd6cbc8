import { spawn } from 'node:child_process';
import { systemClock } from '../server/clock';
import { seedDemoAlertSettings } from '../server/demo/demo-alert-settings';
import { seedDemoIfEmpty } from '../server/demo/seed';
import { encodeAvlPacket, type AvlRecordToSend } from '../server/telemetry/teltonika/avl-encode';
import { CODEC_8_EXTENDED } from '../server/telemetry/teltonika/avl-record';
import { AVL_ID } from '../server/telemetry/teltonika/teltonika-io-map';
import { startTeltonikaServer } from '../server/telemetry/teltonika/teltonika-server';
import { openBoxLink, simulatedImei, type BoxLink } from '../server/telemetry/simulator/record-sink';
import { assignTracker } from '../server/telemetry/tracker-devices';
import { insertBenchFleet } from './support/bench-fleet';
import { loadAverage } from './support/process-cpu';
import { openScratchDb, type DatabaseKind } from './support/scratch-database';
import { ms, perSecond, summarise, type LatencySummary } from './support/stats';

/** 1,000 boxes online, each a record every 10 s (issue 27 §4). */
const LIVE_BOXES = 1_000;
const LIVE_EVERY_MS = 10_000;
/** Boxes that come back after an hour offline and unload it (360 records, packets of up to 255). */
const RETURNING_PER_MINUTE = 20;
const OFFLINE_RECORDS = 360;
const IDLE_CONNECTIONS = 10_000;
/** `BENCH_DEVICES_SECONDS` shortens the run (10 minutes by default, as the issue asks). */
const SECONDS = Number(process.env['BENCH_DEVICES_SECONDS'] ?? 600);

export interface DevicesFigures {
  readonly database: DatabaseKind;
  readonly seconds: number;
  readonly loadBefore: number;
  readonly loadAfter: number;
  readonly idle: {
    readonly connections: number;
    readonly openMs: number;
    readonly rssPerConnectionKb: number;
    readonly ackWhileIdle: LatencySummary;
  };
  readonly liveAck: LatencySummary;
  readonly unloadAck: LatencySummary;
  readonly sent: number;
  readonly stored: number;
  readonly recordsPerSecond: number;
  /** RSS and heap (MB) of the process (server and load generator) each minute. */
  readonly memory: readonly { readonly minute: number; readonly rssMb: number; readonly heapMb: number }[];
}

const io = (id: number, size: 1 | 2 | 4, value: number) => {
  const bytes = Buffer.alloc(size);
  bytes.writeUIntBE(value, 0, size);
  return { id, bytes };
};

/** A driving record near Hamburg at `t`, as a box with ignition and odometer sends it. */
const recordAt = (box: number, t: number): AvlRecordToSend => ({
  timestampMs: t,
  priority: 0,
  gps: {
    longitude: 9.9 + (box % 100) / 1000 + ((t / 1000) % 600) / 60_000,
    latitude: 53.5 + Math.floor(box / 100) / 1000,
    altitude: 10,
    angle: 90,
    satellites: 12,
    speedKmh: 60,
  },
  eventIoId: 0,
  io: [
    io(AVL_ID.ignition, 1, 1),
    io(AVL_ID.movement, 1, 1),
    io(AVL_ID.gsmSignal, 1, 4),
    io(AVL_ID.externalVoltage, 2, 27_500),
    io(AVL_ID.totalOdometer, 4, 1_000_000 + Math.floor(t / 600)),
  ],
});

const timed = async (latencies: number[], work: () => Promise<void>) => {
  const started = performance.now();
  await work();
  latencies.push(performance.now() - started);
};

/**
 * A child process holding `count` idle connections to `port` (each process may have 20,000 open files
 * on these machines, and the server's side of each connection counts in this one). Resolves once all
 * are open, with the time it took and a function that closes them.
 */
const holdIdleConnections = (port: number, count: number) =>
  new Promise<{ readonly openMs: number; readonly release: () => Promise<void> }>((resolve, reject) => {
    const script = `
      const net = require('node:net');
      const started = performance.now();
      let open = 0;
      const one = () => new Promise((ok, fail) => {
        const s = net.connect(${port}, '127.0.0.1');
        s.once('connect', () => { open += 1; ok(); });
        s.on('error', fail);
      });
      (async () => {
        for (let i = 0; i < ${count}; i += 100) await Promise.all(Array.from({ length: Math.min(100, ${count} - i) }, one));
        process.stdout.write('open ' + Math.round(performance.now() - started) + '\\n');
      })().catch((e) => { console.error(e); process.exit(1); });
      process.stdin.on('end', () => process.exit(0));
      process.stdin.resume();
    `;
    const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
    child.once('exit', (code) => reject(new Error(`the idle connections' process ended (${code})`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /open (\d+)/.exec(chunk.toString());
      if (!match) return;
      child.removeAllListeners('exit');
      resolve({
        openMs: Number(match[1]),
        release: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.stdin.end();
          }),
      });
    });
  });

/**
 * Teltonika boxes against the TCP listener on a database: 10,000 idle connections first (memory per
 * connection, and a box's acks meanwhile), then for SECONDS 1,000 boxes each sending a record every
 * 10 s while 20 boxes a minute return from an hour offline and unload it; every ack timed, every
 * record counted in the database against what was sent.
 */
export const benchDevices = async (database: DatabaseKind): Promise<DevicesFigures> => {
  const { db, dispose } = await openScratchDb(database);
  const minutes = Math.ceil(SECONDS / 60);
  await seedDemoIfEmpty(db, systemClock);
  const fleet = await insertBenchFleet(db, LIVE_BOXES + RETURNING_PER_MINUTE * minutes + 1);
  // Every alert rule on every vehicle, as the demo has them: the packets go through all of ingestion.
  await seedDemoAlertSettings(
    db,
    fleet.map((v) => v.vehicleId),
    new Date(),
  );
  for (const v of fleet) {
    const identifier = simulatedImei(v.vehicleId);
    await assignTracker(db, {
      vehicleId: v.vehicleId,
      protocol: 'teltonika',
      identifier,
      label: identifier,
      now: new Date(),
    });
  }
  const server = await startTeltonikaServer({
    db,
    clock: systemClock,
    log: () => undefined,
    port: 0,
    host: '127.0.0.1',
    limits: {
      maxConnections: IDLE_CONNECTIONS + LIVE_BOXES + 500,
      idleMs: 3_600_000,
      maxDataLength: 65_536,
      packetMs: 30_000,
    },
  });
  const loadBefore = loadAverage();
  const ids = fleet.map((v) => v.vehicleId);
  const probeId = ids[ids.length - 1]!;
  let sent = 0;

  // 1. Idle connections (held by a child process): what each costs the server, and whether a box is
  // still answered among them.
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const idle = await holdIdleConnections(server.port, IDLE_CONNECTIONS);
  const openMs = idle.openMs;
  global.gc?.();
  const rssPerConnectionKb = (process.memoryUsage().rss - rssBefore) / 1024 / IDLE_CONNECTIONS;
  const probe = await openBoxLink('127.0.0.1', server.port, simulatedImei(probeId));
  const ackWhileIdle: number[] = [];
  const probeStart = Date.now() - 3_600_000;
  for (let i = 0; i < 50; i++) {
    await timed(ackWhileIdle, () =>
      probe.send(encodeAvlPacket(CODEC_8_EXTENDED, [recordAt(0, probeStart + i * 10_000)]), 1),
    );
    sent += 1;
  }
  probe.socket.end();
  await idle.release();

  // 2. The load: live boxes and returning ones.
  const liveAck: number[] = [];
  const unloadAck: number[] = [];
  const memory: { minute: number; rssMb: number; heapMb: number }[] = [];
  const started = Date.now();
  const until = started + SECONDS * 1000;
  const links: BoxLink[] = [];
  for (let i = 0; i < LIVE_BOXES; i += 100) {
    links.push(
      ...(await Promise.all(
        ids
          .slice(i, Math.min(i + 100, LIVE_BOXES))
          .map((id) => openBoxLink('127.0.0.1', server.port, simulatedImei(id))),
      )),
    );
  }
  const liveBox = async (box: number, link: BoxLink) => {
    // Staggered over the first interval, then every 10 s.
    await new Promise((r) => setTimeout(r, (box * LIVE_EVERY_MS) / LIVE_BOXES));
    for (let next = Date.now(); next < until; next += LIVE_EVERY_MS) {
      const wait = next - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      await timed(liveAck, () =>
        link.send(encodeAvlPacket(CODEC_8_EXTENDED, [recordAt(box, Date.now())]), 1),
      );
      sent += 1;
    }
  };
  const returning = async (minute: number) => {
    await new Promise((r) => setTimeout(r, minute * 60_000));
    const now = Date.now();
    await Promise.all(
      Array.from({ length: RETURNING_PER_MINUTE }, async (_, k) => {
        const vehicleId = ids[LIVE_BOXES + minute * RETURNING_PER_MINUTE + k]!;
        await new Promise((r) => setTimeout(r, (k * 60_000) / RETURNING_PER_MINUTE));
        const link = await openBoxLink('127.0.0.1', server.port, simulatedImei(vehicleId));
        const records = Array.from({ length: OFFLINE_RECORDS }, (_, i) =>
          recordAt(vehicleId, now - 3_600_000 + i * 10_000),
        );
        for (let i = 0; i < records.length; i += 255) {
          const chunk = records.slice(i, i + 255);
          await timed(unloadAck, () => link.send(encodeAvlPacket(CODEC_8_EXTENDED, chunk), chunk.length));
          sent += chunk.length;
        }
        link.socket.end();
      }),
    );
  };
  const sample = () => {
    const m = process.memoryUsage();
    memory.push({
      minute: Math.round((Date.now() - started) / 60_000),
      rssMb: m.rss / 2 ** 20,
      heapMb: m.heapUsed / 2 ** 20,
    });
  };
  sample();
  const sampler = setInterval(sample, 60_000);
  await Promise.all([
    ...links.map((link, box) => liveBox(box, link)),
    ...Array.from({ length: minutes }, (_, minute) => returning(minute)),
  ]);
  clearInterval(sampler);
  sample();
  const seconds = (Date.now() - started) / 1000;
  for (const link of links) link.socket.end();
  await server.close();
  const stored = Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM positions'))[0]?.n ?? 0);
  const loadAfter = loadAverage();
  await dispose();
  return {
    database,
    seconds,
    loadBefore,
    loadAfter,
    idle: {
      connections: IDLE_CONNECTIONS,
      openMs,
      rssPerConnectionKb,
      ackWhileIdle: summarise(ackWhileIdle),
    },
    liveAck: summarise(liveAck),
    unloadAck: summarise(unloadAck),
    sent,
    stored,
    recordsPerSecond: (sent - 50) / seconds,
    memory,
  };
};

const line = (s: LatencySummary) =>
  `p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, p99 ${ms(s.p99)}, max ${ms(s.max)} (${s.count})`;

export const printDevices = (f: DevicesFigures): void => {
  console.log(
    `\nTeltonika boxes on ${f.database} (${Math.round(f.seconds)} s; load ${f.loadBefore.toFixed(1)} → ${f.loadAfter.toFixed(1)})`,
  );
  console.log(
    `  ${f.idle.connections} idle connections: opened in ${Math.round(f.idle.openMs)} ms, ${f.idle.rssPerConnectionKb.toFixed(1)} KB RSS each; a box's ack meanwhile: ${line(f.idle.ackWhileIdle)}`,
  );
  console.log(`  ack of a live record (1,000 boxes, every 10 s): ${line(f.liveAck)}`);
  console.log(`  ack of an unloaded packet (≤ 255 records):     ${line(f.unloadAck)}`);
  console.log(
    `  records sent ${f.sent.toLocaleString('en-GB')}, stored ${f.stored.toLocaleString('en-GB')} (lost or doubled: ${f.sent - f.stored}); ${perSecond(f.recordsPerSecond)} over TCP`,
  );
  console.log(
    `  memory (RSS / heap MB) by minute: ${f.memory.map((m) => `${m.minute}: ${Math.round(m.rssMb)}/${Math.round(m.heapMb)}`).join(', ')}`,
  );
};
