/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { beforeAll, expect, it } from 'vitest';
import { createTestFleet, GW, type TestFleet } from '../fleet/test-fleet';
import { describeEachDatabase } from '../test-support/test-databases';
import { call, sessionFor } from '../test-support/http-client';
import { MAX_JSON_DEPTH } from './hostile-input';

const LOGIN = '/um/v1/refresh-tokens';
const SETTINGS = '/um/v1/accounts/me/settings';

/** `{"accountName": [[[…"a"…]]], …}` nested `depth` levels. */
const nested = (depth: number) => `${'['.repeat(depth)}"a"${']'.repeat(depth)}`;

describeEachDatabase('hostile input', (getCtx) => {
  let fleet: TestFleet;
  beforeAll(async () => {
    fleet = await createTestFleet(getCtx().db, 'hostile');
  });

  it('refuses U+0000 in a body string with a 400 naming the field', async () => {
    const { app } = getCtx();
    const login = await call(app, 'POST', LOGIN, { body: { accountName: 'a\u0000b', passkey: 'x' } });
    expect(login.status).toBe(400);
    expect(login.body).toMatchObject({ error: 'invalid_request', field: 'accountName' });
    const reset = await call(app, 'POST', '/um/v1/passkey-reset-requests', {
      body: { accountName: 'admin', origin: 'te\u0000st' },
    });
    expect(reset.status).toBe(400);
    expect(reset.body.field).toBe('origin');
    const { accessToken } = await sessionFor(app, 'opadmin');
    const comment = await call(app, 'POST', `/wp-json/fvm/v1/locomotive/comment/${fleet.diesel.wpId}`, {
      accessToken,
      body: { comment: '\u0000', fuelConsumption: '{}' },
    });
    expect(comment.status).toBe(400);
    expect(comment.body.field).toBe('comment');
  });

  it('refuses U+0000 in a key, a query string and a path parameter', async () => {
    const { app } = getCtx();
    const key = await call(app, 'POST', LOGIN, {
      rawBody: '{"accountName":"admin","passkey":"x","a\\u0000":1}',
    });
    expect(key.status).toBe(400);
    expect(key.body.field).toBe('a\u0000');
    const { accessToken } = await sessionFor(app, 'dispatcher');
    const query = await call(app, 'GET', `${GW}/vehicles/1/live-data?currentView=a%00b`, { accessToken });
    expect(query.status).toBe(400);
    expect(query.body.field).toBe('query.currentView');
    const avatar = await call(app, 'GET', '/um/v1/accounts/a%00b/avatar-image?signature=x');
    expect(avatar.status).toBe(400);
    expect(avatar.body.field).toBe('path.accountId');
  });

  it('refuses JSON nested 10,000 levels deep with a 400 naming the field', async () => {
    const { app } = getCtx();
    const deep = await call(app, 'POST', LOGIN, {
      rawBody: `{"accountName": ${nested(10_000)}, "passkey": "x"}`,
    });
    expect(deep.status).toBe(400);
    expect(deep.body.field).toBe('accountName.0.0.0.…');
    expect(deep.body.message).toContain(`deeper than ${MAX_JSON_DEPTH} levels`);
    const { accessToken } = await sessionFor(app, 'dispatcher');
    const settings = await call(app, 'PATCH', SETTINGS, { accessToken, rawBody: nested(10_000) });
    expect(settings.status).toBe(400);
    const proto = await call(app, 'PATCH', SETTINGS, {
      accessToken,
      rawBody: '{"settings":{"language":{"__proto__":{"admin":true}}}}',
    });
    expect(proto.status).toBe(400);
    expect(proto.body.field).toBe('settings.language');
    // Within the limit, the schema answers as before.
    const shallow = await call(app, 'POST', LOGIN, {
      rawBody: `{"accountName": ${nested(MAX_JSON_DEPTH - 1)}, "passkey": "x"}`,
    });
    expect(shallow.status).toBe(400);
    expect(shallow.body.field).toBe('accountName');
  });

  it('echoes an offending value only as a short prefix', async () => {
    const { app } = getCtx();
    const name = 'n'.repeat(100_000);
    const response = await call(app, 'POST', LOGIN, { body: { accountName: name, passkey: 'x' } });
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('accountName');
    expect(JSON.stringify(response.body).length).toBeLessThan(1000);
    expect(response.body.message).toMatch(/actual "n{30,40}…/);
    const keys = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`.repeat(20), i]));
    const unknown = await call(app, 'POST', LOGIN, { body: { accountName: 'a', passkey: 'x', ...keys } });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body).length).toBeLessThan(4000);
  });

  it('accepts path ids in plain decimal only', async () => {
    const { app } = getCtx();
    const { accessToken } = await sessionFor(app, 'dispatcher');
    const datasheet = (id: string) => call(app, 'GET', `${GW}/vehicles/${id}/datasheet`, { accessToken });
    const id = fleet.diesel.id;
    expect((await datasheet(String(id))).status).toBe(200);
    const spellings = [
      `0x${id.toString(16)}`,
      `${id}.0`,
      `+${id}`,
      `${id}e0`,
      `0${id}`,
      `%20${id}`,
      `${id}%20`,
    ];
    for (const id of [...spellings, '0', '-1', '2147483648', '99999999999']) {
      const response = await datasheet(id);
      expect(response.status, id).toBe(400);
      expect(response.body.field, id).toBe('path.vehicleId');
    }
    const comment = await call(app, 'POST', '/wp-json/fvm/v1/locomotive/comment/0x1', {
      accessToken,
      body: { comment: '', fuelConsumption: '{}' },
    });
    expect(comment.status).toBe(400);
    expect(comment.body.field).toBe('path.wpId');
  });

  it('never answered with a 5xx or logged a failure above', () => {
    expect(getCtx().logs).toEqual([]);
  });
});
