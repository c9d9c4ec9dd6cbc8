/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- tests read the loosely typed JSON answers */
import { beforeAll, expect, it } from 'vitest';
import { getTracks, type TrackFeature } from '../../../src/api/contract';
import {
  createTestFleet,
  expectExactAnswer,
  GW,
  telemetryRecord,
  type TestFleet,
} from '../../fleet/test-fleet';
import { ingestRecords } from '../../telemetry/ingestion.service';
import { startOfLocalDay } from '../../telemetry/local-day';
import { call } from '../../test-support/http-client';
import { describeEachDatabase } from '../../test-support/test-databases';
import { telematicsReaderToken } from '../test-reports';
import { halfPixel, mercator, segmentDistanceSquared } from './simplify';

const NOW = new Date('2026-03-10T10:00:00Z'); // 11:00 on 10 March in Berlin: today is 2026-03-10

type Raw = { ts: number; lng: number; lat: number; status: string };

/** Records every 10 s from `from` for `minutes`, along a gentle curve starting at (lng, lat). */
const stretch = (from: string, minutes: number, lng: number, lat: number, status = 'driving'): Raw[] =>
  Array.from({ length: minutes * 6 + 1 }, (_, i) => ({
    ts: Date.parse(from) + i * 10_000,
    lng: lng + i * 0.0003,
    lat: lat + Math.sin(i / 15) * 0.002,
    status,
  }));

const at = (iso: string, status: string): Raw => ({ ts: Date.parse(iso), lng: 10, lat: 53, status });

/** Day 8 (closed): A, off, B, 20 min silent, C; D over the midnight into the 9th; E today. */
const A = stretch('2026-03-08T09:00:00Z', 30, 10.0, 53.5);
const B = stretch('2026-03-08T10:00:00Z', 10, 10.2, 53.5);
const C = stretch('2026-03-08T10:30:00Z', 10, 10.4, 53.5);
const D = stretch('2026-03-08T22:50:00Z', 20, 10.6, 53.5);
const E = stretch('2026-03-10T09:00:00Z', 20, 10.8, 53.5);
const RAW = [...A, at('2026-03-08T09:31:00Z', 'off'), ...B, ...C, ...D, ...E];

const toRecord = (r: Raw) =>
  telemetryRecord(new Date(r.ts).toISOString(), { lng: r.lng, lat: r.lat, status: r.status, speed: 42.25 });

/** How far (Mercator) a rounded coordinate may be from the one sent: 5 decimals, at 53.5° N. */
const ROUNDING = (0.5e-5 * Math.SQRT2) / 360 / Math.cos((54 * Math.PI) / 180);

const distanceFromFeature = (p: Raw, feature: TrackFeature): number => {
  const [px, py] = mercator(p.lng, p.lat);
  const c = feature.geometry.coordinates.map(([lng, lat]) => mercator(lng, lat));
  let best = Infinity;
  for (let i = 0; i + 1 < c.length; i++)
    best = Math.min(best, segmentDistanceSquared(px, py, c[i]![0], c[i]![1], c[i + 1]![0], c[i + 1]![1]));
  return Math.sqrt(best);
};

