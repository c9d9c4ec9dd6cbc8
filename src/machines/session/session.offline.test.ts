import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accessTokenOutput,
  FIXTURE_ACCOUNT_ID,
  fixtureProfile,
  httpError,
  makeUserToken,
  networkError,
} from './session.fixtures';
import { credentials, NOW, startReady, startSession, validToken } from './session.rules.harness';
import { refreshRetryDelay } from './session.timing';

/** Issue 8: the logged-in session survives a reload without network, from the stored profile. */

afterEach(() => {
  vi.useRealTimers();
});

const serverProfile = {
  ...fixtureProfile,
  account: { ...fixtureProfile.account, firstName: 'Dora' },
};

const startOffline = async () => {
  const session = startSession(validToken, fixtureProfile);
  await session.reject('fetchAccessToken', networkError());
  return session;
};

describe('a start without network', () => {
  it('with a stored profile: ready from it, no access token, no dialog, nothing removed', async () => {
    const { snapshot, spies, running } = await startOffline();
    expect(snapshot().hasTag('ready')).toBe(true);
    expect(snapshot().hasTag('restored')).toBe(true);
    expect(snapshot().hasTag('sessionInvalid')).toBe(false);
    expect(snapshot().context.accessToken).toBeNull();
    expect(snapshot().context.account).toEqual(fixtureProfile.account);
    expect(snapshot().context.accessRights).toEqual(fixtureProfile.accessRights);
    expect(running()).toEqual([]);
    expect(spies.removeStoredUserToken).not.toHaveBeenCalled();
    expect(spies.removeStoredProfile).not.toHaveBeenCalled();
  });

  it('keeps asking for a token with the backoff, and at once when the browser is online again', async () => {
    const { actor, running, reject } = await startOffline();
    await vi.advanceTimersByTimeAsync(refreshRetryDelay(1) - 1);
    expect(running()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(running()).toEqual(['resumeAccessToken']);
    await reject('resumeAccessToken', networkError());
    expect(running()).toEqual([]);
    actor.send({ type: 'browser.online' });
    expect(running()).toEqual(['resumeAccessToken']);
  });

  it('once a token comes, reloads the profile while the stored one stays on screen, then stores it', async () => {
    const { actor, snapshot, running, resolve, spies, paramsOf } = await startOffline();
    actor.send({ type: 'window.focus' });
    await resolve('resumeAccessToken', accessTokenOutput);
    expect(running()).toEqual(['refreshProfile']);
    expect(snapshot().hasTag('ready')).toBe(true);
    expect(snapshot().hasTag('restored')).toBe(false);
    expect(snapshot().context.accessToken).toBe(accessTokenOutput.accessToken);
    await resolve('refreshProfile', serverProfile);
    expect(snapshot().matches({ loggedIn: { authorized: { profile: 'ready' } } })).toBe(true);
    expect(snapshot().context.account?.firstName).toBe('Dora');
    expect(paramsOf(spies.persistProfile)).toEqual({ userToken: validToken, profile: serverProfile });
  });

  it('keeps the stored profile when its reload gets no answer', async () => {
    const { actor, snapshot, resolve, reject, spies } = await startOffline();
    actor.send({ type: 'browser.online' });
    await resolve('resumeAccessToken', accessTokenOutput);
    await reject('refreshProfile', networkError());
    expect(snapshot().hasTag('ready')).toBe(true);
    expect(snapshot().context.account).toEqual(fixtureProfile.account);
    expect(spies.logError).toHaveBeenCalledTimes(1);
    expect(spies.persistProfile).not.toHaveBeenCalled();
  });

  it('a 401 on the token when back online ends the session as a revoked token does', async () => {
    const { actor, snapshot, reject, spies } = await startOffline();
    actor.send({ type: 'browser.online' });
    await reject('resumeAccessToken', httpError(401));
    expect(snapshot().value).toEqual({ loggedOut: 'sessionInvalid' });
    expect(snapshot().context.account).toBeNull();
    expect(snapshot().context.storedProfile).toBeNull();
    expect(spies.removeStoredUserToken).toHaveBeenCalledTimes(1);
    expect(spies.removeStoredProfile).toHaveBeenCalledTimes(1);
  });

  it('a server error while restored is no answer to act on: it waits and asks again', async () => {
    const { actor, snapshot, reject, running } = await startOffline();
    actor.send({ type: 'browser.online' });
    await reject('resumeAccessToken', httpError(503));
    expect(snapshot().hasTag('restored')).toBe(true);
    await vi.advanceTimersByTimeAsync(refreshRetryDelay(2));
    expect(running()).toEqual(['resumeAccessToken']);
  });

  it('offers no organisation switch and no language save while restored', async () => {
    const { snapshot } = await startOffline();
    expect(snapshot().can({ type: 'user.switchOrganisation', organisationId: 'org-2' })).toBe(false);
    expect(snapshot().can({ type: 'user.changeLanguage', language: 'en-GB' })).toBe(false);
  });

  it('without a stored profile: not ready, retrying (the pending view), also on online', async () => {
    const session = startSession(validToken);
    await session.reject('fetchAccessToken', networkError());
    expect(session.snapshot().hasTag('ready')).toBe(false);
    expect(session.snapshot().matches({ loggedIn: { authorizing: 'retrying' } })).toBe(true);
    session.actor.send({ type: 'browser.online' });
    expect(session.running()).toEqual(['fetchAccessToken']);
  });

  it('a server that answers with an error is no reason to show the stored profile', async () => {
    const session = startSession(validToken, fixtureProfile);
    await session.reject('fetchAccessToken', httpError(503));
    expect(session.snapshot().hasTag('ready')).toBe(false);
  });

  it('logged out from the restored session: revoke, clear storage, reload', async () => {
    const { actor, running, reject, spies } = await startOffline();
    actor.send({ type: 'user.logout' });
    expect(running()).toEqual(['revokeUserToken']);
    await reject('revokeUserToken', networkError());
    expect(spies.clearLocalStorage).toHaveBeenCalledTimes(1);
    expect(spies.reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('the stored profile', () => {
  it('online: ready as soon as the token comes, while the server profile loads beside (issue 35)', async () => {
    const { snapshot, running, resolve, spies, paramsOf } = startSession(validToken, fixtureProfile);
    expect(snapshot().hasTag('ready')).toBe(false);
    await resolve('fetchAccessToken', accessTokenOutput);
    expect(running()).toEqual(['refreshProfile']);
    expect(snapshot().hasTag('ready')).toBe(true);
    expect(snapshot().hasTag('restored')).toBe(false);
    expect(snapshot().context.accessToken).toBe(accessTokenOutput.accessToken);
    expect(snapshot().context.account).toEqual(fixtureProfile.account);
    expect(snapshot().context.accessRights).toEqual(fixtureProfile.accessRights);
    await resolve('refreshProfile', serverProfile);
    expect(snapshot().matches({ loggedIn: { authorized: { profile: 'ready' } } })).toBe(true);
    expect(snapshot().context.account?.firstName).toBe('Dora');
    expect(paramsOf(spies.persistProfile)).toEqual({ userToken: validToken, profile: serverProfile });
  });

  it('online: a failed reload keeps the stored profile, a 401 ends the session', async () => {
    const kept = startSession(validToken, fixtureProfile);
    await kept.resolve('fetchAccessToken', accessTokenOutput);
    await kept.reject('refreshProfile', httpError(500));
    expect(kept.snapshot().hasTag('ready')).toBe(true);
    expect(kept.snapshot().context.account).toEqual(fixtureProfile.account);
    expect(kept.spies.logError).toHaveBeenCalledTimes(1);
    const ended = startSession(validToken, fixtureProfile);
    await ended.resolve('fetchAccessToken', accessTokenOutput);
    await ended.reject('refreshProfile', httpError(401));
    expect(ended.snapshot().value).toEqual({ loggedOut: 'sessionInvalid' });
    expect(ended.snapshot().context.account).toBeNull();
  });

  it('is stored with its token after every load, and after a language change', async () => {
    const session = await startReady();
    expect(session.paramsOf(session.spies.persistProfile)).toEqual({
      userToken: validToken,
      profile: fixtureProfile,
    });
    session.actor.send({ type: 'user.changeLanguage', language: 'en-GB' });
    expect(session.paramsOf(session.spies.persistProfile, 1)).toMatchObject({
      profile: { settings: { language: 'en-GB' } },
    });
  });

  it('goes when the session ends with a 401, at login, on switch user and with an expired token', async () => {
    const session = await startReady();
    await vi.advanceTimersByTimeAsync(8 * 60_000);
    await session.reject('refreshAccessToken', httpError(401));
    expect(session.spies.removeStoredProfile).toHaveBeenCalledTimes(1);
    session.actor.send({ type: 'dialog.close' });
    session.actor.send({ type: 'user.switchUser' });
    expect(session.spies.removeStoredProfile).toHaveBeenCalledTimes(2);
    session.actor.send({ type: 'user.login', ...credentials });
    await session.resolve('login', { refreshToken: validToken });
    expect(session.spies.removeStoredProfile).toHaveBeenCalledTimes(3);
    expect(session.spies.reloadPage).toHaveBeenCalledTimes(1);

    const expired = startSession(makeUserToken(FIXTURE_ACCOUNT_ID, NOW - 1000), fixtureProfile);
    expect(expired.spies.removeStoredProfile).toHaveBeenCalledTimes(1);
    expect(expired.snapshot().context.storedProfile).toBeNull();
  });
});
