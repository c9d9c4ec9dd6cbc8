import type { StorageGate } from '../ops/disk/write-guard';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import type { Metrics } from '../ops/metrics';
import type { OsmAndConfig } from './osmand/osmand-config';
import { startOsmAndServer } from './osmand/osmand-server';
import type { TeltonikaConfig } from './teltonika/teltonika-config';
import { startTeltonikaServer } from './teltonika/teltonika-server';

export interface TrackerListeners {
  /** The Teltonika listener's port (the one chosen when 0 was asked for); null when it is off. */
  readonly teltonikaPort: number | null;
  /** Stops both; packets and requests being stored finish first (their acks and 200s go out). */
  close(): Promise<void>;
}

/** Starts `start`; a port in use stops the portal's start, naming the variable. */
const started = async <T>(variable: string, port: number, what: string, start: () => Promise<T>) =>
  start().catch((error: unknown) => {
    throw new Error(`${variable} ${port}: the ${what} listener did not start`, { cause: error });
  });

/**
 * The listeners of real trackers beside HTTP (issue 27): Teltonika boxes over TCP, phones running
 * Traccar Client or OsmAnd over HTTP. Each is off when its port is 0.
 */
export const startTrackerListeners = async (options: {
  readonly db: Db;
  readonly clock: Clock;
  readonly log: (message: string, error?: unknown) => void;
  readonly host: string;
  readonly teltonika: TeltonikaConfig | null;
  readonly osmand: OsmAndConfig | null;
  /** Counts records per path, and the boxes connected. */
  readonly metrics?: Metrics;
  /** The storage watch: nothing is stored or acknowledged while it says full (issue 37). */
  readonly storage?: StorageGate;
  /** `POSITIONS_RETENTION_MONTHS`: older records are refused (issue 29). */
  readonly retentionMonths?: number;
}): Promise<TrackerListeners> => {
  const { db, clock, log, host, teltonika: box, osmand: phone, metrics, storage, retentionMonths } = options;
  const teltonika = box
    ? await started('TELTONIKA_PORT', box.port, 'Teltonika', () =>
        startTeltonikaServer({
          db,
          clock,
          log,
          port: box.port,
          host,
          limits: box.limits,
          ...(box.tls ? { tls: box.tls } : {}),
          ...(metrics ? { metrics } : {}),
          ...(storage ? { storage } : {}),
          ...(retentionMonths === undefined ? {} : { retentionMonths }),
        }),
      )
    : undefined;
  if (teltonika) log(`Teltonika trackers on TCP port ${teltonika.port}${box?.tls ? ' (TLS)' : ''}`);
  const osmand = phone
    ? await started('OSMAND_PORT', phone.port, 'OsmAnd', () =>
        startOsmAndServer({
          db,
          clock,
          log,
          port: phone.port,
          host,
          limits: phone.limits,
          ...(metrics ? { metrics } : {}),
          ...(storage ? { storage } : {}),
          ...(retentionMonths === undefined ? {} : { retentionMonths }),
        }),
      ).catch(async (error: unknown) => {
        await teltonika?.close();
        throw error;
      })
    : undefined;
  if (osmand) log(`Phones (Traccar Client, OsmAnd) on HTTP port ${osmand.port}`);
  metrics?.readLabelledGauge('portal_device_connections', 'Tracker connections open', 'protocol', () => ({
    teltonika: teltonika?.connections() ?? 0,
  }));
  return {
    teltonikaPort: teltonika?.port ?? null,
    close: async () => {
      await Promise.all([teltonika?.close(), osmand?.close()]);
    },
  };
};

/** Where a process on this machine reaches a listener bound to `host` (any address: the loopback). */
export const localAddressOf = (host: string): string =>
  host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
