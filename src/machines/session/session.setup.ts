import { assign, setup } from 'xstate';
import { failureStatus, toApiFailure, type ApiFailure } from '../../api/api-failure';
import type { Language } from '../../api/contract';
import {
  sessionActorDefaults,
  type AccessTokenOutput,
  type LoginInput,
  type ProfileOutput,
} from './session.actors';
import {
  isNoAnswerFailure,
  isUnauthorizedFailure,
  profileOf,
  signedOutContext,
  toLoginError,
} from './session.context';
import type { ProfileToStore } from './session.profile-store';
import { accessTokenRefreshDelay, isNearExpiry, refreshRetryDelay } from './session.timing';
import { accountIdOf } from './session.token';
import {
  SESSION_INVALID_DIALOG_MS,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
  type SessionTag,
} from './session.types';
import { messageMs } from '../shared/message-time';

/** Params of the named actions and guards that look at a failed call. */
export interface FailureParams {
  readonly failure: ApiFailure;
}
/** Params of `logError`: which call failed and how. */
export interface LogErrorParams extends FailureParams {
  readonly operation: string;
}

/** Params for a failure guard or action: the typed failure of an `xstate.error.actor.*` event. */
export const failureOf = ({ event }: { event: { error: unknown } }): FailureParams => ({
  failure: toApiFailure(event.error),
});
/** Params for `logError` naming the failed operation. */
export const logFailureOf =
  (operation: string) =>
  ({ event }: { event: { error: unknown } }): LogErrorParams => ({
    operation,
    failure: toApiFailure(event.error),
  });
/** Input of the actors that authenticate with the user token. */
export const userTokenInput = ({ context }: { context: SessionContext }) => ({
  userToken: context.userToken ?? '',
});
/** Input of the actors that authenticate with the access token. */
export const accessTokenInput = ({ context }: { context: SessionContext }) => ({
  accessToken: context.accessToken ?? '',
});
/** Params of `isOtherAccount`: the token another tab stored (null: removed). */
export const tokenOfStorageEvent = ({ event }: { event: { userToken: string | null } }) => ({
  userToken: event.userToken,
});
/** Params of `persistProfile`: the profile in the context and the token it belongs to. */
export const profileToStore = ({ context }: { context: SessionContext }): ProfileToStore | null => {
  const profile = profileOf(context);
  return profile === null || context.userToken === null ? null : { userToken: context.userToken, profile };
};
/** Stores the profile loaded just now (the `storeProfile` that comes before it put it in context). */
export const persistLoadedProfile = { type: 'persistProfile', params: profileToStore } as const;
/** A loaded profile: into the context, then into storage (the same on the first load and every reload). */
export const storeLoadedProfile = [
  { type: 'storeProfile', params: ({ event }: { event: { output: ProfileOutput } }) => event.output },
  persistLoadedProfile,
] as const;
/** A 401 anywhere while logged in ends the session the same way (spec 000 §4, §8). */
export const expireOnUnauthorized = {
  guard: { type: 'isUnauthorized', params: failureOf },
  target: '#session.loggedOut.sessionInvalid',
  actions: ['removeStoredUserToken', 'removeStoredProfile', 'endSession'],
} as const;

/**
 * The session machine's implementations by name: the actions, guards, actors and delays its states
 * refer to. Split from the state chart (session.machine.ts) to keep both files readable; tests and
 * stories replace any of them with `.provide()`.
 */
