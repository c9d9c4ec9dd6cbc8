/**
 * Issue 29 §5: where each table of the schema would live on a distributed PostgreSQL (Citus), the plan
 * `server/db/distributed-postgres.md` explains. Kept as data so that a test holds the schema to it:
 * every table has a place, the distributed tables' keys lead with the distribution column, and no
 * foreign key points where Citus cannot follow it. A new table must be given its place here.
 */

/** The one distribution column: a vehicle's telemetry, figures and alarms live on one shard. */
export const DISTRIBUTION_COLUMN = 'vehicle_id';

/**
 * Hash-distributed by `vehicle_id`, all in one co-location group: the ingestion of one vehicle's batch
 * (positions, daily figures, live row, alert state and events) is a single-shard transaction.
 */
export const DISTRIBUTED_TABLES = [
  'positions',
  'daily_figures',
  'track_days',
  'vehicle_live',
  'notification_settings',
  'notification_rule_state',
  'notification_temporary_settings',
  'notification_events',
  'notification_alarms',
  'vehicle_restrictions',
  'vehicle_restriction_acknowledgements',
] as const;

/**
 * Replicated to every node: small, read in joins with the distributed tables (a vehicle's
 * organisation and name, who may see it, which device it is) and written rarely.
 */
export const REFERENCE_TABLES = [
  'organisations',
  'accounts',
  'memberships',
  'membership_rights',
  'vehicles',
  'vehicle_devices',
  'vehicle_access_windows',
] as const;

/**
 * On the coordinator only (Citus local tables): never joined with a distributed table, or written
 * often enough that a copy on every node would cost more than it saves (tokens, throttling, the outbox).
 */
export const COORDINATOR_TABLES = [
  'schema_migrations',
  'refresh_tokens',
  'login_throttle',
  'passkey_reset_tokens',
  'server_secrets',
  'signature_confirmations',
  'address_attempts',
  'backup_runs',
  'release_settings',
  'deployment_approvals',
  'deployments',
  'admin_audit_log',
  'translation_drafts',
  'translation_overrides',
  'translation_backups',
  'railation_places',
  'railation_ships_moved',
  'faq_entries',
  'suppliers',
  'supplier_logos',
  'vehicle_comments',
  'logbook_entries',
  'logbook_comments',
  'logbook_exports',
  'notification_seen',
  'webhook_endpoints',
  'webhook_deliveries',
  'unknown_devices',
] as const;

export type TablePlace = 'distributed' | 'reference' | 'coordinator';

/**
 * Keys of distributed tables that do not yet lead with the distribution column, and the key each gets
 * in the migration that moves the schema to Citus (Citus enforces a unique key only when it holds the
 * distribution column). The first two predate issue 29; the alarms (issue 30) are looked up by their id
 * alone, and carry a unique (vehicle_id, id) for the events' foreign key.
 */
export const KEYS_TO_CHANGE: Readonly<Record<string, readonly string[]>> = {
  notification_events: ['vehicle_id', 'id'],
  notification_temporary_settings: ['vehicle_id', 'id'],
  notification_alarms: ['vehicle_id', 'id'],
};

/** Each planned table's place, from the three lists. */
const PLACES = new Map<string, TablePlace>([
  ...DISTRIBUTED_TABLES.map((table) => [table, 'distributed'] as const),
  ...REFERENCE_TABLES.map((table) => [table, 'reference'] as const),
  ...COORDINATOR_TABLES.map((table) => [table, 'coordinator'] as const),
]);

export const placeOf = (table: string): TablePlace | undefined => PLACES.get(table);

/**
 * Whether Citus keeps a foreign key from a table in `from` to one in `to`: distributed tables may point
 * at reference tables and at co-located distributed tables (on the distribution column: checked apart),
 * reference tables only at reference tables, coordinator tables at reference and coordinator tables.
 */
export const foreignKeyAllowed = (from: TablePlace, to: TablePlace): boolean =>
  to === 'reference' ||
  (from === 'distributed' && to === 'distributed') ||
  (from === 'coordinator' && to === 'coordinator');
