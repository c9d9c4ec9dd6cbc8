/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { beforeAll, expect, it } from 'vitest';
import { getNotificationUnread, markNotificationsSeen } from '../../src/api/contract';
import { expectExactAnswer, GW, NORDBAHN } from '../fleet/test-fleet';
import { setAccessWindow } from '../fleet/vehicle-store';
import { call } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { recordNotificationEvent } from './notification-events';
import { UNREAD_CAP } from './notification-unread.service';
import { createNotificationFleet, NOW, type NotificationFleet } from './test-notifications';
import { readerHeaders } from './test-stream';

/** The header bell's count and mark-seen (issue 10), per account and organisation, on both databases. */
describeEachDatabase('notification unread count', (getCtx) => {
  let fleet: NotificationFleet;
  let token: string;
  let limitedToken: string;
  let newestMine: number;

  const bearerOf = (headers: Record<string, string>) => (headers['authorization'] ?? '').slice(7);
  const unread = (accessToken = token) =>
    call(getCtx().app, 'GET', `${GW}/notifications/unread`, { accessToken });
  const seen = (body: unknown, accessToken = token) =>
    call(getCtx().app, 'POST', `${GW}/notifications/seen`, { accessToken, body });

  beforeAll(async () => {
    const { db, app, clock } = getCtx();
    clock.set(NOW);
    fleet = await createNotificationFleet(db, 'notification unread');
    token = bearerOf((await readerHeaders(db, app, NORDBAHN)).headers);
    const limited = await readerHeaders(db, app, NORDBAHN);
    // Berlin's 10 March: of the electric locomotive's three events only the middle one.
    await setAccessWindow(db, limited.accountId, fleet.eloc.id, '2026-03-10', '2026-03-10');
    limitedToken = bearerOf(limited.headers);
    newestMine = Math.max(...fleet.events.diesel, ...fleet.events.eloc);
  });

  it('counts every event the caller may see until it marks some seen', async () => {
    const response = await unread();
    expect(response.status).toBe(200);
    expectExactAnswer(getNotificationUnread, response.body);
    // The organisation's vehicles of this suite (55 + 3), never the other organisation's.
    expect(response.body).toEqual({ count: 58, lastSeenId: 0 });
    expect((await unread(limitedToken)).body).toEqual({ count: 56, lastSeenId: 0 });
  });

  it('stores the seen id and counts only newer events; a lower id never lowers it', async () => {
    const marked = await seen({ lastSeenId: fleet.events.diesel[49] });
    expect(marked.status).toBe(200);
    expectExactAnswer(markNotificationsSeen, marked.body);
    // diesel 50–54 and the three eloc events (recorded after the diesel's).
    expect(marked.body).toEqual({ count: 8, lastSeenId: fleet.events.diesel[49] });
    expect((await unread()).body).toEqual(marked.body);
    const lower = await seen({ lastSeenId: fleet.events.diesel[3] });
    expect(lower.body).toEqual({ count: 8, lastSeenId: fleet.events.diesel[49] });
    const all = await seen({ lastSeenId: newestMine });
    expect(all.body.count).toBe(0);
    // The limited caller's state is its own.
    expect((await unread(limitedToken)).body.lastSeenId).toBe(0);
  });

  it('counts a new event, and takes an id beyond the newest event as the newest', async () => {
    const event = await recordNotificationEvent(getCtx().db, {
      vehicleId: fleet.diesel.id,
      timestamp: new Date('2026-03-11T12:00:00Z'),
      type: 'NSVoltageDrop',
      note: 'new',
      position: null,
    });
    expect((await unread()).body.count).toBe(1);
    const beyond = await seen({ lastSeenId: 9_000_000_000_000 });
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual({ count: 0, lastSeenId: event.id });
  });

  it('refuses bad input with a 400 naming the field, and callers without a token with 401', async () => {
    for (const body of [
      {},
      { lastSeenId: -1 },
      { lastSeenId: 1.5 },
      { lastSeenId: '3' },
      { lastSeenId: 1e300 },
    ]) {
      const response = await seen(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.field).toBe('lastSeenId');
    }
    const empty = await call(getCtx().app, 'POST', `${GW}/notifications/seen`, { accessToken: token });
    expect(empty.status).toBe(400);
    expect((await call(getCtx().app, 'GET', `${GW}/notifications/unread`)).status).toBe(401);
    expect(
      (await call(getCtx().app, 'POST', `${GW}/notifications/seen`, { body: { lastSeenId: 1 } })).status,
    ).toBe(401);
  });

  it(`counts up to ${UNREAD_CAP}`, async () => {
    await getCtx().db.query(
      `INSERT INTO notification_events (vehicle_id, ts, type, note, created_at)
       SELECT $1, $2::timestamptz, 'NSVoltageDrop', 'bulk ' || n, $2::timestamptz FROM generate_series(1, 1005) n`,
      [fleet.crane.id, NOW.toISOString()],
    );
    expect((await unread()).body.count).toBe(UNREAD_CAP);
  });
});
