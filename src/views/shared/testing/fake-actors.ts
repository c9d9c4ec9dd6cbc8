import { assign, createActor, setup } from 'xstate';
import type { SessionContext, SessionEvent, SessionTag } from '../../../machines/session/session.types';
import type { ConnectivityTag } from '../app-services';
import { signedOutContext } from './fixtures';

/**
 * Stand-ins for the app-wide actors with the same public interface (context, events, tags), for
 * view tests and stories: they sit in the state they are given and record nothing themselves (spy on
 * `send`). The real machines are tested on their own in src/machines.
 */
type FakeSessionState = 'loggedOut' | 'sessionInvalid' | 'loggingIn' | 'loadingProfile' | 'ready';

const fakeSessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as SessionTag,
  },
}).createMachine({
  id: 'fakeSession',
  context: signedOutContext,
  initial: 'loggedOut',
  states: {
    loggedOut: {
      tags: 'loggedOut',
      on: { 'user.login': {}, 'user.switchUser': { actions: assign({ earlierUserToken: null }) } },
    },
    sessionInvalid: { tags: ['loggedOut', 'sessionInvalid'], on: { 'dialog.close': 'loggedOut' } },
    loggingIn: { tags: ['loggedOut', 'busy'] },
    loadingProfile: { tags: 'loggedIn', on: { 'user.retryProfile': {}, 'user.logout': {} } },
    ready: {
      tags: ['loggedIn', 'ready'],
      on: {
        'user.logout': {},
        'user.switchOrganisation': {},
        'user.changeLanguage': {
          actions: assign({
            settings: ({ context, event }) => ({ ...context.settings, language: event.language }),
          }),
        },
      },
    },
  },
});

/** A started fake session in `state` (by default: logged out without a token, else ready). */
export const createFakeSession = (context: SessionContext = signedOutContext(), state?: FakeSessionState) => {
  const value: FakeSessionState = state ?? (context.userToken === null ? 'loggedOut' : 'ready');
  const actor = createActor(fakeSessionMachine, {
    snapshot: fakeSessionMachine.resolveState({ value, context }),
  });
  actor.start();
  return actor;
};

const fakeConnectivityMachine = setup({
  types: {
    events: {} as { type: 'browser.online' } | { type: 'browser.offline' },
    tags: {} as ConnectivityTag,
  },
}).createMachine({
  id: 'fakeConnectivity',
  initial: 'online',
  states: {
    online: { tags: 'online', on: { 'browser.offline': 'offline' } },
    offline: { tags: 'offline', on: { 'browser.online': 'online' } },
  },
});

/** A started fake connectivity actor, online or offline. */
export const createFakeConnectivity = (online = true) => {
  const actor = createActor(fakeConnectivityMachine, {
    snapshot: fakeConnectivityMachine.resolveState({ value: online ? 'online' : 'offline', context: {} }),
  });
  actor.start();
  return actor;
};
