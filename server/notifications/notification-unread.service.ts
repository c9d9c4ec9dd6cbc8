import type { NotificationUnread } from '../../src/api/contract';
import type { CallerScope } from '../accounts/caller-scope';
import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import { requireFleetReader } from '../fleet/fleet-access';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/route';
import { countEventsUpTo } from './notification-query';

/** The bell counts at most this many (the client shows "999+" beyond). */
export const UNREAD_CAP = 1000;

export interface UnreadDeps {
  readonly db: Queryable;
  readonly clock: Clock;
}

/**
 * The header bell (issue 10): per account and organisation (an account may switch organisations),
 * the newest event id it has seen, and the events it may see above it (the list's own filter).
 */
export const createNotificationUnreadService = (deps: UnreadDeps) => {
  const state = async (scope: CallerScope, lastSeenId: number): Promise<NotificationUnread> => ({
    count: await countEventsUpTo(
      deps.db,
      { scope, vehicleIds: 'organisation', period: null, afterId: lastSeenId },
      UNREAD_CAP,
    ),
    lastSeenId,
  });

  return {
    async unread(caller: Caller): Promise<NotificationUnread> {
      const scope = await requireFleetReader(deps.db, caller);
      const [row] = await deps.db.query<{ last_seen_id: number }>(
        `SELECT last_seen_id::float8 AS last_seen_id FROM notification_seen
         WHERE account_id = $1 AND organisation_id = $2`,
        [scope.accountId, scope.organisationId],
      );
      return state(scope, Number(row?.last_seen_id ?? 0));
    },

    /**
     * Stores the larger of the stored and the given id, never lowering it (a tab that marks an older
     * id seen after another tab marked a newer one changes nothing). An id above the newest event
     * stored is taken as the newest, so a wrong id cannot hide the events still to come.
     */
    async markSeen(caller: Caller, lastSeenId: number): Promise<NotificationUnread> {
      const scope = await requireFleetReader(deps.db, caller);
      if (lastSeenId > Number.MAX_SAFE_INTEGER) {
        const field = 'lastSeenId';
        const message = `must be at most ${Number.MAX_SAFE_INTEGER}`;
        throw new ApiError(400, 'invalid_request', `Invalid ${field}: ${message}`, {
          field,
          issues: [{ field, message }],
        });
      }
      const [row] = await deps.db.query<{ last_seen_id: number }>(
        `INSERT INTO notification_seen AS s (account_id, organisation_id, last_seen_id, updated_at)
         VALUES ($1, $2, LEAST($3::bigint, (SELECT coalesce(max(id), 0) FROM notification_events)), $4)
         ON CONFLICT (account_id, organisation_id) DO UPDATE
           SET last_seen_id = GREATEST(s.last_seen_id, EXCLUDED.last_seen_id), updated_at = EXCLUDED.updated_at
         RETURNING last_seen_id::float8 AS last_seen_id`,
        [scope.accountId, scope.organisationId, lastSeenId, deps.clock.now().toISOString()],
      );
      return state(scope, Number(row?.last_seen_id ?? 0));
    },
  };
};

export type NotificationUnreadService = ReturnType<typeof createNotificationUnreadService>;
