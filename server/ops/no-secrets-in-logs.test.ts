/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- tests read the loosely typed JSON answers */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminCall, NOW } from '../admin/test-admin';
import { createTestFleet, telemetryRecord, type TestFleet } from '../fleet/test-fleet';
import { recordNotificationEvent } from '../notifications/notification-events';
import { call, login, sessionFor } from '../test-support/http-client';
import { createTestAccount } from '../test-support/test-accounts';
import { outboxFiles, resetTokenOf, waitForMail } from '../test-support/outbox';
import { describeEachDatabase } from '../test-support/test-databases';
import { startTestReceiver, type TestReceiver } from '../webhooks/test-receiver';
import { deliverDueMessages } from '../webhooks/webhook-dispatcher';
import { createLogger, logFunction } from './logger';

const WRONG_PASSWORD = 'Wrong-Secret-Passw0rd!';
const NEW_PASSWORD = 'New-Secret-Passw0rd-2026!';

/**
 * Issue 34 §3: the server's log (its JSON lines, as `npm start` writes them) after a login, a failed
 * login, a password reset, device ingestion, administrative changes and a signed webhook delivery
 * holds the security events, and none of the secrets any of them used.
 */
describeEachDatabase(
  'the log holds security events and no secret',
  (getCtx) => {
    const secrets = new Map<string, string>();
    const keep = (what: string, value: unknown) => {
      expect(typeof value === 'string' && value.length >= 8, what).toBe(true);
      secrets.set(what, value as string);
    };
    let fleet: TestFleet;
    let receiver: TestReceiver;
    const events = () => getCtx().logLines.map((line) => JSON.parse(line) as Record<string, unknown>);

    beforeAll(async () => {
      getCtx().clock.set(NOW);
      fleet = await createTestFleet(getCtx().db, 'secrets');
      receiver = await startTestReceiver();
    });
    afterAll(() => receiver.close());

    it('logs in, fails, resets, ingests and administers', async () => {
      const { app, db, outboxDir, config } = getCtx();
      const account = await createTestAccount(db);
      keep('password', account.password);
      const session = await sessionFor(app, account.accountName, account.password);
      keep('user token', session.userToken);
      keep('access token', session.accessToken);
      expect((await login(app, account.accountName, WRONG_PASSWORD)).status).toBe(401);
      keep('wrong password', WRONG_PASSWORD);

      const seen = await outboxFiles(outboxDir);
      const requested = await call(app, 'POST', '/um/v1/passkey-reset-requests', {
        body: { accountName: account.accountName, emailLocale: 'en-GB' },
      });
      expect(requested.status).toBe(204);
      const mail = await waitForMail(outboxDir, `${account.accountName}@example.com`, seen);
      const resetToken = resetTokenOf(mail);
      keep('reset token', resetToken);
      keep('reset link', `${config.publicUrl}/reset-passkey?token=${encodeURIComponent(resetToken)}`);
      const body = { newPasskey: NEW_PASSWORD, resetAuthentificationToken: resetToken };
      expect((await call(app, 'POST', '/um/v1/passkey-resets', { body })).status).toBe(204);
      keep('new password', NEW_PASSWORD);
      const used = await call(app, 'POST', '/um/v1/passkey-resets', { body });
      expect(used.status).toBe(400);

      const admin = (await sessionFor(app, 'admin')).accessToken;
      keep('admin access token', admin);
      const api = adminCall(() => app);
      const rotated = await api('POST', `/device-keys/${fleet.diesel.id}/rotate`, admin);
      expect(rotated.status).toBe(200);
      keep('device key', rotated.body.key);
      const ingested = await call(app, 'POST', '/logbook/api/logbook/v1/telemetry', {
        body: { records: [telemetryRecord('2026-03-02T07:59:00Z')] },
        headers: { authorization: `Bearer ${rotated.body.key}` },
      });
      expect(ingested.status).toBe(200);
      const hook = await api('POST', '/webhooks', admin, { url: receiver.url, types: ['NSVoltageDrop'] });
      expect(hook.status).toBe(201);
      keep('webhook secret', hook.body.secret);
      receiver.expectSecret(String(hook.body.secret));
      // A plain user's console call is refused: a security event too. (The reset ended the session.)
      const after = await sessionFor(app, account.accountName, NEW_PASSWORD);
      keep('access token after the reset', after.accessToken);
      expect((await api('GET', '/device-keys', after.accessToken)).status).toBe(403);
    });

    it('delivers a signed webhook, its failure logged without the signature', async () => {
      const { db, clock, logLines } = getCtx();
      // The dispatcher logs through the server's logger too (main.ts hands every part the same one).
      const log = logFunction(
        createLogger(
          { level: 'info', format: 'json' },
          { write: (line: string) => void logLines.push(line) },
        ),
      );
      await recordNotificationEvent(
        db,
        {
          vehicleId: fleet.diesel.id,
          timestamp: NOW,
          type: 'NSVoltageDrop',
          note: 'Battery 21.5 V',
          position: { lat: 53.55, lng: 9.99 },
        },
        NOW,
      );
      receiver.answerWith(() => 500);
      const deps = { db, clock, log, allowPrivate: true, userAgent: 'portal-test', random: () => 0.5 };
      await deliverDueMessages(deps);
      const [first] = receiver.received;
      expect(first?.signed).toBe(true);
      keep('webhook signature', String(first?.headers['webhook-signature']).replace(/^v1,/, ''));
    });

    it('finds the security events in the log, each request with its id, and no secret anywhere', () => {
      const lines = events();
      const kinds = lines.map((line) => line['security']).filter(Boolean);
      for (const kind of [
        'login.failed',
        'password-reset.requested',
        'password-reset.completed',
        'password-reset.refused',
        'admin.change',
        'access.refused',
      ])
        expect(kinds).toContain(kind);
      const requests = lines.filter((line) => line['msg'] === 'Request');
      expect(requests.length).toBeGreaterThan(10);
      for (const line of requests) {
        expect(line).toMatchObject({ requestId: expect.any(String), route: expect.any(String) });
        expect(line['status']).toEqual(expect.any(Number));
        expect(line['durationMs']).toEqual(expect.any(Number));
      }
      // The admin's change names who made it.
      expect(lines.find((line) => line['security'] === 'admin.change')?.['accountId']).toEqual(
        expect.any(String),
      );
      const text = getCtx().logLines.join('');
      expect(secrets.size).toBe(12);
      for (const [what, secret] of secrets) expect(text.includes(secret), `${what} in the log`).toBe(false);
    });
  },
  { captureLog: true, env: { WEBHOOKS_ALLOW_PRIVATE: '1' } },
);
