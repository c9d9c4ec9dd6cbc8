import { assign, setup, type ActorRefFrom } from 'xstate';
import type { AnalyticsConsent } from '../../api/contract';
import { noFacts } from '../shared/fact-watch';
import { analyticsConsentActorDefaults } from './analytics-consent.actors';
import type {
  AnalyticsAccountChanged,
  AnalyticsConsentContext,
  AnalyticsConsentEvent,
  AnalyticsConsentInput,
  AnalyticsConsentTag,
} from './analytics-consent.types';

const takeAccount = {
  type: 'takeAccount',
  params: ({ event }: { event: AnalyticsAccountChanged }) => event,
} as const;

const chosen = (event: AnalyticsConsentEvent): AnalyticsConsent | null =>
  event.type === 'user.chooseConsent' ? event.consent : null;

/** A choice that changes the answer (`to` given: to that answer). */
const changes = (context: AnalyticsConsentContext, event: AnalyticsConsentEvent, to?: AnalyticsConsent) => {
  const consent = chosen(event);
  return consent !== null && consent !== context.consent && (to === undefined || consent === to);
};

/**
 * Self-hosted analytics with consent (spec 000 §7, 001 §7; issue 31). Without a configured script it
 * stays `off`. Otherwise it follows the account (`watchAccount`): internal, demo and logged-out
 * sessions are `inactive`; an eligible account is asked once (`asking`, the banner), and its answer
 * decides: `granted` loads the script (`loadScript`) and leaving it runs `disableTracking` (the
 * script's own opt-out flags, the element removed), `declined` loads nothing. Every choice is applied
 * at once and stored in the account settings beside it (`store` region), so a revocation takes effect
 * even while its save runs or fails; `announceSaved` makes the session read the settings again.
 */
export const analyticsConsentMachine = setup({
  types: {
    context: {} as AnalyticsConsentContext,
    events: {} as AnalyticsConsentEvent,
    input: {} as AnalyticsConsentInput,
    tags: {} as AnalyticsConsentTag,
  },
  actors: { watchAccount: noFacts<AnalyticsAccountChanged>(), ...analyticsConsentActorDefaults },
  actions: {
    takeAccount: assign((_, account: AnalyticsAccountChanged) => ({
      accountId: account.accountId,
      eligible: account.eligible,
      consent: account.consent,
      unsaved: false,
    })),
    takeChoice: assign((_, consent: AnalyticsConsent) => ({ consent, unsaved: true })),
    markSaved: assign({ unsaved: false }),
    /** Provided by the root: sets the script's opt-out flags and removes it (no-op by default). */
    disableTracking: () => {},
    /** Provided by the root: the session reads the account settings again. */
    announceSaved: () => {},
  },
  guards: {
    configured: ({ context }) => context.script !== null,
    /** Nothing the machine must follow: the same account, and its answer is ours or ours is unsaved. */
    nothingNew: ({ context, event }) =>
      event.type === 'account.changed' &&
      event.accountId === context.accountId &&
      event.eligible === context.eligible &&
      (event.consent === context.consent || context.unsaved),
    notEligible: ({ event }) => event.type === 'account.changed' && !event.eligible,
    answeredGranted: ({ event }) => event.type === 'account.changed' && event.consent === 'granted',
    answeredDenied: ({ event }) => event.type === 'account.changed' && event.consent === 'denied',
    changesConsent: ({ context, event }) => changes(context, event),
    grants: ({ context, event }) => changes(context, event, 'granted'),
    denies: ({ context, event }) => changes(context, event, 'denied'),
  },
}).createMachine({
  id: 'analyticsConsent',
  context: ({ input }) => ({
    script: input.script,
    accountId: null,
    eligible: false,
    consent: null,
    unsaved: false,
  }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'configured', target: 'watching' }, { target: 'off' }] },
    /** No script configured: nothing is ever loaded or asked. */
    off: {},
    watching: {
      invoke: { id: 'watchAccount', src: 'watchAccount' },
      on: {
        // Another account, or its stored answer changed elsewhere: start over from what it says. The
        // targets are entered afresh; `watching` itself (and its watcher) stays.
        'account.changed': [
          { guard: 'nothingNew' },
          { guard: 'notEligible', target: '.inactive', actions: takeAccount },
          { guard: 'answeredGranted', target: '.active.choice.granted', actions: takeAccount },
          { guard: 'answeredDenied', target: '.active.choice.declined', actions: takeAccount },
          { target: '.active.choice.asking', actions: takeAccount },
        ],
      },
      initial: 'inactive',
      states: {
        /** Logged out, an internal account or the demo account. */
        inactive: {},
        active: {
          type: 'parallel',
          tags: 'available',
          states: {
            choice: {
              initial: 'asking',
              states: {
                asking: {
                  tags: 'asking',
                  on: {
                    'user.chooseConsent': [
                      { guard: 'grants', target: 'granted' },
                      { guard: 'denies', target: 'declined' },
                    ],
                  },
                },
                declined: { on: { 'user.chooseConsent': { guard: 'grants', target: 'granted' } } },
                granted: {
                  tags: 'granted',
                  exit: 'disableTracking',
                  on: { 'user.chooseConsent': { guard: 'denies', target: 'declined' } },
                  initial: 'loading',
                  states: {
                    loading: {
                      invoke: {
                        id: 'loadScript',
                        src: 'loadScript',
                        // Never null here: `starting` leads into `watching` only with a script.
                        input: ({ context }) => context.script ?? { scriptUrl: '', site: '' },
                        onDone: 'tracking',
                        // Not the user's concern: the portal works the same without it.
                        onError: 'unavailable',
                      },
                    },
                    tracking: { tags: 'tracking' },
                    unavailable: {},
                  },
                },
              },
            },
            store: {
              initial: 'idle',
              on: {
                'user.chooseConsent': {
                  guard: 'changesConsent',
                  // Not `reenter`: that would exit the whole parallel state, the choice region too.
                  // The target is left and entered again anyway, so a newer choice restarts the save.
                  target: '.saving',
                  actions: { type: 'takeChoice', params: ({ event }) => event.consent },
                },
              },
              states: {
                idle: {},
                saving: {
                  tags: 'saving',
                  invoke: {
                    id: 'saveConsent',
                    src: 'saveConsent',
                    // Set by the choice that started the save.
                    input: ({ context }) => ({ consent: context.consent ?? 'denied' }),
                    onDone: { target: 'idle', actions: ['markSaved', 'announceSaved'] },
                    onError: 'failed',
                  },
                },
                failed: { tags: 'saveFailed', on: { 'user.retrySave': 'saving' } },
              },
            },
          },
        },
      },
    },
  },
});

export type AnalyticsConsentMachine = typeof analyticsConsentMachine;
export type AnalyticsConsentActor = ActorRefFrom<AnalyticsConsentMachine>;
