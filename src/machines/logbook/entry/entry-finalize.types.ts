import type { ApiFailure } from '../../../api/api-failure';
import type { TypedSignature } from '../../../api/contract';
import type { FinalizeOutcome } from './entry-drawer.types';
import type { SaveEntryRequest } from './entry.actors';

/**
 * The public interface of the finalise flow (spec 001 §4, §5): the signature modal with its two
 * confirmations, then the save of the entry and its finalisation. The drawer invokes it as `finalize`;
 * the view sends the `user.*` events to that child directly.
 */
export interface EntryFinalizeInput {
  /** The save that goes first (create or update), built from the checked form. */
  readonly save: SaveEntryRequest;
}

export interface EntryFinalizeContext {
  readonly save: SaveEntryRequest;
  readonly signatureImage: string | null;
  /** Signed by typed name (issue 36): the confirmation the server gave for name and password. */
  readonly typedSignature: TypedSignature | null;
  /** Why the last typed name was not confirmed (wrong password, not the account's name, offline). */
  readonly nameFailure: ApiFailure | null;
  /** The entry reached the server (the save went through) before a failure. */
  readonly onServer: boolean;
  /** Set when the flow ends by a call; null: cancelled. */
  readonly outcome: FinalizeOutcome | null;
}

export type EntryFinalizeEvent =
  /** Ticks or unticks "this signature is mine" (spec 001 §5 signature agreement). */
  | { readonly type: 'user.toggleAgreement' }
  /** Ticks or unticks "submit this entry finally" (final submission). */
  | { readonly type: 'user.toggleConfirmation' }
  /** The signature pad's save: PNG base64 without the data: prefix. */
  | { readonly type: 'user.sign'; readonly signatureImage: string }
  /**
   * Signs by typed name (issue 36): the name and password go to the server for a confirmation; the
   * password is kept nowhere. `signatureImage`: the name as the view drew it (PNG base64).
   */
  | {
      readonly type: 'user.signByName';
      readonly fullName: string;
      readonly passkey: string;
      readonly signatureImage: string;
    }
  | { readonly type: 'user.cancelSignature' };

/**
 * Tags: `signing` (the modal shows), `agreed` and `confirmed` (the two ticks), `confirmingName` (the
 * typed name and password are being checked), `nameRefused` (they were not confirmed: `nameFailure`),
 * `submitting` (save or finalise running).
 */
export type EntryFinalizeTag =
  'signing' | 'agreed' | 'confirmed' | 'confirmingName' | 'nameRefused' | 'submitting';

export type { FinalizeOutcome };

export type { ConfirmSignatureRequest } from './entry-gateway';
