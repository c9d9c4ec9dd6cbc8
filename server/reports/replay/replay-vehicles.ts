import type { Clock } from '../../clock';
import type { Queryable } from '../../db/db';
import { requireFleetReader } from '../../fleet/fleet-access';
import { notFound } from '../../http/api-error';
import type { Caller } from '../../http/route';
import { nextDay, startOfLocalDay } from '../../telemetry/local-day';

/**
 * A vehicle the caller may replay, with the instants their access window allows (epoch ms,
 * [fromMs, toMs); null: open on that side).
 */
export interface ReplayVehicle {
  readonly id: number;
  readonly fromMs: number | null;
  readonly toMs: number | null;
}

interface Row {
  readonly id: number;
  readonly window_start: string | null;
  readonly window_end: string | null;
}

/**
 * Checks the caller may read the fleet (403) and that every id is a vehicle of their organisation:
 * any other id, of another organisation or of none, is 404 for the whole request, as for a track
 * (nothing about the other vehicles is answered). Answers the vehicles in the order named.
 */
export const requireReplayVehicles = async (
  deps: { readonly db: Queryable; readonly clock: Clock },
  caller: Caller,
  ids: readonly number[],
): Promise<ReplayVehicle[]> => {
  const scope = await requireFleetReader(deps.db, caller);
  const rows = await deps.db.query<Row>(
    `SELECT v.id, to_char(w.start_date, 'YYYY-MM-DD') AS window_start,
       to_char(w.end_date, 'YYYY-MM-DD') AS window_end
     FROM vehicles v
     LEFT JOIN vehicle_access_windows w ON w.vehicle_id = v.id AND w.account_id = $2
     WHERE v.organisation_id = $1 AND v.id = ANY($3::int[])`,
    [scope.organisationId, scope.accountId, ids],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound('Vehicle');
    return {
      id,
      fromMs: row.window_start === null ? null : startOfLocalDay(row.window_start),
      toMs: row.window_end === null ? null : startOfLocalDay(nextDay(row.window_end)),
    };
  });
};
