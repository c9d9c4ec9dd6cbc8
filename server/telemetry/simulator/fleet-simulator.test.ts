import { expect, it } from 'vitest';
import { seedDemoFleetIfEmpty } from '../../demo/fleet-seed';
import { storedDemoVehicles } from '../../demo/fleet-simulation';
import type { Db } from '../../db/db';
import { call, sessionFor } from '../../test-support/http-client';
import { describeEachDatabase } from '../../test-support/test-databases';
import { ingestRecords } from '../ingestion.service';
import { localDayOf } from '../local-day';
import { dayPlan } from './day-plan';
import { DAY_MS, localDay } from './berlin-time';
import { startSimulator, type SimulatedVehicle, type SimulatorOptions } from './fleet-simulator';
import { simulateVehicle } from './simulate-vehicle';

const positions = async (db: Db, vehicleId: number) =>
  (
    await db.query<{ n: number }>('SELECT count(*)::int AS n FROM positions WHERE vehicle_id = $1', [
      vehicleId,
    ])
  )[0]?.n ?? 0;

/** A line locomotive, an electric one, a shunter and a crane of the demo fleet. */
const PICK = [108, 129, 101, 138];

/** The picked vehicles' positions whose arrival time is stored. */
const arrivalsKnown = async (db: Db): Promise<number> => {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM positions WHERE vehicle_id = ANY($1::int[]) AND received_at IS NOT NULL',
    [PICK],
  );
  return row!.n;
};

