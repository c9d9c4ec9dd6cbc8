import { assign, setup } from 'xstate';
import type { ApiFailure } from '../../api/api-failure';
import type { ConnectivityChanged } from '../shared/app-facts';
import { noFacts } from '../shared/fact-watch';
import { fetchUpdates } from '../shared/fetch-fragment';
import { FLEET_I18N_KEYS, FLEET_TIMING } from './fleet.types';
import type {
  ConnectionErrorContext,
  ConnectionErrorEvent,
  ConnectionErrorInput,
  ConnectionErrorTag,
} from './connection-error.types';

const failureOf = ({ event }: { event: { failure: ApiFailure } }) => ({ failure: event.failure });
const onlineOf = ({ event }: { event: { online: boolean } }) => ({ online: event.online });

/**
 * The 'Connection Error' snackbar (spec 000 §8 Live-data failure): shown for 10 s when a live-data call
 * fails, unless the connection is already flagged lost (the offline banner says so already); a further
 * failure restarts the 10 s; going offline hands over to the banner. It subscribes itself to the
 * connectivity (`watchConnectivity`). One snackbar for the fleet poll,
 * the dashboard fetch and the live-data detail, so a failure of several at once shows it once.
 */
export const connectionErrorMachine = setup({
  types: {
    context: {} as ConnectionErrorContext,
    events: {} as ConnectionErrorEvent,
    // Optional: the watchers send the facts at start (the model tests start from other facts).
    input: undefined as ConnectionErrorInput | undefined,
    tags: {} as ConnectionErrorTag,
  },
  actors: { watchConnectivity: noFacts<ConnectivityChanged>() },
  actions: {
    applyConnectivity: assign(fetchUpdates.applyConnectivity),
    show: assign((_, { failure }: { readonly failure: ApiFailure }) => ({
      failure,
      messageKey: FLEET_I18N_KEYS.connectionError,
    })),
    hide: assign({ messageKey: null }),
  },
  guards: {
    // An aborted call is the machine leaving a state, not a connection problem.
    isReportable: ({ context }, { failure }: { readonly failure: ApiFailure }) =>
      context.online && failure._tag !== 'Aborted',
    isOfflineEvent: (_, { online }: { readonly online: boolean }) => !online,
  },
  delays: { snackbar: FLEET_TIMING.connectionErrorSnackbarMs },
}).createMachine({
  id: 'connectionError',
  // Offline until the watcher tells (at start): nothing is shown before the connection is known.
  context: ({ input }) => ({ online: input?.online ?? false, messageKey: null, failure: null }),
  invoke: { id: 'watchConnectivity', src: 'watchConnectivity' },
  on: { 'connectivity.changed': { actions: { type: 'applyConnectivity', params: onlineOf } } },
  initial: 'hidden',
  states: {
    hidden: {
      on: {
        'api.liveDataFailed': {
          guard: { type: 'isReportable', params: failureOf },
          target: 'shown',
          actions: { type: 'show', params: failureOf },
        },
      },
    },
    shown: {
      tags: 'visible',
      exit: 'hide',
      after: { snackbar: 'hidden' },
      on: {
        'user.dismissSnackbar': 'hidden',
        'api.liveDataFailed': {
          guard: { type: 'isReportable', params: failureOf },
          target: 'shown',
          reenter: true,
          actions: { type: 'show', params: failureOf },
        },
        'connectivity.changed': {
          guard: { type: 'isOfflineEvent', params: onlineOf },
          target: 'hidden',
          actions: { type: 'applyConnectivity', params: onlineOf },
        },
      },
    },
  },
});

/** The connection-error machine's type, for `ActorRefFrom` and `.provide()`. */
export type ConnectionErrorMachine = typeof connectionErrorMachine;
