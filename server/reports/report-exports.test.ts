/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-assignment -- tests read the loosely typed JSON answers */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { beforeAll, expect, it, vi } from 'vitest';
import { EXPORT_METRICS, exportById, exportByMetric, getGraph } from '../../src/api/contract';
import { answerBuffers } from '../http/answer-buffers';
import { expectExactAnswer, GW } from '../fleet/test-fleet';
import { call, sessionFor } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { createReportFleet, NOW, telematicsReaderToken, type ReportFleet } from './test-reports';

const PERIOD = 'start=2026-03-09&end=2026-03-11';

/**
 * Machine-status codes (spec 000 §4: off 1, equipped 2, standing with motor on 3, driving 4): the
 * metric that counts one status's hours may be asked by its code, and every answer names the code
 * beside the metric (null for metrics of several statuses or none).
 */
const METRICS_BY_STATUS: readonly (readonly [asked: string, metric: string, statusCode: number | null])[] = [
  ['standByHours', 'standByHours', 2],
  ['2', 'standByHours', 2],
  ['idleHours', 'idleHours', 3],
  ['3', 'idleHours', 3],
  ['drivingHours', 'drivingHours', 4],
  ['4', 'drivingHours', 4],
  ['equippedHours', 'equippedHours', null],
  ['workingHours', 'workingHours', null],
  ['mileageKm', 'mileageKm', null],
];
/** Off has no hours metric; anything else is no status code. */
const NOT_A_METRIC = ['1', '5', '0', 'off', 'driving', '04'];

