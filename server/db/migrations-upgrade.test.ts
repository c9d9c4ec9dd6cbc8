/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { readConfig } from '../config';
import { createMailer } from '../mail/create-mailer';
import { sha256Hex } from '../accounts/random';
import { call, sessionFor } from '../test-support/http-client';
import { createTestClock } from '../test-support/test-clock';
import { databaseKinds, openEmptyDatabase } from '../test-support/test-databases';
import type { Queryable } from './db';
import { migrate } from './migrate';
import { loadMigrations } from './migrations';

const FIXTURE = fileURLToPath(new URL('./test-fixtures/0002-demo-database.sql', import.meta.url));

/** Every table of the 1.1.8 schema, with the rows the fixture holds (so the check cannot be empty). */
const TABLES: Record<string, number> = {
  organisations: 2,
  accounts: 6,
  memberships: 7,
  membership_rights: 17,
  refresh_tokens: 0,
  login_throttle: 0,
  passkey_reset_tokens: 0,
  server_secrets: 0,
  vehicles: 55,
  vehicle_access_windows: 5,
  vehicle_comments: 1,
  positions: 120,
  vehicle_live: 12,
  daily_figures: 12,
};

/**
 * Each table's row count and a digest of all its rows (as JSON, sorted). `device_key_hash` is left
 * out: 0003 moves it to `vehicle_devices`, which is compared on its own; so is `received_at`, which
 * 0024 adds to positions as NULL for the rows before it (checked on its own).
 */
const snapshot = async (q: Queryable) => {
  const tables: Record<string, { rows: number; digest: string }> = {};
  for (const table of Object.keys(TABLES)) {
    const [row] = await q.query<{ rows: number; digest: string }>(
      `SELECT count(*)::int AS rows,
         md5(coalesce(string_agg(j, '|' ORDER BY j), '')) AS digest
       FROM (SELECT (to_jsonb(t) - 'device_key_hash' - 'received_at')::text AS j FROM ${table} t) s`,
    );
    tables[table] = row ?? { rows: -1, digest: '' };
  }
  return tables;
};

const LEGACY_KEY = 'dk_issued-by-release-1.1.8-for-vehicle-201';

for (const kind of databaseKinds()) {
  describe(`upgrading a database made before frozen migrations [${kind}]`, () => {
    it('migrates the 1.1.8 demo database to the newest migration with every row intact', async () => {
      const { db, dispose } = await openEmptyDatabase(kind);
      try {
        await db.exec(readFileSync(FIXTURE, 'utf8'));
        // A key issued the 1.1.8 way, whose plain text this test knows.
        await db.query('UPDATE vehicles SET device_key_hash = $2 WHERE id = $1', [
          201,
          sha256Hex(LEGACY_KEY),
        ]);
        const before = await snapshot(db);
        expect(Object.fromEntries(Object.entries(before).map(([t, s]) => [t, s.rows]))).toEqual(TABLES);
        const keysBefore = await db.query(
          'SELECT id, device_key_hash AS hash FROM vehicles WHERE device_key_hash IS NOT NULL ORDER BY id',
        );
        expect(keysBefore).toHaveLength(55);

        const migrations = loadMigrations();
        expect(await migrate(db, migrations)).toEqual(migrations.slice(2).map((m) => m.id));

        expect(await snapshot(db)).toEqual(before);
        expect(await db.query('SELECT 1 FROM positions WHERE received_at IS NOT NULL')).toEqual([]);
        expect(
          await db.query(
            'SELECT vehicle_id AS id, key_hash AS hash FROM vehicle_devices ORDER BY vehicle_id',
          ),
        ).toEqual(keysBefore);
        // The bookkeeping now has every checksum, the two adopted ones included.
        expect(await db.query('SELECT id, checksum FROM schema_migrations ORDER BY id')).toEqual(
          migrations.map((m) => ({ id: m.id, checksum: m.checksum })),
        );
        expect(await migrate(db, migrations)).toEqual([]);

        // The portal works on it: the seeded passwords, telemetry and keys are what they were.
        const clock = createTestClock(new Date('2026-11-20T10:05:00Z'));
        const config = readConfig({ DATA_DIR: tmpdir(), STATIC_DIR: tmpdir() });
        const app = createApp({ config, db, mailer: createMailer(config), clock, log: () => {} });
        const { accessToken } = await sessionFor(app, 'dispatcher');
        const [withTelemetry] = await db.query<{ vehicle_id: number; mileage_km: number }>(
          'SELECT vehicle_id, mileage_km FROM vehicle_live ORDER BY vehicle_id LIMIT 1',
        );
        const live = await call(
          app,
          'GET',
          `/logbook/api/logbook/v1/live-data?vehicleIds=${withTelemetry?.vehicle_id}`,
          { accessToken },
        );
        expect(live.status).toBe(200);
        expect(live.body.items[0].live.mileageKm).toBe(withTelemetry?.mileage_km);
        const ingest = await call(app, 'POST', '/logbook/api/logbook/v1/telemetry', {
          headers: { authorization: `Bearer ${LEGACY_KEY}` },
          body: {
            records: [
              {
                timestamp: '2026-11-20T10:04:00Z',
                lat: 47.3,
                lng: 11.4,
                speed: 0,
                bearing: 0,
                status: 'standby',
                gpsSatellites: 8,
                gsmSignal: 17,
                mileageKm: 5000,
                externalPowerVoltage: 24,
                temperature: 3,
              },
            ],
          },
        });
        expect(ingest.status, JSON.stringify(ingest.body)).toBe(200);
        expect(ingest.body.accepted).toBe(1);
      } finally {
        await dispose();
      }
    });

    it('lets instances that start together migrate once', async () => {
      const { db, dispose } = await openEmptyDatabase(kind);
      try {
        const migrations = loadMigrations();
        const runs = await Promise.all([
          migrate(db, migrations),
          migrate(db, migrations),
          migrate(db, migrations),
        ]);
        expect(runs.flat().sort()).toEqual(migrations.map((m) => m.id));
      } finally {
        await dispose();
      }
    });
  });
}
