import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/db';
import type { Mailer } from '../mail/mailer';
import type { JwtPayload } from './jwt';
import type { SigningKeys } from './signing-keys';
import type { SecurityLog } from '../ops/security-events';

/** Signs a token's claims with a key (`signJwt`; tests pass one that fails). */
export type TokenSigner = (payload: JwtPayload, key: Buffer) => string;

/** What every part of the accounts module works with; built once per app instance. */
export interface AccountsContext {
  readonly db: Db;
  readonly clock: Clock;
  readonly config: Config;
  readonly mailer: Mailer;
  readonly log: (message: string, error?: unknown) => void;
  /** Failed logins, locks and password resets (issue 34 §3). */
  readonly security: SecurityLog;
  /** The signing keys, loaded from the database on first use. */
  readonly keys: () => Promise<SigningKeys>;
  /** Signs user and access tokens. */
  readonly signToken: TokenSigner;
}

/** Whole seconds since the epoch, as JWT claims count time. */
export const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);
