import { readFileSync } from 'node:fs';
import { wholeFromEnv } from '../../config-number';
import type { TeltonikaLimits } from './teltonika-server';
import { DEFAULT_MAX_DATA_LENGTH } from './avl-packet';

/** The Teltonika listener's settings (README "Teltonika trackers"); null when TELTONIKA_PORT is 0. */
export interface TeltonikaConfig {
  readonly port: number;
  readonly limits: TeltonikaLimits;
  /** PEM certificate and key read from TELTONIKA_TLS_CERT / _KEY (file paths): the listener speaks TLS. */
  readonly tls?: { readonly cert: string; readonly key: string };
}

export const DEFAULT_TELTONIKA_PORT = 5027;

/** Reads the listener's settings; a wrong value stops the start naming the variable. */
export const readTeltonikaConfig = (
  env: NodeJS.ProcessEnv,
  readFile: (path: string) => string = (path) => readFileSync(path, 'utf8'),
): TeltonikaConfig | null => {
  const port = wholeFromEnv(env, 'TELTONIKA_PORT', DEFAULT_TELTONIKA_PORT, 0, 65_535);
  if (port === 0) return null;
  const limits: TeltonikaLimits = {
    maxConnections: wholeFromEnv(env, 'TELTONIKA_MAX_CONNECTIONS', 10_000, 1, 1_000_000),
    idleMs: wholeFromEnv(env, 'TELTONIKA_IDLE_SECONDS', 600, 1, 86_400) * 1000,
    maxDataLength: wholeFromEnv(
      env,
      'TELTONIKA_MAX_PACKET_BYTES',
      DEFAULT_MAX_DATA_LENGTH,
      64,
      16 * 1024 * 1024,
    ),
    packetMs: wholeFromEnv(env, 'TELTONIKA_PACKET_SECONDS', 30, 1, 3600) * 1000,
  };
  const certFile = env['TELTONIKA_TLS_CERT'] || undefined;
  const keyFile = env['TELTONIKA_TLS_KEY'] || undefined;
  if ((certFile === undefined) !== (keyFile === undefined)) {
    throw new Error('TELTONIKA_TLS_CERT and TELTONIKA_TLS_KEY are set together (PEM files), or neither');
  }
  if (certFile === undefined || keyFile === undefined) return { port, limits };
  const read = (name: string, path: string) => {
    try {
      return readFile(path);
    } catch (error) {
      throw new Error(`${name}: cannot read "${path}" (${(error as Error).message})`);
    }
  };
  return {
    port,
    limits,
    tls: { cert: read('TELTONIKA_TLS_CERT', certFile), key: read('TELTONIKA_TLS_KEY', keyFile) },
  };
};
