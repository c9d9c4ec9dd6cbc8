import type { Hono } from 'hono';
import { ingestTelemetry } from '../../src/api/contract';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { route, type Authenticator } from '../http/route';
import { ingestRecords } from './ingestion.service';
import { countsOf, type Metrics } from '../ops/metrics';

/** Binds the telemetry operations; the binder has resolved the device key to its vehicle. */
export const registerTelemetryRoutes = (
  app: Hono,
  auth: Authenticator,
  deps: {
    readonly db: Db;
    readonly clock: Clock;
    readonly metrics: Metrics;
    /** `POSITIONS_RETENTION_MONTHS`: older records are refused (issue 29). */
    readonly config: Pick<Config, 'positionsRetentionMonths'>;
  },
): void => {
  route(app, auth, ingestTelemetry, async ({ device, body }) => {
    const result = await ingestRecords(deps.db, device.vehicleId, body.records, deps.clock.now(), {
      retentionMonths: deps.config.positionsRetentionMonths,
    });
    deps.metrics.countIngestion('http', countsOf(result));
    return result;
  });
};
