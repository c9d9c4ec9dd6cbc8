import { beforeAll, expect, it } from 'vitest';
import { getLiveDataForVehicle } from '../../src/api/contract';
import { appWithWeather, expectExactAnswer, fakeWeather, GW } from '../fleet/test-fleet';
import { call } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { telematicsReaderToken } from '../reports/test-reports';
import { createNotificationFleet, NOW, type NotificationFleet } from './test-notifications';

/** Live data's "last notification" (spec 000 §7 notificationResp) comes from the recorded events. */
describeEachDatabase('the last notification in live data', (getCtx) => {
  let fleet: NotificationFleet;
  let token: string;
  let limitedToken: string;

  const liveData = async (vehicleId: number, accessToken = token) => {
    const app = appWithWeather(getCtx(), fakeWeather());
    const path = `${GW}/vehicles/${vehicleId}/live-data?currentView=livedata&userSessionId=1&isDemoUser=false&language=de-DE`;
    const response = await call(app, 'GET', path, { accessToken });
    expect(response.status).toBe(200);
    expectExactAnswer(getLiveDataForVehicle, response.body);
    return (response.body as { notificationResp: unknown }).notificationResp;
  };

  beforeAll(async () => {
    getCtx().clock.set(NOW);
    fleet = await createNotificationFleet(getCtx().db, 'last notification');
    token = await telematicsReaderToken(getCtx());
    limitedToken = await telematicsReaderToken(getCtx(), {
      vehicleId: fleet.eloc.id,
      start: '2026-03-10',
      end: '2026-03-10',
    });
  });

  it('is the newest event of the vehicle, with its time and type', async () => {
    expect(await liveData(fleet.eloc.id)).toEqual({
      timestamp: '2026-03-11T08:00:00.000Z',
      type: 'NSOutsideTemperature',
    });
    // The diesel's 55th event (index 54) at 23:30 UTC + 54 × 3 min is its newest.
    expect(await liveData(fleet.diesel.id)).toEqual({
      timestamp: new Date(Date.parse('2026-03-09T23:30:00Z') + 54 * 180_000).toISOString(),
      type: 'NSSpeedlimitExeeded',
    });
  });

  it('is null for a vehicle without events, and the newest inside a limited caller’s window', async () => {
    expect(await liveData(fleet.crane.id)).toBeNull();
    expect(await liveData(fleet.eloc.id, limitedToken)).toEqual({
      timestamp: '2026-03-10T08:00:00.000Z',
      type: 'NSOutsideTemperature',
    });
  });
});
