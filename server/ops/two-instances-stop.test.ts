import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server';
import { SHUTDOWN_STREAM_RETRY_MS } from '../app';
import { openDb, type Db } from '../db/db';
import { createTestFleet, NORDBAHN, telemetryRecord, type TestFleet } from '../fleet/test-fleet';
import { recordNotificationEvent } from '../notifications/notification-events';
import { notificationsOf, openTestStream, readyIdOf } from '../notifications/test-stream';
import { freePort } from '../test-support/free-port';
import { createTestAccount } from '../test-support/test-accounts';
import { createPostgresDatabase, databaseKinds } from '../test-support/test-databases';

const root = resolve(import.meta.dirname, '../..');
const INGEST = '/logbook/api/logbook/v1/telemetry';
const CLIENTS = 20;
const BATCHES = 10;
const RECORDS = 5;

interface Instance {
  readonly name: 'A' | 'B';
  readonly base: string;
  readonly child: ChildProcess;
  readonly output: string[];
  readonly exited: Promise<number | null>;
}

/** The compiled server on the test's database, as an operator runs it; resolves once it listens. */
const startInstance = async (
  name: Instance['name'],
  server: string,
  databaseUrl: string,
  dataDir: string,
) => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      PATH: process.env['PATH'] ?? '',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DEMO: '0',
      SIMULATOR: '0',
      TELTONIKA_PORT: '0',
      OSMAND_PORT: '0',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  await new Promise<void>((ready, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('Portal on')) ready();
    });
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    void exited.then((code) => fail(new Error(`${name} exited with ${code}:\n${output.join('')}`)));
  });
  return { name, base, child, output, exited } satisfies Instance;
};

