/** The NOTIFY channel of recorded events and alarm changes; the payload is a `NotificationSignal` as JSON. */
export const NOTIFICATION_CHANNEL = 'notification_events';

/**
 * First key of the transaction-level advisory lock that orders an organisation's events and alarm
 * changes (second key: the hash of its id): taken before an id or a change number is drawn and held
 * until commit, so they are handed out in commit order and a live stream reading "above the last one
 * sent" never skips one that committed late.
 */
export const EVENT_ORDER_LOCK = 1_000_010;

/** SQL taking that lock for the organisation whose id is the SQL expression `organisationId`. */
export const orderLockSql = (organisationId: string): string =>
  `pg_advisory_xact_lock(${EVENT_ORDER_LOCK}, hashtext(${organisationId}))`;
