import { assign, setup, type ActorRefFrom } from 'xstate';
import type { AdminPermission } from '../../api/contract';
import { adminConsoleActorDefaults } from './admin-console.actors';
import type {
  AdminConsoleContext,
  AdminConsoleEvent,
  AdminConsoleTag,
  AdminTab,
} from './admin-console.types';

/** The error of a failed invoke, as an action's params. */
const errorOf = ({ event }: { readonly event: { readonly error: unknown } }): unknown => event.error;

/** Spec 000 §5 Access: a missing userIsAllowed or myUserRole means not allowed. */
export const permits = (answer: AdminPermission): boolean =>
  answer.userIsAllowed === true && typeof answer.myUserRole === 'string' && answer.myUserRole !== '';

/**
 * The administration console's page (spec 001 §2, §6; issue 11): it asks the server for permission
 * (a loader while pending), shows "Unauthorised User" when refused and the tabs when allowed. On a
 * non-production installation the user tab waits for the "Start Testing" acknowledgement, which
 * holds for the rest of the visit. A failed check (network, 5xx) offers a retry; the server enforces
 * every operation again, so this page only decides what to show.
 */
export const adminConsoleMachine = setup({
  types: {
    context: {} as AdminConsoleContext,
    events: {} as AdminConsoleEvent,
    tags: {} as AdminConsoleTag,
  },
  actors: adminConsoleActorDefaults,
  actions: {
    keepPermission: assign((_, answer: AdminPermission) => ({
      role: answer.myUserRole,
      environment: answer.environment,
      failure: null,
    })),
    keepFailure: assign((_, failure: unknown) => ({ failure })),
    selectTab: assign((_, tab: AdminTab) => ({ tab })),
    acknowledge: assign({ testingAcknowledged: true }),
  },
  guards: {
    permitted: (_, answer: AdminPermission) => permits(answer),
    /** Allowed on a non-production installation: the first tab (users) waits for Start Testing. */
    gatedAnswer: (_, answer: AdminPermission) => permits(answer) && answer.environment !== 'production',
    gatedUsersTab: ({ context }, tab: AdminTab) =>
      tab === 'users' && context.environment !== 'production' && !context.testingAcknowledged,
  },
}).createMachine({
  id: 'adminConsole',
  context: {
    role: null,
    environment: null,
    tab: 'users',
    testingAcknowledged: false,
    failure: null,
  },
  initial: 'checking',
  states: {
    checking: {
      tags: 'checking',
      invoke: {
        id: 'checkPermission',
        src: 'checkPermission',
        onDone: [
          {
            guard: { type: 'gatedAnswer', params: ({ event }) => event.output },
            target: 'allowed.gate',
            actions: { type: 'keepPermission', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'permitted', params: ({ event }) => event.output },
            target: 'allowed.open',
            actions: { type: 'keepPermission', params: ({ event }) => event.output },
          },
          { target: 'refused' },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'keepFailure',
            params: errorOf,
          },
        },
      },
    },
    failed: {
      tags: 'failed',
      on: { 'user.retry': 'checking' },
    },
    // The server said no: nothing to do here but leave the page.
    refused: { tags: 'refused' },
    allowed: {
      tags: 'allowed',
      initial: 'open',
      on: {
        'user.selectTab': [
          {
            guard: { type: 'gatedUsersTab', params: ({ event }) => event.tab },
            target: '.gate',
            actions: { type: 'selectTab', params: ({ event }) => event.tab },
          },
          {
            target: '.open',
            actions: { type: 'selectTab', params: ({ event }) => event.tab },
          },
        ],
      },
      states: {
        // The user tab on a non-production installation before "Start Testing".
        gate: {
          tags: 'testingGate',
          on: { 'user.startTesting': { target: 'open', actions: 'acknowledge' } },
        },
        open: {},
      },
    },
  },
});

export type AdminConsoleMachine = typeof adminConsoleMachine;
export type AdminConsoleActor = ActorRefFrom<AdminConsoleMachine>;
