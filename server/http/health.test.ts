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

  it('answers 503 naming the database when it does not answer, so a load balancer skips the instance', async () => {
    const ctx = getCtx();
    const logs: string[] = [];
    const broken: Db = {
      ...ctx.db,
      query: () => Promise.reject(new Error('connection refused')),
    };
    const app = createApp({
      config: ctx.config,
      db: broken,
      mailer: createMailer(ctx.config),
      clock: ctx.clock,
      log: (message) => logs.push(message),
    });
    const response = await call(app, 'GET', '/api/health');
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ status: 'unavailable', reason: 'database' });
    expect(logs).toContain('Health check: the database does not answer');
  });
});
