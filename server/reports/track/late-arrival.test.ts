import { beforeAll, describe, expect, it } from 'vitest';
import {
  getLiveData,
  getTracks,
  type TrackData,
  type TrackFeature,
  type VehicleEntry,
} from '../../../src/api/contract';
import {
  createTestFleet,
  expectExactAnswer,
  GW,
  telemetryRecord,
  type TestFleet,
} from '../../fleet/test-fleet';
import { ingestRecords } from '../../telemetry/ingestion.service';
import { call } from '../../test-support/http-client';
import { describeEachDatabase } from '../../test-support/test-databases';
import { telematicsReaderToken } from '../test-reports';
import { simplifyPoints, type TrackPoint } from './day-track';
import { halfPixel } from './simplify';

const NOW = new Date('2026-03-10T10:00:00Z'); // 11:00 on 10 March in Berlin
const MIN = 60_000;
const DAY9 = Date.parse('2026-03-09T08:00:00Z');

/** Records every 10 s for `minutes` from `fromMs` on a straight line east (a line simplifies to its ends). */
const straight = (fromMs: number, minutes: number, lng = 10) =>
  Array.from({ length: minutes * 6 + 1 }, (_, i) =>
    telemetryRecord(new Date(fromMs + i * 10_000).toISOString(), {
      lng: lng + i * 0.0003,
      lat: 53.5,
      status: 'driving',
      speed: 50,
    }),
  );

/** The late record in the middle of the on-time line: 08:15 on the 9th. */
const LATE_MS = DAY9 + 15 * MIN;

describe('track simplification keeps the late flag', () => {
  const line = (late: (i: number) => boolean): TrackPoint[] =>
    Array.from({ length: 100 }, (_, i) => ({
      lng: 10 + i * 0.001,
      lat: 53,
      t: i * 10,
      speed: 50,
      late: late(i),
    }));

  it.each([
    ['one late point', (i: number) => i === 40, [0, 39, 40, 41, 99]],
    ['a late run', (i: number) => i >= 20 && i < 60, [0, 19, 20, 59, 60, 99]],
    ['late to the end', (i: number) => i >= 50, [0, 49, 50, 99]],
    ['all on time', () => false, [0, 99]],
  ])('%s: a straight line keeps its ends and both sides of each change', (_, late, kept) => {
    const points = line(late);
    const simplified = simplifyPoints(points, halfPixel(4));
    expect(simplified.map((p) => p.t / 10)).toEqual(kept);
    expect(simplified.map((p) => p.late)).toEqual(kept.map(late));
  });
});

describeEachDatabase('late arrivals on the track and in live data (issue 30 §3)', (getCtx) => {
  let fleet: TestFleet;
  let token: string;

  beforeAll(async () => {
    const { db, clock } = getCtx();
    clock.set(NOW);
    fleet = await createTestFleet(db, 'late');
    // The diesel's 08:00–08:30 on the 9th sent live (each record 10 s after its time) except 08:15,
    // which the box unloads the next day; 09:00–09:30 the simulator's catch-up (arrival unknown).
    for (const record of straight(DAY9, 30).filter((r) => Date.parse(r.timestamp) !== LATE_MS))
      await ingestRecords(db, fleet.diesel.id, [record], new Date(Date.parse(record.timestamp) + 10_000));
    await ingestRecords(db, fleet.diesel.id, straight(DAY9 + 60 * MIN, 30, 10.2), NOW, { arrivedLive: true });
    await ingestRecords(db, fleet.diesel.id, straight(LATE_MS, 0), NOW);
    // Live data: the eloc's latest record arrived 20 minutes late, the crane's at once; the diesel's
    // latest is the catch-up's (arrival unknown).
    await ingestRecords(db, fleet.eloc.id, straight(NOW.getTime() - 20 * MIN, 0), NOW);
    await ingestRecords(
      db,
      fleet.crane.id,
      straight(NOW.getTime() - 20 * MIN, 0),
      new Date(NOW.getTime() - 20 * MIN + 5_000),
    );
    token = await telematicsReaderToken(getCtx());
  });

  const features = async (zoom: number): Promise<readonly TrackFeature[]> => {
    const response = await call(
      getCtx().app,
      'GET',
      `${GW}/reports/${fleet.diesel.id}/tracks?start=2026-03-09&end=2026-03-09&zoom=${zoom}`,
      { accessToken: token },
    );
    expect(response.status).toBe(200);
    expectExactAnswer(getTracks, response.body);
    return (response.body as TrackData).track.features;
  };

  it.each([8, 12, 18])(
    'at zoom %i the late record is kept and flagged, on-time and unknown arrivals are not',
    async (zoom) => {
      const [live, catchUp, ...rest] = await features(zoom);
      expect(rest).toEqual([]);
      const { times, late } = live!.properties;
      const index = times.indexOf(LATE_MS / 1000);
      expect(index).toBeGreaterThan(0);
      expect(late).toEqual([[index, index]]);
      // A straight line: only its ends and both neighbours of the late record are left.
      expect(times).toEqual(
        [DAY9, LATE_MS - 10_000, LATE_MS, LATE_MS + 10_000, DAY9 + 30 * MIN].map((t) => t / 1000),
      );
      expect(catchUp!.properties.late).toBeUndefined();
    },
  );

  it('builds again a day stored before the late flag (four floats a position) instead of reading it on time', async () => {
    // One stretch of two positions, lng, lat, t, speed each: the form stored before issue 30 §3.
    const old = Buffer.from(
      new Float64Array([1, 2, 10, 53.5, DAY9 / 1000, 50, 10.1, 53.5, DAY9 / 1000 + 60, 50]).buffer,
    );
    const updated = await getCtx().db.query(
      `UPDATE track_days SET track_z12 = decode($2, 'hex') WHERE vehicle_id = $1 AND day = '2026-03-09' RETURNING day`,
      [fleet.diesel.id, old.toString('hex')],
    );
    expect(updated).toHaveLength(1);
    const [live] = await features(12);
    expect(live!.properties.late).toEqual([[2, 2]]);
  });

  it('marks only the vehicle whose latest position arrived late, with the delay', async () => {
    const ids = [fleet.diesel.id, fleet.eloc.id, fleet.crane.id];
    const response = await call(getCtx().app, 'GET', `${GW}/live-data?vehicleIds=${ids.join(',')}`, {
      accessToken: token,
    });
    expect(response.status).toBe(200);
    expectExactAnswer(getLiveData, response.body);
    const { items } = response.body as { items: VehicleEntry[] };
    const delay = (id: number) => items.find((item) => item.vehicleId === id)?.live?.arrivedLateByMs;
    expect(ids.map(delay)).toEqual([undefined, 20 * MIN, undefined]);
  });
});
