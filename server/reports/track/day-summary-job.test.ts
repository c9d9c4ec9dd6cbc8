import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/db';
import { createTestFleet, GW, telemetryRecord, type TestFleet } from '../../fleet/test-fleet';
import { ingestRecords } from '../../telemetry/ingestion.service';
import { call } from '../../test-support/http-client';
import { describeEachDatabase } from '../../test-support/test-databases';
import { telematicsReaderToken } from '../test-reports';
import { buildMissingDays, firstOpenDay, startDaySummaryJob, type VehicleDay } from './day-summary-job';

const NOW = new Date('2026-03-10T10:00:00Z'); // 11:00 on 10 March in Berlin: today is 2026-03-10

/** Records every 10 s from `from` for `minutes`, along a gentle curve starting at (lng, lat). */
const stretch = (from: string, minutes: number, lng: number, lat: number, mileageKm = 1000) =>
  Array.from({ length: minutes * 6 + 1 }, (_, i) =>
    telemetryRecord(new Date(Date.parse(from) + i * 10_000).toISOString(), {
      lng: lng + i * 0.0003,
      lat: lat + Math.sin(i / 15) * 0.002,
      status: 'driving',
      speed: 50,
      mileageKm: mileageKm + i * 0.08,
    }),
  );

/** Both vehicles' records, oldest first; days are Berlin days (UTC+1). */
const DIESEL = [
  ...stretch('2026-01-20T08:00:00Z', 10, 9.8, 53.5, 900), // before the days every look covers
  ...stretch('2026-03-05T08:00:00Z', 30, 10.0, 53.5),
  ...stretch('2026-03-07T12:00:00Z', 20, 10.2, 53.5, 1100),
  ...stretch('2026-03-08T22:50:00Z', 20, 10.4, 53.5, 1200), // 23:50 to 00:10: runs into the 9th
  ...stretch('2026-03-10T08:00:00Z', 20, 10.6, 53.5, 1300), // today
];
const ELOC = stretch('2026-03-08T09:00:00Z', 15, 11.0, 47.5);

const byNewest = (a: VehicleDay, b: VehicleDay) => b.day.localeCompare(a.day) || a.vehicleId - b.vehicleId;

