import type { Hono } from 'hono';
import { beforeAll, expect, it, vi } from 'vitest';
import { createPortal, type Portal } from '../app';
import type { Db } from '../db/db';
import { ALPEN, NORDBAHN } from '../fleet/test-fleet';
import { setAccessWindow } from '../fleet/vehicle-store';
import { createMailer } from '../mail/create-mailer';
import { call, sessionFor } from '../test-support/http-client';
import { createTestAccount } from '../test-support/test-accounts';
import { describeEachDatabase, type TestContext } from '../test-support/test-databases';
import { recordNotificationEvent, type NewNotificationEvent } from './notification-events';
import { createNotificationFleet, NOW, type NotificationFleet } from './test-notifications';
import { notificationsOf, openTestStream, readerHeaders, readyIdOf, type TestStream } from './test-stream';

/**
 * The live stream (issue 10) on both databases: who gets which event, when, and that a resumed or
 * reconnected stream neither loses nor repeats one. Every wait is for a frame, never for a time.
 */
describeEachDatabase(
  'notification stream',
  (getCtx) => {
    let fleet: NotificationFleet;
    let nordbahn: Record<string, string>;
    let alpen: Record<string, string>;
    let limited: Record<string, string>;
    const open: TestStream[] = [];

    const record = (
      db: Pick<Db, 'query' | 'exec'>,
      vehicleId: number,
      at = '2026-03-11T12:00:00Z',
      note = 'live',
    ) => {
      const event: NewNotificationEvent = {
        vehicleId,
        timestamp: new Date(at),
        type: 'NSSpeedlimitExeeded',
        note,
        position: null,
      };
      return recordNotificationEvent(db, event, NOW);
    };
    const stream = async (headers: Record<string, string>, query = '', app: Hono | string = getCtx().app) => {
      const s = await openTestStream(app, headers, query);
      expect(s.status, JSON.stringify(s.body)).toBe(200);
      open.push(s);
      await s.until((f) => f.some((x) => x.event === 'ready'));
      return s;
    };
    /** A portal of its own on the suite's database (a short heartbeat, the count of open streams). */
    const portalWith = (ctx: TestContext, heartbeatMs: number): Portal =>
      createPortal({
        config: ctx.config,
        db: ctx.db,
        mailer: createMailer(ctx.config),
        clock: ctx.clock,
        log: (message) => ctx.logs.push(message),
        notificationStream: { heartbeatMs, replayLimit: 1000 },
      });

    beforeAll(async () => {
      const { db, app, clock } = getCtx();
      clock.set(NOW);
      fleet = await createNotificationFleet(db, 'notification stream');
      ({ headers: nordbahn } = await readerHeaders(db, app, NORDBAHN));
      ({ headers: alpen } = await readerHeaders(db, app, ALPEN));
      const windowed = await readerHeaders(db, app, NORDBAHN);
      await setAccessWindow(db, windowed.accountId, fleet.eloc.id, '2026-03-10', '2026-03-10');
      limited = windowed.headers;
    });

    it('opens with retry, then ready naming the newest event the caller may see', async () => {
      const s = await stream(nordbahn);
      expect(s.frames[0]).toEqual({ retry: 2000 });
      expect(s.frames[1]?.event).toBe('ready');
      expect(readyIdOf(s.frames)).toBe(Math.max(...fleet.events.diesel, ...fleet.events.eloc));
      const other = await stream(alpen);
      expect(readyIdOf(other.frames)).toBe(fleet.events.alpen[0]);
      await Promise.all([s.close(), other.close()]);
    });

    it('refuses a missing or bad token with 401 and a bad resume point with 400, as JSON', async () => {
      const { app } = getCtx();
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }, { authorization: 'Basic eDo=' }]) {
        const s = await openTestStream(app, headers);
        expect(s.status).toBe(401);
        expect(s.body).toMatchObject({ error: 'unauthorized' });
      }
      const header = await openTestStream(app, { ...nordbahn, 'last-event-id': 'abc' });
      expect(header.status).toBe(400);
      expect(header.body).toMatchObject({ field: 'header.Last-Event-ID' });
      const query = await openTestStream(app, nordbahn, '?lastEventId=-1');
      expect(query.status).toBe(400);
      expect(query.body).toMatchObject({ field: 'query.lastEventId' });
    });

    it('sends an event of the organisation once its transaction commits, never a rolled-back one', async () => {
      const ctx = getCtx();
      const portal = portalWith(ctx, 50);
      const s = await stream(nordbahn, '', portal.app);
      await ctx.db
        .transaction(async (tx) => {
          await record(tx, fleet.diesel.id, undefined, 'rolled back');
          throw new Error('abort');
        })
        .catch(() => {});
      let inside = 0;
      const committed = await ctx.db.transaction(async (tx) => {
        const event = await record(tx, fleet.diesel.id, undefined, 'committed');
        // Two heartbeats (each also reads the stream's events) pass while the transaction is open.
        const pings = s.frames.filter((f) => f.comment === 'ping').length;
        await s.until((f) => f.filter((x) => x.comment === 'ping').length >= pings + 2);
        inside = s.ids().length;
        return event;
      });
      expect(inside).toBe(0);
      await s.until(() => s.ids().length >= 1);
      const [first] = notificationsOf(s.frames);
      expect(first?.id).toBe(committed.id);
      expect(first?.event).toMatchObject({ id: committed.id, vehicleId: fleet.diesel.id, note: 'committed' });
      await s.close();
      await vi.waitFor(() => expect(portal.notificationStreams()).toBe(0));
    });

    it('never sends another organisation’s event, nor one outside a limited caller’s window', async () => {
      const mine = await stream(nordbahn);
      const mineToo = await stream(nordbahn);
      const theirs = await stream(alpen);
      const windowed = await stream(limited);
      await record(getCtx().db, fleet.diesel.id, undefined, 'nordbahn');
      const outside = await record(getCtx().db, fleet.eloc.id, '2026-03-11T08:00:00Z', 'eloc outside');
      const inside = await record(getCtx().db, fleet.eloc.id, '2026-03-10T12:00:00Z', 'eloc inside');
      const alpenEvent = await record(getCtx().db, fleet.alpen.id, undefined, 'alpen');
      await mine.until(() => mine.ids().includes(inside.id));
      await mineToo.until(() => mineToo.ids().includes(inside.id));
      await theirs.until(() => theirs.ids().length >= 1);
      await windowed.until(() => windowed.ids().includes(inside.id));
      expect(theirs.ids()).toEqual([alpenEvent.id]);
      expect(mine.ids()).not.toContain(alpenEvent.id);
      expect(windowed.ids()).not.toContain(outside.id);
      expect(windowed.ids()).toHaveLength(2);
      // Two streams of one organisation share their reads (see NotificationHub.shared) and see the same.
      expect(mineToo.ids()).toEqual(mine.ids());
      expect(mine.ids()).toHaveLength(3);
      await Promise.all([mine.close(), mineToo.close(), theirs.close(), windowed.close()]);
    });

    it('resumes from Last-Event-ID (or lastEventId) with exactly the missed events, then the live ones', async () => {
      const first = await stream(nordbahn);
      const resumeAt = readyIdOf(first.frames);
      await first.close();
      const missed = [];
      for (let i = 0; i < 3; i++)
        missed.push((await record(getCtx().db, fleet.diesel.id, undefined, `missed ${i}`)).id);
      await record(getCtx().db, fleet.alpen.id, undefined, 'not ours');
      const resumed = await stream({ ...nordbahn, 'last-event-id': String(resumeAt) });
      expect(readyIdOf(resumed.frames)).toBe(missed[2]);
      await resumed.until(() => resumed.ids().length >= 3);
      const live = await record(getCtx().db, fleet.eloc.id, undefined, 'live');
      await resumed.until(() => resumed.ids().includes(live.id));
      expect(resumed.ids()).toEqual([...missed, live.id]);
      const byQuery = await stream(nordbahn, `?lastEventId=${missed[0]}`);
      await byQuery.until(() => byQuery.ids().length >= 3);
      expect(byQuery.ids()).toEqual([missed[1], missed[2], live.id]);
      await Promise.all([resumed.close(), byQuery.close()]);
    });

    it('reaches a subscriber of another server instance on the same database', async () => {
      const ctx = getCtx();
      const second = await ctx.secondInstance();
      const s = await stream(nordbahn, '', second);
      const event = await ctx.db.transaction((tx) =>
        record(tx, fleet.diesel.id, undefined, 'from instance A'),
      );
      await s.until(() => s.ids().includes(event.id));
      expect(s.ids()).toEqual([event.id]);
      await s.close();
    });

    it('loses nothing while the listening connection is down: the resume reads from the last sent event', async () => {
      const ctx = getCtx();
      if (ctx.kind !== 'postgres') return;
      const s = await stream(nordbahn);
      const before = await record(ctx.db, fleet.diesel.id, undefined, 'before the drop');
      await s.until(() => s.ids().includes(before.id));
      const [row] = await ctx.db.query<{ terminated: number }>(
        `SELECT count(pg_terminate_backend(pid))::int AS terminated FROM pg_stat_activity
       WHERE datname = current_database() AND query = 'LISTEN notification_events'`,
      );
      expect(row?.terminated).toBe(1);
      // Recorded while the listener reconnects (it waits 0.2 s first): its signal is lost.
      const during = await record(ctx.db, fleet.diesel.id, undefined, 'during the drop');
      await s.until(() => s.ids().includes(during.id));
      const after = await record(ctx.db, fleet.diesel.id, undefined, 'after the drop');
      await s.until(() => s.ids().includes(after.id));
      expect(s.ids()).toEqual([before.id, during.id, after.id]);
      await s.close();
    });

    it('ends when the session is revoked (checked with every heartbeat)', async () => {
      const ctx = getCtx();
      const portal = portalWith(ctx, 50);
      const account = await createTestAccount(ctx.db, {
        rights: { 'gateway/telematics': { read: true, create: false } },
      });
      const { userToken, accessToken } = await sessionFor(portal.app, account.accountName, account.password);
      const s = await stream({ authorization: `Bearer ${accessToken}` }, '', portal.app);
      const logout = await call(portal.app, 'DELETE', '/um/v1/refresh-tokens/current', { userToken });
      expect(logout.status).toBeLessThan(300);
      await s.ended;
      await vi.waitFor(() => expect(portal.notificationStreams()).toBe(0));
    });

    it('a stopping instance answers 503 on /api/health and ends its streams with a retry hint', async () => {
      const ctx = getCtx();
      const portal = portalWith(ctx, 60_000);
      const s = await stream(nordbahn, '', portal.app);
      expect(portal.notificationStreams()).toBe(1);
      expect((await call(portal.app, 'GET', '/api/health')).status).toBe(200);
      portal.beginShutdown();
      expect((await call(portal.app, 'GET', '/api/health')).status).toBe(503);
      await s.ended;
      expect(s.frames.at(-1)).toEqual({ retry: 500 });
      await vi.waitFor(() => expect(portal.notificationStreams()).toBe(0));
      // Another instance keeps serving: the browser's reconnection gets its stream there.
      const again = await stream(nordbahn);
      await again.close();
    });

    it('cleans up a stream whose client went away, over real HTTP too', async () => {
      const ctx = getCtx();
      const portal = portalWith(ctx, 60_000);
      const { serve } = await import('@hono/node-server');
      const server = serve({ fetch: portal.app.fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise((resolve) => server.once('listening', resolve));
      const address = server.address();
      const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      try {
        const a = await stream(nordbahn, '', origin);
        const b = await stream(nordbahn, '', portal.app);
        expect(portal.notificationStreams()).toBe(2);
        const event = await record(ctx.db, fleet.eloc.id, undefined, 'over HTTP');
        await a.until(() => a.ids().includes(event.id));
        await a.close();
        await vi.waitFor(() => expect(portal.notificationStreams()).toBe(1));
        await b.close();
        await vi.waitFor(() => expect(portal.notificationStreams()).toBe(0));
      } finally {
        server.close();
      }
      expect(ctx.logs).toEqual([]);
    });
  },
  { bothDatabases: true },
);
