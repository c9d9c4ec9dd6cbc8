import type { Hono } from 'hono';
import type { Alarm, AlarmDetail } from '../../../src/api/contract';
import type { Db } from '../../db/db';
import { GW } from '../../fleet/test-fleet';
import { call } from '../../test-support/http-client';

export const ALARMS = `${GW}/notifications/alarms`;

/** The alarms of one vehicle as the list answers them, newest first. */
export const alarmsOf = async (app: Hono, accessToken: string, vehicleId: number, state?: string) => {
  const query = new URLSearchParams({ vehicleIds: String(vehicleId), ...(state ? { state } : {}) });
  const response = await call(app, 'GET', `${ALARMS}?${query.toString()}`, { accessToken });
  if (response.status !== 200) throw new Error(`list: ${response.status} ${JSON.stringify(response.body)}`);
  return (response.body as { items: Alarm[] }).items;
};

/** One alarm with its events. */
export const alarmDetail = async (app: Hono, accessToken: string, alarmId: number) => {
  const response = await call(app, 'GET', `${ALARMS}/${alarmId}`, { accessToken });
  return { status: response.status, body: response.body as AlarmDetail };
};

/** The events of an alarm as stored (its id per event), oldest first. */
export const alarmIdsOfEvents = async (db: Db, vehicleId: number): Promise<(number | null)[]> =>
  (
    await db.query<{ alarm_id: number | null }>(
      'SELECT alarm_id::float8 AS alarm_id FROM notification_events WHERE vehicle_id = $1 ORDER BY ts, id',
      [vehicleId],
    )
  ).map((r) => (r.alarm_id === null ? null : Number(r.alarm_id)));
