import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/api-client';
import {
  USER_TOKEN_STORAGE_KEY,
  createAccessTokenProvider,
  createSessionActors,
  readSessionStart,
  type SessionActors,
} from './session-app-actors';
import {
  FIXTURE_ACCOUNT_ID,
  OTHER_ACCOUNT_ID,
  accessTokenOutput,
  fixtureProfile,
  makeUserToken,
} from './session.fixtures';
import { PROFILE_STORAGE_KEY, writeStoredProfile } from './session.profile-store';

const DAY = 24 * 60 * 60 * 1000;
const validToken = () => makeUserToken(FIXTURE_ACCOUNT_ID, Date.now() + 30 * DAY);
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake server: answers the account calls and records every request. */
const fakeServer = () => {
  const requests: { method: string; url: string; authorization: string | null; body: unknown }[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    requests.push({ method, url, authorization: headers.get('authorization'), body });
    const route = `${method} ${url}`;
    if (route === 'POST /um/v1/access-tokens') return json(201, accessTokenOutput);
    if (route === 'GET /um/v1/accounts/me') return json(200, fixtureProfile.account);
    if (route === 'GET /um/v1/accounts/me/access-rights')
      return json(200, {
        activeOrganisationId: 'org-1',
        accessRights: fixtureProfile.accessRights,
        accessRightsByOrganisation: fixtureProfile.accessRightsByOrganisation,
      });
    if (route === 'GET /um/v1/accounts/me/settings') return json(200, { settings: fixtureProfile.settings });
    if (route === 'POST /um/v1/refresh-tokens') return json(201, { refreshToken: validToken() });
    if (route === 'DELETE /um/v1/refresh-tokens/current') return new Response(null, { status: 204 });
    return json(404, { error: 'not_found', message: route });
  });
  return { fetch, requests };
};

let running: SessionActors | null = null;
const start = () => {
  const server = fakeServer();
  const reload = vi.fn();
  const loadApi = vi.fn(async () => createApiClient({ fetch: server.fetch }));
  running = createSessionActors({
    loadApi,
    storage: window.localStorage,
    window,
    reload,
    start: { userToken: localStorage.getItem(USER_TOKEN_STORAGE_KEY) },
  });
  return { ...running, server, reload, loadApi };
};

afterEach(() => {
  running?.stop();
  running = null;
  localStorage.clear();
  vi.useRealTimers();
});

describe('readSessionStart', () => {
  it('without a stored token starts logged out, with nothing to decode', async () => {
    await expect(readSessionStart(localStorage)).resolves.toEqual({ userToken: null, storedProfile: null });
  });

  it("with a stored token reads the profile stored for it (an offline start), not another token's", async () => {
    const token = validToken();
    writeStoredProfile(localStorage, { userToken: token, profile: fixtureProfile });
    localStorage.setItem(USER_TOKEN_STORAGE_KEY, token);
    await expect(readSessionStart(localStorage)).resolves.toEqual({
      userToken: token,
      storedProfile: fixtureProfile,
    });
    localStorage.setItem(USER_TOKEN_STORAGE_KEY, makeUserToken(OTHER_ACCOUNT_ID, Date.now() + DAY));
    await expect(readSessionStart(localStorage)).resolves.toMatchObject({ storedProfile: null });
    expect(localStorage.getItem(PROFILE_STORAGE_KEY)).not.toBeNull();
  });
});