describeEachDatabase('report exports', (getCtx) => {
  let fleet: ReportFleet;
  let token: string;
  let limitedToken: string;
  /** Every exportable vehicle in export order: by name, then id. */
  let ordered: number[];

  const get = (path: string, accessToken = token) =>
    call(getCtx().app, 'GET', `${GW}${path}`, { accessToken });
  const all = () => [...ordered].reverse().join(',');

  beforeAll(async () => {
    const { db, app, clock } = getCtx();
    clock.set(NOW);
    fleet = await createReportFleet(db);
    // Names: 'Diesel reports', 'Eloc reports', 'R-0', 'R-A' (twice), 'R-B', 'R-C'.
    const [rb, ra1, ra2, rc, r0] = fleet.extra as [number, number, number, number, number];
    ordered = [fleet.diesel.id, fleet.eloc.id, r0, Math.min(ra1, ra2), Math.max(ra1, ra2), rb, rc];
    ({ accessToken: token } = await sessionFor(app, 'dispatcher'));
    limitedToken = await telematicsReaderToken(getCtx(), {
      vehicleId: fleet.diesel.id,
      start: '2026-03-10',
      end: null,
    });
  });

  it('answers the vehicles by name, then id, one row per day with running sums', async () => {
    const response = await get(`/reports/export?${PERIOD}&vehicleIds=${all()}`);
    expect(response.status).toBe(200);
    expectExactAnswer(exportById, response.body);
    // Default top: 10 × ceiling(7 / 10).
    expect(response.body).toMatchObject({ total: 7, skip: 0, top: 10 });
    expect(response.body.items.map((i: { vehicleId: number }) => i.vehicleId)).toEqual(ordered);
    const diesel = response.body.items[0];
    expect(diesel).toMatchObject({ name: 'Diesel reports', isEloc: false });
    expect(diesel.days.map((d: { date: string }) => d.date)).toEqual(['20260309', '20260310', '20260311']);
    expect(diesel.days.map((d: { mileageKm: unknown }) => d.mileageKm)).toEqual([
      { thisDay: 0, cumulativeSum: 0 },
      { thisDay: 32.5, cumulativeSum: 32.5 },
      { thisDay: 7.5, cumulativeSum: 40 },
    ]);
    // 3,000 s and 2,400 s in hours, to 3 decimals.
    expect(diesel.days[2].equippedHours.cumulativeSum).toBe(0.833);
    expect(diesel.days[2].workingHours.cumulativeSum).toBe(0.667);
    // An electric locomotive's working and idle hours are 0 in an export.
    const eloc = response.body.items[1];
    expect(eloc.isEloc).toBe(true);
    expect(eloc.days[1].workingHours).toEqual({ thisDay: 0, cumulativeSum: 0 });
    expect(eloc.days[1].idleHours).toEqual({ thisDay: 0, cumulativeSum: 0 });
    expect(eloc.days[1].drivingHours.thisDay).toBe(0.283); // 1,020 s to 3 decimals
  });

  it('pages by vehicles with skip and top', async () => {
    const page = await get(`/reports/export?${PERIOD}&vehicleIds=${all()}&skip=2&top=3`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 7, skip: 2, top: 3 });
    expect(page.body.items.map((i: { vehicleId: number }) => i.vehicleId)).toEqual(ordered.slice(2, 5));
    const last = await get(`/reports/export?${PERIOD}&vehicleIds=${all()}&skip=6&top=3`);
    expect(last.body.items.map((i: { vehicleId: number }) => i.vehicleId)).toEqual(ordered.slice(6));
    const beyond = await get(`/reports/export?${PERIOD}&vehicleIds=${all()}&skip=7`);
    expect(beyond.body).toMatchObject({ total: 7, items: [] });
  });

  it('caps the default page at 100 vehicles', async () => {
    const { db } = getCtx();
    const many = await db.query<{ id: number }>(
      `INSERT INTO vehicles (organisation_id, wp_id, name, model, type, engine, fabric_nr)
       SELECT organisation_id, 700000 + g, 'S-' || lpad(g::text, 3, '0'), 'G 6', 'Lok', 'diesel', 'S'
       FROM vehicles, generate_series(1, 101) g WHERE id = $1 RETURNING id`,
      [fleet.diesel.id],
    );
    const response = await get(
      `/reports/export?start=2026-03-11&end=2026-03-11&vehicleIds=${many.map((r) => r.id).join(',')}`,
    );
    expect(response.status).toBe(200);
    // 10 × ceiling(101 / 10) = 110, capped at 100.
    expect(response.body).toMatchObject({ total: 101, skip: 0, top: 100 });
    expect(response.body.items).toHaveLength(100);
    const rest = await get(
      `/reports/export/by-metric?start=2026-03-11&end=2026-03-11&vehicleIds=${many.map((r) => r.id).join(',')}&metric=idleHours&page=5`,
    );
    expect(rest.body).toMatchObject({ total: 101, page: 5, pageSize: 20 });
    expect(rest.body.items).toHaveLength(1);
  });

  it('answers one metric, 20 vehicles per page', async () => {
    const response = await get(`/reports/export/by-metric?${PERIOD}&vehicleIds=${all()}&metric=mileageKm`);
    expect(response.status).toBe(200);
    expectExactAnswer(exportByMetric, response.body);
    expect(response.body).toMatchObject({ metric: 'mileageKm', page: 0, pageSize: 20, total: 7 });
    expect(response.body.items.map((i: { vehicleId: number }) => i.vehicleId)).toEqual(ordered);
    expect(response.body.items[0].days).toEqual([
      { date: '20260309', thisDay: 0, cumulativeSum: 0 },
      { date: '20260310', thisDay: 32.5, cumulativeSum: 32.5 },
      { date: '20260311', thisDay: 7.5, cumulativeSum: 40 },
    ]);
    const next = await get(`/reports/export/by-metric?${PERIOD}&vehicleIds=${all()}&metric=mileageKm&page=1`);
    expect(next.body).toMatchObject({ page: 1, total: 7, items: [] });
  });

  it.each(METRICS_BY_STATUS)(
    'answers metric=%s as %s with status code %s, in the export and the graph',
    async (asked, metric, statusCode) => {
      const exported = await get(`/reports/export/by-metric?${PERIOD}&vehicleIds=${all()}&metric=${asked}`);
      expect(exported.status).toBe(200);
      expectExactAnswer(exportByMetric, exported.body);
      expect(exported.body).toMatchObject({ metric, statusCode });
      const byName = await get(`/reports/export/by-metric?${PERIOD}&vehicleIds=${all()}&metric=${metric}`);
      expect(exported.body).toEqual(byName.body);
      const graph = await get(`/reports/${fleet.diesel.id}/graph?${PERIOD}&metric=${asked}`);
      expect(graph.status).toBe(200);
      expectExactAnswer(getGraph, graph.body);
      expect(graph.body).toMatchObject({ metric, statusCode });
    },
  );

  it('names the status code of each hours metric in the pie and the export by vehicle', async () => {
    const codes = { standByHours: 2, idleHours: 3, drivingHours: 4 };
    const pie = await get(`/reports/${fleet.diesel.id}/pie?${PERIOD}`);
    expect(pie.status).toBe(200);
    expect(pie.body.statusCodes).toEqual(codes);
    const byVehicle = await get(`/reports/export?${PERIOD}&vehicleIds=${fleet.diesel.id}`);
    expect(byVehicle.status).toBe(200);
    expect(byVehicle.body.statusCodes).toEqual(codes);
  });

  it.each(NOT_A_METRIC)('refuses metric=%s with 400 naming query.metric', async (asked) => {
    for (const path of [
      `/reports/export/by-metric?${PERIOD}&vehicleIds=${all()}&metric=${asked}`,
      `/reports/${fleet.diesel.id}/graph?${PERIOD}&metric=${asked}`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(response.body.field, path).toBe('query.metric');
    }
  });

  it('zeroes the rows outside the caller’s window', async () => {
    const response = await get(`/reports/export?${PERIOD}&vehicleIds=${fleet.diesel.id}`, limitedToken);
    expect(response.status).toBe(200);
    const days = response.body.items[0].days;
    expect(days[0].equippedHours).toEqual({ thisDay: 0, cumulativeSum: 0 });
    expect(days[1].mileageKm).toEqual({ thisDay: 32.5, cumulativeSum: 32.5 });
    expect(days[2].mileageKm).toEqual({ thisDay: 7.5, cumulativeSum: 40 });
    const before = await get(
      `/reports/export?start=2026-03-09&end=2026-03-09&vehicleIds=${fleet.diesel.id}`,
      limitedToken,
    );
    expect(before.body.items[0].days[0].standByHours).toEqual({ thisDay: 0, cumulativeSum: 0 });
  });

  it('writes over a socket what the export by metric says, twice from one reused buffer', async () => {
    const server = serve({ fetch: getCtx().app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${GW}/reports/export?${PERIOD}&vehicleIds=${all()}`;
    const fetchText = async () => {
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      return response.text();
    };
    try {
      const first = await fetchText();
      // Handed back once the answer was sent; the second answer is written into it again.
      await vi.waitFor(() => expect(answerBuffers.keptCount).toBeGreaterThan(0));
      expect(await fetchText()).toBe(first);
      const byVehicle = JSON.parse(first);
      expectExactAnswer(exportById, byVehicle);
      // The by-metric export builds its rows as objects: both must agree on every value.
      for (const metric of EXPORT_METRICS) {
        const byMetric = await get(
          `/reports/export/by-metric?${PERIOD}&vehicleIds=${all()}&metric=${metric}`,
        );
        expect(byMetric.status, metric).toBe(200);
        for (const vehicle of byMetric.body.items) {
          const row = byVehicle.items.find((v: { vehicleId: number }) => v.vehicleId === vehicle.vehicleId);
          const values = row.days.map((d: Record<string, unknown>) => ({
            date: d['date'],
            ...(d[metric] as object),
          }));
          expect(values, `${metric} of ${vehicle.vehicleId}`).toEqual(vehicle.days);
        }
      }
    } finally {
      server.close();
    }
  });
});
