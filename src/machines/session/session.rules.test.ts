import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FIXTURE_ACCOUNT_ID,
  accessTokenOutput,
  fixtureProfile,
  httpError,
  makeUserToken,
  networkError,
} from './session.fixtures';
import {
  ACCESS_TOKEN_MIN_REFRESH_DELAY_MS,
  accessTokenRefreshDelay,
  refreshRetryDelay,
} from './session.timing';
import { ACCESS_TOKEN_REFRESH_THRESHOLD_MS, SESSION_INVALID_DIALOG_MS } from './session.types';
import { credentials, MINUTE, NOW, startReady, startSession, validToken } from './session.rules.harness';

afterEach(() => {
  vi.useRealTimers();
});

describe('session start-up from the stored user token', () => {
  it('without a token: logged out, nothing removed', () => {
    const { snapshot, spies } = startSession(null);
    expect(snapshot().value).toEqual({ loggedOut: 'idle' });
    expect(snapshot().hasTag('loggedOut')).toBe(true);
    expect(spies.removeStoredUserToken).not.toHaveBeenCalled();
  });

  it('ignores an undecodable token: removed from storage, logged out, nothing remembered', () => {
    const { snapshot, spies } = startSession('not-a-token');
    expect(snapshot().value).toEqual({ loggedOut: 'idle' });
    expect(spies.removeStoredUserToken).toHaveBeenCalledTimes(1);
    expect(snapshot().context).toMatchObject({
      userToken: null,
      tokenAccountId: null,
      earlierUserToken: null,
    });
  });

  it('logs out with an expired token (no dialog), removes it and remembers it for the login retry', () => {
    const expired = makeUserToken(FIXTURE_ACCOUNT_ID, NOW - 1000);
    const { snapshot, spies } = startSession(expired);
    expect(snapshot().value).toEqual({ loggedOut: 'idle' });
    expect(snapshot().hasTag('sessionInvalid')).toBe(false);
    expect(spies.removeStoredUserToken).toHaveBeenCalledTimes(1);
    expect(snapshot().context).toMatchObject({ userToken: null, earlierUserToken: expired });
  });

  it('reads the clock through Date.now(): a token expiring one second from now still logs in', () => {
    const { snapshot, running } = startSession(makeUserToken(FIXTURE_ACCOUNT_ID, NOW + 1000));
    expect(snapshot().hasTag('loggedIn')).toBe(true);
    expect(running()).toEqual(['fetchAccessToken']);
  });

  it('with a valid token: fetches an access token with it, then loads the profile with that', async () => {
    const { snapshot, fakes, resolve, running } = startSession(validToken);
    expect(fakes.pending()[0]?.input).toEqual({ userToken: validToken });
    expect(snapshot().hasTag('ready')).toBe(false);
    await resolve('fetchAccessToken', accessTokenOutput);
    expect(snapshot().context.accessTokenExpiresAt).toBe(NOW + 10 * MINUTE);
    expect(running()).toEqual(['loadProfile']);
    expect(fakes.pending()[0]?.input).toEqual({ accessToken: accessTokenOutput.accessToken });
    await resolve('loadProfile', fixtureProfile);
    expect(snapshot().hasTag('ready')).toBe(true);
    expect(snapshot().context.account).toEqual(fixtureProfile.account);
  });
});

