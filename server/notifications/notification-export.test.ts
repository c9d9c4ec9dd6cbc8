/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call -- tests read the loosely typed JSON answers */
import { beforeAll, expect, it } from 'vitest';
import { exportNotifications } from '../../src/api/contract';
import { expectExactAnswer, GW } from '../fleet/test-fleet';
import { setAccessWindow } from '../fleet/vehicle-store';
import { call, sessionFor } from '../test-support/http-client';
import { createTestAccount, TEST_PASSWORD } from '../test-support/test-accounts';
import { describeEachDatabase } from '../test-support/test-databases';
import { createNotificationFleet, NOW, type NotificationFleet } from './test-notifications';

const PERIOD = 'startDate=2026-03-09&endDate=2026-03-11';
type Event = { id: number; type: string };

describeEachDatabase('notification export and the reports’ notifications', (getCtx) => {
  let fleet: NotificationFleet;
  let token: string;
  let limitedToken: string;

  const get = async (path: string, accessToken = token) =>
    call(getCtx().app, 'GET', `${GW}${path}`, { accessToken });
  const mine = () => [fleet.eloc.id, fleet.diesel.id].join(',');

  beforeAll(async () => {
    const { db, app, clock } = getCtx();
    clock.set(NOW);
    fleet = await createNotificationFleet(db, 'notification export');
    ({ accessToken: token } = await sessionFor(app, 'dispatcher'));
    const limited = await createTestAccount(db, {
      rights: { 'gateway/telematics': { read: true, create: false } },
    });
    await setAccessWindow(db, limited.accountId, fleet.eloc.id, '2026-03-10', '2026-03-10');
    ({ accessToken: limitedToken } = await sessionFor(app, limited.accountName, TEST_PASSWORD));
  });

  it('exports each vehicle’s events oldest first, vehicles by name, a page at a time', async () => {
    const response = await get(`/notifications/export?vehicleIds=${mine()}&${PERIOD}`);
    expect(response.status).toBe(200);
    expectExactAnswer(exportNotifications, response.body);
    expect(response.body).toMatchObject({
      period: { startDate: '2026-03-09', endDate: '2026-03-11' },
      total: 2,
      skip: 0,
      top: 10,
    });
    const [diesel, eloc] = response.body.items;
    expect(diesel.vehicleId).toBe(fleet.diesel.id);
    expect(diesel.events.map((e: Event) => e.id)).toEqual(fleet.events.diesel);
    expect(eloc.events.map((e: Event) => e.id)).toEqual(fleet.events.eloc);
    const second = await get(
      `/notifications/export?vehicleIds=${mine()}&${PERIOD}&skip=1&top=1&dataFields=reportExportRequest,DrivingHours&groupByType=by-id`,
    );
    expect(second.status).toBe(200);
    expect(second.body.items.map((i: { vehicleId: number }) => i.vehicleId)).toEqual([fleet.eloc.id]);
    // The period cuts: only the 9th holds the eloc's first event.
    const ninth = await get(
      `/notifications/export?vehicleIds=${fleet.eloc.id}&startDate=2026-03-09&endDate=2026-03-09`,
    );
    expect(ninth.body.items[0].events.map((e: Event) => e.id)).toEqual([fleet.events.eloc[0]]);
  });

  it('keeps a limited caller to the window and refuses the demo user (403)', async () => {
    const limited = await get(`/notifications/export?vehicleIds=${fleet.eloc.id}&${PERIOD}`, limitedToken);
    expect(limited.body.items[0].events.map((e: Event) => e.id)).toEqual([fleet.events.eloc[1]]);
    const { accessToken } = await sessionFor(getCtx().app, 'demo');
    expect((await get(`/notifications/export?vehicleIds=${mine()}&${PERIOD}`, accessToken)).status).toBe(403);
  });

  it('refuses other organisations’ vehicles, cranes, bad periods and pages with a 400 naming the parameter', async () => {
    const refused = async (query: string, field: string) => {
      const response = await get(`/notifications/export?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.field, query).toBe(field);
    };
    await refused(`vehicleIds=${fleet.diesel.id},${fleet.alpen.id}&${PERIOD}`, 'query.vehicleIds');
    await refused(`vehicleIds=${fleet.crane.id}&${PERIOD}`, 'query.vehicleIds');
    await refused(`vehicleIds=${mine()}&startDate=2026-03-11&endDate=2026-03-09`, 'query.startDate');
    await refused(`vehicleIds=${mine()}&startDate=2026-03-11&endDate=2026-03-13`, 'query.endDate');
    await refused(`vehicleIds=${mine()}&startDate=2026-02-30&endDate=2026-03-09`, 'query.startDate');
    await refused(`vehicleIds=${mine()}&${PERIOD}&top=101`, 'query.top');
    await refused(`vehicleIds=${mine()}&${PERIOD}&dataFields=speed`, 'query.dataFields');
    await refused(`${PERIOD}`, 'query.vehicleIds');
  });

  it('feeds the reports: the notifications of the period and the counts per day', async () => {
    const hours = await get(`/reports/${fleet.diesel.id}/hours?startDate=2026-03-09&endDate=2026-03-11`);
    expect(hours.status).toBe(200);
    const listed = hours.body.notificationResponse;
    expect(listed).toHaveLength(55);
    expect(listed[0]).toEqual({
      timestamp: '2026-03-10T02:12:00.000Z',
      type: 'NSSpeedlimitExeeded',
      note: 'diesel 54',
    });
    const days = await get(`/reports/${fleet.diesel.id}/days?start=2026-03-09&end=2026-03-11`);
    expect(days.body.days.map((d: { notifications: number }) => d.notifications)).toEqual([0, 55, 0]);
    const graph = await get(
      `/reports/${fleet.eloc.id}/graph?start=2026-03-09&end=2026-03-11&metric=Notifications`,
    );
    expect(graph.body.series.map((p: { cumulativeSum: number }) => p.cumulativeSum)).toEqual([1, 2, 3]);
  });

  it('keeps the reports’ notifications to a limited caller’s window', async () => {
    const hours = await get(
      `/reports/${fleet.eloc.id}/hours?startDate=2026-03-09&endDate=2026-03-11`,
      limitedToken,
    );
    expect(hours.body.notificationResponse).toEqual([
      { timestamp: '2026-03-10T08:00:00.000Z', type: 'NSOutsideTemperature', note: null },
    ]);
    const days = await get(`/reports/${fleet.eloc.id}/days?start=2026-03-09&end=2026-03-11`, limitedToken);
    expect(days.body.days.map((d: { notifications: number }) => d.notifications)).toEqual([0, 1, 0]);
  });
});
