import { DEMO_PASSWORD } from '../../server/demo/demo-accounts';

/** What `Hono.request` offers, as far as used here. */
export interface AppRequest {
  request(url: string, init: RequestInit): Response | Promise<Response>;
}

/**
 * An access token of a demo account, asked of the app in process (no socket): the refresh token by
 * password, then the access token by the refresh token. Any `request` of the app's shape will do (a
 * Hono app, or fetch against a running server).
 */
export const demoAccessToken = async (app: AppRequest, accountName: string): Promise<string> => {
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
