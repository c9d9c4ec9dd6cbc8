import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../../server/app';
import { systemClock } from '../../server/clock';
import { readConfig } from '../../server/config';
import type { Db } from '../../server/db/db';
import { createMailer } from '../../server/mail/create-mailer';
import { demoAccessToken } from './demo-token';

/** The portal's app on a loopback port of its own, with a demo account's access token. */
export interface BenchApp {
  readonly app: ReturnType<typeof createApp>;
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  readonly token: string;
  readonly close: () => void;
}

/**
 * Serves the app on `db` in this process over a real socket (a bench measures HTTP as a browser meets
 * it) and logs in as `account`; `env` adds settings (e.g. a raised quota of heavy requests).
 */
export const serveBenchApp = async (
  db: Db,
  env: Record<string, string> = {},
  account = 'dispatcher',
): Promise<BenchApp> => {
  const config = readConfig({
    DATA_DIR: '/tmp/portal-bench-unused',
    STATIC_DIR: '/tmp/portal-bench-unused',
    ...env,
  });
  const app = createApp({ config, db, mailer: createMailer(config), clock: systemClock, log: () => {} });
  const token = await demoAccessToken(app, account);
  const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => listening.once('listening', resolve));
  const origin = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  return { app, origin, token, close: () => listening.close() };
};