describeEachDatabase('fleet simulator', (getCtx) => {
  let vehicles: SimulatedVehicle[] = [];
  const logs: string[] = [];
  const options = (extra: Partial<SimulatorOptions> = {}): SimulatorOptions => {
    const { db, clock } = getCtx();
    return {
      db,
      clock,
      vehicles: vehicles.filter((v) => PICK.includes(v.vehicleId)),
      backfillDays: 7,
      // No live tick interferes unless a test asks for one.
      intervalMs: 3_600_000,
      log: (message, error) => logs.push(error instanceof Error ? `${message}: ${error.message}` : message),
      ...extra,
    };
  };

  it('writes the history through the ingestion, then resumes where it stopped on a restart', async () => {
    const { db, clock } = getCtx();
    await seedDemoFleetIfEmpty(db, clock);
    vehicles = await storedDemoVehicles(db);
    expect(vehicles).toHaveLength(55);

    const first = startSimulator(options());
    await first.backfilled;
    await first.stop();
    const now = clock.now().getTime();
    for (const v of vehicles.filter((x) => PICK.includes(x.vehicleId))) {
      const expected = simulateVehicle(v.sim, now - 7 * DAY_MS, now, 300_000, v.seed);
      expect(await positions(db, v.vehicleId), `vehicle ${v.vehicleId}`).toBe(expected.length);
    }
    const before = await Promise.all(PICK.map((id) => positions(db, id)));
    // The history is stored as if it had come live: arrival unknown (read as on time), not late.
    expect(await arrivalsKnown(db)).toBe(0);

    const second = startSimulator(options());
    await second.backfilled;
    await second.stop();
    expect(await Promise.all(PICK.map((id) => positions(db, id)))).toEqual(before);
    expect(logs.at(-1)).toMatch(/^Simulator: 0 history records for 4 vehicles/);
  });

  it('stores a repeated history once', async () => {
    const { db, clock } = getCtx();
    const v = vehicles.find((x) => x.vehicleId === 108)!;
    const now = clock.now().getTime();
    const again = simulateVehicle(v.sim, now - 2 * DAY_MS, now, 300_000, v.seed);
    const result = await ingestRecords(db, v.vehicleId, again, clock.now());
    expect(result).toEqual({ accepted: 0, duplicates: again.length, rejected: [] });
  });

  it('keeps daily figures equal to the simulated day, hour for hour and kilometre for kilometre', async () => {
    const { db, clock } = getCtx();
    const day = localDay(clock.now().getTime()) - 3;
    for (const v of vehicles.filter((x) => PICK.includes(x.vehicleId))) {
      const plan = dayPlan(v.sim, v.seed, day);
      const seconds = { standby: 0, idle: 0, driving: 0 };
      for (const p of plan.phases) if (p.status !== 'off') seconds[p.status] += (p.end - p.start) / 1000;
      const last = plan.phases.at(-1)!;
      const rows = await db.query<Record<string, number>>(
        `SELECT standby_seconds, idle_seconds, driving_seconds, km_driven FROM daily_figures
         WHERE vehicle_id = $1 AND day = $2::date`,
        [v.vehicleId, localDayOf(plan.start)],
      );
      expect(rows[0], `vehicle ${v.vehicleId}`).toBeDefined();
      const row = rows[0]!;
      expect(row['standby_seconds']).toBeCloseTo(seconds.standby, 3);
      expect(row['idle_seconds']).toBeCloseTo(seconds.idle, 3);
      expect(row['driving_seconds']).toBeCloseTo(seconds.driving, 3);
      expect(row['km_driven']).toBeCloseTo(last.odometerKm - plan.phases[0]!.odometerKm, 2);
    }
  });

  it('sends live records every tick once the history is written', async () => {
    const { db, clock } = getCtx();
    const live = async () =>
      db.query<{ vehicle_id: number; ts: Date }>(
        'SELECT vehicle_id, ts FROM vehicle_live WHERE vehicle_id = ANY($1::int[]) ORDER BY vehicle_id',
        [PICK],
      );
    const simulator = startSimulator(options({ intervalMs: 20 }));
    await simulator.backfilled;
    const before = await Promise.all(PICK.map((id) => positions(db, id)));
    // 09:00 on a Monday in Berlin: the locomotives are at work and report every 10 s.
    clock.advanceSeconds(120);
    await expect
      .poll(async () => (await live()).some((r) => r.ts.getTime() > clock.now().getTime() - 30_000))
      .toBe(true);
    await simulator.stop();
    const after = await Promise.all(PICK.map((id) => positions(db, id)));
    expect(after.reduce((a, b) => a + b)).toBeGreaterThan(before.reduce((a, b) => a + b));
    // A live tick's records carry their arrival.
    expect(await arrivalsKnown(db)).toBeGreaterThan(0);
  });

  it('leaves out a vehicle that no longer exists', async () => {
    const gone = { ...vehicles[0]!, vehicleId: 999_999 };
    const simulator = startSimulator({ ...options(), vehicles: [gone] });
    await simulator.backfilled;
    await simulator.stop();
    expect(logs.some((line) => line.includes('vehicle 999999 no longer exists'))).toBe(true);
  });

  it('lets the server answer while a long history is written', async () => {
    const { app } = getCtx();
    const { accessToken } = await sessionFor(app, 'dispatcher');
    // A fresh stretch: 30 days of 12 vehicles that have nothing stored yet.
    const fresh = vehicles.filter((v) => !PICK.includes(v.vehicleId)).slice(0, 12);
    let firstBatchStored!: () => void;
    const writing = new Promise<void>((resolve) => (firstBatchStored = resolve));
    const simulator = startSimulator({
      ...options(),
      vehicles: fresh,
      backfillDays: 30,
      onBatchStored: () => firstBatchStored(),
    });
    let backfillDone = false;
    void simulator.backfilled.then(() => (backfillDone = true));
    // The history is being written: the first batch is stored, 29 days of 12 vehicles are still to come.
    await writing;
    expect(backfillDone).toBe(false);
    const started = Date.now();
    const response = await call(app, 'GET', '/logbook/api/logbook/v1/vehicles', { accessToken });
    const answeredAfter = Date.now() - started;
    const answeredDuringBackfill = !backfillDone;
    await simulator.backfilled;
    await simulator.stop();
    expect(response.status).toBe(200);
    expect(answeredDuringBackfill, `answered after ${answeredAfter} ms`).toBe(true);
  });
});
