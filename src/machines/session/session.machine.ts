import { assertEvent } from 'xstate';
import { initialSessionContext } from './session.context';
import {
  accessTokenInput,
  expireOnUnauthorized,
  failureOf,
  logFailureOf,
  persistLoadedProfile,
  sessionSetup,
  storeLoadedProfile,
  tokenOfStorageEvent,
  userTokenInput,
} from './session.setup';

/**
 * The session (spec 000 §4 Session, 001 §4 Login): start-up from the stored user token, login with the
 * retry-once rule, the access token and its refresh, the profile, organisation and language, logout,
 * and account changes in other tabs. No I/O inside: calls are the named actors of
 * `sessionActorDefaults` (session.actors.ts); storage and reload are named actions that the
 * composition root provides (session-app-actors.ts). Implementations by name live in session.setup.ts.
 */
export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: ({ input }) => initialSessionContext(input),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasNoUserToken', target: 'loggedOut' },
        {
          guard: 'isUserTokenUndecodable',
          target: 'loggedOut',
          actions: ['removeStoredUserToken', 'removeStoredProfile', 'forgetUserToken'],
        },
        {
          guard: 'isUserTokenExpired',
          target: 'loggedOut',
          actions: ['removeStoredUserToken', 'removeStoredProfile', 'endSession'],
        },
        { target: 'loggedIn' },
      ],
    },
    loggedOut: {
      tags: 'loggedOut',
      initial: 'idle',
      on: {
        'storage.userTokenChanged': {
          guard: { type: 'isOtherAccount', params: tokenOfStorageEvent },
          target: '#session.reloading',
          actions: 'reloadPage',
        },
      },
      states: {
        idle: {
          on: {
            'user.login': {
              target: 'authenticating',
              actions: { type: 'startLogin', params: ({ event }) => event },
            },
            'user.switchUser': {
              guard: 'hasEarlierUserToken',
              actions: ['forgetEarlierUserToken', 'removeStoredProfile'],
            },
          },
        },
        sessionInvalid: {
          tags: 'sessionInvalid',
          after: { sessionInvalidDialog: 'idle' },
          on: {
            'dialog.close': 'idle',
            'user.login': {
              target: 'authenticating',
              actions: { type: 'startLogin', params: ({ event }) => event },
            },
          },
        },
        authenticating: {
          tags: 'busy',
          initial: 'requesting',
          exit: 'forgetPendingLogin',
          states: {
            requesting: {
              invoke: {
                id: 'login',
                src: 'login',
                input: ({ context }) => context.pendingLogin ?? { accountName: '', passkey: '' },
                onDone: {
                  target: '#session.reloading',
                  // Spec 000 §4: after login the page reloads and starts from the stored token. A profile
                  // stored by an earlier session is another login's: it goes.
                  actions: [
                    {
                      type: 'persistUserToken',
                      params: ({ event }) => ({ userToken: event.output.refreshToken }),
                    },
                    'removeStoredProfile',
                    'reloadPage',
                  ],
                },
                onError: [
                  { guard: { type: 'canRetryLogin', params: failureOf }, target: 'revokingEarlierToken' },
                  {
                    target: '#session.loggedOut.idle',
                    actions: { type: 'recordLoginError', params: failureOf },
                  },
                ],
              },
            },
            revokingEarlierToken: {
              invoke: {
                id: 'revokeEarlierToken',
                src: 'revokeUserToken',
                input: ({ context }) => ({ userToken: context.earlierUserToken ?? '' }),
                onDone: { target: 'requesting', actions: 'markLoginRetried' },
                // The retry happens either way: a failed revoke is only logged (it may already be dead).
                onError: {
                  target: 'requesting',
                  actions: [
                    { type: 'logError', params: logFailureOf('revokeRefreshToken') },
                    'markLoginRetried',
                  ],
                },
              },
            },
          },
        },
      },
    },
    loggedIn: {
      tags: 'loggedIn',
      initial: 'authorizing',
      on: {
        'user.logout': '#session.loggingOut',
        'storage.userTokenChanged': {
          guard: { type: 'isOtherAccount', params: tokenOfStorageEvent },
          target: '#session.reloading',
          actions: 'reloadPage',
        },
      },
      states: {
        authorizing: {
          initial: 'requesting',
          states: {
            requesting: {
              invoke: {
                id: 'fetchAccessToken',
                src: 'fetchAccessToken',
                input: userTokenInput,
                onDone: [
                  {
                    // Issue 35: the profile stored for this token is on screen at once, so what the
                    // first page loads starts beside the profile's reload instead of after it.
                    guard: 'hasStoredProfile',
                    target: '#session.loggedIn.authorized.profile.refreshing',
                    actions: [
                      { type: 'storeAccessToken', params: ({ event }) => event.output },
                      'restoreStoredProfile',
                    ],
                  },
                  {
                    target: '#session.loggedIn.authorized',
                    actions: { type: 'storeAccessToken', params: ({ event }) => event.output },
                  },
                ],
                onError: [
                  expireOnUnauthorized,
                  {
                    // Reloaded in a tunnel: the app shows the stored profile and asks for a token later.
                    guard: { type: 'canStartWithoutNetwork', params: failureOf },
                    target: '#session.loggedIn.restored',
                    actions: ['restoreStoredProfile', 'countRefreshFailure'],
                  },
                  { target: 'retrying', actions: 'countRefreshFailure' },
                ],
              },
            },
            // No answer (Wi-Fi dropped) or a server error: keep the session and try again later.
            retrying: {
              after: { refreshRetry: 'requesting' },
              on: { 'window.focus': 'requesting', 'browser.online': 'requesting' },
            },
          },
        },
        // Ready from the stored profile, without an access token (issue 8: the session survives a
        // reload offline). No logout and no dialog for missing answers; a 401 ends it as anywhere.
        restored: {
          tags: ['ready', 'restored'],
          initial: 'waiting',
          // Organisation and language changes need the server: they are not offered (`can` is false).
          states: {
            waiting: {
              after: { refreshRetry: 'requesting' },
              on: { 'window.focus': 'requesting', 'browser.online': 'requesting' },
            },
            requesting: {
              invoke: {
                id: 'resumeAccessToken',
                src: 'fetchAccessToken',
                input: userTokenInput,
                // The profile may have changed meanwhile (rights, organisations): load it again.
                onDone: {
                  target: '#session.loggedIn.authorized.profile.refreshing',
                  actions: { type: 'storeAccessToken', params: ({ event }) => event.output },
                },
                onError: [expireOnUnauthorized, { target: 'waiting', actions: 'countRefreshFailure' }],
              },
            },
          },
        },
        authorized: {
          type: 'parallel',
          states: {
            accessToken: {
              initial: 'fresh',
              states: {
                fresh: {
                  after: { accessTokenRefresh: 'refreshing' },
                  // Background tabs and sleeping laptops delay timers: on focus, catch up if due.
                  on: {
                    'window.focus': { guard: 'isAccessTokenNearExpiry', target: 'refreshing' },
                    // A server refused the token (e.g. a laptop slept past its expiry): refresh now.
                    'api.accessTokenRefused': 'refreshing',
                  },
                },
                refreshing: {
                  invoke: {
                    id: 'refreshAccessToken',
                    src: 'fetchAccessToken',
                    input: userTokenInput,
                    onDone: {
                      target: 'fresh',
                      actions: { type: 'storeAccessToken', params: ({ event }) => event.output },
                    },
                    onError: [expireOnUnauthorized, { target: 'retrying', actions: 'countRefreshFailure' }],
                  },
                },
                retrying: {
                  after: { refreshRetry: 'refreshing' },
                  on: { 'window.focus': 'refreshing', 'browser.online': 'refreshing' },
                },
              },
            },
            profile: {
              initial: 'loading',
              states: {
                loading: {
                  invoke: {
                    id: 'loadProfile',
                    src: 'loadProfile',
                    input: accessTokenInput,
                    onDone: {
                      target: 'ready',
                      actions: storeLoadedProfile,
                    },
                    onError: [
                      expireOnUnauthorized,
                      { target: 'failed', actions: { type: 'recordProfileError', params: failureOf } },
                    ],
                  },
                },
                failed: { on: { 'user.retryProfile': 'loading' } },
                // Back from the stored profile: it stays on screen while the server's is loaded.
                refreshing: {
                  tags: 'ready',
                  invoke: {
                    id: 'refreshProfile',
                    src: 'loadProfile',
                    input: accessTokenInput,
                    onDone: {
                      target: 'ready',
                      actions: storeLoadedProfile,
                    },
                    // Anything but a 401 keeps the stored profile; the next change loads it again.
                    onError: [
                      expireOnUnauthorized,
                      { target: 'ready', actions: { type: 'logError', params: logFailureOf('loadProfile') } },
                    ],
                  },
                },
                ready: {
                  tags: 'ready',
                  initial: 'idle',
                  on: {
                    'user.switchOrganisation': {
                      target: 'switchingOrganisation',
                      actions: 'clearOrganisationError',
                    },
                    // The profile page saved the account: read it again (header avatar, e-mail, language).
                    'profile.saved': 'refreshing',
                    // Last choice wins: re-entering cancels a save still running.
                    'user.changeLanguage': {
                      target: '.savingLanguage',
                      reenter: true,
                      actions: [
                        { type: 'applyLanguage', params: ({ event }) => event },
                        persistLoadedProfile,
                      ],
                    },
                  },
                  states: {
                    idle: {},
                    savingLanguage: {
                      invoke: {
                        id: 'saveLanguage',
                        src: 'saveSettings',
                        input: ({ context, event }) => {
                          assertEvent(event, 'user.changeLanguage');
                          return {
                            accessToken: context.accessToken ?? '',
                            settings: { language: event.language },
                          };
                        },
                        onDone: 'idle',
                        // Fire and forget: the language already changed on screen.
                        onError: {
                          target: 'idle',
                          actions: { type: 'logError', params: logFailureOf('updateAccountSettings') },
                        },
                      },
                    },
                  },
                },
                switchingOrganisation: {
                  tags: ['ready', 'busy'],
                  invoke: {
                    id: 'saveActiveOrganisation',
                    src: 'saveSettings',
                    input: ({ context, event }) => {
                      assertEvent(event, 'user.switchOrganisation');
                      return {
                        accessToken: context.accessToken ?? '',
                        settings: { activeOrganisationId: event.organisationId },
                      };
                    },
                    // Rights are per organisation: reload them with the account.
                    onDone: 'reloadingProfile',
                    onError: [
                      expireOnUnauthorized,
                      { target: 'ready', actions: { type: 'recordOrganisationError', params: failureOf } },
                    ],
                  },
                },
                reloadingProfile: {
                  tags: ['ready', 'busy'],
                  invoke: {
                    id: 'reloadProfile',
                    src: 'loadProfile',
                    input: accessTokenInput,
                    onDone: {
                      target: 'ready',
                      actions: storeLoadedProfile,
                    },
                    onError: [
                      expireOnUnauthorized,
                      { target: 'failed', actions: { type: 'recordProfileError', params: failureOf } },
                    ],
                  },
                },
              },
            },
          },
        },
      },
    },
    // Still logged in until the revoke answers; the page reloads right after.
    loggingOut: {
      tags: ['loggedIn', 'busy'],
      invoke: {
        id: 'revokeUserToken',
        src: 'revokeUserToken',
        input: userTokenInput,
        onDone: { target: 'reloading', actions: ['clearLocalStorage', 'reloadPage'] },
        // Spec 000 §4: logout errors are only logged; the user is logged out locally anyway.
        onError: {
          target: 'reloading',
          actions: [
            { type: 'logError', params: logFailureOf('revokeRefreshToken') },
            'clearLocalStorage',
            'reloadPage',
          ],
        },
      },
    },
    // The page is reloading; nothing more happens in this document.
    reloading: { tags: 'busy' },
  },
});

/** The session machine's type, for `ActorRefFrom` and `.provide()`. */
export type SessionMachine = typeof sessionMachine;
