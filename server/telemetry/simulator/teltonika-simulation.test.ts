import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoFleetIfEmpty } from '../../demo/fleet-seed';
import { storedDemoVehicles } from '../../demo/fleet-simulation';
import { ensureSimulatedTrackers } from '../../demo/simulated-trackers';
import { describeEachDatabase } from '../../test-support/test-databases';
import { verifyDeviceKey } from '../device-keys';
import { startTeltonikaServer, type TeltonikaServer } from '../teltonika/teltonika-server';
import { DAY_MS } from './berlin-time';
import { startSimulator, type SimulatedVehicle } from './fleet-simulator';
import { simulatedImei, teltonikaSink } from './record-sink';
import { simulateVehicle } from './simulate-vehicle';

/** A line locomotive and a crane of the demo fleet. */
const PICK = [108, 138];

describeEachDatabase('the demo fleet as Teltonika boxes (SIMULATOR_PROTOCOL=teltonika)', (getCtx) => {
  let server: TeltonikaServer;
  let vehicles: SimulatedVehicle[];
  const logs: string[] = [];
  beforeAll(async () => {
    const { db, clock } = getCtx();
    await seedDemoFleetIfEmpty(db, clock);
    vehicles = (await storedDemoVehicles(db)).filter((v) => PICK.includes(v.vehicleId));
    server = await startTeltonikaServer({
      db,
      clock,
      log: (message) => logs.push(message),
      port: 0,
      host: '127.0.0.1',
      limits: { maxConnections: 50, idleMs: 60_000, maxDataLength: 65_536, packetMs: 30_000 },
    });
  });
  afterAll(() => server.close());

  it('makes each vehicle’s device its simulated box (the key revoked), once', async () => {
    const { db, clock } = getCtx();
    const key = (
      await db.query<{ key_hint: string }>('SELECT key_hint FROM vehicle_devices WHERE vehicle_id = 108')
    )[0];
    expect(key?.key_hint).toBeTruthy();
    expect(await ensureSimulatedTrackers(db, PICK, clock.now())).toBe(2);
    expect(await ensureSimulatedTrackers(db, PICK, clock.now())).toBe(0);
    const devices = await db.query<{ identifier: string; key_hash: string | null }>(
      'SELECT identifier, key_hash FROM vehicle_devices WHERE vehicle_id = ANY($1::int[]) ORDER BY vehicle_id',
      [PICK],
    );
    expect(devices).toEqual(PICK.map((id) => ({ identifier: simulatedImei(id), key_hash: null })));
    await expect(verifyDeviceKey(db, 'dk_whatever')).rejects.toThrow();
  });

  it('sends a day of history through the TCP listener: every record stored, the vehicles move', async () => {
    const { db, clock } = getCtx();
    const simulator = startSimulator({
      db,
      clock,
      vehicles,
      backfillDays: 1,
      intervalMs: 3_600_000,
      log: (message) => logs.push(message),
      sink: teltonikaSink('127.0.0.1', server.port),
    });
    await simulator.backfilled;
    await simulator.stop();
    const now = clock.now().getTime();
    for (const v of vehicles) {
      const expected = simulateVehicle(v.sim, now - DAY_MS, now, 300_000, v.seed);
      const stored = await db.query<{ n: number; places: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT (lat, lng))::int AS places
         FROM positions WHERE vehicle_id = $1`,
        [v.vehicleId],
      );
      // Every record arrived over TCP, was acknowledged and stored once; the vehicle went places.
      expect(stored[0]?.n, `vehicle ${v.vehicleId}`).toBe(expected.length);
      const last = expected.at(-1)!;
      const live = await db.query<{ ts: Date; lat: number | null; speed: number; mileage_km: number }>(
        'SELECT ts, lat, speed, mileage_km FROM vehicle_live WHERE vehicle_id = $1',
        [v.vehicleId],
      );
      expect(live[0]?.ts.toISOString()).toBe(last.timestamp);
      expect(live[0]?.mileage_km).toBeCloseTo(last.mileageKm, 2);
      if (v.vehicleId === 108) expect(stored[0]?.places).toBeGreaterThan(10);
      // The box's signals give back the simulated status (ignition, engine rpm, GPS speed), except
      // where a driving phase begins at a standstill: below 3 km/h with a fix a box's record is idle.
      const statuses = await db.query<{ status: number }>(
        'SELECT status FROM positions WHERE vehicle_id = $1 ORDER BY ts',
        [v.vehicleId],
      );
      const code = { off: 1, standby: 2, idle: 3, driving: 4 } as const;
      const differ = expected.filter((r, i) => statuses[i]?.status !== code[r.status]);
      expect(
        differ.every(
          (r) => r.status === 'driving' && r.speed < 3 && statuses[expected.indexOf(r)]?.status === 3,
        ),
      ).toBe(true);
    }
    expect(logs.filter((m) => /refused|failed|closed/.test(m))).toEqual([]);
  });
});
