import { assign, raise, setup, type ActorRefFrom } from 'xstate';
import type { UpdateCheck } from '../../api/contract';
import type { SessionChanged } from '../shared/app-facts';
import { noFacts } from '../shared/fact-watch';
import { updatePromptActorDefaults } from './update-prompt.actors';
import { checkRequestOf, seenStamps, showsMessage, showsUpdate, snoozedStamps } from './update-prompt.rules';
import {
  REFRESH_RELOAD_MS,
  UPDATE_CHECK_INTERVAL_MS,
  type PromptStamps,
  type UpdatePromptContext,
  type UpdatePromptEvent,
  type UpdatePromptInput,
  type UpdatePromptTag,
} from './update-prompt.types';

const NO_STAMPS: PromptStamps = { userSuggestReloadTs: null, userMsgTs: null, hideReload: null };
const answerOf = (event: UpdatePromptEvent): UpdateCheck | null =>
  event.type === 'check.answered' ? event.answer : null;

/**
 * The update and message prompts of every user (spec 000 §4, spec 001 §4 Administration; issue 11).
 * While logged in it checks on start and every polling cycle (30 s) with the stored stamps; a failed
 * check shows nothing and is tried again next cycle. Two prompt regions follow the answers:
 * - update: Later hides it for 24 h (the `hideReload` stamp); Refresh leaves everything else, removes
 *   the load stamp, clears the caches and the service worker and reloads after 0.7 s;
 * - message: dismiss stores the message's stamp (not offered with disable-dismiss); opening the
 *   details with disable-dismiss marks it seen, so closing them ends it.
 * The stamps live in context and every change is handed to the provided `persist` action; `reload`
 * and `removeReloadStamp` are provided by the composition root (no-ops by default).
 */
export const updatePromptMachine = setup({
  types: {
    context: {} as UpdatePromptContext,
    events: {} as UpdatePromptEvent,
    input: {} as UpdatePromptInput | undefined,
    tags: {} as UpdatePromptTag,
  },
  actors: { watchSession: noFacts<SessionChanged>(), ...updatePromptActorDefaults },
  actions: {
    keepAnswer: assign((_, answer: UpdateCheck) => ({ answer })),
    snooze: assign(({ context }) => ({ stamps: snoozedStamps(context.stamps, Date.now()) })),
    markSeen: assign(({ context }) => ({ stamps: seenStamps(context.stamps, context.answer) })),
    /** Writes the stamps to local storage (provided by the root). */
    persist: (_, _stamps: PromptStamps) => {},
    /** Removes userSuggestReloadTs from local storage: the reloaded page stamps its own load time. */
    removeReloadStamp: () => {},
    reload: () => {},
  },
  guards: {
    ready: ({ event }) => event.type === 'session.changed' && event.ready,
    notReady: ({ event }) => event.type === 'session.changed' && !event.ready,
    answerShowsUpdate: ({ context, event }) => {
      const answer = answerOf(event);
      return answer !== null && showsUpdate(answer, context.stamps, Date.now());
    },
    answerHidesUpdate: ({ context, event }) => {
      const answer = answerOf(event);
      return answer !== null && !showsUpdate(answer, context.stamps, Date.now());
    },
    answerShowsMessage: ({ context, event }) => {
      const answer = answerOf(event);
      return answer !== null && showsMessage(answer, context.stamps);
    },
    answerHidesMessage: ({ context, event }) => {
      const answer = answerOf(event);
      return answer !== null && !showsMessage(answer, context.stamps);
    },
    mayDismiss: ({ context }) => context.answer !== null && !context.answer.isDisableDismissButton,
    dismissDisabled: ({ context }) => context.answer?.isDisableDismissButton === true,
    seen: ({ context }) =>
      context.answer !== null && (context.stamps.userMsgTs ?? 0) >= context.answer.userMsgTs,
  },
  delays: { checkInterval: UPDATE_CHECK_INTERVAL_MS, refreshReload: REFRESH_RELOAD_MS },
}).createMachine({
  id: 'updatePrompt',
  context: ({ input }) => ({ stamps: input?.stamps ?? NO_STAMPS, answer: null }),
  invoke: { id: 'watchSession', src: 'watchSession' },
  initial: 'loggedOut',
  states: {
    loggedOut: {
      on: { 'session.changed': { guard: 'ready', target: 'loggedIn' } },
    },
    loggedIn: {
      type: 'parallel',
      on: { 'session.changed': { guard: 'notReady', target: 'loggedOut' } },
      states: {
        check: {
          initial: 'checking',
          states: {
            checking: {
              invoke: {
                id: 'checkForUpdate',
                src: 'checkForUpdate',
                input: ({ context }) => checkRequestOf(context.stamps),
                onDone: {
                  target: 'waiting',
                  actions: [
                    { type: 'keepAnswer', params: ({ event }) => event.output },
                    // The prompt regions follow the answer.
                    raise(({ event }) => ({ type: 'check.answered' as const, answer: event.output })),
                  ],
                },
                // Update-check failures are not shown (issue 11); the next cycle tries again.
                onError: 'waiting',
              },
            },
            waiting: { after: { checkInterval: 'checking' } },
          },
        },
        update: {
          initial: 'hidden',
          states: {
            hidden: { on: { 'check.answered': { guard: 'answerShowsUpdate', target: 'shown' } } },
            shown: {
              tags: 'updateShown',
              on: {
                'check.answered': { guard: 'answerHidesUpdate', target: 'hidden' },
                'user.later': {
                  target: 'hidden',
                  actions: ['snooze', { type: 'persist', params: ({ context }) => context.stamps }],
                },
                'user.refresh': '#updatePrompt.refreshing',
              },
            },
          },
        },
        message: {
          initial: 'hidden',
          states: {
            hidden: { on: { 'check.answered': { guard: 'answerShowsMessage', target: 'shown' } } },
            shown: {
              tags: 'messageShown',
              on: {
                'check.answered': { guard: 'answerHidesMessage', target: 'hidden' },
                'user.dismissMessage': {
                  guard: 'mayDismiss',
                  target: 'hidden',
                  actions: ['markSeen', { type: 'persist', params: ({ context }) => context.stamps }],
                },
                'user.openDetails': [
                  {
                    guard: 'dismissDisabled',
                    target: 'details',
                    actions: ['markSeen', { type: 'persist', params: ({ context }) => context.stamps }],
                  },
                  { target: 'details' },
                ],
              },
            },
            details: {
              tags: ['messageShown', 'details'],
              on: {
                'user.closeDetails': [{ guard: 'seen', target: 'hidden' }, { target: 'shown' }],
                'user.dismissMessage': {
                  guard: 'mayDismiss',
                  target: 'hidden',
                  actions: ['markSeen', { type: 'persist', params: ({ context }) => context.stamps }],
                },
              },
            },
          },
        },
      },
    },
    // Refresh: nothing else runs any more; the page is about to go.
    refreshing: {
      tags: 'refreshing',
      entry: 'removeReloadStamp',
      invoke: { id: 'clearCaches', src: 'clearCaches', onDone: 'reloading', onError: 'reloading' },
    },
    reloading: {
      tags: 'refreshing',
      after: { refreshReload: { target: 'reloaded', actions: 'reload' } },
    },
    reloaded: { tags: 'refreshing' },
  },
});

export type UpdatePromptMachine = typeof updatePromptMachine;
export type UpdatePromptActor = ActorRefFrom<UpdatePromptMachine>;
