import { and, assign, setup, stateIn } from 'xstate';
import { toApiFailure } from '../../../api/api-failure';
import { entryActorDefaults } from './entry.actors';
import type { FinalizeOutcome } from './entry-drawer.types';
import type {
  EntryFinalizeContext,
  EntryFinalizeEvent,
  EntryFinalizeInput,
  EntryFinalizeTag,
} from './entry-finalize.types';

/**
 * The finalise flow (spec 001 §4, §5): the signature modal asks for both confirmations (signature
 * agreement, final submission) and a non-empty signature; then the entry is saved (create or update,
 * so the signed content is the one on the server) and finalised with the signature. Cancelling before
 * the save ends it without a call. Its output tells the drawer what happened (`FinalizeOutcome`).
 */
export const entryFinalizeMachine = setup({
  types: {
    context: {} as EntryFinalizeContext,
    events: {} as EntryFinalizeEvent,
    input: {} as EntryFinalizeInput,
    tags: {} as EntryFinalizeTag,
    output: {} as FinalizeOutcome,
  },
  actors: {
    saveEntry: entryActorDefaults.saveEntry,
    finalizeEntry: entryActorDefaults.finalizeEntry,
    confirmSignature: entryActorDefaults.confirmSignature,
  },
  actions: {
    keepSignature: assign((_, { signatureImage }: { readonly signatureImage: string }) => ({
      signatureImage,
    })),
    // The name's image waits for the confirmation; the password is never kept (only the invoke's input).
    keepNameImage: assign((_, { signatureImage }: { readonly signatureImage: string }) => ({
      signatureImage,
      nameFailure: null,
    })),
    keepConfirmation: assign((_, { confirmation }: { readonly confirmation: string }) => ({
      typedSignature: { confirmation },
    })),
    recordNameFailure: assign((_, { error }: { readonly error: unknown }) => ({
      signatureImage: null,
      nameFailure: toApiFailure(error),
    })),
    markOnServer: assign({ onServer: true }),
    recordFailure: assign(({ context }, { error }: { readonly error: unknown }) => ({
      outcome: { outcome: 'failed', failure: toApiFailure(error), onServer: context.onServer } as const,
    })),
    recordFinalized: assign((_, { savedLocally }: { readonly savedLocally: boolean }) => ({
      outcome: { outcome: 'finalized', savedLocally } as const,
    })),
  },
  guards: {
    hasSignature: ({ event }) => event.type === 'user.sign' && event.signatureImage.length > 0,
    hasNameAndPassword: ({ event }) =>
      event.type === 'user.signByName' &&
      event.fullName.trim().length > 0 &&
      event.passkey.length > 0 &&
      event.signatureImage.length > 0,
  },
}).createMachine({
  id: 'entryFinalize',
  context: ({ input }) => ({
    save: input.save,
    signatureImage: null,
    typedSignature: null,
    nameFailure: null,
    onServer: input.save.mode === 'update',
    outcome: null,
  }),
  initial: 'signing',
  states: {
    // The two confirmations are regions of their own: what is ticked is part of the state.
    signing: {
      tags: 'signing',
      type: 'parallel',
      on: {
        'user.sign': {
          guard: and([
            stateIn('#entryFinalize.signing.agreement.checked'),
            stateIn('#entryFinalize.signing.confirmation.checked'),
            'hasSignature',
          ]),
          target: 'saving',
          actions: { type: 'keepSignature', params: ({ event }) => event },
        },
        'user.cancelSignature': 'cancelled',
      },
      states: {
        agreement: {
          initial: 'unchecked',
          states: {
            unchecked: { on: { 'user.toggleAgreement': 'checked' } },
            checked: { tags: 'agreed', on: { 'user.toggleAgreement': 'unchecked' } },
          },
        },
        confirmation: {
          initial: 'unchecked',
          states: {
            unchecked: { on: { 'user.toggleConfirmation': 'checked' } },
            checked: { tags: 'confirmed', on: { 'user.toggleConfirmation': 'unchecked' } },
          },
        },
        // Signing by typed name (issue 36): the server checks name and password before the save; a
        // refusal keeps the modal and its ticks, and says why.
        byName: {
          initial: 'idle',
          on: {
            'user.signByName': {
              guard: and([
                stateIn('#entryFinalize.signing.agreement.checked'),
                stateIn('#entryFinalize.signing.confirmation.checked'),
                'hasNameAndPassword',
              ]),
              target: '.confirming',
              actions: { type: 'keepNameImage', params: ({ event }) => event },
            },
          },
          states: {
            idle: {},
            confirming: {
              tags: 'confirmingName',
              invoke: {
                id: 'confirmSignature',
                src: 'confirmSignature',
                input: ({ event }) =>
                  event.type === 'user.signByName'
                    ? { fullName: event.fullName, passkey: event.passkey }
                    : { fullName: '', passkey: '' },
                onDone: {
                  target: '#entryFinalize.saving',
                  actions: { type: 'keepConfirmation', params: ({ event }) => event.output },
                },
                onError: {
                  target: 'refused',
                  actions: { type: 'recordNameFailure', params: ({ event }) => event },
                },
              },
            },
            refused: { tags: 'nameRefused' },
          },
        },
      },
    },
    saving: {
      tags: 'submitting',
      invoke: {
        id: 'saveEntry',
        src: 'saveEntry',
        input: ({ context }) => context.save,
        onDone: { target: 'finalizing', actions: 'markOnServer' },
        onError: { target: 'failed', actions: { type: 'recordFailure', params: ({ event }) => event } },
      },
    },
    finalizing: {
      tags: 'submitting',
      invoke: {
        id: 'finalizeEntry',
        src: 'finalizeEntry',
        input: ({ context }) => ({
          organisationId: context.save.organisationId,
          entryId: context.save.entryId,
          signatureImage: context.signatureImage ?? '',
          ...(context.typedSignature ? { typedSignature: context.typedSignature } : {}),
        }),
        onDone: {
          target: 'finalized',
          actions: { type: 'recordFinalized', params: ({ event }) => event.output },
        },
        onError: { target: 'failed', actions: { type: 'recordFailure', params: ({ event }) => event } },
      },
    },
    finalized: { type: 'final' },
    failed: { type: 'final' },
    cancelled: { type: 'final' },
  },
  // Cancelled (or nothing recorded): no call was made.
  output: ({ context }): FinalizeOutcome => context.outcome ?? { outcome: 'cancelled' },
});

/** The finalise flow's type, for `ActorRefFrom` and `.provide()`. */
export type EntryFinalizeMachine = typeof entryFinalizeMachine;
