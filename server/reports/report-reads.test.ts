/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-assignment -- tests read the loosely typed JSON answers */
import { beforeAll, expect, it } from 'vitest';
import { getGraph, getPieChart, getReport, getReportingHoursData } from '../../src/api/contract';
import { expectExactAnswer, GW } from '../fleet/test-fleet';
import { call, sessionFor } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { SYNTHETIC_EXPECTED } from '../telemetry/test-telemetry';
import { createReportFleet, NOW, telematicsReaderToken, type ReportFleet } from './test-reports';

const H = 3600;
const [D9, D10, D11] = [
  SYNTHETIC_EXPECTED['2026-03-09'],
  SYNTHETIC_EXPECTED['2026-03-10'],
  SYNTHETIC_EXPECTED['2026-03-11'],
];
const PERIOD = 'start=2026-03-09&end=2026-03-11';

describeEachDatabase('reports of one vehicle', (getCtx) => {
  let fleet: ReportFleet;
  let token: string;
  let limitedToken: string;

  const get = async (path: string, accessToken = token) =>
    call(getCtx().app, 'GET', `${GW}${path}`, { accessToken });

  beforeAll(async () => {
    const { db, app, clock } = getCtx();
    clock.set(NOW);
    fleet = await createReportFleet(db);
    ({ accessToken: token } = await sessionFor(app, 'dispatcher'));
    limitedToken = await telematicsReaderToken(getCtx(), {
      vehicleId: fleet.diesel.id,
      start: '2026-03-10',
      end: '2026-03-10',
    });
  });

  it('totals hours and km of the period as computed by hand from the synthetic records', async () => {
    const response = await get(`/reports/${fleet.diesel.id}/hours?startDate=2026-03-09&endDate=2026-03-11`);
    expect(response.status).toBe(200);
    expectExactAnswer(getReportingHoursData, response.body);
    const standby = D9.standby + D10.standby + D11.standby; // 600 s
    const idle = D9.idle + D10.idle + D11.idle; // 1,200 s
    const driving = D9.driving + D10.driving + D11.driving; // 1,200 s
    const g = response.body.generalResponse;
    expect(response.body).toMatchObject({
      vehicleId: fleet.diesel.id,
      vehicleKind: 'diesel',
      period: { startDate: '2026-03-09', endDate: '2026-03-11' },
      notificationResponse: [],
    });
    expect(g.equippedHours).toBeCloseTo((standby + idle + driving) / H, 9);
    expect(g.serviceHours).toBeCloseTo((standby + idle + driving) / H, 9);
    expect(g.workingHours).toBeCloseTo((idle + driving) / H, 9);
    expect(g.standByHours).toBeCloseTo(standby / H, 9);
    expect(g.idleHours).toBeCloseTo(idle / H, 9);
    expect(g.drivingHours).toBeCloseTo(driving / H, 9);
    expect(g.standbyAndIdle).toBeCloseTo((standby + idle) / H, 9);
    expect(g.mileageKm).toBeCloseTo(D10.km + D11.km, 9); // 40 km
    // Fuel: 40 km × 2 l/km + 1/3 h idle × 6 l/h.
    expect(g.fuelLitres).toBeCloseTo(40 * 2 + (1200 / H) * 6, 9);
    // The last record of the period: 00:03 on the 11th.
    expect(g.timestamp).toEqual({ status: '2026-03-10T23:03:00.000Z', mileage: '2026-03-10T23:03:00.000Z' });
  });

  it('answers every day of the period with its figures and the last day with data', async () => {
    const response = await get(`/reports/${fleet.diesel.id}/days?start=2026-03-08&end=2026-03-11`);
    expect(response.status).toBe(200);
    expectExactAnswer(getReport, response.body);
    const days = response.body.days;
    expect(days.map((d: { date: string }) => d.date)).toEqual([
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
    expect(days[0]).toEqual({
      date: '2026-03-08',
      equippedHours: 0,
      workingHours: 0,
      standByHours: 0,
      idleHours: 0,
      drivingHours: 0,
      mileageKm: 0,
      fuelLitres: 0,
      notifications: 0,
    });
    expect(days[2].equippedHours).toBeCloseTo((300 + 1200 + 1020) / H, 9);
    expect(days[2].workingHours).toBeCloseTo((1200 + 1020) / H, 9);
    expect(days[2].mileageKm).toBeCloseTo(32.5, 9);
    expect(days[2].fuelLitres).toBeCloseTo(32.5 * 2 + (1200 / H) * 6, 9);
    expect(days[3].drivingHours).toBeCloseTo(180 / H, 9);
    expect(response.body.lastDataDate).toBe('2026-03-11');
  });

  it('draws a metric day by day with its running sum, and the pie of the period', async () => {
    const graph = await get(`/reports/${fleet.diesel.id}/graph?${PERIOD}&metric=mileageKm`);
    expect(graph.status).toBe(200);
    expectExactAnswer(getGraph, graph.body);
    expect(graph.body.series).toEqual([
      { date: '2026-03-09', thisDay: 0, cumulativeSum: 0 },
      { date: '2026-03-10', thisDay: 32.5, cumulativeSum: 32.5 },
      { date: '2026-03-11', thisDay: 7.5, cumulativeSum: 40 },
    ]);
    const notes = await get(`/reports/${fleet.diesel.id}/graph?${PERIOD}&metric=Notifications`);
    expect(notes.body.series.map((p: { thisDay: number }) => p.thisDay)).toEqual([0, 0, 0]);
    const pie = await get(`/reports/${fleet.diesel.id}/pie?${PERIOD}`);
    expect(pie.status).toBe(200);
    expectExactAnswer(getPieChart, pie.body);
    expect(pie.body.idleHours).toBeCloseTo(1200 / H, 9);
    expect(pie.body.standByHours).toBeCloseTo(600 / H, 9);
    expect(pie.body.drivingHours).toBeCloseTo(1200 / H, 9);
  });

  it('leaves working, idle, standby-and-idle hours and fuel of an electric locomotive empty', async () => {
    const response = await get(`/reports/${fleet.eloc.id}/hours?startDate=2026-03-09&endDate=2026-03-11`);
    expect(response.status).toBe(200);
    const g = response.body.generalResponse;
    expect(response.body.vehicleKind).toBe('electric');
    expect(g).toMatchObject({ workingHours: null, idleHours: null, standbyAndIdle: null, fuelLitres: null });
    expect(g.equippedHours).toBeCloseTo(3000 / H, 9);
    expect(g.mileageKm).toBeCloseTo(40, 9);
    const graph = await get(`/reports/${fleet.eloc.id}/graph?${PERIOD}&metric=workingHours`);
    expect(graph.body.series[1]).toEqual({ date: '2026-03-10', thisDay: null, cumulativeSum: null });
  });

  it('answers the placeholder for a crane: every figure empty, no days', async () => {
    const hours = await get(`/reports/${fleet.crane.id}/hours?startDate=2026-03-09&endDate=2026-03-11`);
    expect(hours.status).toBe(200);
    expect(hours.body.vehicleKind).toBe('crane');
    expect(
      Object.values(hours.body.generalResponse as Record<string, unknown>).filter((v) => v !== null),
    ).toEqual([{ status: null, mileage: null }]);
    const days = await get(`/reports/${fleet.crane.id}/days?${PERIOD}`);
    expect(days.body).toMatchObject({ vehicleKind: 'crane', days: [], lastDataDate: null });
    const pie = await get(`/reports/${fleet.crane.id}/pie?${PERIOD}`);
    expect(pie.body).toMatchObject({ idleHours: null, standByHours: null, drivingHours: null });
  });

  it('zeroes the days outside the caller’s window and dates the footnotes within it', async () => {
    const hours = await get(
      `/reports/${fleet.diesel.id}/hours?startDate=2026-03-09&endDate=2026-03-11`,
      limitedToken,
    );
    expect(hours.status).toBe(200);
    // The answered period is the requested one.
    expect(hours.body.period).toEqual({ startDate: '2026-03-09', endDate: '2026-03-11' });
    const g = hours.body.generalResponse;
    expect(g.equippedHours).toBeCloseTo((300 + 1200 + 1020) / H, 9);
    expect(g.mileageKm).toBeCloseTo(32.5, 9);
    // The last record on the 10th: 23:58 local time.
    expect(g.timestamp).toEqual({ status: '2026-03-10T22:58:00.000Z', mileage: '2026-03-10T22:58:00.000Z' });
    const days = await get(`/reports/${fleet.diesel.id}/days?${PERIOD}`, limitedToken);
    expect(days.body.days.map((d: { equippedHours: number }) => d.equippedHours > 0)).toEqual([
      false,
      true,
      false,
    ]);
    expect(days.body.lastDataDate).toBe('2026-03-10');
    const outside = await get(
      `/reports/${fleet.diesel.id}/hours?startDate=2026-03-11&endDate=2026-03-11`,
      limitedToken,
    );
    expect(outside.body.generalResponse).toMatchObject({
      equippedHours: 0,
      mileageKm: 0,
      timestamp: { status: null, mileage: null },
    });
  });

  it('answers 404 alike for another organisation’s vehicle and an unknown id', async () => {
    const foreign = await get(`/reports/${fleet.alpen.id}/days?${PERIOD}`);
    const unknown = await get(`/reports/999999/days?${PERIOD}`);
    expect(foreign.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    for (const path of [
      'hours?startDate=2026-03-09&endDate=2026-03-11',
      `graph?${PERIOD}&metric=idleHours`,
      `pie?${PERIOD}`,
    ]) {
      expect((await get(`/reports/${fleet.alpen.id}/${path}`)).status).toBe(404);
    }
  });
});
