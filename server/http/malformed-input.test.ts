/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/test-databases';
import { call, sessionFor } from '../test-support/http-client';

const LOGIN = '/um/v1/refresh-tokens';
const SETTINGS = '/um/v1/accounts/me/settings';

describeEachDatabase('malformed input', (getCtx) => {
  it('answers 400 invalid_json for a body that is not JSON', async () => {
    const response = await call(getCtx().app, 'POST', LOGIN, { rawBody: '{"accountName": "admin",' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_json', field: 'body' });
  });

  it('names the field of a wrong type, a missing field and an unknown field', async () => {
    const { app } = getCtx();
    const wrongType = await call(app, 'POST', LOGIN, { body: { accountName: 5, passkey: 'x' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({ error: 'invalid_request', field: 'accountName' });
    const missing = await call(app, 'POST', LOGIN, { body: { accountName: 'admin' } });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('passkey');
    const unknown = await call(app, 'POST', LOGIN, {
      body: { accountName: 'admin', passkey: 'x', admin: true },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('admin');
    const empty = await call(app, 'POST', LOGIN, { body: { accountName: '', passkey: 'x' } });
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('accountName');
  });

  it('names nested fields and refuses bodies of the wrong shape', async () => {
    const { app } = getCtx();
    const { accessToken } = await sessionFor(app, 'dispatcher');
    const language = await call(app, 'PATCH', SETTINGS, {
      accessToken,
      body: { settings: { language: 'fr-FR' } },
    });
    expect(language.status).toBe(400);
    expect(language.body.field).toBe('settings.language');
    const extra = await call(app, 'PATCH', SETTINGS, { accessToken, body: { settings: { theme: 'dark' } } });
    expect(extra.body.field).toBe('settings.theme');
    for (const rawBody of ['[]', 'null', '"text"', '42']) {
      const response = await call(app, 'PATCH', SETTINGS, { accessToken, rawBody });
      expect(response.status, rawBody).toBe(400);
    }
    // Nothing of the refused bodies was stored: still no language chosen.
    const settings = await call(app, 'GET', SETTINGS, { accessToken });
    expect(settings.body.settings).not.toHaveProperty('language');
  });

  it('answers 400 for a missing body', async () => {
    const response = await call(getCtx().app, 'POST', LOGIN);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_request', field: 'body' });
  });

  it('answers 415 for a body that is not sent as JSON', async () => {
    const response = await call(getCtx().app, 'POST', LOGIN, {
      rawBody: 'accountName=admin&passkey=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(response.body.error).toBe('unsupported_media_type');
  });

  it('answers 413 for a body over 1 MiB', async () => {
    const rawBody = JSON.stringify({ accountName: 'admin', passkey: 'x'.repeat(1024 * 1024) });
    const response = await call(getCtx().app, 'POST', LOGIN, { rawBody });
    expect(response.status).toBe(413);
    expect(response.body.error).toBe('payload_too_large');
  });

  it('answers a JSON 404 for unknown API paths', async () => {
    const response = await call(getCtx().app, 'GET', '/um/v1/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('not_found');
  });

  it('never answered with a 5xx or logged a failure above', () => {
    expect(getCtx().logs).toEqual([]);
  });
});

describeEachDatabase(
  'OpenAPI document',
  (getCtx) => {
    it('lists every accounts operation by operationId', async () => {
      const response = await call(getCtx().app, 'GET', '/api/openapi.json');
      expect(response.status).toBe(200);
      const ids = Object.values(
        response.body.paths as Record<string, Record<string, { operationId: string }>>,
      )
        .flatMap((methods) => Object.values(methods))
        .map((operation) => operation.operationId);
      expect(ids).toEqual(
        expect.arrayContaining([
          'createRefreshToken',
          'revokeRefreshToken',
          'createAccessToken',
          'getAccountAccessRights',
          'getPersonAccount',
          'getAccountSettings',
          'updateAccountSettings',
          'createPasskeyResetRequest',
          'createPasskeyReset',
          'updatePasskey',
          'updateEmail',
          'getAvatarImageUrl',
          'getAvatarImage',
        ]),
      );
    });
  },
  { seed: false },
);
