import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { UpdateCheck } from '../../api/contract';
import { done, failed } from '../fleet/fleet.fixtures';
import { networkError } from '../session/session.fixtures';
import type { UpdatePromptContext, UpdatePromptInput } from './update-prompt.types';

/** The clock of the fixtures (22.11.2026 08:00 UTC). */
export const FIXTURE_NOW = Date.UTC(2026, 10, 22, 8, 0, 0);
const LOADED_AT = FIXTURE_NOW - 3_600_000;
const MESSAGE_TS = FIXTURE_NOW - 600_000;

const MESSAGE = {
  de: 'Am Samstag von 22:00 bis 23:00 Uhr ist das Portal wegen Wartung nicht erreichbar.',
  en: 'On Saturday from 22:00 to 23:00 the portal is down for maintenance.',
};

/** A new version and a message that may be dismissed. */
export const FIXTURE_UPDATE_AND_MESSAGE: UpdateCheck = {
  suggestRefresh: true,
  showUserMsg: true,
  userMsg: MESSAGE,
  userMsgTs: MESSAGE_TS,
  isDisableDismissButton: false,
};
/** A message without dismiss: only opening its details marks it seen. */
export const FIXTURE_LOCKED_MESSAGE: UpdateCheck = {
  suggestRefresh: false,
  showUserMsg: true,
  userMsg: MESSAGE,
  userMsgTs: MESSAGE_TS,
  isDisableDismissButton: true,
};
/** Nothing to tell. */
export const FIXTURE_NOTHING: UpdateCheck = {
  suggestRefresh: false,
  showUserMsg: false,
  userMsg: null,
  userMsgTs: MESSAGE_TS,
  isDisableDismissButton: false,
};

const session = (ready: boolean): AnyEventObject => ({
  type: 'session.changed',
  ready,
  organisationId: ready ? 'org-nordbahn' : null,
  liveData: ready,
});

/** Test and story data for the update prompt machine. Not imported by the app. */
export const updatePromptFixtures: {
  readonly inputs: Readonly<Record<'loaded' | 'seenMessage', UpdatePromptInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    // Loaded an hour ago, nothing dismissed.
    loaded: { stamps: { userSuggestReloadTs: LOADED_AT, userMsgTs: null, hideReload: null } },
    // The message was dismissed already and Later pressed an hour ago.
    seenMessage: {
      stamps: {
        userSuggestReloadTs: LOADED_AT,
        userMsgTs: MESSAGE_TS,
        hideReload: FIXTURE_NOW + 82_800_000,
      },
    },
  },
  eventVariants: {
    'session.changed': [session(true), session(false)],
    'xstate.done.actor.checkForUpdate': [
      done('checkForUpdate', FIXTURE_UPDATE_AND_MESSAGE),
      done('checkForUpdate', FIXTURE_LOCKED_MESSAGE),
      done('checkForUpdate', FIXTURE_NOTHING),
    ],
    'xstate.error.actor.checkForUpdate': [failed('checkForUpdate', networkError())],
    'xstate.done.actor.clearCaches': [done('clearCaches', undefined)],
    'xstate.error.actor.clearCaches': [failed('clearCaches', new Error('caches refused'))],
    // Raised by the machine when a check answers, never sent from outside.
    'check.answered': [],
    'user.later': [{ type: 'user.later' }],
    'user.refresh': [{ type: 'user.refresh' }],
    'user.dismissMessage': [{ type: 'user.dismissMessage' }],
    'user.openDetails': [{ type: 'user.openDetails' }],
    'user.closeDetails': [{ type: 'user.closeDetails' }],
  },
};

/**
 * The model's "same state": the value and what the guards read (whether Later hides the update,
 * whether the message was seen, and the kind of the last answer), not the clock's exact numbers.
 */
export const serializeUpdatePrompt = (snapshot: AnyMachineSnapshot): string => {
  const { stamps, answer } = snapshot.context as UpdatePromptContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    snoozed: stamps.hideReload !== null,
    seen: stamps.userMsgTs,
    answer:
      answer === null
        ? null
        : [answer.suggestRefresh, answer.showUserMsg, answer.isDisableDismissButton].join(),
  });
};
