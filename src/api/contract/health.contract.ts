import { Schema } from 'effect';
import { endpoint } from './endpoint';

/**
 * The free space of the server's data directory (issue 37): `ok`; `warning` from the warning level
 * (`DISK_WARN_PERCENT`, 90 % used); `full` below the low watermark, where every write is refused with
 * 507 and reads go on.
 */
export const StorageLevel = Schema.Literal('ok', 'warning', 'full').annotations({
  identifier: 'StorageLevel',
});
export type StorageLevel = typeof StorageLevel.Type;

/** The health answer of an instance that reaches its database. */
export const HealthStatus = Schema.Struct({
  status: Schema.Literal('ok'),
  /** The product version the instance runs. */
  version: Schema.String,
  storage: StorageLevel,
}).annotations({ identifier: 'HealthStatus' });
export type HealthStatus = typeof HealthStatus.Type;

/**
 * For load balancers and the portal itself (the storage banner): 200 while this instance reaches its
 * database, 503 while it stops or when its database does not answer.
 */
export const getHealth = endpoint({
  operationId: 'getHealth',
  method: 'GET',
  path: '/api/health',
  summary: 'Whether this instance answers, its version and how full its storage is.',
  tag: 'app',
  auth: 'none',
  success: { status: 200, schema: HealthStatus },
  errors: [503],
});

export const healthEndpoints = [getHealth] as const;
