import type { Language } from '../../api/contract/accounts.contract';

/** What a reset link is asked for with: an account name or e-mail address, and the mail's language. */
export interface ResetRequestInput {
  readonly accountName: string;
  readonly emailLocale: Language;
}

/** A new passkey with the mailed link's token. */
export interface PasskeyResetInput {
  readonly token: string;
  readonly newPasskey: string;
}

/** The reset page's two calls (passkey-reset.calls.ts), each passing the abort signal on. */
export interface PasskeyResetCalls {
  requestReset(input: ResetRequestInput, signal: AbortSignal): Promise<void>;
  resetPasskey(input: PasskeyResetInput, signal: AbortSignal): Promise<void>;
}