describeEachDatabase('track summaries built in the background', (getCtx) => {
  let fleet: TestFleet;
  let token: string;
  /** The closed days with records, newest first: what the job must build. */
  let closed: VehicleDay[];

  const storedDays = async () => {
    const rows = await getCtx().db.query<{ vehicle_id: number; day: string }>(
      `SELECT vehicle_id, to_char(day, 'YYYY-MM-DD') AS day FROM track_days`,
    );
    return rows.map((r) => ({ vehicleId: r.vehicle_id, day: r.day })).sort(byNewest);
  };
  /** Everything stored of the summaries but the time they were built. */
  const storedContent = () =>
    getCtx().db.query(
      `SELECT vehicle_id, to_char(day, 'YYYY-MM-DD') AS day, encode(track_z8, 'hex') AS z8,
         encode(track_z12, 'hex') AS z12, encode(track_z16, 'hex') AS z16, open_start, open_end,
         encode(heat_cells, 'hex') AS heat
       FROM track_days t WHERE day < '2026-03-10'
         AND EXISTS (SELECT 1 FROM daily_figures f WHERE f.vehicle_id = t.vehicle_id AND f.day = t.day)
       ORDER BY vehicle_id, day`,
    );
  const answers = async () => {
    const get = async (path: string): Promise<unknown> => {
      const response = await call(getCtx().app, 'GET', `${GW}/reports/${path}`, { accessToken: token });
      expect(response.status, path).toBe(200);
      return response.body as unknown;
    };
    const bodies: unknown[] = [];
    for (const id of [fleet.diesel.id, fleet.eloc.id]) {
      for (const zoom of [8, 12, 16])
        bodies.push(await get(`${id}/tracks?start=2026-03-01&end=2026-03-10&zoom=${zoom}`));
      bodies.push(await get(`${id}/tracks?start=2026-01-10&end=2026-02-09`));
      bodies.push(await get(`${id}/heatmap?start=2026-01-01&end=2026-03-10`));
    }
    return bodies;
  };

  beforeAll(async () => {
    const { db, clock } = getCtx();
    clock.set(NOW);
    fleet = await createTestFleet(db, 'prebuild');
    await ingestRecords(db, fleet.diesel.id, DIESEL, NOW);
    await ingestRecords(db, fleet.eloc.id, ELOC, NOW);
    token = await telematicsReaderToken(getCtx());
    const d = fleet.diesel.id;
    closed = [
      { vehicleId: d, day: '2026-03-09' },
      { vehicleId: d, day: '2026-03-08' },
      { vehicleId: fleet.eloc.id, day: '2026-03-08' },
      { vehicleId: d, day: '2026-03-07' },
      { vehicleId: d, day: '2026-03-05' },
      { vehicleId: d, day: '2026-01-20' },
    ].sort(byNewest);
  });

  it('counts a day closed 10 minutes after its local midnight', () => {
    expect(firstOpenDay(new Date('2026-03-09T23:09:59Z'))).toBe('2026-03-09'); // 00:09:59 on the 10th
    expect(firstOpenDay(new Date('2026-03-09T23:10:00Z'))).toBe('2026-03-10');
    expect(firstOpenDay(NOW)).toBe('2026-03-10');
  });

  it('builds exactly the closed days with records, newest first, in one step; the next step builds nothing', async () => {
    const { db } = getCtx();
    expect(await storedDays()).toEqual([]);
    expect((await buildMissingDays(db, NOW)).built).toEqual(closed);
    expect(await storedDays()).toEqual(closed); // not today, nor the days without records
    expect((await buildMissingDays(db, NOW)).built).toEqual([]);
  });

  it('builds no day before the positions kept: their records are gone, a summary would be empty', async () => {
    const { db } = getCtx();
    await db.query('DELETE FROM track_days');
    // One month kept on 10 March: positions before 1 February are dropped, 20 January's figures stay.
    const kept = closed.filter((d) => d.day >= '2026-02-01');
    expect(kept.length).toBe(closed.length - 1);
    expect((await buildMissingDays(db, NOW, { days: 10, retentionMonths: 1 })).built).toEqual(kept);
    expect(await storedDays()).toEqual(kept);
    expect((await buildMissingDays(db, NOW, { days: 10 })).built).toEqual([
      { vehicleId: fleet.diesel.id, day: '2026-01-20' },
    ]);
  });

  it('stores what a first read stores, and the answers are the same', async () => {
    const { db } = getCtx();
    const built = await storedContent();
    const fromJob = await answers();
    await db.query('DELETE FROM track_days');
    const fromReads = await answers();
    expect(fromReads).toEqual(fromJob);
    expect(await storedContent()).toEqual(built);
  });

  it('builds a day again that late records deleted, on the next step', async () => {
    const { db } = getCtx();
    await buildMissingDays(db, NOW);
    expect((await buildMissingDays(db, NOW)).built).toEqual([]);
    const before = await storedContent();
    const late = stretch('2026-03-07T15:00:00Z', 5, 10.3, 53.6, 1150);
    expect((await ingestRecords(db, fleet.diesel.id, late, NOW)).accepted).toBe(late.length);
    const lateDay = { vehicleId: fleet.diesel.id, day: '2026-03-07' };
    expect(await storedDays()).not.toContainEqual(lateDay);
    expect((await buildMissingDays(db, NOW)).built).toEqual([lateDay]);
    const after = await storedContent();
    expect(after.length).toBe(before.length);
    expect(after).not.toEqual(before);
    const fromJob = await answers();
    await db.query('DELETE FROM track_days');
    expect(await answers()).toEqual(fromJob);
  });

  it('builds no day twice when two instances step at once', async () => {
    const { db } = getCtx();
    await db.query('DELETE FROM track_days');
    // On PostgreSQL the two steps run on two connections of the pool, as two instances would.
    const [first, second] = await Promise.all([buildMissingDays(db, NOW), buildMissingDays(db, NOW)]);
    expect([...first.built, ...second.built].sort(byNewest)).toEqual(closed);
    expect(await storedDays()).toEqual(closed);
  });

  /** Starts the job and answers each step's built days until `done` says enough, then stops it. */
  const runJob = async (done: (steps: readonly (readonly VehicleDay[])[]) => boolean, idleMs: number) => {
    const { db, clock } = getCtx();
    const logs: string[] = [];
    const steps: (readonly VehicleDay[])[] = [];
    let finish: () => void = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const job = startDaySummaryJob({
      db,
      clock,
      log: (message) => logs.push(message),
      startMs: 0,
      idleMs,
      days: 2,
      onStep: (built) => {
        steps.push(built);
        if (done(steps)) finish();
      },
    });
    await finished;
    await job.stop();
    return { steps, logs };
  };

  it('goes on with the other days when one cannot be built, and passes over a day it is told to', async () => {
    const { db } = getCtx();
    await db.query('DELETE FROM track_days');
    // The first day's transaction fails (as a day whose records cannot be read would).
    let transactions = 0;
    const failingFirst: Db = {
      ...db,
      transaction: (fn) =>
        ++transactions === 1 ? Promise.reject(new Error('injected')) : db.transaction(fn),
    };
    await expect(buildMissingDays(failingFirst, NOW, { days: 10 })).rejects.toThrow('injected');
    transactions = 0;
    const failures: VehicleDay[] = [];
    const step = await buildMissingDays(failingFirst, NOW, {
      days: 10,
      onFailure: (day) => failures.push(day),
    });
    expect(failures).toEqual([closed[0]]);
    expect(step.built).toEqual(closed.slice(1));
    const skipped = (day: VehicleDay) =>
      failures.some((f) => f.vehicleId === day.vehicleId && f.day === day.day);
    expect(await buildMissingDays(db, NOW, { days: 10, skip: skipped })).toEqual({
      built: [],
      exhausted: true,
      // No retention given: every day's positions are kept.
      keptFrom: null,
    });
    expect((await buildMissingDays(db, NOW, { days: 10 })).built).toEqual([closed[0]]);
    expect(await storedDays()).toEqual(closed);
  });

  it('runs as a job until nothing is left, the older days too, and stops', async () => {
    await getCtx().db.query('DELETE FROM track_days');
    const { steps, logs } = await runJob((s) => s.at(-1)?.length === 0, 60_000);
    // Two days a step; the recent week first, then the older range where 20 January lies.
    expect(steps.map((s) => s.length)).toEqual([2, 2, 1, 1, 0]);
    expect(steps.flat()).toEqual(closed);
    expect(await storedDays()).toEqual(closed);
    expect(logs).toEqual([expect.stringMatching(/^Track summaries: built 6 closed days in \d+ ms\.$/)]);
  });

  it('finds an old day deleted by late records on a later look, one older range per look', async () => {
    const { db } = getCtx();
    const late = stretch('2026-01-20T12:00:00Z', 5, 9.9, 53.6, 950);
    expect((await ingestRecords(db, fleet.diesel.id, late, NOW)).accepted).toBe(late.length);
    const oldDay = { vehicleId: fleet.diesel.id, day: '2026-01-20' };
    expect(await storedDays()).not.toContainEqual(oldDay);
    const { steps } = await runJob((s) => s.flat().length > 0, 0);
    // The first look covers the recent week and the four weeks before it; the second the four before those.
    expect(steps).toEqual([[], [oldDay]]);
    expect(await storedDays()).toEqual(closed);
  });
});
