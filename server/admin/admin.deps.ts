import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/db';
import type { Channel } from './release-settings.store';

/** What the administration services need. */
export interface AdminDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly config: Pick<Config, 'environment'>;
}

/** The channel whose settings this installation's users get (see migration 0012). */
export const servedChannel = (environment: Config['environment']): Channel =>
  environment === 'staging' ? 'staging' : 'production';
