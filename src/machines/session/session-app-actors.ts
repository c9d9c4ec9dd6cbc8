import { createActor, type ActorRefFrom } from 'xstate';
import type { ApiClient } from '../../api/api-client';
import { connectivityMachine, type ConnectivityMachine } from '../connectivity/connectivity.machine';
import { createSessionApiActors } from './session.actors';
import { sessionMachine, type SessionMachine } from './session.machine';
import { removeStoredProfile, writeStoredProfile } from './session.profile-store';
import type { LogErrorParams } from './session.setup';
import type { SessionInput } from './session.types';

/** The running session actor the views subscribe to. */
export type SessionActor = ActorRefFrom<SessionMachine>;
/** The running connectivity actor the views subscribe to. */
export type ConnectivityActor = ActorRefFrom<ConnectivityMachine>;

/** The localStorage key of the user (refresh) token (spec 001 §3 Local storage). */
export const USER_TOKEN_STORAGE_KEY = 'userToken';

/** Reads the current access token; null while there is none (logged out, not fetched yet). */
export type AccessTokenProvider = () => string | null;

/**
 * How other machines get the access token for their calls: read at call time, so a refresh in
 * between is picked up. Pass it as input to their actors instead of copying the token.
 */
export const createAccessTokenProvider =
  (session: SessionActor): AccessTokenProvider =>
  () =>
    session.getSnapshot().context.accessToken;

/**
 * The app-wide actors of the login page and of every other page: the session and the connectivity,
 * created once outside React (StrictMode would start hook-owned actors twice). The features of the
 * logged-in app wire their own actors over these (`createAppActors`, loaded after login).
 */
export interface SessionActors {
  readonly session: SessionActor;
  readonly connectivity: ConnectivityActor;
  /** The session's access token, read at call time. */
  readonly getAccessToken: AccessTokenProvider;
  /** Removes the window listeners and stops both actors (tests, hot module replacement). */
  readonly stop: () => void;
}

/** What the composition root (`src/main.tsx`) hands in; tests pass fakes. */
export interface SessionActorDeps {
  /**
   * The typed API client, loaded with the contract on the first call: the login page of a visitor
   * without a session carries neither (issue 28 §4).
   */
  readonly loadApi: () => Promise<ApiClient>;
  /** `window.localStorage`. */
  readonly storage: Storage;
  readonly window: Window;
  /** `() => window.location.reload()`. */
  readonly reload: () => void;
  /** The stored user token and the profile stored for it ({@link readSessionStart}). */
  readonly start: SessionInput;
}

/**
 * The session's start: the stored user token and the profile stored for it (issue 8: a start
 * without network shows the logged-in app). The profile's decoder (the contract's schemas) loads only
 * when there is a token; a chunk that cannot be loaded starts without the stored profile.
 */
export const readSessionStart = async (
  storage: Storage,
  /**
   * Started at once when there is a token (`loadApi`): the token call comes next and needs the API
   * client, so its chunks load beside the profile's decoder, not after it (issue 35).
   */
  preload: () => Promise<unknown> = () => Promise.resolve(),
): Promise<SessionInput> => {
  const userToken = storage.getItem(USER_TOKEN_STORAGE_KEY);
  if (userToken === null) return { userToken, storedProfile: null };
  // A chunk that fails here is loaded again by the call itself (createSessionApiActors).
  void Promise.all([import('./session.calls'), preload()]).catch(() => undefined);
  try {
    const { readStoredProfile } = await import('./session.profile-read');
    return { userToken, storedProfile: readStoredProfile(storage, userToken) };
  } catch (error) {
    console.warn('[session] reading the stored profile failed', error);
    return { userToken, storedProfile: null };
  }
};

// Storage can throw (quota, disabled storage); a failed write must not kill the session actor.
const attempt = (what: string, effect: () => void) => {
  try {
    effect();
  } catch (error) {
    console.error(`[session] ${what} failed`, error);
  }
};

/**
 * Creates and starts the session and connectivity actors with the real implementations: API calls
 * through the lazily loaded client, the user token and profile in `deps.storage`, reload, and the
 * window events (`online`, `offline`, `focus`, `storage`) forwarded as machine events.
 */
export const createSessionActors = (deps: SessionActorDeps): SessionActors => {
  const { storage, window: win } = deps;
  const session = createActor(
    sessionMachine.provide({
      actors: createSessionApiActors(deps.loadApi),
      actions: {
        persistUserToken: (_, { userToken }) =>
          attempt('storing the user token', () => storage.setItem(USER_TOKEN_STORAGE_KEY, userToken)),
        removeStoredUserToken: () =>
          attempt('removing the user token', () => storage.removeItem(USER_TOKEN_STORAGE_KEY)),
        persistProfile: (_, stored) => {
          if (stored) attempt('storing the profile', () => writeStoredProfile(storage, stored));
        },
        removeStoredProfile: () => attempt('removing the profile', () => removeStoredProfile(storage)),
        clearLocalStorage: () => attempt('clearing local storage', () => storage.clear()),
        reloadPage: () => deps.reload(),
        logError: (_, { operation, failure }: LogErrorParams) =>
          console.warn(`[session] ${operation} failed`, failure),
      },
    }),
    { input: deps.start },
  );
  const connectivity = createActor(
    connectivityMachine.provide({
      actions: {
        // The warning also needs work waiting on the device: the logbook's `watchUnloadWarning` decides it.
        addBeforeUnloadWarning: () => undefined,
        removeBeforeUnloadWarning: () => undefined,
      },
    }),
    { input: { initiallyOnline: win.navigator.onLine } },
  );

  const listeners = {
    online: () => {
      connectivity.send({ type: 'browser.online' });
      session.send({ type: 'browser.online' });
    },
    offline: () => connectivity.send({ type: 'browser.offline' }),
    focus: () => session.send({ type: 'window.focus' }),
    storage: (event: StorageEvent) => {
      if (event.storageArea !== null && event.storageArea !== storage) return;
      // key null: another tab cleared the whole storage (its logout), so the token is gone too.
      if (event.key !== null && event.key !== USER_TOKEN_STORAGE_KEY) return;
      session.send({
        type: 'storage.userTokenChanged',
        userToken: event.key === null ? null : event.newValue,
      });
    },
  };
  win.addEventListener('online', listeners.online);
  win.addEventListener('offline', listeners.offline);
  win.addEventListener('focus', listeners.focus);
  win.addEventListener('storage', listeners.storage);
  session.start();
  connectivity.start();
  return {
    session,
    connectivity,
    getAccessToken: createAccessTokenProvider(session),
    stop: () => {
      win.removeEventListener('online', listeners.online);
      win.removeEventListener('offline', listeners.offline);
      win.removeEventListener('focus', listeners.focus);
      win.removeEventListener('storage', listeners.storage);
      session.stop();
      connectivity.stop();
    },
  };
};
