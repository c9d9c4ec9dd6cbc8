import { assign, fromPromise, setup } from 'xstate';
import type { ApiClient } from '../../api/api-client';
import { toApiFailure, type ApiFailure } from '../../api/api-failure';
import type { Language } from '../../api/contract/accounts.contract';
import { passkeyViolations } from '../../api/contract/passkey-rules';
import { loadOnce } from '../shared/load-once';
import type { PasskeyResetInput, ResetRequestInput } from './passkey-reset.types';

export type { PasskeyResetCalls, PasskeyResetInput, ResetRequestInput } from './passkey-reset.types';

export interface PasskeyResetContext {
  /** Why the last request or reset failed, as typed data; null while none did. */
  readonly failure: ApiFailure | null;
}

/** Events, named by who speaks. */
export type PasskeyResetEvent =
  /** Ask for a reset link by mail for an account name or e-mail address. */
  | { readonly type: 'user.requestReset'; readonly accountName: string; readonly emailLocale: Language }
  /** Set a new passkey with the token of the mailed link. */
  | {
      readonly type: 'user.resetPasskey';
      readonly token: string;
      readonly newPasskey: string;
      readonly confirmation: string;
    };

/**
 * Tags the reset page asks for:
 * - `busy`: a call is running
 * - `requestSent` (204) / `requestFailed` (404) / `requestError` (anything else)
 * - `resetDone` (204) / `resetFailed` (anything else)
 */
export type PasskeyResetTag =
  'busy' | 'requestSent' | 'requestFailed' | 'requestError' | 'resetDone' | 'resetFailed';

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

/** Implementations by name; tests and stories replace the actors with `.provide()`. */
const passkeyResetSetup = setup({
  types: {
    context: {} as PasskeyResetContext,
    events: {} as PasskeyResetEvent,
    tags: {} as PasskeyResetTag,
  },
  actors: {
    requestReset: fromPromise<void, ResetRequestInput>(notProvided('requestReset')),
    resetPasskey: fromPromise<void, PasskeyResetInput>(notProvided('resetPasskey')),
  },
  guards: {
    accountNameGiven: ({ event }) => event.type === 'user.requestReset' && event.accountName.trim() !== '',
    passkeyAcceptable: ({ event }) =>
      event.type === 'user.resetPasskey' &&
      event.token !== '' &&
      event.newPasskey === event.confirmation &&
      passkeyViolations(event.newPasskey).length === 0,
    isNotFound: ({ event }) => {
      if (!('error' in event)) return false;
      const failure = toApiFailure(event.error);
      return failure._tag === 'HttpError' && failure.status === 404;
    },
  },
  actions: {
    clearFailure: assign({ failure: null }),
    keepFailure: assign({ failure: ({ event }) => ('error' in event ? toApiFailure(event.error) : null) }),
  },
});

/** Submitting from the form or after a failure; while a call runs (busy) both are ignored. */
const submit = {
  'user.requestReset': { guard: 'accountNameGiven', target: 'requesting' },
  'user.resetPasskey': { guard: 'passkeyAcceptable', target: 'resetting' },
} as const;

/**
 * The two remote flows of the reset page (spec 001 §2 Reset page, §4 Login, §8): requesting a reset
 * link, and resetting the passkey with the link's token. Guards enforce what the page's buttons
 * show: a filled account name; a passkey that keeps every rule and equals its confirmation.
 * The actors are placeholders; {@link createPasskeyResetMachine} provides them with an API client.
 */
export const passkeyResetMachine = passkeyResetSetup.createMachine({
  id: 'passkeyReset',
  context: { failure: null },
  initial: 'editing',
  states: {
    editing: { on: submit },
    requesting: {
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ event }) =>
          event.type === 'user.requestReset'
            ? { accountName: event.accountName.trim(), emailLocale: event.emailLocale }
            : { accountName: '', emailLocale: 'de-DE' },
        onDone: { target: 'requestSent' },
        onError: [
          { guard: 'isNotFound', target: 'requestFailed', actions: 'keepFailure' },
          { target: 'requestError', actions: 'keepFailure' },
        ],
      },
    },
    requestSent: { type: 'final', tags: ['requestSent'] },
    requestFailed: { tags: ['requestFailed'], on: submit },
    requestError: { tags: ['requestError'], on: submit },
    resetting: {
      tags: ['busy'],
      entry: 'clearFailure',
      invoke: {
        id: 'resetPasskey',
        src: 'resetPasskey',
        input: ({ event }) =>
          event.type === 'user.resetPasskey'
            ? { token: event.token, newPasskey: event.newPasskey }
            : { token: '', newPasskey: '' },
        onDone: { target: 'resetDone' },
        onError: { target: 'resetFailed', actions: 'keepFailure' },
      },
    },
    resetDone: { type: 'final', tags: ['resetDone'] },
    resetFailed: { tags: ['resetFailed'], on: submit },
  },
});

export type PasskeyResetMachine = typeof passkeyResetMachine;

/**
 * The machine with its calls going through the typed API client that `loadApi` gives (the composition
 * root's). The calls and the contract load with the first one: the reset and login pages carry
 * neither (issue 28 §4).
 */
export const createPasskeyResetMachine = (
  loadApi: () => Promise<Pick<ApiClient, 'call'>>,
): PasskeyResetMachine => {
  const calls = loadOnce(async () => {
    const [{ createPasskeyResetCalls }, api] = await Promise.all([
      import('./passkey-reset.calls'),
      loadApi(),
    ]);
    return createPasskeyResetCalls(api);
  });
  return passkeyResetMachine.provide({
    actors: {
      requestReset: fromPromise<void, ResetRequestInput>(async ({ input, signal }) =>
        (await calls()).requestReset(input, signal),
      ),
      resetPasskey: fromPromise<void, PasskeyResetInput>(async ({ input, signal }) =>
        (await calls()).resetPasskey(input, signal),
      ),
    },
  });
};
