/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../app';
import { readConfig } from '../config';
import { openDb, type Db } from '../db/db';
import { loadMigrations } from '../db/migrations';
import { pgliteDb } from '../db/pglite.db';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS } from '../demo/demo-accounts';
import { seedDemoFleetIfEmpty } from '../demo/fleet-seed';
import { seedDemoLogbookIfEmpty } from '../demo/logbook-seed';
import { GW } from '../fleet/test-fleet';
import { createMailer } from '../mail/create-mailer';
import { createMetrics } from '../ops/metrics';
import { ingestRecords } from '../telemetry/ingestion.service';
import { syntheticRecords } from '../telemetry/test-telemetry';
import { call, login, sessionFor } from '../test-support/http-client';
import { createTestClock } from '../test-support/test-clock';
import { createPostgresDatabase, databaseKinds } from '../test-support/test-databases';
import { copyCommand, type DbCommandEnv } from './db-commands';

/**
 * Issue 34 §2: `npm run db -- copy --to <url>` moves the embedded database of a portal in use into an
 * empty PostgreSQL database, and the portal on the copy answers as it did: the same logbook entries,
 * notifications, tracks and reports, and every account logs in with its old password.
 */

const NORDBAHN = DEMO_ORGANISATIONS[0].id;
const ORG = `/logbook/api/logbook/v1/organisations/${NORDBAHN}`;

describe.skipIf(!databaseKinds().includes('postgres'))(
  'db copy: the embedded database moved to PostgreSQL',
  () => {
    let dataDir: string;
    let target: { url: string; drop: () => Promise<void> };
    let source: Db;
    let copy: Db;
    let printed = '';
    const clock = createTestClock();
    const appOn = (db: Db): Hono => {
      const config = readConfig({
        DATA_DIR: dataDir,
        STATIC_DIR: dataDir,
        PUBLIC_URL: 'https://portal.example.test',
      });
      return createApp({
        config,
        db,
        mailer: createMailer(config),
        clock,
        log: () => {},
        metrics: createMetrics({ processMetrics: false }),
      });
    };
    let vehicleId = 0;

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'portal-copy-'));
      // Reports cover periods up to today: today is just after the telemetry.
      clock.set(new Date('2026-03-12T12:00:00Z'));
      // A portal's embedded database in use: the demo organisations, fleet and logbook, telemetry with
      // daily figures, and notifications.
      const seeded = await readFile(inject('databaseTemplates').pglite.seeded);
      const instance = await PGlite.create({ dataDir: join(dataDir, 'db'), loadDataDir: new Blob([seeded]) });
      const embedded = pgliteDb(instance);
      await seedDemoFleetIfEmpty(embedded, clock);
      await seedDemoLogbookIfEmpty(embedded, clock);
      const [vehicle] = await embedded.query<{ id: number }>(
        'SELECT id FROM vehicles WHERE organisation_id = $1 ORDER BY id LIMIT 1',
        [NORDBAHN],
      );
      vehicleId = vehicle?.id ?? 0;
      await ingestRecords(embedded, vehicleId, syntheticRecords(), new Date('2026-03-12T00:00:00Z'));
      await embedded.query(
        `INSERT INTO notification_events (vehicle_id, ts, type, note, created_at)
       SELECT $1, ts, 'NSVoltageDrop', 'copied ' || n, ts FROM (
         SELECT n, timestamptz '2026-03-10T08:00:00Z' + n * interval '1 minute' AS ts FROM generate_series(1, 5) AS n
       ) s`,
        [vehicleId],
      );
      await embedded.close();
      target = await createPostgresDatabase('empty');
      const env: DbCommandEnv = {
        dataDir,
        databaseUrl: undefined,
        migrations: loadMigrations(),
        onProgress: () => {},
        note: () => {},
      };
      printed = await copyCommand(env, target.url);
      source = pgliteDb(await PGlite.create(join(dataDir, 'db')));
      copy = await openDb({ databaseUrl: target.url, dataDir: '' });
    }, 240_000);

    afterAll(async () => {
      await copy?.close();
      await source?.close();
      await target?.drop();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('prints every table with equal rows and checksums on both sides', () => {
      const lines = printed.split('\n').filter((l) => /^[a-z_]+ +[\d,]+ +[\d,]+ +\w+$/.test(l));
      expect(lines.length).toBeGreaterThan(30);
      expect(lines.filter((l) => !l.endsWith(' equal'))).toEqual([]);
      expect(printed).toMatch(/^logbook_entries +([\d,]+) +\1 +equal$/m);
      expect(printed).toContain("every table's rows and checksum are equal");
    });

    it('ends with the reason, and without waiting for ever, when the PostgreSQL database cannot be reached', async () => {
      const env: DbCommandEnv = {
        dataDir,
        databaseUrl: undefined,
        migrations: loadMigrations(),
        onProgress: () => {},
        note: () => {},
      };
      await expect(copyCommand(env, 'postgres://portal:secret@127.0.0.1:1/portal')).rejects.toThrow(
        'The PostgreSQL database postgres://portal:***@127.0.0.1:1/portal cannot be reached',
      );
    });

    it('lets every account log in with its old password', async () => {
      const app = appOn(copy);
      for (const account of DEMO_ACCOUNTS)
        expect((await login(app, account.accountName)).status, account.accountName).toBe(201);
    });

    it('serves the same logbook entries, notifications, tracks and reports', async () => {
      const before = appOn(source);
      const after = appOn(copy);
      const reads: [string, string][] = [
        ['driver', `${ORG}/entries?top=1000`],
        ['dispatcher', `${GW}/notifications?top=1000`],
        ['dispatcher', `${GW}/reports/${vehicleId}/days?start=2026-03-09&end=2026-03-11`],
        ['dispatcher', `${GW}/reports/${vehicleId}/tracks?start=2026-03-09&end=2026-03-11`],
      ];
      for (const [account, path] of reads) {
        const read = async (app: Hono) =>
          call(app, 'GET', path, { accessToken: (await sessionFor(app, account)).accessToken });
        const [was, is] = [await read(before), await read(after)];
        expect(was.status, path).toBe(200);
        expect(JSON.stringify(was.body).length, path).toBeGreaterThan(100);
        expect(is.body, path).toEqual(was.body);
      }
      const entries = await call(after, 'GET', `${ORG}/entries?top=1000`, {
        accessToken: (await sessionFor(after, 'driver')).accessToken,
      });
      expect(entries.body.items.length).toBeGreaterThan(0);
      const notifications = await call(after, 'GET', `${GW}/notifications?top=1000`, {
        accessToken: (await sessionFor(after, 'dispatcher')).accessToken,
      });
      expect(JSON.stringify(notifications.body)).toContain('copied 5');
    });
  },
);
