import { wholeFromEnv } from '../../config-number';
import type { OsmAndLimits } from './osmand-server';

/** The phone listener's settings (README "Phones as trackers"); null when OSMAND_PORT is 0. */
export interface OsmAndConfig {
  readonly port: number;
  readonly limits: OsmAndLimits;
}

/** Traccar's port for the OsmAnd protocol, which Traccar Client is set to by default. */
export const DEFAULT_OSMAND_PORT = 5055;

/** Reads the listener's settings; a wrong value stops the start naming the variable. */
export const readOsmAndConfig = (env: NodeJS.ProcessEnv): OsmAndConfig | null => {
  const port = wholeFromEnv(env, 'OSMAND_PORT', DEFAULT_OSMAND_PORT, 0, 65_535);
  if (port === 0) return null;
  return {
    port,
    limits: {
      maxConnections: wholeFromEnv(env, 'OSMAND_MAX_CONNECTIONS', 10_000, 1, 1_000_000),
      maxBodyBytes: wholeFromEnv(env, 'OSMAND_MAX_BODY_BYTES', 1024 * 1024, 1024, 64 * 1024 * 1024),
      requestMs: wholeFromEnv(env, 'OSMAND_REQUEST_SECONDS', 30, 1, 3600) * 1000,
    },
  };
};