describe('access token refresh timing', () => {
  it('refreshes when 2 minutes remain: at 8 minutes for a 10-minute token, not a millisecond earlier', async () => {
    const { running } = await startReady();
    await vi.advanceTimersByTimeAsync(10 * MINUTE - ACCESS_TOKEN_REFRESH_THRESHOLD_MS - 1);
    expect(running()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(running()).toEqual(['refreshAccessToken']);
  });

  it('reschedules from the new token after a refresh', async () => {
    const session = await startReady();
    await vi.advanceTimersByTimeAsync(8 * MINUTE);
    await session.resolve('refreshAccessToken', { accessToken: 'second', expiresIn: 300 });
    expect(session.snapshot().context.accessToken).toBe('second');
    await vi.advanceTimersByTimeAsync(3 * MINUTE - 1);
    expect(session.running()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(session.running()).toEqual(['refreshAccessToken']);
  });

  it('refreshes a token that lives less than 2 minutes soon, but not in a tight loop', () => {
    expect(accessTokenRefreshDelay(NOW + 60_000, NOW)).toBe(30_000);
    expect(accessTokenRefreshDelay(NOW + 5_000, NOW)).toBe(ACCESS_TOKEN_MIN_REFRESH_DELAY_MS);
    expect(accessTokenRefreshDelay(NOW - 5_000, NOW)).toBe(ACCESS_TOKEN_MIN_REFRESH_DELAY_MS);
    expect(accessTokenRefreshDelay(NOW + 10 * MINUTE, NOW)).toBe(8 * MINUTE);
  });

  it('with a 1-minute token, the machine waits 30 s before refreshing', async () => {
    const session = startSession(validToken);
    await session.resolve('fetchAccessToken', { accessToken: 'short', expiresIn: 60 });
    await vi.advanceTimersByTimeAsync(30_000 - 1);
    expect(session.running()).toEqual(['loadProfile']);
    await vi.advanceTimersByTimeAsync(1);
    expect(session.running()).toEqual(['loadProfile', 'refreshAccessToken']);
  });

  it('on window focus refreshes only when under 2 minutes remain (timers of a background tab lag)', async () => {
    const session = await startReady();
    // setSystemTime moves the clock without firing timers: what a sleeping laptop looks like.
    vi.setSystemTime(NOW + 7 * MINUTE);
    session.actor.send({ type: 'window.focus' });
    expect(session.running()).toEqual([]);
    vi.setSystemTime(NOW + 8 * MINUTE + 1);
    session.actor.send({ type: 'window.focus' });
    expect(session.running()).toEqual(['refreshAccessToken']);
    expect(session.snapshot().hasTag('ready')).toBe(true);
  });

  it('forces the refresh on focus even after the access token expired', async () => {
    const session = await startReady();
    vi.setSystemTime(NOW + 15 * MINUTE);
    session.actor.send({ type: 'window.focus' });
    expect(session.running()).toEqual(['refreshAccessToken']);
  });

  it('keeps the session on a network failure and retries with backoff (2 s, 4 s, ...)', async () => {
    const session = await startReady();
    await vi.advanceTimersByTimeAsync(8 * MINUTE);
    await session.reject('refreshAccessToken', networkError());
    expect(session.snapshot().hasTag('ready')).toBe(true);
    expect(session.snapshot().context.refreshFailures).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000 - 1);
    expect(session.running()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(session.running()).toEqual(['refreshAccessToken']);
    await session.reject('refreshAccessToken', httpError(503));
    await vi.advanceTimersByTimeAsync(4_000 - 1);
    expect(session.running()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await session.resolve('refreshAccessToken', accessTokenOutput);
    expect(session.snapshot().context.refreshFailures).toBe(0);
    expect(session.spies.removeStoredUserToken).not.toHaveBeenCalled();
    expect(refreshRetryDelay(20)).toBe(60_000);
  });
});

describe('session invalid (401 on refresh)', () => {
  it('removes the user token, clears the session and shows the dialog, which closes itself', async () => {
    const session = await startReady();
    await vi.advanceTimersByTimeAsync(8 * MINUTE);
    await session.reject('refreshAccessToken', httpError(401));
    const { context } = session.snapshot();
    expect(session.snapshot().value).toEqual({ loggedOut: 'sessionInvalid' });
    expect(session.snapshot().hasTag('sessionInvalid')).toBe(true);
    expect(session.spies.removeStoredUserToken).toHaveBeenCalledTimes(1);
    expect(context).toMatchObject({ userToken: null, accessToken: null, account: null, accessRights: {} });
    expect(context.earlierUserToken).toBe(validToken);
    await vi.advanceTimersByTimeAsync(SESSION_INVALID_DIALOG_MS - 1);
    expect(session.snapshot().hasTag('sessionInvalid')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(session.snapshot().value).toEqual({ loggedOut: 'idle' });
  });

  it('closes the dialog at once on dialog.close', async () => {
    const session = startSession(validToken);
    await session.reject('fetchAccessToken', httpError(401));
    session.actor.send({ type: 'dialog.close' });
    expect(session.snapshot().value).toEqual({ loggedOut: 'idle' });
  });

  it('treats a 401 while loading the profile like the refresh 401; other failures offer a retry', async () => {
    const session = startSession(validToken);
    await session.resolve('fetchAccessToken', accessTokenOutput);
    await session.reject('loadProfile', httpError(500));
    expect(session.snapshot().context.profileError).toEqual({ status: 500 });
    expect(session.snapshot().can({ type: 'user.retryProfile' })).toBe(true);
    session.actor.send({ type: 'user.retryProfile' });
    expect(session.running()).toEqual(['loadProfile']);
    await session.reject('loadProfile', httpError(401));
    expect(session.snapshot().hasTag('sessionInvalid')).toBe(true);
  });
});

describe('login', () => {
  it('persists the new user token and reloads the page; busy while running', async () => {
    const session = startSession(null);
    session.actor.send({ type: 'user.login', ...credentials });
    expect(session.snapshot().hasTag('busy')).toBe(true);
    expect(session.fakes.pending()[0]?.input).toEqual(credentials);
    await session.resolve('login', { refreshToken: validToken });
    expect(session.paramsOf(session.spies.persistUserToken)).toEqual({ userToken: validToken });
    expect(session.spies.reloadPage).toHaveBeenCalledTimes(1);
    expect(session.snapshot().context.pendingLogin).toBeNull();
  });

  it.each([
    ['401', httpError(401), { kind: 'invalidCredentials' }],
    ['403', httpError(403), { kind: 'invalidCredentials' }],
    ['429', httpError(429, 30), { kind: 'throttled', retryAfterSeconds: 30 }],
    ['network', networkError(), { kind: 'offline' }],
    ['500', httpError(500), { kind: 'server', status: 500 }],
  ])('records %s as a typed login error without an earlier token', async (_name, error, expected) => {
    const session = startSession(null);
    session.actor.send({ type: 'user.login', ...credentials });
    await session.reject('login', error);
    expect(session.snapshot().value).toEqual({ loggedOut: 'idle' });
    expect(session.snapshot().context.loginError).toEqual(expected);
    expect(session.fakes.history().map((call) => call.id)).toEqual(['login']);
  });

  it('on 401 with an earlier token: revokes it, retries once with the same credentials, then gives up', async () => {
    const expired = makeUserToken(FIXTURE_ACCOUNT_ID, NOW - 1000);
    const session = startSession(expired);
    session.actor.send({ type: 'user.login', ...credentials });
    await session.reject('login', httpError(401));
    expect(session.fakes.pending()).toMatchObject([
      { id: 'revokeEarlierToken', input: { userToken: expired } },
    ]);
    await session.resolve('revokeEarlierToken', undefined);
    expect(session.fakes.pending()).toMatchObject([{ id: 'login', input: credentials }]);
    expect(session.snapshot().context).toMatchObject({ loginRetried: true, earlierUserToken: null });
    await session.reject('login', httpError(401));
    expect(session.snapshot().context.loginError).toEqual({ kind: 'invalidCredentials' });
    expect(session.fakes.history().map((call) => call.id)).toEqual(['login', 'revokeEarlierToken', 'login']);
  });

  it('retries even when revoking the earlier token fails (logged only)', async () => {
    const session = startSession(makeUserToken(FIXTURE_ACCOUNT_ID, NOW - 1000));
    session.actor.send({ type: 'user.login', ...credentials });
    await session.reject('login', httpError(401));
    await session.reject('revokeEarlierToken', httpError(401));
    expect(session.spies.logError).toHaveBeenCalledTimes(1);
    await session.resolve('login', { refreshToken: validToken });
    expect(session.spies.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('does not retry on 429 even with an earlier token', async () => {
    const session = startSession(makeUserToken(FIXTURE_ACCOUNT_ID, NOW - 1000));
    session.actor.send({ type: 'user.login', ...credentials });
    await session.reject('login', httpError(429, 60));
    expect(session.running()).toEqual([]);
    expect(session.snapshot().context.loginError).toEqual({ kind: 'throttled', retryAfterSeconds: 60 });
  });

  it('is only possible when logged out', async () => {
    const session = await startReady();
    expect(session.snapshot().can({ type: 'user.login', ...credentials })).toBe(false);
  });
});
