import type { AccessRights, AccountSettings, Language, PersonAccount } from '../../api/contract';

/** Input of the `login` actor (createRefreshToken). */
export interface LoginInput {
  readonly accountName: string;
  readonly passkey: string;
}
/** Output of the `login` actor: the new user token. */
export interface LoginOutput {
  readonly refreshToken: string;
}
/** Input of the actors that authenticate with the user token (createAccessToken, revokeRefreshToken). */
export interface UserTokenInput {
  readonly userToken: string;
}
/** Output of `fetchAccessToken`. */
export interface AccessTokenOutput {
  readonly accessToken: string;
  /** Seconds until the access token expires. */
  readonly expiresIn: number;
}
/** Input of the actors that authenticate with the access token. */
export interface AccessTokenInput {
  readonly accessToken: string;
}
/** Output of `loadProfile`: account, rights and settings, loaded together. */
export interface ProfileOutput {
  readonly account: PersonAccount;
  readonly accessRights: AccessRights;
  readonly accessRightsByOrganisation: Readonly<Record<string, AccessRights>>;
  readonly settings: AccountSettings;
}
/** Input of `saveSettings` (updateAccountSettings): only the settings that change. */
export interface SaveSettingsInput extends AccessTokenInput {
  readonly settings: AccountSettings;
}

/**
 * The session's calls over the typed API client (session.calls.ts), each passing the abort signal on.
 * They and the contract they use load with the first call (issue 28 §4: a visitor of the login page
 * without a session carries neither).
 */
export interface SessionCalls {
  login(input: LoginInput, signal: AbortSignal): Promise<LoginOutput>;
  fetchAccessToken(input: UserTokenInput, signal: AbortSignal): Promise<AccessTokenOutput>;
  revokeUserToken(input: UserTokenInput, signal: AbortSignal): Promise<void>;
  loadProfile(input: AccessTokenInput, signal: AbortSignal): Promise<ProfileOutput>;
  saveSettings(input: SaveSettingsInput, signal: AbortSignal): Promise<AccountSettings>;
}

/** Why the last login attempt failed; views map it to an i18n key. */
export type LoginError =
  | { readonly kind: 'invalidCredentials' }
  | { readonly kind: 'throttled'; readonly retryAfterSeconds: number }
  | { readonly kind: 'offline' }
  | { readonly kind: 'server'; readonly status: number | null };

/** Everything the session knows; views read it through narrow selectors. */
export interface SessionContext {
  /** The stored user (refresh) token, or null when logged out. */
  readonly userToken: string | null;
  /** accountId decoded from the user token. */
  readonly tokenAccountId: string | null;
  /** Epoch milliseconds at which the user token expires (its `exp`), or null without one. */
  readonly userTokenExpiresAt: number | null;
  /**
   * The user token this page held before the session ended (expired at load, or a refresh answered
   * 401). It is removed from storage, so neither a reload nor another tab treats it as a session, but
   * it is remembered in memory: a login answered 401 revokes it and retries once (spec 000 §4), and the
   * login page may offer "switch user" while it is set. Null once revoked or when there was none.
   */
  readonly earlierUserToken: string | null;
  readonly accessToken: string | null;
  /** Epoch milliseconds at which the access token expires. */
  readonly accessTokenExpiresAt: number | null;
  /** Consecutive refreshes that failed without a 401 (network, 5xx); drives the retry backoff. */
  readonly refreshFailures: number;
  readonly account: PersonAccount | null;
  /** Rights in the active organisation; empty until loaded. */
  readonly accessRights: AccessRights;
  readonly accessRightsByOrganisation: Readonly<Record<string, AccessRights>>;
  readonly settings: AccountSettings;
  readonly loginError: LoginError | null;
  /** True once the one retry after revoking an earlier refresh token was used. */
  readonly loginRetried: boolean;
  /**
   * The credentials of the login attempt that is running, kept only so the one retry can resend them;
   * cleared when the attempt ends. Never render it.
   */
  readonly pendingLogin: { readonly accountName: string; readonly passkey: string } | null;
  /** Typed failure of the last profile load, for the retry screen. */
  readonly profileError: { readonly status: number | null } | null;
  /** Typed failure of the last organisation switch (403: not a member); the old organisation stays. */
  readonly organisationError: { readonly status: number | null } | null;
  /**
   * The profile stored for this user token by an earlier page (session.profile-store.ts): what the
   * app shows as soon as the start-up token arrives, while the server's profile is loaded (issue 35),
   * or when that token fetch gets no answer (offline). Null when none was stored.
   */
  readonly storedProfile: ProfileOutput | null;
}

/** What the composition root hands the session machine: the stored user token, if any. */
export interface SessionInput {
  readonly userToken: string | null;
  /** The profile stored for exactly this user token, if any (`readStoredProfile`). */
  readonly storedProfile?: ProfileOutput | null;
}

/** Events, named by who speaks. */
export type SessionEvent =
  | { readonly type: 'user.login'; readonly accountName: string; readonly passkey: string }
  | { readonly type: 'user.logout' }
  /** On the login page: forget the token of the session that ended, so another person logs in afresh. */
  | { readonly type: 'user.switchUser' }
  | { readonly type: 'user.switchOrganisation'; readonly organisationId: string }
  | { readonly type: 'user.changeLanguage'; readonly language: Language }
  | { readonly type: 'user.retryProfile' }
  /** The profile page changed the account (e-mail, language, avatar): it is read again. */
  | { readonly type: 'profile.saved' }
  | { readonly type: 'dialog.close' }
  /**
   * The window gained focus. A refresh is "tried": it happens ("is forced") only when under 2 minutes
   * of the access token remain, which a throttled background timer may have missed.
   */
  | { readonly type: 'window.focus' }
  /**
   * A call made with the current access token was refused (401; the live notification stream): the
   * token is refreshed now instead of when it is due. A refusal of the refresh ends the session.
   */
  | { readonly type: 'api.accessTokenRefused' }
  /** The browser's `online` event: a token fetch that is waiting to retry tries again now. */
  | { readonly type: 'browser.online' }
  /** Another tab changed the stored user token (storage event); null when it was removed. */
  | { readonly type: 'storage.userTokenChanged'; readonly userToken: string | null };

/**
 * Tags the views ask for with `state.hasTag(...)` instead of matching state values:
 * - `loggedIn` / `loggedOut`
 * - `busy`: a login, logout or organisation switch is running, or the page is reloading (disable buttons)
 * - `ready`: logged in with account and rights loaded (render the app)
 * - `restored`: ready from the stored profile without an access token (started offline); calls
 *   made now fail as offline, and the session keeps asking for a token
 * - `sessionInvalid`: show the 'Please Login!' dialog
 */
export type SessionTag = 'loggedIn' | 'loggedOut' | 'busy' | 'ready' | 'restored' | 'sessionInvalid';

/** Auto-close delay of the session-invalid dialog. */
export const SESSION_INVALID_DIALOG_MS = 4000;
/** A refresh is forced when fewer than this many milliseconds of the access token remain (spec 000 §9). */
export const ACCESS_TOKEN_REFRESH_THRESHOLD_MS = 2 * 60 * 1000;
