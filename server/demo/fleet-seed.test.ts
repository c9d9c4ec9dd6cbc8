import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { call, sessionFor } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { DEMO_ORGANISATIONS } from './demo-accounts';
import { DEMO_FLEET, GUEST_WINDOWS } from './fleet-data';
import { seedDemoFleetIfEmpty } from './fleet-seed';
import { CORRIDORS, STATIONS } from './fleet-stations';

const [NORDBAHN, ALPEN] = [DEMO_ORGANISATIONS[0].id, DEMO_ORGANISATIONS[1].id];

describe('demo fleet data', () => {
  it('has about 40 vehicles in the first organisation and 15 in the second, all distinct', () => {
    expect(DEMO_FLEET.filter((v) => v.organisationId === NORDBAHN)).toHaveLength(40);
    expect(DEMO_FLEET.filter((v) => v.organisationId === ALPEN)).toHaveLength(15);
    for (const key of ['id', 'wpId', 'name', 'fabricNr'] as const)
      expect(new Set(DEMO_FLEET.map((v) => v[key])).size, key).toBe(DEMO_FLEET.length);
  });

  it('mixes diesel locomotives of several models, electric ones and cranes in each organisation', () => {
    for (const organisation of [NORDBAHN, ALPEN]) {
      const vehicles = DEMO_FLEET.filter((v) => v.organisationId === organisation);
      const diesel = vehicles.filter((v) => v.engine === 'diesel' && v.model !== 'Kran');
      expect(new Set(diesel.map((v) => v.model)).size).toBeGreaterThanOrEqual(4);
      expect(vehicles.filter((v) => v.engine === 'electric').length).toBeGreaterThanOrEqual(2);
      expect(vehicles.filter((v) => v.model === 'Kran').length).toBeGreaterThanOrEqual(3);
    }
    for (const v of DEMO_FLEET) {
      expect(v.name).toMatch(/^[\w .]+ – [\d ]+$/);
      expect(v.datasheet?.constructionYear).toBeGreaterThan(1995);
      expect(v.datasheet?.minOperatingWeightKg).toBeGreaterThan(50_000);
      expect(v.datasheet?.fabricNumber).toBe(v.fabricNr);
      if (v.engine === 'electric') expect(v.fuelConsumption?.isActive).toBe(false);
    }
  });

  it('points images at drawings that exist, or at none', () => {
    const images = new Set(DEMO_FLEET.map((v) => v.image));
    expect(images.has(null)).toBe(true);
    for (const image of images)
      if (image !== null) expect(existsSync(join('public', image)), image).toBe(true);
  });

  it('runs on corridors of 4 to 8 real stations in central Europe', () => {
    for (const corridor of Object.values(CORRIDORS)) {
      expect(corridor.stations.length).toBeGreaterThanOrEqual(4);
      expect(corridor.stations.length).toBeLessThanOrEqual(8);
    }
    for (const station of Object.values(STATIONS)) {
      expect(station.lat).toBeGreaterThan(45.5);
      expect(station.lat).toBeLessThan(54.5);
      expect(station.lng).toBeGreaterThan(6.5);
      expect(station.lng).toBeLessThan(16.5);
    }
    const withoutPosition = DEMO_FLEET.filter((v) => !v.sim.reportsPosition);
    expect(withoutPosition.length).toBeGreaterThanOrEqual(2);
    expect(withoutPosition.length).toBeLessThanOrEqual(3);
  });
});

describeEachDatabase(
  'demo fleet seed',
  (getCtx) => {
    it('seeds the fleet once, with a device key per vehicle', async () => {
      const { db, clock } = getCtx();
      const results = await Promise.all([seedDemoFleetIfEmpty(db, clock), seedDemoFleetIfEmpty(db, clock)]);
      expect(results.sort()).toEqual([false, true]);
      expect(await seedDemoFleetIfEmpty(db, clock)).toBe(false);
      const counts = await db.query<{ organisation_id: string; n: number; keys: number }>(
        `SELECT v.organisation_id, count(*)::int AS n, count(d.key_hash)::int AS keys
       FROM vehicles v LEFT JOIN vehicle_devices d ON d.vehicle_id = v.id
       GROUP BY v.organisation_id ORDER BY v.organisation_id`,
      );
      expect(counts).toEqual(
        [
          { organisation_id: ALPEN, n: 15, keys: 15 },
          { organisation_id: NORDBAHN, n: 40, keys: 40 },
        ].sort((a, b) => a.organisation_id.localeCompare(b.organisation_id)),
      );
      const datasheet = await db.query('SELECT model_name, construction_year FROM vehicles WHERE id = 129');
      expect(datasheet).toEqual([{ model_name: 'Vectron AC', construction_year: 2015 }]);
    });

    it('gives the guest limited-access windows relative to the seeding day', async () => {
      const { db } = getCtx();
      const rows = await db.query<{ vehicle_id: number; start_date: string | null; end_date: string | null }>(
        `SELECT w.vehicle_id, to_char(w.start_date, 'YYYY-MM-DD') AS start_date,
         to_char(w.end_date, 'YYYY-MM-DD') AS end_date
       FROM vehicle_access_windows w JOIN accounts a ON a.id = w.account_id
       WHERE a.account_name = 'guest' ORDER BY w.vehicle_id`,
      );
      // The test clock stands at 2 March 2026.
      expect(rows).toEqual([
        { vehicle_id: 201, start_date: '2026-01-31', end_date: null },
        { vehicle_id: 203, start_date: '2026-01-21', end_date: '2026-02-20' },
        { vehicle_id: 206, start_date: '2026-01-01', end_date: '2026-04-01' },
        { vehicle_id: 210, start_date: '2026-02-23', end_date: null },
        { vehicle_id: 213, start_date: null, end_date: '2026-02-10' },
      ]);
      expect(rows).toHaveLength(GUEST_WINDOWS.length);
      const alpen = new Set(DEMO_FLEET.filter((v) => v.organisationId === ALPEN).map((v) => v.id));
      for (const row of rows) expect(alpen.has(row.vehicle_id)).toBe(true);
    });

    it('shows the guest its organisation’s vehicles with the windows', async () => {
      const { app } = getCtx();
      const { accessToken } = await sessionFor(app, 'guest');
      const response = await call(app, 'GET', '/logbook/api/logbook/v1/vehicles', { accessToken });
      expect(response.status).toBe(200);
      const items = (response.body as { items: unknown }).items as {
        vehicleId: number;
        startDate: string | null;
        endDate: string | null;
      }[];
      expect(items.map((v) => v.vehicleId).sort()).toEqual(
        DEMO_FLEET.filter((v) => v.organisationId === ALPEN).map((v) => v.id),
      );
      expect(items.find((v) => v.vehicleId === 203)).toMatchObject({
        startDate: '21.01.2026',
        endDate: '20.02.2026',
      });
    });
  },
  { bothDatabases: true },
);
