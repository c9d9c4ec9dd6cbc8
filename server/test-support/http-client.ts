/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import type { Hono } from 'hono';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../demo/demo-accounts';

/** An answer with its JSON body parsed (or null when there is none). */
export interface TestResponse {
  readonly status: number;
  readonly headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the body holds
  readonly body: any;
}

export interface RequestOptions {
  readonly body?: unknown;
  /** Sent verbatim instead of JSON-encoding `body`. */
  readonly rawBody?: string;
  readonly accessToken?: string;
  readonly userToken?: string;
  readonly headers?: Record<string, string>;
}

export const basicAuth = (userToken: string): string =>
  `Basic ${Buffer.from(`${userToken}:`).toString('base64')}`;

export const call = async (
  app: Hono,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<TestResponse> => {
  const headers: Record<string, string> = {};
  if (options.body !== undefined || options.rawBody !== undefined)
    headers['content-type'] = 'application/json';
  if (options.accessToken) headers['authorization'] = `Bearer ${options.accessToken}`;
  if (options.userToken) headers['authorization'] = basicAuth(options.userToken);
  Object.assign(headers, options.headers);
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const response = await app.request(`http://portal.test${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  let parsed: unknown = null;
  if (text !== '' && response.headers.get('content-type')?.includes('json')) parsed = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: parsed };
};

export const login = (app: Hono, accountName: string, passkey = DEMO_PASSWORD) =>
  call(app, 'POST', '/um/v1/refresh-tokens', { body: { accountName, passkey } });

/** Logs in and returns the user token; fails the test unless the login succeeds. */
export const userTokenFor = async (
  app: Hono,
  accountName: string,
  passkey = DEMO_PASSWORD,
): Promise<string> => {
  const response = await login(app, accountName, passkey);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.refreshToken as string;
};

export const accessTokenFrom = async (app: Hono, userToken: string): Promise<string> => {
  const response = await call(app, 'POST', '/um/v1/access-tokens', { userToken });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.accessToken as string;
};

/** Logs in and fetches an access token: what a client holds after login. */
export const sessionFor = async (app: Hono, accountName: string, passkey = DEMO_PASSWORD) => {
  const userToken = await userTokenFor(app, accountName, passkey);
  return { userToken, accessToken: await accessTokenFrom(app, userToken) };
};

/** The payload of a JWT, decoded the way the client does it (base64url JSON, no verification). */
export const jwtPayload = (token: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
