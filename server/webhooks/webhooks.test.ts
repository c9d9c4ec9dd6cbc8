/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- tests read the loosely typed JSON answers */
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { createOtherOrganisation } from '../admin/test-admin-users';
import { adminCall, NOW } from '../admin/test-admin';
import { openDb, type Db } from '../db/db';
import { createTestFleet, type TestFleet } from '../fleet/test-fleet';
import { recordNotificationEvent, type NewNotificationEvent } from '../notifications/notification-events';
import { sessionFor } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { startTestReceiver, type TestReceiver } from './test-receiver';
import {
  deliverDueMessages,
  LEASE_MS,
  startWebhookDispatcher,
  type WebhookDeliveryDeps,
} from './webhook-dispatcher';
import { claimDueMessages, RETRY_WINDOW_MS } from './webhook-outbox';
import { createWebhooksService } from './webhooks.service';

describeEachDatabase(
  'webhooks: endpoints, the signed outbox and its deliveries',
  (getCtx) => {
    const api = adminCall(() => getCtx().app);
    const tokens: Record<string, string> = {};
    let fleet: TestFleet;
    let otherVehicleId = 0;
    let receiver: TestReceiver;
    const deps = (): WebhookDeliveryDeps => ({
      db: getCtx().db,
      clock: getCtx().clock,
      log: (message, error) => getCtx().logs.push(`${message} ${String(error)}`),
      allowPrivate: true,
      userAgent: 'portal-test',
      random: () => 0.5,
    });
    const event = (overrides: Partial<NewNotificationEvent> = {}): NewNotificationEvent => ({
      vehicleId: fleet.diesel.id,
      timestamp: new Date('2026-03-02T07:59:00Z'),
      type: 'NSVoltageDrop',
      note: 'Battery 21.5 V',
      position: { lat: 53.55, lng: 9.99 },
      ...overrides,
    });
    const register = async (body: Record<string, unknown> = {}) => {
      const created = await api('POST', '/webhooks', tokens['admin'] ?? '', {
        url: receiver.url,
        types: ['NSVoltageDrop', 'NSLeavingDefinedArea'],
        ...body,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const endpoint = created.body as { id: number; secret: string };
      receiver.expectSecret(endpoint.secret);
      return endpoint;
    };
    const deliveries = async (id: number) =>
      (await api('GET', `/webhooks/${id}/deliveries?top=200`, tokens['admin'] ?? '')).body.items as {
        id: number;
        messageId: string;
        status: string;
        attempts: number;
        lastStatusCode: number | null;
        lastError: string | null;
        nextAttemptAt: string | null;
        lastAttemptAt: string | null;
        eventType: string;
      }[];
    const removeAll = async () => {
      const list = await api('GET', '/webhooks', tokens['admin'] ?? '');
      for (const e of list.body.items as { id: number }[]) {
        expect((await api('DELETE', `/webhooks/${e.id}`, tokens['admin'] ?? '')).status).toBe(204);
      }
    };

    beforeAll(async () => {
      const { db, app } = getCtx();
      fleet = await createTestFleet(db, 'hooks');
      otherVehicleId = (await createOtherOrganisation(db)).vehicleId;
      for (const name of ['admin', 'dispatcher', 'demo'])
        tokens[name] = (await sessionFor(app, name)).accessToken;
      receiver = await startTestReceiver();
    });
    afterAll(() => receiver.close());
    beforeEach(async () => {
      getCtx().clock.set(NOW);
      receiver.received.length = 0;
      receiver.answerWith(() => 204);
      await removeAll();
    });

    it('registers an endpoint, answers its secret once, and refuses bad input naming the field', async () => {
      const created = await register({ description: ' ERP ', vehicleIds: [fleet.diesel.id] });
      expect(created.secret).toMatch(/^whsec_/);
      const list = await api('GET', '/webhooks', tokens['admin'] ?? '');
      expect(list.body.items).toEqual([
        {
          id: created.id,
          url: receiver.url,
          description: 'ERP',
          types: ['NSVoltageDrop', 'NSLeavingDefinedArea'],
          vehicleIds: [fleet.diesel.id],
          enabled: true,
          secretHint: created.secret.slice(-4),
          createdAt: NOW.toISOString(),
          updatedAt: NOW.toISOString(),
          pending: 0,
          failed: 0,
        },
      ]);
      expect(JSON.stringify(list.body)).not.toContain(created.secret);
      const audit = await getCtx().db.query<{ text: string }>(
        "SELECT action || coalesce(after::text, '') AS text FROM admin_audit_log WHERE action = 'createWebhook'",
      );
      expect(audit.length).toBeGreaterThan(0);
      expect(audit.some((r) => r.text.includes(created.secret))).toBe(false);

      const bad: [Record<string, unknown>, string][] = [
        [{ url: 'ftp://example.com/' }, 'url'],
        [{ types: [] }, 'types'],
        [{ types: ['NSVoltageDrop', 'NoSuchType'] }, 'types.1'],
        [{ types: ['NSVoltageDrop', 'NSVoltageDrop'] }, 'types.1'],
        [{ vehicleIds: [fleet.diesel.id, fleet.alpen.id] }, 'vehicleIds.1'],
        [{ vehicleIds: [fleet.diesel.id, fleet.diesel.id] }, 'vehicleIds.1'],
        [{ secret: 'plain-text' }, 'secret'],
      ];
      for (const [body, field] of bad) {
        const answer = await api('POST', '/webhooks', tokens['admin'] ?? '', {
          url: receiver.url,
          types: ['NSVoltageDrop'],
          ...body,
        });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.field, JSON.stringify(body)).toBe(field);
      }
      expect((await api('GET', '/webhooks', tokens['admin'] ?? '')).body.items).toHaveLength(1);
      // Another organisation's endpoint is not there.
      expect(
        (
          await api('PUT', '/webhooks/999999', tokens['admin'] ?? '', {
            url: receiver.url,
            types: ['NSVoltageDrop'],
          })
        ).status,
      ).toBe(404);
    });

    it('refuses loopback and private endpoints unless the configuration allows them', async () => {
      const strict = createWebhooksService({ db: getCtx().db, clock: getCtx().clock, allowPrivate: false });
      const caller = { accountId: 'admin', sessionId: 'test' };
      const [admin] = await getCtx().db.query<{ id: string }>(
        "SELECT id FROM accounts WHERE account_name = 'admin'",
      );
      for (const url of [
        receiver.url,
        'http://localhost:9/x',
        'http://10.0.0.8/x',
        'http://[::1]/x',
        'http://169.254.169.254/',
      ]) {
        await expect(
          strict.create({ ...caller, accountId: admin?.id ?? '' }, { url, types: ['NSVoltageDrop'] }),
        ).rejects.toMatchObject({ status: 400, body: { field: 'url' } });
      }
      const publicOne = await strict.create(
        { ...caller, accountId: admin?.id ?? '' },
        {
          url: 'https://93.184.215.14/hooks',
          types: ['NSVoltageDrop'],
        },
      );
      expect(publicOne.url).toBe('https://93.184.215.14/hooks');
    });

    it('sends a matching notification signed, once, after its transaction commits; none of another type, vehicle or organisation', async () => {
      const other = await register({ types: ['NSLeavingDefinedArea'] });
      const endpoint = await register({ vehicleIds: [fleet.diesel.id] });
      const db = getCtx().db;
      const stored = await recordNotificationEvent(db, event(), NOW);
      await recordNotificationEvent(db, event({ vehicleId: fleet.eloc.id }), NOW); // another vehicle
      await recordNotificationEvent(db, event({ type: 'NSSuspectedCrash' }), NOW); // another type
      // Another organisation's vehicle, of a type `other` takes for every vehicle of its organisation.
      await recordNotificationEvent(
        db,
        event({ vehicleId: otherVehicleId, type: 'NSLeavingDefinedArea' }),
        NOW,
      );
      await expect(
        db.transaction(async (tx) => {
          await recordNotificationEvent(tx, event({ note: 'rolled back' }), NOW);
          throw new Error('ingestion failed');
        }),
      ).rejects.toThrow('ingestion failed');
      expect(await deliverDueMessages(deps())).toBe(1);
      expect(receiver.received).toHaveLength(1);
      const [got] = receiver.received;
      expect(got?.signed).toBe(true);
      expect(got?.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{24}$/);
      expect(got?.headers['webhook-timestamp']).toBe(String(NOW.getTime() / 1000));
      expect(got?.headers['content-type']).toBe('application/json');
      expect(JSON.parse(got?.body ?? '')).toEqual({
        type: 'notification.created',
        timestamp: NOW.toISOString(),
        data: {
          id: stored.id,
          type: 'NSVoltageDrop',
          timestamp: '2026-03-02T07:59:00.000Z',
          organisationId: expect.any(String),
          vehicleId: fleet.diesel.id,
          vehicleName: 'Diesel hooks',
          note: 'Battery 21.5 V',
          location: { lat: 53.55, lng: 9.99, placeName: expect.any(String) },
        },
      });
      const [row] = await deliveries(endpoint.id);
      expect(row).toMatchObject({
        messageId: got?.headers['webhook-id'],
        eventType: 'notification.created',
        status: 'delivered',
        attempts: 1,
        lastStatusCode: 204,
        lastError: null,
        nextAttemptAt: null,
      });
      expect(await deliveries(other.id)).toEqual([]);
      expect(await deliverDueMessages(deps())).toBe(0);
    });

    it('retries a failing receiver with backoff under the same id, and gives up after 24 hours', async () => {
      const endpoint = await register();
      receiver.answerWith((n) => (n === 1 ? 500 : 204));
      await recordNotificationEvent(getCtx().db, event(), NOW);
      await deliverDueMessages(deps());
      let [row] = await deliveries(endpoint.id);
      expect(row).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastStatusCode: 500,
        lastError: 'The receiver answered 500.',
      });
      expect(row?.nextAttemptAt).toBe(new Date(NOW.getTime() + 5_000).toISOString());
      getCtx().clock.advanceSeconds(4);
      expect(await deliverDueMessages(deps())).toBe(0);
      getCtx().clock.advanceSeconds(1);
      expect(await deliverDueMessages(deps())).toBe(1);
      [row] = await deliveries(endpoint.id);
      expect(row).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 204, lastError: null });
      const [first, second] = receiver.received;
      expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
      expect(Number(second?.headers['webhook-timestamp']) - Number(first?.headers['webhook-timestamp'])).toBe(
        5,
      );
      expect(second?.signed).toBe(true);

      // A receiver that never answers 2xx: attempts 5 s, 10 s, 20 s ... 1 h apart, the last at 24 h.
      receiver.answerWith(() => 503);
      receiver.received.length = 0;
      getCtx().clock.set(NOW);
      await recordNotificationEvent(getCtx().db, event({ note: 'never answered' }), NOW);
      // Read from the table: the access token would not outlive a day on the test clock.
      const unanswered = async () =>
        (
          await getCtx().db.query<{ id: string; status: string; next_ms: number | null }>(
            `SELECT id, status, (extract(epoch FROM next_attempt_at) * 1000)::float8 AS next_ms
             FROM webhook_deliveries WHERE endpoint_id = $1 AND status <> 'delivered'`,
            [endpoint.id],
          )
        )[0];
      const waits: number[] = [];
      let last = NOW.getTime();
      for (let pending = await unanswered(); pending?.status === 'pending'; pending = await unanswered()) {
        const due = Math.round(pending.next_ms ?? 0);
        waits.push((due - last) / 1000);
        last = due;
        getCtx().clock.set(new Date(due));
        expect(await deliverDueMessages(deps())).toBe(1);
      }
      getCtx().clock.set(NOW);
      const [failed] = (await deliveries(endpoint.id)).filter((d) => d.status !== 'delivered');
      expect(failed).toMatchObject({ status: 'failed', lastStatusCode: 503, nextAttemptAt: null });
      expect(waits.slice(0, 5)).toEqual([0, 5, 10, 20, 40]);
      expect(Math.max(...waits)).toBe(3600);
      expect(failed?.lastAttemptAt).toBe(new Date(NOW.getTime() + RETRY_WINDOW_MS).toISOString());
      expect(failed?.attempts).toBe(receiver.received.length);
      expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
      expect((await api('GET', '/webhooks', tokens['admin'] ?? '')).body.items[0]).toMatchObject({
        failed: 1,
        pending: 0,
      });

      // Sent again by hand: once more, now.
      receiver.answerWith(() => 200);
      const retried = await api(
        'POST',
        `/webhooks/${endpoint.id}/deliveries/${failed?.id}/retry`,
        tokens['admin'] ?? '',
      );
      expect(retried.status).toBe(200);
      expect(retried.body.status).toBe('pending');
      await deliverDueMessages(deps());
      expect((await deliveries(endpoint.id)).find((d) => d.id === failed?.id)?.status).toBe('delivered');
      const again = await api(
        'POST',
        `/webhooks/${endpoint.id}/deliveries/${failed?.id}/retry`,
        tokens['admin'] ?? '',
      );
      expect(again.status).toBe(409);
    });

    it('sends the console’s test event, also to a disabled endpoint, which gets no notifications', async () => {
      const endpoint = await register({ enabled: false });
      await recordNotificationEvent(getCtx().db, event(), NOW);
      const test = await api('POST', `/webhooks/${endpoint.id}/test`, tokens['admin'] ?? '');
      expect(test.status).toBe(201);
      expect(test.body).toMatchObject({ eventType: 'webhook.test', status: 'pending', attempts: 0 });
      expect(await deliverDueMessages(deps())).toBe(1);
      expect(JSON.parse(receiver.received[0]?.body ?? '')).toMatchObject({
        type: 'webhook.test',
        data: { endpointId: endpoint.id },
      });
      expect(receiver.received[0]?.signed).toBe(true);
      expect((await deliveries(endpoint.id)).map((d) => [d.eventType, d.status])).toEqual([
        ['webhook.test', 'delivered'],
      ]);
    });

    it('delivers what a stopped instance left, and each message once with two instances on one database', async () => {
      const endpoint = await register();
      await recordNotificationEvent(getCtx().db, event({ note: 'claimed, then the instance died' }), NOW);
      const [orphan] = await claimDueMessages(getCtx().db, NOW, LEASE_MS, 10);
      expect(orphan).toBeDefined();
      for (let i = 0; i < 30; i += 1) {
        await recordNotificationEvent(
          getCtx().db,
          event({ timestamp: new Date(NOW.getTime() - i * 1000), note: `n${i}` }),
          NOW,
        );
      }
      const ctx = getCtx();
      const secondDb: Db = ctx.databaseUrl
        ? await openDb({ databaseUrl: ctx.databaseUrl, dataDir: '' })
        : ctx.db;
      const first = await startWebhookDispatcher(deps());
      const second = await startWebhookDispatcher({ ...deps(), db: secondDb });
      try {
        await vi.waitFor(() => expect(receiver.received.length).toBe(30), { timeout: 30_000, interval: 50 });
        // Received is not yet recorded: a POST answered but not written back is still leased, and the
        // test clock's jump below would hand it to the other instance a second time (a real lease of
        // 60 s outlives the 15 s a POST may take). The jump waits until all 30 are written back.
        await vi.waitFor(
          async () => {
            const [row] = await ctx.db.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM webhook_deliveries WHERE status = 'delivered'`,
            );
            expect(row?.n).toBe(30);
          },
          { timeout: 30_000, interval: 50 },
        );
        // The orphan's lease runs out: the next look takes it.
        ctx.clock.advanceSeconds(LEASE_MS / 1000);
        await recordNotificationEvent(ctx.db, event({ note: 'wakes the dispatchers' }), ctx.clock.now());
        await vi.waitFor(() => expect(receiver.received.length).toBe(32), { timeout: 30_000, interval: 50 });
      } finally {
        await first.stop();
        await second.stop();
        if (secondDb !== ctx.db) await secondDb.close();
      }
      const ids = receiver.received.map((r) => r.headers['webhook-id']);
      expect(new Set(ids).size).toBe(32);
      expect(ids).toContain(orphan?.messageId);
      expect(receiver.received.every((r) => r.signed)).toBe(true);
      const rows = await deliveries(endpoint.id);
      expect(rows.every((d) => d.status === 'delivered')).toBe(true);
      expect(rows.find((d) => d.messageId === orphan?.messageId)?.attempts).toBe(2);
    });
  },
  { env: { WEBHOOKS_ALLOW_PRIVATE: '1' } },
);
