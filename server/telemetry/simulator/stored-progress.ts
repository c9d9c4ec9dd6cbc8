import type { Queryable } from '../../db/db';

/**
 * The newest stored record time of each vehicle: where the simulator resumes after a restart, so the
 * history is not written twice. Reads the one-row-per-vehicle live table, never the raw positions.
 */
export const latestStoredTimes = async (
  q: Queryable,
  vehicleIds: readonly number[],
): Promise<Map<number, number>> => {
  const rows = await q.query<{ vehicle_id: number; ts: Date }>(
    'SELECT vehicle_id, ts FROM vehicle_live WHERE vehicle_id = ANY($1::int[])',
    [vehicleIds],
  );
  return new Map(rows.map((r) => [r.vehicle_id, r.ts.getTime()]));
};