describe('createSessionActors', () => {
  it('loads the API client only for the first call: a visitor of the login page never needs it', async () => {
    const { session, loadApi, server } = start();
    expect(session.getSnapshot().hasTag('loggedOut')).toBe(true);
    expect(loadApi).not.toHaveBeenCalled();
    session.send({ type: 'user.login', accountName: 'dispatcher', passkey: 'secret' });
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    expect(loadApi).toHaveBeenCalledOnce();
  });

  it('starts logged in from the stored token: access token by Basic auth, profile by Bearer', async () => {
    const token = validToken();
    localStorage.setItem(USER_TOKEN_STORAGE_KEY, token);
    const { session, server } = start();
    await vi.waitFor(() => expect(session.getSnapshot().hasTag('ready')).toBe(true));
    expect(server.requests[0]).toMatchObject({
      method: 'POST',
      url: '/um/v1/access-tokens',
      authorization: `Basic ${btoa(`${token}:`)}`,
    });
    const bearer = `Bearer ${accessTokenOutput.accessToken}`;
    expect(server.requests.slice(1).map((r) => [r.url, r.authorization])).toEqual(
      expect.arrayContaining([
        ['/um/v1/accounts/me', bearer],
        ['/um/v1/accounts/me/access-rights', bearer],
        ['/um/v1/accounts/me/settings', bearer],
      ]),
    );
    expect(createAccessTokenProvider(session)()).toBe(accessTokenOutput.accessToken);
    expect(session.getSnapshot().context.accessRights).toEqual(fixtureProfile.accessRights);
  });

  it('removes an expired stored token at start', () => {
    localStorage.setItem(USER_TOKEN_STORAGE_KEY, makeUserToken(FIXTURE_ACCOUNT_ID, Date.now() - 1000));
    const { session } = start();
    expect(session.getSnapshot().hasTag('loggedOut')).toBe(true);
    expect(localStorage.getItem(USER_TOKEN_STORAGE_KEY)).toBeNull();
    expect(createAccessTokenProvider(session)()).toBeNull();
  });

  it('after login stores the user token and reloads', async () => {
    const { session, server, reload } = start();
    session.send({ type: 'user.login', accountName: 'dispatcher', passkey: 'secret' });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(server.requests[0]?.body).toEqual({ accountName: 'dispatcher', passkey: 'secret' });
    expect(localStorage.getItem(USER_TOKEN_STORAGE_KEY)).toMatch(/^[\w-]+\.[\w-]+\.\w+$/);
  });

  it('logout revokes, clears local storage and reloads', async () => {
    localStorage.setItem(USER_TOKEN_STORAGE_KEY, validToken());
    localStorage.setItem('zoomActive', '1.2');
    const { session, server, reload } = start();
    await vi.waitFor(() => expect(session.getSnapshot().hasTag('ready')).toBe(true));
    session.send({ type: 'user.logout' });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(server.requests.at(-1)).toMatchObject({ method: 'DELETE', url: '/um/v1/refresh-tokens/current' });
    expect(localStorage.length).toBe(0);
  });

  it('forwards window focus: refreshes when under 2 minutes remain', async () => {
    localStorage.setItem(USER_TOKEN_STORAGE_KEY, validToken());
    const { session, server } = start();
    await vi.waitFor(() => expect(session.getSnapshot().hasTag('ready')).toBe(true));
    const before = server.requests.length;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 9 * 60_000);
    window.dispatchEvent(new FocusEvent('focus'));
    await vi.waitFor(() => expect(server.requests.length).toBe(before + 1));
    expect(server.requests.at(-1)?.url).toBe('/um/v1/access-tokens');
  });

  it('reloads when another tab stores a token of another account, not for other keys', () => {
    const { reload } = start();
    const other = makeUserToken(OTHER_ACCOUNT_ID, Date.now() + DAY);
    const storageEvent = (key: string | null, newValue: string | null) =>
      new StorageEvent('storage', { key, newValue, storageArea: localStorage });
    window.dispatchEvent(storageEvent('i18nextLng', other));
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(storageEvent(USER_TOKEN_STORAGE_KEY, other));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('forwards going offline and coming back; the restored connection is announced', () => {
    const { connectivity } = start();
    const restored = vi.fn();
    connectivity.on('connectivity.restored', restored);
    window.dispatchEvent(new Event('offline'));
    expect(connectivity.getSnapshot().hasTag('offline')).toBe(true);
    window.dispatchEvent(new Event('online'));
    expect(connectivity.getSnapshot().hasTag('online')).toBe(true);
    expect(restored).toHaveBeenCalledTimes(1);
  });

  it('stop() detaches the window listeners', () => {
    const { connectivity, session, stop } = start();
    const sentToConnectivity = vi.spyOn(connectivity, 'send');
    const sentToSession = vi.spyOn(session, 'send');
    stop();
    running = null;
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new FocusEvent('focus'));
    expect(sentToConnectivity).not.toHaveBeenCalled();
    expect(sentToSession).not.toHaveBeenCalled();
  });
});
