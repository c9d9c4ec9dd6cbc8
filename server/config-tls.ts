import { readFileSync } from 'node:fs';

/** A PEM certificate (chain) and its private key. */
export interface PemPair {
  readonly cert: string;
  readonly key: string;
}

export type ReadPemFile = (path: string) => string;

const readPemFile: ReadPemFile = (path) => readFileSync(path, 'utf8');

/**
 * A certificate and its key named by two variables (PEM file paths), set together or not at all
 * (undefined); a file that cannot be read stops the start naming its variable.
 */
export const pemPairFromEnv = (
  env: NodeJS.ProcessEnv,
  names: { readonly cert: string; readonly key: string },
  readFile: ReadPemFile = readPemFile,
): PemPair | undefined => {
  const certFile = env[names.cert] || undefined;
  const keyFile = env[names.key] || undefined;
  if ((certFile === undefined) !== (keyFile === undefined)) {
    throw new Error(`${names.cert} and ${names.key} are set together (PEM files), or neither`);
  }
  if (certFile === undefined || keyFile === undefined) return undefined;
  const read = (name: string, path: string) => {
    try {
      return readFile(path);
    } catch (error) {
      throw new Error(`${name}: cannot read "${path}" (${(error as Error).message})`);
    }
  };
  return { cert: read(names.cert, certFile), key: read(names.key, keyFile) };
};
