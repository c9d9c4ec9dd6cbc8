import { assign, fromPromise, setup } from 'xstate';
import type { ActiveRestrictions } from '../../api/contract/restrictions.contract';
import type { ConnectivityChanged, SessionChanged } from '../shared/app-facts';
import { noFacts } from '../shared/fact-watch';
import { sessionScope } from '../shared/session-scope';
import { failureOf, fetchUpdates, type FailureParams } from '../shared/fetch-fragment';
import { FLEET_TIMING } from '../fleet/fleet.types';
import { groupByVehicle, sameRestrictions } from './fleet-restrictions.rules';
import type {
  FleetRestrictionsContext,
  FleetRestrictionsEvent,
  FleetRestrictionsInput,
  FleetRestrictionsTag,
} from './fleet-restrictions.types';

interface SessionFields {
  readonly ready: boolean;
  readonly organisationId: string | null;
}
const sessionOf = ({ event }: { event: SessionFields }): SessionFields => ({
  ready: event.ready,
  organisationId: event.organisationId,
});
const onlineOf = ({ event }: { event: { online: boolean } }) => ({ online: event.online });
/** Logged in and ready, in one organisation: reads; logged out: forgets; another organisation: anew. */
const scope = sessionScope({ sessionOf, scoped: 'active', reset: 'forget' });
const outputOf = ({ event }: { event: { output: ActiveRestrictions } }) => ({ answer: event.output });

/**
 * The fleet's active restriction notices (issue 30 §2) for the map's badges, the vehicle panel and
 * the live data: one small read of the organisation's active list (`listActiveRestrictions`, the same
 * right as the vehicle list) once the session is ready, then again every 30 s (the fleet's poll
 * period) while online: restriction changes are not sent live, and the live-data answers are cached
 * between callers, so they carry none. Offline it pauses and reads at once on return; another
 * organisation starts over; logging out forgets. A failed read keeps the last answer. No I/O inside:
 * the read is the named actor `loadActiveRestrictions`.
 */
export const fleetRestrictionsMachine = setup({
  types: {
    context: {} as FleetRestrictionsContext,
    events: {} as FleetRestrictionsEvent,
    input: undefined as FleetRestrictionsInput | undefined,
    tags: {} as FleetRestrictionsTag,
  },
  actors: {
    loadActiveRestrictions: fromPromise<ActiveRestrictions>(() =>
      Promise.reject(new Error('loadActiveRestrictions is provided by the composition root')),
    ),
    watchSession: noFacts<SessionChanged>(),
    watchConnectivity: noFacts<ConnectivityChanged>(),
  },
  actions: {
    applySession: assign((_, params: SessionFields) => params),
    applyConnectivity: assign(fetchUpdates.applyConnectivity),
    // The same answer keeps the same object: the views' selectors see no change.
    storeAnswer: assign(({ context }, { answer }: { readonly answer: ActiveRestrictions }) => {
      const byVehicle = groupByVehicle(answer.items);
      return {
        byVehicle: sameRestrictions(context.byVehicle, byVehicle) ? context.byVehicle : byVehicle,
        failure: null,
      };
    }),
    recordFailure: assign((_, { failure }: FailureParams) => ({ failure })),
    forget: assign({ byVehicle: {}, failure: null }),
  },
  guards: {
    hasScope: ({ context }) => context.ready,
    opensScope: (_, { ready }: SessionFields) => ready,
    closesScope: (_, { ready }: SessionFields) => !ready,
    changesScope: ({ context }, { organisationId }: SessionFields) =>
      organisationId !== context.organisationId,
    isOffline: ({ context }) => !context.online,
    isOnlineEvent: (_, { online }: { readonly online: boolean }) => online,
    isOfflineEvent: (_, { online }: { readonly online: boolean }) => !online,
  },
  delays: { refreshInterval: FLEET_TIMING.pollIntervalMs },
}).createMachine({
  id: 'fleetRestrictions',
  context: ({ input }) => ({
    ready: input?.ready ?? false,
    organisationId: input?.organisationId ?? null,
    online: input?.online ?? false,
    byVehicle: {},
    failure: null,
  }),
  // Connectivity first: the session arriving ready starts the read, which reads the flag.
  invoke: [
    { id: 'watchConnectivity', src: 'watchConnectivity' },
    { id: 'watchSession', src: 'watchSession' },
  ],
  on: { 'connectivity.changed': { actions: { type: 'applyConnectivity', params: onlineOf } } },
  initial: 'starting',
  states: {
    ...scope.states,
    active: {
      initial: 'deciding',
      on: {
        'session.changed': scope.whileScoped,
        'connectivity.changed': {
          guard: { type: 'isOfflineEvent', params: onlineOf },
          target: '.paused',
          actions: { type: 'applyConnectivity', params: onlineOf },
        },
      },
      states: {
        deciding: { always: [{ guard: 'isOffline', target: 'paused' }, { target: 'loading' }] },
        loading: {
          tags: 'loading',
          invoke: {
            id: 'loadActiveRestrictions',
            src: 'loadActiveRestrictions',
            onDone: { target: 'waiting', actions: { type: 'storeAnswer', params: outputOf } },
            onError: { target: 'waiting', actions: { type: 'recordFailure', params: failureOf } },
          },
        },
        // A change made in this app shows at once, not with the next 30 s read.
        waiting: { after: { refreshInterval: 'loading' }, on: { 'restrictions.changed': 'loading' } },
        paused: {
          tags: 'paused',
          on: {
            'connectivity.changed': {
              guard: { type: 'isOnlineEvent', params: onlineOf },
              target: 'loading',
              actions: { type: 'applyConnectivity', params: onlineOf },
            },
          },
        },
      },
    },
  },
});

/** The fleet restrictions machine's type, for `ActorRefFrom` and `.provide()`. */
export type FleetRestrictionsMachine = typeof fleetRestrictionsMachine;
