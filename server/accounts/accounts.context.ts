import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/db';
import type { Mailer } from '../mail/mailer';
import type { SigningKeys } from './signing-keys';

/** What every part of the accounts module works with; built once per app instance. */
export interface AccountsContext {
  readonly db: Db;
  readonly clock: Clock;
  readonly config: Config;
  readonly mailer: Mailer;
  readonly log: (message: string, error?: unknown) => void;
  /** The signing keys, loaded from the database on first use. */
  readonly keys: () => Promise<SigningKeys>;
}

/** Whole seconds since the epoch, as JWT claims count time. */
export const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);
