import { beforeAll, expect, it } from 'vitest';
import { allEndpoints } from '../../src/api/contract';
import { call, sessionFor } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';

/** A path of the operation with every placeholder filled by something no schema accepts. */
const badPath = (path: string) => `${path.replace(/\{[^}]+\}/g, 'not-an-id')}?top=abc&skip=-1&page=0&bbox=x`;

describeEachDatabase('who may call comes before what is sent (issue 27 §5)', (getCtx) => {
  const adminOnly = allEndpoints.filter((e) => e.access === 'administrator');
  let plain = '';
  beforeAll(async () => {
    plain = (await sessionFor(getCtx().app, 'driver')).accessToken;
  });

  it('answers 401 without a token and 403 to a plain user, for every administrator operation, whatever is sent', async () => {
    // The console's operations: the administration, translations, device keys and railation writes.
    expect(adminOnly.length).toBeGreaterThanOrEqual(27);
    for (const e of adminOnly) {
      const where = `${e.method} ${e.path}`;
      for (const rawBody of e.method === 'GET' ? [undefined] : [undefined, '{}', 'not json']) {
        const options = rawBody === undefined ? {} : { rawBody };
        expect((await call(getCtx().app, e.method, badPath(e.path), options)).status, where).toBe(401);
        const refused = await call(getCtx().app, e.method, badPath(e.path), {
          ...options,
          accessToken: plain,
        });
        expect(refused.status, `${where} ${rawBody ?? ''}`).toBe(403);
        expect(refused.body).toMatchObject({ error: 'forbidden' });
      }
    }
  });

  it('answers 401 to a railation read without a token (the directory is not public) before reading its query', async () => {
    for (const e of allEndpoints.filter((x) => x.auth === 'optionalAccessToken')) {
      const answer = await call(getCtx().app, e.method, badPath(e.path));
      expect(answer.status, e.operationId).toBe(401);
    }
  });
});
