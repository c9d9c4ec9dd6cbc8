import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/db';
import { createTestFleet, GW, telemetryRecord, type TestFleet } from '../../fleet/test-fleet';
import { createMailer } from '../../mail/create-mailer';
import { revokeDeviceKey } from '../../telemetry/device-keys';
import { startOsmAndServer, type OsmAndServer } from '../../telemetry/osmand/osmand-server';
import { assignTracker } from '../../telemetry/tracker-devices';
import { call, login, sessionFor } from '../../test-support/http-client';
import { describeEachDatabase } from '../../test-support/test-databases';
import type { StorageState } from './disk-watch';

/**
 * Issue 37 in the portal: while the storage watch says full, every write of the API is refused with
 * 507 and a body saying why, devices get no acknowledgement, and reads, logins and the health check go
 * on; when the database itself reports a full disk (SQLSTATE 53100, as PostgreSQL and PGlite do), the
 * write in hand gets the same 507 and the watch measures at once.
 */
describeEachDatabase(
  'writes refused while the storage is full',
  (getCtx) => {
    let state: StorageState = 'ok';
    let checks = 0;
    const storage = {
      state: () => state,
      check: async () => {
        checks += 1;
      },
    };
    let fleet: TestFleet;
    let phone: OsmAndServer;
    const NOW = new Date('2026-03-02T08:00:00Z');
    const appOn = (db: Db) => {
      const { config, clock } = getCtx();
      return createApp({ config, db, mailer: createMailer(config), clock, log: () => {}, storage });
    };
    const ingest = (db: Db, key: string, at: string) =>
      call(appOn(db), 'POST', `${GW}/telemetry`, {
        headers: { authorization: `Bearer ${key}` },
        body: { records: [telemetryRecord(at)] },
      });
    const stored = async (vehicleId: number) =>
      (
        await getCtx().db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM positions WHERE vehicle_id = $1',
          [vehicleId],
        )
      )[0]?.n;

    beforeAll(async () => {
      const { db } = getCtx();
      fleet = await createTestFleet(db, 'storage');
      await revokeDeviceKey(db, fleet.crane.id, NOW);
      await assignTracker(db, {
        vehicleId: fleet.crane.id,
        protocol: 'osmand',
        identifier: 'full-1',
        label: 'Phone',
        now: NOW,
      });
      phone = await startOsmAndServer({
        db,
        clock: { now: () => NOW },
        log: () => {},
        port: 0,
        host: '127.0.0.1',
        limits: { maxConnections: 5, maxBodyBytes: 4096, requestMs: 5_000 },
        storage,
      });
    });
    afterAll(() => phone.close());

    it('refuses telemetry and other writes with 507 and keeps reads, logins and the health check', async () => {
      const { db } = getCtx();
      state = 'full';
      const refused = await ingest(db, fleet.diesel.key, '2026-03-02T07:00:00Z');
      expect(refused.status).toBe(507);
      expect(refused.body).toMatchObject({
        error: 'insufficient_storage',
        message: expect.stringContaining('storage') as unknown,
      });
      expect(await stored(fleet.diesel.id)).toBe(0);
      const phoneAnswer = await fetch(
        `http://127.0.0.1:${phone.port}/?id=full-1&lat=53.5&lon=9.9&timestamp=1772434800`,
      );
      expect(phoneAnswer.status).toBe(507);
      expect(await stored(fleet.crane.id)).toBe(0);
      const app = appOn(db);
      expect((await login(app, 'dispatcher')).status).toBe(201);
      const { accessToken } = await sessionFor(app, 'dispatcher');
      expect((await call(app, 'GET', `${GW}/vehicles`, { accessToken })).status).toBe(200);
      expect((await call(app, 'POST', `${GW}/notifications/seen`, { accessToken })).status).toBe(507);
      expect((await call(app, 'GET', '/api/health')).body).toMatchObject({ status: 'ok', storage: 'full' });

      state = 'warning';
      expect((await ingest(db, fleet.diesel.key, '2026-03-02T07:00:00Z')).status).toBe(200);
      expect(await stored(fleet.diesel.id)).toBe(1);
      state = 'ok';
    });

    it('answers 507 when the database reports a full disk, and has the watch measure', async () => {
      const { db } = getCtx();
      const diskFull = Object.assign(
        new Error('could not extend file "base/5/16385": No space left on device'),
        {
          code: '53100',
        },
      );
      const failing: Db = {
        ...db,
        transaction: (fn) =>
          db.transaction((tx) =>
            fn({
              query: async <Row>(sql: string, params?: readonly unknown[]) => {
                if (/INSERT INTO positions/.test(sql)) throw diskFull;
                return tx.query<Row>(sql, params);
              },
              exec: (sql) => tx.exec(sql),
            }),
          ),
      };
      const before = checks;
      const answer = await ingest(failing, fleet.eloc.key, '2026-03-02T07:00:00Z');
      expect(answer.status).toBe(507);
      expect(answer.body).toMatchObject({ error: 'insufficient_storage' });
      expect(checks).toBe(before + 1);
      expect(await stored(fleet.eloc.id)).toBe(0);
    });
  },
  { bothDatabases: true },
);
