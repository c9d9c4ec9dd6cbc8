import type { Hono } from 'hono';
import { DEMO_PASSWORD } from '../../server/demo/demo-accounts';

/**
 * An access token of a demo account, asked of the app in process (no socket): the refresh token by
 * password, then the access token by the refresh token.
 */
export const demoAccessToken = async (app: Pick<Hono, 'request'>, accountName: string): Promise<string> => {
  const login = await app.request('http://bench/um/v1/refresh-tokens', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accountName, passkey: DEMO_PASSWORD }),
  });
  const { refreshToken } = (await login.json()) as { refreshToken: string };
  const access = await app.request('http://bench/um/v1/access-tokens', {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${refreshToken}:`).toString('base64')}` },
  });
  return ((await access.json()) as { accessToken: string }).accessToken;
};
