import type { ApiFailure } from '../../api/api-failure';
import { decodeUserToken } from './session.token';
import type { ProfileOutput } from './session.actors';
import type { LoginError, SessionContext, SessionInput } from './session.types';

/** The context of a page without a session: what "clear the session" resets to. */
export const signedOutContext: SessionContext = {
  userToken: null,
  tokenAccountId: null,
  userTokenExpiresAt: null,
  earlierUserToken: null,
  accessToken: null,
  accessTokenExpiresAt: null,
  refreshFailures: 0,
  account: null,
  accessRights: {},
  accessRightsByOrganisation: {},
  settings: {},
  loginError: null,
  loginRetried: false,
  pendingLogin: null,
  profileError: null,
  organisationError: null,
  storedProfile: null,
};

/**
 * The context the machine starts with. The token is decoded once here; the start-up guards then
 * read `tokenAccountId` (null: undecodable) and `userTokenExpiresAt`. The stored profile waits in
 * `storedProfile` until the start-up token arrives (shown while the server's is loaded) or gets no
 * answer (shown offline).
 */
export const initialSessionContext = ({ userToken, storedProfile = null }: SessionInput): SessionContext => {
  const claims = decodeUserToken(userToken);
  return {
    ...signedOutContext,
    userToken,
    tokenAccountId: claims?.accountId ?? null,
    userTokenExpiresAt: claims?.expiresAt ?? null,
    storedProfile,
  };
};

/** The profile in the context, for storing it; null until an account is loaded. */
export const profileOf = (context: SessionContext): ProfileOutput | null =>
  context.account === null
    ? null
    : {
        account: context.account,
        accessRights: context.accessRights,
        accessRightsByOrganisation: context.accessRightsByOrganisation,
        settings: context.settings,
      };

/** True when the call got no answer at all (offline, DNS, connection reset). */
export const isNoAnswerFailure = (failure: ApiFailure): boolean => failure._tag === 'NetworkError';

/** Spec 001 §4 Login: 401/403 are wrong credentials, 429 is throttling, no answer means offline. */
export const toLoginError = (failure: ApiFailure): LoginError => {
  switch (failure._tag) {
    case 'HttpError':
      if (failure.status === 401 || failure.status === 403) return { kind: 'invalidCredentials' };
      if (failure.status === 429) {
        // The header is authoritative; the error body repeats it for clients that cannot read headers.
        const retryAfterSeconds = failure.retryAfterSeconds ?? failure.body?.retryAfterSeconds ?? 0;
        return { kind: 'throttled', retryAfterSeconds };
      }
      return { kind: 'server', status: failure.status };
    case 'NetworkError':
      return { kind: 'offline' };
    case 'DecodeError':
    case 'Aborted':
      return { kind: 'server', status: null };
  }
};

/** True for a 401 answer: the user token is no longer accepted. */
export const isUnauthorizedFailure = (failure: ApiFailure): boolean =>
  failure._tag === 'HttpError' && failure.status === 401;
