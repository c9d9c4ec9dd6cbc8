/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOtherOrganisation } from '../admin/test-admin-users';
import { adminCall } from '../admin/test-admin';
import { sessionFor } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { startTestReceiver, type TestReceiver } from './test-receiver';
import { deliverDueMessages, type WebhookDeliveryDeps } from './webhook-dispatcher';

/*
 * Who may see and change a webhook endpoint (issue 27 §6): administrators of the organisation they work
 * in. Without a token 401, other roles 403, and an administrator of another organisation 404 with no
 * data, for every operation on an endpoint; nothing of it changes and nothing more is sent.
 */

describeEachDatabase(
  'webhooks: who may see and change an endpoint',
  (getCtx) => {
    const api = adminCall(() => getCtx().app);
    const tokens: Record<string, string> = {};
    let receiver: TestReceiver;
    const deps = (): WebhookDeliveryDeps => ({
      db: getCtx().db,
      clock: getCtx().clock,
      log: (message, error) => getCtx().logs.push(`${message} ${String(error)}`),
      allowPrivate: true,
      userAgent: 'portal-test',
      random: () => 0.5,
    });
    const listed = async (token: string) =>
      (await api('GET', '/webhooks', token)).body.items as { id: number }[];

    beforeAll(async () => {
      const { db, app } = getCtx();
      const other = await createOtherOrganisation(db);
      for (const name of ['admin', 'dispatcher', 'demo'])
        tokens[name] = (await sessionFor(app, name)).accessToken;
      tokens['otherAdmin'] = (
        await sessionFor(app, other.admin.accountName, other.admin.password)
      ).accessToken;
      receiver = await startTestReceiver();
    });
    afterAll(() => receiver.close());

    it('lets only its organisation’s administrators see and change an endpoint (401 without a token, 403 for others, 404 for another organisation’s administrator)', async () => {
      const admin = tokens['admin'] ?? '';
      const created = await api('POST', '/webhooks', admin, { url: receiver.url, types: ['NSVoltageDrop'] });
      expect(created.status).toBe(201);
      const endpoint = created.body as { id: number; secret: string };
      receiver.expectSecret(endpoint.secret);
      const sent = await api('POST', `/webhooks/${endpoint.id}/test`, admin);
      expect(sent.status).toBe(201);
      expect(await deliverDueMessages(deps())).toBe(1);
      const before = await listed(admin);
      const deliveries = async () =>
        (await api('GET', `/webhooks/${endpoint.id}/deliveries`, admin)).body as { items: unknown[] };
      const deliveriesBefore = await deliveries();
      expect(deliveriesBefore.items).toHaveLength(1);

      const body = { url: 'https://93.184.215.14/', types: ['NSVoltageDrop'] };
      const at = `/webhooks/${endpoint.id}`;
      // Each operation, and what organisation B's administrator gets for organisation A's endpoint.
      const calls: [method: string, path: string, body: unknown, otherAdmin: number][] = [
        ['GET', '/webhooks', undefined, 200],
        ['POST', '/webhooks', body, 201],
        ['PUT', at, { ...body, enabled: false }, 404],
        ['DELETE', at, undefined, 404],
        ['GET', `${at}/deliveries`, undefined, 404],
        ['POST', `${at}/test`, undefined, 404],
        ['POST', `${at}/deliveries/${sent.body.id}/retry`, undefined, 404],
      ];
      for (const [method, path, callBody, otherAdmin] of calls) {
        expect((await api(method, path, '', callBody)).status, `${method} ${path}`).toBe(401);
        for (const name of ['dispatcher', 'demo']) {
          expect(
            (await api(method, path, tokens[name] ?? '', callBody)).status,
            `${name} ${method} ${path}`,
          ).toBe(403);
        }
        const other = await api(method, path, tokens['otherAdmin'] ?? '', callBody);
        expect(other.status, `another organisation's admin: ${method} ${path}`).toBe(otherAdmin);
        if (otherAdmin === 404) {
          expect(other.body).toEqual({ error: 'not_found', message: 'Webhook endpoint not found.' });
        }
      }

      // B lists its own endpoint only, A only its; A's endpoint and deliveries are as they were, and
      // A's receiver got nothing more.
      const theirs = await listed(tokens['otherAdmin'] ?? '');
      expect(theirs.map((e) => e.id)).not.toContain(endpoint.id);
      expect(theirs).toHaveLength(1);
      expect(await listed(admin)).toEqual(before);
      expect(await deliveries()).toEqual(deliveriesBefore);
      expect(await deliverDueMessages(deps())).toBe(0);
      expect(receiver.received.map((r) => r.signed)).toEqual([true]);
    });
  },
  { env: { WEBHOOKS_ALLOW_PRIVATE: '1' } },
);
