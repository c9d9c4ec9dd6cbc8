import { wholeFromEnv } from '../../config-number';
import { pemPairFromEnv, type PemPair, type ReadPemFile } from '../../config-tls';
import type { TeltonikaLimits } from './teltonika-server';
import { DEFAULT_MAX_DATA_LENGTH } from './avl-packet';

/** The Teltonika listener's settings (README "Teltonika trackers"); null when TELTONIKA_PORT is 0. */
export interface TeltonikaConfig {
  readonly port: number;
  readonly limits: TeltonikaLimits;
  /** PEM certificate and key read from TELTONIKA_TLS_CERT / _KEY (file paths): the listener speaks TLS. */
  readonly tls?: PemPair;
}

export const DEFAULT_TELTONIKA_PORT = 5027;

/** Reads the listener's settings; a wrong value stops the start naming the variable. */
export const readTeltonikaConfig = (
  env: NodeJS.ProcessEnv,
  readFile?: ReadPemFile,
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
  const tls = pemPairFromEnv(env, { cert: 'TELTONIKA_TLS_CERT', key: 'TELTONIKA_TLS_KEY' }, readFile);
  return tls ? { port, limits, tls } : { port, limits };
};
