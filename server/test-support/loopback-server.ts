import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';

/**
 * Serves the suite's app on a real socket on 127.0.0.1 for the suite's tests (started before them,
 * closed after): what the app sees of a connection (its peer address, keep-alive) as in production.
 * Answers the port once started.
 */
export const serveOnLoopback = (getApp: () => Hono): (() => number) => {
  let server: ServerType | undefined;
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((ready) => {
      server = serve({ fetch: getApp().fetch, port: 0, hostname: '127.0.0.1' }, () => ready());
    });
    port = (server?.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));
  return () => port;
};
