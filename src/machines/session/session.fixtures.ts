import type { AnyEventObject } from 'xstate';
import { ApiCallError } from '../../api/api-failure';
import type { PersonAccount } from '../../api/contract';
import type { AccessTokenOutput, ProfileOutput } from './session.actors';
import type { SessionInput } from './session.types';

/**
 * Test and story data for the session machine: start inputs, payload variants of the data events and
 * the outcomes of every invoked call. Shared by the model-based tests and the walker story so both
 * step through the same paths. Not imported by the app.
 */

const base64Url = (text: string): string =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** An unsigned JWT-shaped user token carrying `accountId` and `exp` (epoch milliseconds, stored in seconds). */
export const makeUserToken = (accountId: string, expiresAt: number): string =>
  [
    base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
    base64Url(
      JSON.stringify({ use: 'user', sub: accountId, accountId, iat: 0, exp: Math.floor(expiresAt / 1000) }),
    ),
    'signature',
  ].join('.');

/** An answer with an error status, as the API client rejects with it. */
export const httpError = (status: number, retryAfterSeconds: number | null = null): ApiCallError =>
  new ApiCallError({ _tag: 'HttpError', status, body: null, retryAfterSeconds });
/** No answer at all (offline). */
export const networkError = (): ApiCallError =>
  new ApiCallError({ _tag: 'NetworkError', message: 'Failed to fetch' });
/** An answer that does not match the contract. */
export const decodeError = (operationId: string): ApiCallError =>
  new ApiCallError({ _tag: 'DecodeError', operationId, message: 'Expected string, got number' });

/** The account every fixture logs in as. */
export const FIXTURE_ACCOUNT_ID = 'acc-dispatcher';
/** Another account, for "a different user logged in in another tab". */
export const OTHER_ACCOUNT_ID = 'acc-driver';
const DAY_MS = 24 * 60 * 60 * 1000;

const account: PersonAccount = {
  accountId: FIXTURE_ACCOUNT_ID,
  oldLoginId: null,
  accountName: 'dispatcher',
  firstName: 'Dana',
  lastName: 'Dispatcher',
  email: 'dispatcher@example.org',
  displayName: 'Dana Dispatcher',
  isDemoUser: false,
  role: 'user',
  organisations: [
    { id: 'org-1', name: 'Rail Operator One' },
    { id: 'org-2', name: 'Rail Operator Two' },
  ],
  activeOrganisationId: 'org-1',
  avatarImageUrlSignature: null,
};

/** A loaded profile (the `loadProfile` output). */
export const fixtureProfile: ProfileOutput = {
  account,
  accessRights: {
    'gateway/telematics': { canRead: true, canCreate: false },
    logbook_entries: { canRead: true, canCreate: false },
  },
  accessRightsByOrganisation: {
    'org-1': { 'gateway/telematics': { canRead: true, canCreate: false } },
    'org-2': { logbook_entries: { canRead: true, canCreate: true } },
  },
  settings: { language: 'de-DE', activeOrganisationId: 'org-1' },
};

/** A fresh access token living 10 minutes (the server's default). */
export const accessTokenOutput: AccessTokenOutput = { accessToken: 'access-token-10min', expiresIn: 600 };
/** An access token that already lives less than the 2-minute threshold. */
export const shortAccessTokenOutput: AccessTokenOutput = { accessToken: 'access-token-1min', expiresIn: 60 };

const done = (id: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error });

const variantsByType = (events: readonly AnyEventObject[]): Record<string, AnyEventObject[]> => {
  const byType: Record<string, AnyEventObject[]> = {};
  for (const event of events) (byType[event.type] ??= []).push(event);
  return byType;
};

