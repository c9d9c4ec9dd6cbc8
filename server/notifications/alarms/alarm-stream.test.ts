import { beforeAll, expect, it } from 'vitest';
import { ALARM_STREAM_EVENT } from '../../../src/api/contract';
import { NORDBAHN } from '../../fleet/test-fleet';
import { call } from '../../test-support/http-client';
import { describeEachDatabase } from '../../test-support/test-databases';
import { at, NOW, newVehicle, saveRule, send } from '../rules/test-rules';
import { openTestStream, readerHeaders } from '../test-stream';
import { ALARMS, alarmsOf } from './test-alarms';

const alarmFrames = (frames: readonly { event?: string; data?: string }[]) =>
  frames
    .filter((f) => f.event === ALARM_STREAM_EVENT)
    .map((f) => JSON.parse(f.data ?? '{}') as Record<string, unknown>);

/** Alarm changes reach every instance's streams (issue 30 §1: another tab within 2 s). */
describeEachDatabase('alarms on the live stream', (getCtx) => {
  let headers: Record<string, string>;

  beforeAll(async () => {
    const { db, app, clock } = getCtx();
    clock.set(NOW);
    headers = (await readerHeaders(db, app, NORDBAHN)).headers;
  });

  it('sends a new alarm and its acknowledgement to a stream of another instance', async () => {
    const ctx = getCtx();
    const second = await ctx.secondInstance();
    const s = await openTestStream(second, headers);
    expect(s.status).toBe(200);
    await s.until((frames) => frames.some((f) => f.event === 'ready'));
    const id = await newVehicle(ctx.db);
    await saveRule(ctx.db, id, 'NSSuspectedCrash');
    await send(ctx.db, id, [at(0, { speed: 40, accelLongPeakG: 2 })]);
    await s.until((frames) => alarmFrames(frames).some((a) => a['vehicleId'] === id));
    const alarm = (await alarmsOf(ctx.app, (headers['authorization'] ?? '').slice(7), id))[0]!;
    const started = Date.now();
    const ack = await call(ctx.app, 'POST', `${ALARMS}/${alarm.id}/acknowledge`, {
      accessToken: (headers['authorization'] ?? '').slice(7),
      body: { remark: 'seen' },
    });
    expect(ack.status).toBe(200);
    await s.until(
      (frames) => alarmFrames(frames).some((a) => a['id'] === alarm.id && a['state'] === 'acknowledged'),
      2000,
    );
    expect(Date.now() - started).toBeLessThan(2000);
    await s.close();
  });
});
