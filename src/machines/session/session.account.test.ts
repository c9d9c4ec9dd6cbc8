import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FIXTURE_ACCOUNT_ID,
  OTHER_ACCOUNT_ID,
  accessTokenOutput,
  fixtureProfile,
  httpError,
  makeUserToken,
  networkError,
} from './session.fixtures';
import { DAY, NOW, startReady, startSession, validToken } from './session.rules.harness';

afterEach(() => {
  vi.useRealTimers();
});

describe('logout', () => {
  it('revokes the user token, then clears local storage and reloads', async () => {
    const session = await startReady();
    session.actor.send({ type: 'user.logout' });
    expect(session.snapshot().hasTag('busy')).toBe(true);
    expect(session.fakes.pending()).toMatchObject([
      { id: 'revokeUserToken', input: { userToken: validToken } },
    ]);
    expect(session.spies.clearLocalStorage).not.toHaveBeenCalled();
    await session.resolve('revokeUserToken', undefined);
    expect(session.spies.clearLocalStorage).toHaveBeenCalledTimes(1);
    expect(session.spies.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('only logs a failed revoke, and logs out anyway', async () => {
    const session = await startReady();
    session.actor.send({ type: 'user.logout' });
    await session.reject('revokeUserToken', networkError());
    expect(session.paramsOf(session.spies.logError)).toMatchObject({
      operation: 'revokeRefreshToken',
      failure: { _tag: 'NetworkError' },
    });
    expect(session.spies.clearLocalStorage).toHaveBeenCalledTimes(1);
    expect(session.spies.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('cancels running calls: leaving a state aborts its request', async () => {
    const session = startSession(validToken);
    await session.resolve('fetchAccessToken', accessTokenOutput);
    const [profileCall] = session.fakes.pending();
    session.actor.send({ type: 'user.logout' });
    expect(profileCall?.signal.aborted).toBe(true);
  });
});

describe('user token changed in another tab', () => {
  const otherToken = makeUserToken(OTHER_ACCOUNT_ID, NOW + DAY);

  it.each([
    { name: 'another account', userToken: otherToken, reloads: true },
    { name: 'nobody (logout there)', userToken: null, reloads: true },
    { name: 'nobody (undecodable)', userToken: 'garbage', reloads: true },
    { name: 'the same account', userToken: makeUserToken(FIXTURE_ACCOUNT_ID, NOW + 2 * DAY), reloads: false },
  ])('logged in, now a token of $name: reloads $reloads', async ({ userToken, reloads }) => {
    const session = await startReady();
    session.actor.send({ type: 'storage.userTokenChanged', userToken });
    expect(session.spies.reloadPage).toHaveBeenCalledTimes(reloads ? 1 : 0);
  });

  it.each([
    { name: 'a login there', userToken: otherToken, reloads: true },
    { name: 'a removal', userToken: null, reloads: false },
  ])('logged out, $name: reloads $reloads', ({ userToken, reloads }) => {
    const session = startSession(null);
    session.actor.send({ type: 'storage.userTokenChanged', userToken });
    expect(session.spies.reloadPage).toHaveBeenCalledTimes(reloads ? 1 : 0);
  });
});

describe('organisation and language', () => {
  it('switches the organisation, then reloads the profile (rights change with it)', async () => {
    const session = await startReady();
    session.actor.send({ type: 'user.switchOrganisation', organisationId: 'org-2' });
    expect(session.snapshot().hasTag('busy')).toBe(true);
    expect(session.snapshot().hasTag('ready')).toBe(true);
    expect(session.fakes.pending()[0]?.input).toEqual({
      accessToken: accessTokenOutput.accessToken,
      settings: { activeOrganisationId: 'org-2' },
    });
    await session.resolve('saveActiveOrganisation', { activeOrganisationId: 'org-2' });
    expect(session.running()).toEqual(['reloadProfile']);
    const switched = {
      ...fixtureProfile,
      account: { ...fixtureProfile.account, activeOrganisationId: 'org-2' },
    };
    await session.resolve('reloadProfile', switched);
    expect(session.snapshot().context.account?.activeOrganisationId).toBe('org-2');
    expect(session.snapshot().hasTag('busy')).toBe(false);
  });

  it('keeps the old organisation and records a typed error when the switch is refused (403)', async () => {
    const session = await startReady();
    session.actor.send({ type: 'user.switchOrganisation', organisationId: 'org-foreign' });
    await session.reject('saveActiveOrganisation', httpError(403));
    expect(session.snapshot().context.organisationError).toEqual({ status: 403 });
    expect(session.snapshot().context.account?.activeOrganisationId).toBe('org-1');
    expect(session.snapshot().hasTag('ready')).toBe(true);
    expect(session.running()).toEqual([]);
  });

  it('changes the language at once and saves it in the background; a failure is only logged', async () => {
    const session = await startReady();
    session.actor.send({ type: 'user.changeLanguage', language: 'en-GB' });
    expect(session.snapshot().context.settings.language).toBe('en-GB');
    expect(session.fakes.pending()[0]?.input).toEqual({
      accessToken: accessTokenOutput.accessToken,
      settings: { language: 'en-GB' },
    });
    await session.reject('saveLanguage', networkError());
    expect(session.spies.logError).toHaveBeenCalledTimes(1);
    expect(session.snapshot().context.settings.language).toBe('en-GB');
    expect(session.snapshot().hasTag('ready')).toBe(true);
  });

  it('ignores a language change before the profile is ready', () => {
    const session = startSession(validToken);
    expect(session.snapshot().can({ type: 'user.changeLanguage', language: 'en-GB' })).toBe(false);
  });
});

describe('profile saved on the profile page', () => {
  it('reads the account again and stays ready; a failed read keeps the account shown', async () => {
    const session = await startReady();
    session.actor.send({ type: 'profile.saved' });
    expect(session.snapshot().hasTag('ready')).toBe(true);
    expect(session.fakes.pending()).toMatchObject([{ id: 'refreshProfile' }]);
    const changed = { ...fixtureProfile, account: { ...fixtureProfile.account, email: 'new@example.com' } };
    await session.resolve('refreshProfile', changed);
    expect(session.snapshot().context.account?.email).toBe('new@example.com');
    session.actor.send({ type: 'profile.saved' });
    await session.reject('refreshProfile', httpError(500));
    expect(session.snapshot().hasTag('ready')).toBe(true);
    expect(session.snapshot().context.account?.email).toBe('new@example.com');
  });
});