/** Everything the model test and the walker need, relative to `now` (so the tokens expire when they should). */
export interface SessionFixtures {
  /** Start inputs: the stored user token in each situation spec 000 §4 names. */
  readonly inputs: Readonly<
    Record<'noToken' | 'undecodable' | 'expired' | 'valid' | 'validWithStoredProfile', SessionInput>
  >;
  /** Payload variants per event type, incl. `xstate.done.actor.*` / `xstate.error.actor.*` outcomes. */
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
}

/** Builds the fixtures for a clock reading `now` (epoch milliseconds). */
export const createSessionFixtures = (now: number): SessionFixtures => {
  const validToken = makeUserToken(FIXTURE_ACCOUNT_ID, now + 30 * DAY_MS);
  const otherToken = makeUserToken(OTHER_ACCOUNT_ID, now + 30 * DAY_MS);
  const accessTokenOutcomes = (id: string) => [
    done(id, accessTokenOutput),
    done(id, shortAccessTokenOutput),
    failed(id, httpError(401)),
    failed(id, networkError()),
    failed(id, httpError(503)),
  ];
  const profileOutcomes = (id: string) => [
    done(id, fixtureProfile),
    failed(id, httpError(401)),
    failed(id, httpError(500)),
    failed(id, decodeError('getPersonAccount')),
  ];
  return {
    inputs: {
      noToken: { userToken: null },
      undecodable: { userToken: 'not-a-token' },
      expired: { userToken: makeUserToken(FIXTURE_ACCOUNT_ID, now - DAY_MS) },
      valid: { userToken: validToken },
      validWithStoredProfile: { userToken: validToken, storedProfile: fixtureProfile },
    },
    eventVariants: {
      'user.login': [{ type: 'user.login', accountName: 'dispatcher', passkey: 'Portal-Demo-2026!' }],
      'user.switchUser': [{ type: 'user.switchUser' }],
      'user.switchOrganisation': [{ type: 'user.switchOrganisation', organisationId: 'org-2' }],
      'user.changeLanguage': [{ type: 'user.changeLanguage', language: 'en-GB' }],
      'browser.online': [{ type: 'browser.online' }],
      'storage.userTokenChanged': [
        { type: 'storage.userTokenChanged', userToken: null },
        { type: 'storage.userTokenChanged', userToken: validToken },
        { type: 'storage.userTokenChanged', userToken: otherToken },
        { type: 'storage.userTokenChanged', userToken: 'garbage' },
      ],
      'xstate.done.actor.login': [done('login', { refreshToken: validToken })],
      'xstate.error.actor.login': [
        failed('login', httpError(401)),
        failed('login', httpError(403)),
        failed('login', httpError(429, 30)),
        failed('login', networkError()),
        failed('login', httpError(500)),
      ],
      'xstate.done.actor.revokeEarlierToken': [done('revokeEarlierToken', undefined)],
      'xstate.error.actor.revokeEarlierToken': [failed('revokeEarlierToken', httpError(401))],
      ...variantsByType(accessTokenOutcomes('fetchAccessToken')),
      ...variantsByType(accessTokenOutcomes('refreshAccessToken')),
      ...variantsByType(accessTokenOutcomes('resumeAccessToken')),
      ...variantsByType(profileOutcomes('loadProfile')),
      ...variantsByType(profileOutcomes('reloadProfile')),
      ...variantsByType(profileOutcomes('refreshProfile')),
      'xstate.done.actor.saveLanguage': [done('saveLanguage', { language: 'en-GB' })],
      'xstate.error.actor.saveLanguage': [failed('saveLanguage', networkError())],
      'xstate.done.actor.saveActiveOrganisation': [
        done('saveActiveOrganisation', { activeOrganisationId: 'org-2' }),
      ],
      'xstate.error.actor.saveActiveOrganisation': [
        failed('saveActiveOrganisation', httpError(403)),
        failed('saveActiveOrganisation', httpError(401)),
      ],
      'xstate.done.actor.revokeUserToken': [done('revokeUserToken', undefined)],
      'xstate.error.actor.revokeUserToken': [failed('revokeUserToken', networkError())],
    },
  };
};
