import { resolve } from 'node:path';

/**
 * The data directory (`DATA_DIR`, else `data`, against the working directory): one rule for the
 * configuration and for the entry that opens the embedded database before the server's modules load
 * (main.ts, which must not import the configuration's dependencies). A module of its own for that.
 */
export const dataDirOf = (env: NodeJS.ProcessEnv, root: string): string =>
  resolve(root, env['DATA_DIR'] ?? 'data');
