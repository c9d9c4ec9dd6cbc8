import { expect, it } from 'vitest';
import { createApp } from '../app';
import { createMailer } from '../mail/create-mailer';
import { call } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import type { Db } from '../db/db';

describeEachDatabase('health check', (getCtx) => {
  it('answers 200 while the database answers', async () => {
    const response = await call(getCtx().app, 'GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok' });
  });

  it('answers 503 naming the database when it does not answer, logging one line as the outage starts and one as it ends', async () => {
    const ctx = getCtx();
    const logs: string[] = [];
    let down = true;
    const broken: Db = {
      ...ctx.db,
      query: (...args: Parameters<Db['query']>) =>
        down ? Promise.reject(new Error('connection refused')) : ctx.db.query(...args),
    };
    const app = createApp({
      config: ctx.config,
      db: broken,
      mailer: createMailer(ctx.config),
      clock: ctx.clock,
      log: (message) => logs.push(message),
    });
    for (let probe = 0; probe < 3; probe += 1) {
      const response = await call(app, 'GET', '/api/health');
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ status: 'unavailable', reason: 'database' });
    }
    down = false;
    expect((await call(app, 'GET', '/api/health')).status).toBe(200);
    expect((await call(app, 'GET', '/api/health')).status).toBe(200);
    expect(logs).toEqual([
      'Health check: the database does not answer (connection refused)',
      expect.stringMatching(/^Health check: the database answers again \(it did not for \d+ s\)$/),
    ]);
  });
});