describeEachDatabase('tracks', (getCtx) => {
  let fleet: TestFleet;
  let token: string;

  const tracks = async (query: string, vehicleId = fleet.diesel.id, accessToken = token) => {
    const response = await call(getCtx().app, 'GET', `${GW}/reports/${vehicleId}/tracks?${query}`, {
      accessToken,
    });
    if (response.status === 200) expectExactAnswer(getTracks, response.body);
    return response;
  };

  beforeAll(async () => {
    const { db, clock } = getCtx();
    clock.set(NOW);
    fleet = await createTestFleet(db, 'tracks');
    await ingestRecords(db, fleet.diesel.id, RAW.map(toRecord), NOW);
    token = await telematicsReaderToken(getCtx());
  });

  it('splits where the vehicle was off or silent, joins over midnight, keeps every stretch’s ends', async () => {
    const response = await tracks('start=2026-03-01&end=2026-03-10');
    expect(response.status).toBe(200);
    const { body } = response;
    expect(body.period).toEqual({ startDate: '2026-03-01', endDate: '2026-03-10' });
    expect(body.truncated).toBe(false);
    expect(body.zoom).toBe(12);
    const features = body.track.features as TrackFeature[];
    expect(features).toHaveLength(5);
    [A, B, C, D, E].forEach((raw, i) => {
      const { times, speeds } = features[i]!.properties;
      expect(features[i]!.geometry.coordinates.length).toBe(times.length);
      expect(times.length).toBeGreaterThanOrEqual(2);
      expect(times.length).toBeLessThan(raw.length);
      expect(speeds.every((s) => s === 42.3 || s === 42.2)).toBe(true);
      expect(times[0]).toBe(raw[0]!.ts / 1000);
      expect(times.at(-1)).toBe(raw.at(-1)!.ts / 1000);
      expect(features[i]!.geometry.coordinates[0]).toEqual(
        [raw[0]!.lng, raw[0]!.lat].map((v) => Math.round(v * 1e5) / 1e5),
      );
    });
  });

  it('keeps every raw position within half a pixel of the path, at stored and raw zooms', async () => {
    for (const zoom of [6, 12, 16, 18]) {
      const { body } = await tracks(`start=2026-03-08&end=2026-03-10&zoom=${zoom}`);
      expect(body.zoom).toBe(zoom);
      const features = body.track.features as TrackFeature[];
      [A, B, C, D, E].forEach((raw, i) => {
        for (const p of raw)
          expect(distanceFromFeature(p, features[i]!)).toBeLessThanOrEqual(halfPixel(zoom) + ROUNDING);
      });
    }
  });

  it('cuts a period longer than a month to the month before its end', async () => {
    const { status, body } = await tracks('start=2026-01-01&end=2026-03-10');
    expect(status).toBe(200);
    expect(body.period).toEqual({ startDate: '2026-02-10', endDate: '2026-03-10' });
    expect(body.truncated).toBe(true);
    const cut = await tracks('start=2025-12-01&end=2026-03-08');
    expect(cut.body.period).toEqual({ startDate: '2026-02-08', endDate: '2026-03-08' });
    expect(cut.body.track.features).toHaveLength(4);
  });

  it('answers no position outside the caller’s access window', async () => {
    const guestToken = await telematicsReaderToken(getCtx(), {
      vehicleId: fleet.diesel.id,
      start: '2026-03-09',
      end: null,
    });
    const { body } = await tracks('start=2026-03-01&end=2026-03-10', fleet.diesel.id, guestToken);
    expect(body.period).toEqual({ startDate: '2026-03-09', endDate: '2026-03-10' });
    const features = body.track.features as TrackFeature[];
    expect(features).toHaveLength(2);
    const windowStart = startOfLocalDay('2026-03-09') / 1000;
    for (const f of features)
      for (const t of f.properties.times) expect(t).toBeGreaterThanOrEqual(windowStart);
    expect(features[0]!.properties.times[0]).toBe(windowStart);
  });

  it('shows records that arrive late for a day already read', async () => {
    const { db } = getCtx();
    const before = await tracks('start=2026-03-08&end=2026-03-08');
    expect(before.body.track.features).toHaveLength(4);
    const stored = () =>
      db.query('SELECT 1 FROM track_days WHERE vehicle_id = $1 AND day = $2', [
        fleet.diesel.id,
        '2026-03-08',
      ]);
    expect(await stored()).toHaveLength(1);
    const late = stretch('2026-03-08T14:00:00Z', 5, 11.0, 53.5);
    await ingestRecords(db, fleet.diesel.id, late.map(toRecord), NOW);
    expect(await stored()).toHaveLength(0);
    const after = await tracks('start=2026-03-08&end=2026-03-08');
    const features = after.body.track.features as TrackFeature[];
    expect(features).toHaveLength(5);
    expect(features[3]!.properties.times[0]).toBe(late[0]!.ts / 1000);
  });

  it('answers the same through a second instance on the same database', async () => {
    const ctx = getCtx();
    const second = await ctx.secondInstance();
    const path = `${GW}/reports/${fleet.diesel.id}/tracks?start=2026-03-01&end=2026-03-10`;
    const first = await call(ctx.app, 'GET', path, { accessToken: token });
    const other = await call(second, 'GET', path, { accessToken: token });
    expect(other.status).toBe(200);
    expect(other.body).toEqual(first.body);
  });

  it('passes over records without a position and splits at a silent gap of more than 10 minutes', async () => {
    const { db } = getCtx();
    const record = (iso: string, extra: Record<string, unknown> = {}) =>
      telemetryRecord(iso, { status: 'driving', lat: 47.5, lng: 11.5, ...extra });
    await ingestRecords(
      db,
      fleet.eloc.id,
      [
        record('2026-03-07T10:00:00Z'),
        record('2026-03-07T10:01:00Z', { lat: null, lng: null }),
        record('2026-03-07T10:02:00Z', { lat: 47.51, lng: 11.51 }),
        record('2026-03-07T10:12:00Z', { lng: 11.52 }), // 10 minutes: same stretch
        record('2026-03-07T10:22:01Z', { lng: 11.53 }), // 10 minutes 1 second: a new one
        record('2026-03-07T10:23:00Z', { lat: 47.51, lng: 11.54 }),
      ],
      NOW,
    );
    const { body } = await tracks('start=2026-03-07&end=2026-03-07&zoom=18', fleet.eloc.id);
    const features = body.track.features as TrackFeature[];
    expect(features.map((f) => f.properties.times.length)).toEqual([3, 2]);
  });

  it('answers 404 for another organisation’s vehicle or an unknown id', async () => {
    expect((await tracks('start=2026-03-01&end=2026-03-10', fleet.alpen.id)).status).toBe(404);
    expect((await tracks('start=2026-03-01&end=2026-03-10', 987_654_321)).status).toBe(404);
  });

  it('answers 400 naming the parameter for bad input', async () => {
    const cases: [string, string][] = [
      ['start=2026-03-09&end=2026-03-08', 'start'],
      ['start=2026-03-09&end=2026-03-11', 'end'],
      ['start=2026-02-30&end=2026-03-08', 'start'],
      ['start=2026-03-01&end=2026-03-08&zoom=3', 'zoom'],
      ['start=2026-03-01&end=2026-03-08&zoom=22', 'zoom'],
      ['start=2026-03-01', 'end'],
    ];
    for (const [query, field] of cases) {
      const response = await tracks(query);
      expect(response.status, query).toBe(400);
      expect(JSON.stringify(response.body), query).toContain(field);
    }
  });
});
