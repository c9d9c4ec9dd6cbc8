/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { beforeAll, expect, it } from 'vitest';
import { GW } from '../fleet/test-fleet';
import { call, sessionFor } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { createReportFleet, NOW, TODAY, type ReportFleet } from './test-reports';

describeEachDatabase('reports refuse bad input', (getCtx) => {
  let fleet: ReportFleet;
  let token: string;

  const get = (path: string) => call(getCtx().app, 'GET', `${GW}${path}`, { accessToken: token });
  const expectRefused = async (path: string, field: string) => {
    const response = await get(path);
    expect(response.status, path).toBe(400);
    expect(response.body.field, path).toBe(field);
    return response.body.message as string;
  };
  const ids = () => [fleet.diesel.id, fleet.eloc.id].join(',');

  beforeAll(async () => {
    const { db, app, clock } = getCtx();
    clock.set(NOW);
    fleet = await createReportFleet(db);
    ({ accessToken: token } = await sessionFor(app, 'dispatcher'));
  });

  it('refuses a period that starts after its end, is longer than a year or ends after today', async () => {
    const v = fleet.diesel.id;
    await expectRefused(`/reports/${v}/days?start=2026-03-11&end=2026-03-10`, 'query.start');
    await expectRefused(`/reports/${v}/hours?startDate=2026-03-11&endDate=2026-03-10`, 'query.startDate');
    await expectRefused(`/reports/${v}/days?start=2025-03-10&end=2026-03-11`, 'query.start'); // 367 days
    await expectRefused(`/reports/${v}/graph?start=2026-03-01&end=2026-03-13&metric=idleHours`, 'query.end');
    await expectRefused(`/reports/${v}/hours?startDate=2026-03-01&endDate=2026-03-13`, 'query.endDate');
    await expectRefused(`/reports/${v}/pie?start=2026-03-01&end=2026-03-13`, 'query.end');
    await expectRefused(`/reports/export?start=2026-03-01&end=2026-03-13&vehicleIds=${ids()}`, 'query.end');
    // A whole leap year's 366 days ending today, and a single day, are fine.
    expect((await get(`/reports/${v}/days?start=2025-03-12&end=${TODAY}`)).status).toBe(200);
    expect((await get(`/reports/${v}/days?start=${TODAY}&end=${TODAY}`)).status).toBe(200);
  });

  it('names a malformed date', async () => {
    const v = fleet.diesel.id;
    await expectRefused(`/reports/${v}/days?start=2026-02-30&end=2026-03-10`, 'query.start');
    await expectRefused(`/reports/${v}/hours?startDate=2026-03-01&endDate=10.03.2026`, 'query.endDate');
    await expectRefused(`/reports/${v}/graph?start=2026-03-01&end=2026-03-10&metric=speed`, 'query.metric');
    await expectRefused(
      `/reports/export/by-metric?start=x&end=2026-03-10&vehicleIds=${ids()}&metric=idleHours`,
      'query.start',
    );
  });

  it('refuses exports naming too many, repeated, unknown, foreign or crane vehicles', async () => {
    const q = 'start=2026-03-09&end=2026-03-11';
    const many = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    await expectRefused(`/reports/export?${q}&vehicleIds=${many}`, 'query.vehicleIds');
    await expectRefused(
      `/reports/export?${q}&vehicleIds=${fleet.diesel.id},${fleet.diesel.id}`,
      'query.vehicleIds',
    );
    const unknown = await expectRefused(
      `/reports/export?${q}&vehicleIds=${fleet.diesel.id},999999`,
      'query.vehicleIds',
    );
    const foreign = await expectRefused(
      `/reports/export?${q}&vehicleIds=${fleet.diesel.id},${fleet.alpen.id}`,
      'query.vehicleIds',
    );
    // The same words for an id of another organisation as for one of nobody: nothing leaks.
    expect(foreign.replace(String(fleet.alpen.id), 'N')).toBe(unknown.replace('999999', 'N'));
    await expectRefused(`/reports/export?${q}&vehicleIds=${fleet.crane.id}`, 'query.vehicleIds');
    await expectRefused(
      `/reports/export/by-metric?${q}&vehicleIds=${fleet.alpen.id}&metric=mileageKm`,
      'query.vehicleIds',
    );
  });

  it('refuses a page larger than 100 vehicles', async () => {
    const q = `start=2026-03-09&end=2026-03-11&vehicleIds=${ids()}`;
    await expectRefused(`/reports/export?${q}&top=101`, 'query.top');
    await expectRefused(`/reports/export?${q}&top=0`, 'query.top');
    await expectRefused(`/reports/export?${q}&top=-1`, 'query.top');
    expect((await get(`/reports/export?${q}&top=100`)).status).toBe(200);
  });
});
