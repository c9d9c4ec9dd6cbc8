import { assign, setup } from 'xstate';
import type { ApiFailure } from '../../api/api-failure';
import type { Language } from '../../api/contract';
import { failureOf } from '../shared/fetch-fragment';
import { profileFormActorDefaults } from './profile-form.actors';
import {
  canSaveLanguage,
  canSaveProfile,
  emptyEmail,
  emptyPasskey,
  saveProfileRequest,
} from './profile-form.rules';
import {
  PROFILE_FORM_TIMING,
  type EmailFields,
  type PasskeyFields,
  type ProfileFormContext,
  type ProfileFormEvent,
  type ProfileFormInput,
  type ProfileFormTag,
  type ProfileSaveKind,
} from './profile-form.types';
import { messageMs } from '../shared/message-time';

/** The outcome dialog closes itself, or with its button. */
const closeDialog = { 'user.dismiss': 'editing' } as const;

/**
 * The profile page's form (spec 001 §2 Profile, §5, §8): the password change (current password, new
 * password keeping the rules, confirmation) and the e-mail change (new address and confirmation) share
 * one save, enabled when either group is complete; the language radio has its own save, enabled when
 * the choice differs from the account's language. Demo users can save nothing (the server refuses
 * with 403 as well). A save shows a success dialog that closes after 2 s or a failure dialog that
 * closes after 4 s. A saved profile clears its fields; both saves run `announceSaved`, which the app
 * provides so the session reloads the account (the new e-mail shows, the new language applies).
 */
export const profileFormMachine = setup({
  types: {
    context: {} as ProfileFormContext,
    events: {} as ProfileFormEvent,
    input: {} as ProfileFormInput,
    tags: {} as ProfileFormTag,
  },
  actors: profileFormActorDefaults,
  actions: {
    setPasskey: assign((_, passkey: PasskeyFields) => ({ passkey })),
    setEmail: assign((_, email: EmailFields) => ({ email })),
    chooseLanguage: assign((_, { language }: { readonly language: Language }) => ({ language })),
    followSavedLanguage: assign(({ context }, { language }: { readonly language: Language }) => ({
      savedLanguage: language,
      // An untouched radio follows the account; a pending choice stays.
      language: context.language === context.savedLanguage ? language : context.language,
    })),
    startSave: assign((_, { kind }: { readonly kind: ProfileSaveKind }) => ({ saving: kind, failure: null })),
    clearProfile: assign({ passkey: emptyPasskey, email: emptyEmail }),
    markLanguageSaved: assign(({ context }) => ({ savedLanguage: context.language })),
    recordFailure: assign((_, { failure }: { readonly failure: ApiFailure }) => ({ failure })),
    clearOutcome: assign({ saving: null, failure: null }),
    // Provided by the app: the session reloads the account.
    announceSaved: () => undefined,
  },
  guards: {
    canSaveProfile: ({ context }) => canSaveProfile(context),
    canSaveLanguage: ({ context }) => canSaveLanguage(context),
  },
  delays: {
    saved: () => messageMs(PROFILE_FORM_TIMING.savedMs),
    failed: () => messageMs(PROFILE_FORM_TIMING.failedMs),
  },
}).createMachine({
  id: 'profileForm',
  context: ({ input }) => ({
    isDemoUser: input.isDemoUser,
    passkey: input.typed?.passkey ?? emptyPasskey,
    email: input.typed?.email ?? emptyEmail,
    language: input.typed?.language ?? input.language,
    savedLanguage: input.language,
    saving: null,
    failure: null,
  }),
  initial: 'editing',
  on: {
    'session.languageChanged': { actions: { type: 'followSavedLanguage', params: ({ event }) => event } },
  },
  states: {
    editing: {
      entry: 'clearOutcome',
      on: {
        'user.editPasskey': {
          actions: {
            type: 'setPasskey',
            params: ({ event }) => ({
              current: event.current,
              next: event.next,
              confirmation: event.confirmation,
            }),
          },
        },
        'user.editEmail': {
          actions: {
            type: 'setEmail',
            params: ({ event }) => ({ email: event.email, confirmation: event.confirmation }),
          },
        },
        'user.chooseLanguage': { actions: { type: 'chooseLanguage', params: ({ event }) => event } },
        'user.saveProfile': { guard: 'canSaveProfile', target: 'savingProfile' },
        'user.saveLanguage': { guard: 'canSaveLanguage', target: 'savingLanguage' },
      },
    },
    savingProfile: {
      tags: 'saving',
      entry: { type: 'startSave', params: { kind: 'profile' } },
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => saveProfileRequest(context),
        onDone: { target: 'saved', actions: ['clearProfile', 'announceSaved'] },
        onError: { target: 'failed', actions: { type: 'recordFailure', params: failureOf } },
      },
    },
    savingLanguage: {
      tags: 'saving',
      entry: { type: 'startSave', params: { kind: 'language' } },
      invoke: {
        id: 'saveLanguage',
        src: 'saveLanguage',
        input: ({ context }) => ({ language: context.language }),
        onDone: { target: 'saved', actions: ['markLanguageSaved', 'announceSaved'] },
        onError: { target: 'failed', actions: { type: 'recordFailure', params: failureOf } },
      },
    },
    saved: { tags: 'saved', after: { saved: 'editing' }, on: closeDialog },
    failed: { tags: 'saveFailed', after: { failed: 'editing' }, on: closeDialog },
  },
});

/** The profile form machine's type, for `ActorRefFrom` and `.provide()`. */
export type ProfileFormMachine = typeof profileFormMachine;