export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    tags: {} as SessionTag,
  },
  actors: sessionActorDefaults,
  actions: {
    // Side effects the composition root provides; no-ops here so the machine alone stays pure.
    persistUserToken: (_, _params: { readonly userToken: string }) => {},
    removeStoredUserToken: () => {},
    /** Keeps the loaded profile for a start without network; null: nothing loaded to keep. */
    persistProfile: (_, _params: ProfileToStore | null) => {},
    removeStoredProfile: () => {},
    clearLocalStorage: () => {},
    reloadPage: () => {},
    logError: (_, _params: LogErrorParams) => {},
    // Context.
    forgetUserToken: assign({ userToken: null, tokenAccountId: null, userTokenExpiresAt: null }),
    endSession: assign(({ context }) => ({
      ...signedOutContext,
      earlierUserToken: context.userToken ?? context.earlierUserToken,
    })),
    startLogin: assign((_, params: LoginInput) => ({
      pendingLogin: { accountName: params.accountName, passkey: params.passkey },
      loginError: null,
      loginRetried: false,
    })),
    // The earlier token is revoked (or at least tried): no second retry, no "switch user" for it.
    markLoginRetried: assign({ loginRetried: true, earlierUserToken: null }),
    recordLoginError: assign((_, { failure }: FailureParams) => ({ loginError: toLoginError(failure) })),
    forgetPendingLogin: assign({ pendingLogin: null }),
    forgetEarlierUserToken: assign({ earlierUserToken: null, loginError: null }),
    storeAccessToken: assign((_, output: AccessTokenOutput) => ({
      accessToken: output.accessToken,
      accessTokenExpiresAt: Date.now() + output.expiresIn * 1000,
      refreshFailures: 0,
    })),
    countRefreshFailure: assign(({ context }) => ({ refreshFailures: context.refreshFailures + 1 })),
    storeProfile: assign((_, output: ProfileOutput) => ({
      account: output.account,
      accessRights: output.accessRights,
      accessRightsByOrganisation: output.accessRightsByOrganisation,
      settings: output.settings,
      profileError: null,
    })),
    // The stored profile stands in for the one the server would send; no access token comes with it.
    restoreStoredProfile: assign(({ context }) =>
      context.storedProfile === null
        ? {}
        : {
            account: context.storedProfile.account,
            accessRights: context.storedProfile.accessRights,
            accessRightsByOrganisation: context.storedProfile.accessRightsByOrganisation,
            settings: context.storedProfile.settings,
          },
    ),
    recordProfileError: assign((_, { failure }: FailureParams) => ({
      profileError: { status: failureStatus(failure) },
    })),
    clearOrganisationError: assign({ organisationError: null }),
    recordOrganisationError: assign((_, { failure }: FailureParams) => ({
      organisationError: { status: failureStatus(failure) },
    })),
    applyLanguage: assign(({ context }, { language }: { readonly language: Language }) => ({
      settings: { ...context.settings, language },
    })),
  },
  guards: {
    hasNoUserToken: ({ context }) => context.userToken === null,
    hasEarlierUserToken: ({ context }) => context.earlierUserToken !== null,
    isUserTokenUndecodable: ({ context }) => context.tokenAccountId === null,
    // Date.now() (not a clock passed in) so Vitest's fake timers control it.
    isUserTokenExpired: ({ context }) =>
      context.userTokenExpiresAt !== null && context.userTokenExpiresAt <= Date.now(),
    isUnauthorized: (_, { failure }: FailureParams) => isUnauthorizedFailure(failure),
    // No answer at all (not a 5xx: a server that answers is reachable) and a profile to show meanwhile.
    canStartWithoutNetwork: ({ context }, { failure }: FailureParams) =>
      isNoAnswerFailure(failure) && context.storedProfile !== null,
    hasStoredProfile: ({ context }) => context.storedProfile !== null,
    canRetryLogin: ({ context }, { failure }: FailureParams) =>
      isUnauthorizedFailure(failure) && context.earlierUserToken !== null && !context.loginRetried,
    isAccessTokenNearExpiry: ({ context }) => isNearExpiry(context.accessTokenExpiresAt, Date.now()),
    // Removal and undecodable tokens count as "no account", so a logout elsewhere reloads this tab too.
    isOtherAccount: ({ context }, { userToken }: { readonly userToken: string | null }) =>
      accountIdOf(userToken) !== context.tokenAccountId,
  },
  delays: {
    accessTokenRefresh: ({ context }) => accessTokenRefreshDelay(context.accessTokenExpiresAt, Date.now()),
    refreshRetry: ({ context }) => refreshRetryDelay(context.refreshFailures),
    sessionInvalidDialog: () => messageMs(SESSION_INVALID_DIALOG_MS),
  },
});
