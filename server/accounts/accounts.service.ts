import type {
  AccountAccessRightsResponse,
  AccountSettings,
  Language,
  PersonAccount,
  SignatureConfirmation,
  SignatureConfirmationRequest,
} from '../../src/api/contract';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/db';
import type { BinaryResult, Caller } from '../http/route';
import type { Mailer } from '../mail/mailer';
import type { SecurityLog } from '../ops/security-events';
import type { AccountsContext, TokenSigner } from './accounts.context';
import {
  deleteAvatarImage,
  getAvatarImage,
  getAvatarImageUrl,
  storeAvatarImage,
  updateAvatarImage,
} from './avatar';
import type { AvatarImage } from './avatar-image';
import { changeCredentials, type CredentialChange, type CredentialFields } from './credentials-update';
import { createBackgroundQueue } from './background-queue';
import { updateEmail } from './email-update';
import { createRefreshToken, refusedAs } from './login';
import { assertAddressBudget, countAddressAttempt } from './address-budget';
import { createPasskeyReset, createPasskeyResetRequest } from './passkey-reset';
import { prepareDummyHash } from './passkey-hash';
import { updatePasskey } from './passkey-update';
import { createSignatureConfirmation } from './signature-confirmation';
import { getAccountAccessRights, getPersonAccount } from './person-account';
import { getAccountSettings, updateAccountSettings } from './settings';
import { signJwt } from './jwt';
import { lazySigningKeys } from './signing-keys';
import { issueAccessToken, revokeSession, verifyAccessToken, verifyUserToken } from './tokens';

/** Accounts, sessions, passkeys and avatars; one method per operation of the accounts contract. */
export interface AccountsService {
  /** Logs in; `clientAddress` is charged for a failure (issue 34 §5), null when there is none. */
  createRefreshToken(
    body: { accountName: string; passkey: string },
    clientAddress: string | null,
  ): Promise<{ refreshToken: string }>;
  revokeRefreshToken(caller: Caller): Promise<void>;
  createAccessToken(caller: Caller): Promise<{ accessToken: string; expiresIn: number }>;
  verifyUserToken(token: string): Promise<Caller>;
  verifyAccessToken(token: string): Promise<Caller>;
  getAccountAccessRights(caller: Caller): Promise<AccountAccessRightsResponse>;
  getPersonAccount(caller: Caller): Promise<PersonAccount>;
  getAccountSettings(caller: Caller): Promise<{ settings: AccountSettings }>;
  updateAccountSettings(caller: Caller, settings: AccountSettings): Promise<{ settings: AccountSettings }>;
  /** Asks for a reset mail; every request is charged to `clientAddress` (issue 34 §5). */
  createPasskeyResetRequest(
    body: { accountName: string; origin: string; emailLocale: Language },
    clientAddress: string | null,
  ): Promise<void>;
  createPasskeyReset(body: { newPasskey: string; resetAuthentificationToken: string }): Promise<void>;
  updatePasskey(caller: Caller, body: { newPasskey: string; oldPasskey: string }): Promise<void>;
  /** A signature by typed name, confirmed with the password (issue 36). */
  createSignatureConfirmation(
    caller: Caller,
    body: SignatureConfirmationRequest,
  ): Promise<SignatureConfirmation>;
  updateEmail(caller: Caller, email: string): Promise<{ email: string }>;
  getAvatarImageUrl(caller: Caller): Promise<{ url: string }>;
  getAvatarImage(accountId: string, signature: string): Promise<BinaryResult>;
  updateAvatarImage(caller: Caller, avatarImage: string): Promise<void>;
  deleteAvatarImage(caller: Caller): Promise<void>;
  /** Passkey and/or e-mail change confirmed by the current passkey (updatePasskey is one such). */
  changeCredentials(
    caller: Caller,
    change: CredentialChange,
    fields: CredentialFields,
  ): Promise<{ email: string | null }>;
  /** Stores an avatar checked by `image` (run once the caller may store one); answers its signed URL. */
  storeAvatarImage(caller: Caller, image: () => AvatarImage): Promise<{ url: string }>;
  /** Resolves when the mails queued so far are sent (for an orderly shutdown and for tests). */
  idle(): Promise<void>;
}

/**
 * What the service needs of the server's composition, declared here rather than imported from app.ts,
 * which composes this service (importing it back would close a cycle).
 */
export interface AccountsDeps {
  readonly config: Config;
  readonly db: Db;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly log: (message: string, error?: unknown) => void;
  /** Security events; none are logged unless given. */
  readonly security?: SecurityLog;
  /** Signs the tokens; `signJwt` unless given (tests make it fail). */
  readonly signToken?: TokenSigner;
}

export const createAccountsService = (deps: AccountsDeps): AccountsService => {
  const { config, db, mailer, clock, log } = deps;
  const ctx: AccountsContext = {
    config,
    db,
    mailer,
    clock,
    log,
    security: deps.security ?? (() => {}),
    keys: lazySigningKeys(db),
    signToken: deps.signToken ?? signJwt,
  };
  const queue = createBackgroundQueue(log);
  prepareDummyHash().catch((error: unknown) => log('Preparing the dummy passkey hash failed', error));
  return {
    createRefreshToken: (body, clientAddress) => createRefreshToken(ctx, body, clientAddress),
    revokeRefreshToken: (caller) => revokeSession(ctx, caller.sessionId),
    createAccessToken: (caller) => issueAccessToken(ctx, caller),
    verifyUserToken: (token) => verifyUserToken(ctx, token),
    verifyAccessToken: (token) => verifyAccessToken(ctx, token),
    getAccountAccessRights: (caller) => getAccountAccessRights(ctx, caller),
    getPersonAccount: (caller) => getPersonAccount(ctx, caller),
    getAccountSettings: (caller) => getAccountSettings(ctx, caller),
    updateAccountSettings: (caller, settings) => updateAccountSettings(ctx, caller, settings),
    createPasskeyResetRequest: async (body, clientAddress) => {
      const now = ctx.clock.now();
      const { accountName } = body;
      await refusedAs(
        () => assertAddressBudget(ctx.db, ctx.config.addressBudget, clientAddress, now),
        () =>
          ctx.security({
            kind: 'address-budget.exceeded',
            action: 'password-reset',
            accountName,
            clientAddress,
          }),
      );
      await countAddressAttempt(ctx.db, ctx.config.addressBudget, clientAddress, now);
      ctx.security({ kind: 'password-reset.requested', accountName, clientAddress });
      createPasskeyResetRequest(ctx, queue, body);
    },
    createPasskeyReset: (body) => createPasskeyReset(ctx, body),
    updatePasskey: (caller, body) => updatePasskey(ctx, caller, body),
    createSignatureConfirmation: (caller, body) => createSignatureConfirmation(ctx, caller, body),
    updateEmail: (caller, email) => updateEmail(ctx, caller, email),
    getAvatarImageUrl: (caller) => getAvatarImageUrl(ctx, caller),
    getAvatarImage: (accountId, signature) => getAvatarImage(ctx, accountId, signature),
    updateAvatarImage: (caller, avatarImage) => updateAvatarImage(ctx, caller, avatarImage),
    deleteAvatarImage: (caller) => deleteAvatarImage(ctx, caller),
    changeCredentials: (caller, change, fields) => changeCredentials(ctx, caller, change, fields),
    storeAvatarImage: (caller, image) => storeAvatarImage(ctx, caller, image),
    idle: () => queue.idle(),
  };
};