/** A browser's login over HTTP: the access token's bearer header. */
const bearerOver = async (base: string, accountName: string, passkey: string) => {
  const login = await fetch(`${base}/um/v1/refresh-tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accountName, passkey }),
  });
  const { refreshToken } = (await login.json()) as { refreshToken: string };
  const access = await fetch(`${base}/um/v1/access-tokens`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${refreshToken}:`).toString('base64')}` },
  });
  const { accessToken } = (await access.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
};

/** One answered batch: where, and what the instance said it did with its records. */
interface Answer {
  readonly instance: Instance['name'];
  readonly accepted: number;
  readonly duplicates: number;
}

/**
 * Issue 34 §4 with two instances on one PostgreSQL: SIGTERM to one while 20 devices send telemetry to
 * both. Every batch answered 200 is stored once, a batch the stopping instance refused (or whose
 * connection it closed) succeeds when sent again to the other, nothing is stored twice, the stopped
 * instance exits with 0, and a browser's live stream on it resumes on the other without losing an event.
 */
describe.runIf(databaseKinds().includes('postgres'))('two instances, one stopped under load', () => {
  let work = '';
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let db: Db | undefined;
  let vehicles: { id: number; key: string }[] = [];
  let reader = { accountName: '', password: '' };
  let a: Instance | undefined;
  let b: Instance | undefined;

  beforeAll(async () => {
    // Inside the checkout: the compiled server finds its packages in the project's node_modules.
    await mkdir(join(root, 'tmp'), { recursive: true });
    work = await mkdtemp(join(root, 'tmp/two-instances-'));
    const server = join(work, 'server');
    await buildServer(server);
    database = await createPostgresDatabase('seeded');
    db = await openDb({ databaseUrl: database.url, dataDir: '' });
    const fleets: TestFleet[] = [];
    for (let i = 0; i < CLIENTS / 4; i += 1) fleets.push(await createTestFleet(db, `stop ${i}`));
    vehicles = fleets.flatMap((f) => [f.diesel, f.eloc, f.crane, f.alpen]);
    reader = await createTestAccount(db, {
      organisations: [NORDBAHN],
      rights: { 'gateway/telematics': { read: true, create: false } },
    });
    [a, b] = await Promise.all([
      startInstance('A', join(server, 'main.js'), database.url, join(work, 'a')),
      startInstance('B', join(server, 'main.js'), database.url, join(work, 'b')),
    ]);
  }, 180_000);

  afterAll(async () => {
    for (const instance of [a, b]) {
      if (instance && instance.child.exitCode === null) {
        instance.child.kill('SIGTERM');
        await instance.exited;
      }
    }
    await db?.close();
    await database?.drop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('stores every batch once, sends the refused ones to the other, and moves the live stream', async () => {
    if (!a || !b || !db) throw new Error('not started');
    const [first, second] = [a, b];
    const headers = await bearerOver(first.base, reader.accountName, reader.password);
    const streamA = await openTestStream(first.base, headers);
    await streamA.until((frames) => frames.some((f) => f.event === 'ready'));

    // Each device its own vehicle and seconds; records from 50 minutes ago on, in order.
    const start = Date.now() - 50 * 60_000;
    const batchOf = (client: number, batch: number) =>
      Array.from({ length: RECORDS }, (_, r) =>
        telemetryRecord(new Date(start + (batch * RECORDS + r) * 1000).toISOString().replace('.000Z', 'Z'), {
          lat: 53.5 + client / 100,
        }),
      );
    const answers = new Map<string, Answer[]>();
    let answered = 0;
    let resent = 0;
    const send = async (client: number, batch: number) => {
      const vehicle = vehicles[client]!;
      const body = JSON.stringify({ records: batchOf(client, batch) });
      let target = (client + batch) % 2 === 0 ? first : second;
      for (let attempt = 1; ; attempt += 1) {
        const response = await fetch(`${target.base}${INGEST}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${vehicle.key}` },
          body,
        }).catch(() => null);
        if (response?.status === 200) {
          const result = (await response.json()) as { accepted: number; duplicates: number };
          const key = `${client}/${batch}`;
          answers.set(key, [...(answers.get(key) ?? []), { instance: target.name, ...result }]);
          answered += 1;
          return;
        }
        // Refused (503 while stopping), connection refused or closed: the device tries the other.
        await response?.arrayBuffer();
        expect(attempt, `batch ${client}/${batch}`).toBeLessThan(5);
        resent += 1;
        target = target === first ? second : first;
      }
    };
    const devices = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let batch = 0; batch < BATCHES; batch += 1) await send(client, batch);
    });
    // SIGTERM once a fifth of the batches are in: the rest meets a stopping and then a stopped instance.
    await expect.poll(() => answered, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(40);
    first.child.kill('SIGTERM');
    await Promise.all(devices);
    expect(await first.exited).toBe(0);

    // Every batch answered 200 exactly once, each record accepted once in all, and stored once.
    expect(answers.size).toBe(CLIENTS * BATCHES);
    const all = [...answers.values()].flat();
    expect(all).toHaveLength(CLIENTS * BATCHES);
    expect(all.reduce((sum, x) => sum + x.accepted, 0)).toBe(CLIENTS * BATCHES * RECORDS);
    expect(resent).toBeGreaterThan(0);
    expect(new Set(all.map((x) => x.instance))).toEqual(new Set(['A', 'B']));
    const [stored] = await db.query<{ rows: number; distinct: number }>(
      `SELECT count(*)::int AS rows, count(DISTINCT (vehicle_id, ts))::int AS distinct
       FROM positions WHERE vehicle_id = ANY($1)`,
      [vehicles.map((v) => v.id)],
    );
    expect(stored).toEqual({ rows: CLIENTS * BATCHES * RECORDS, distinct: CLIENTS * BATCHES * RECORDS });

    // The browser: its stream on A ended with the hint, and resumes on B from its last event, missing
    // none recorded meanwhile.
    await streamA.ended;
    expect(streamA.frames.at(-1)).toEqual({ retry: SHUTDOWN_STREAM_RETRY_MS });
    const lastSeen = Math.max(readyIdOf(streamA.frames), ...streamA.ids());
    const event = (note: string) =>
      recordNotificationEvent(db!, {
        vehicleId: vehicles[0]!.id,
        timestamp: new Date(),
        type: 'NSSpeedlimitExeeded',
        note,
        position: null,
      });
    const meanwhile = await event('while reconnecting');
    const streamB = await openTestStream(second.base, { ...headers, 'last-event-id': String(lastSeen) });
    expect(streamB.status).toBe(200);
    const after = await event('after reconnecting');
    await streamB.until((frames) => notificationsOf(frames).some((n) => n.id === after.id), 30_000);
    expect(notificationsOf(streamB.frames).map((n) => n.id)).toEqual([meanwhile.id, after.id]);
    await streamB.close();
    expect(first.output.join('')).not.toMatch(/"level":"error"/);
  }, 240_000);
});
