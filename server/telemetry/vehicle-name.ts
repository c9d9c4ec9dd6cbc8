import type { Queryable } from '../db/db';

/** The vehicle's name, or null when no vehicle has the id. */
export const vehicleName = async (q: Queryable, vehicleId: number): Promise<string | null> => {
  // The column is a 32-bit integer: any other number names no vehicle (and must not reach SQL).
  if (!Number.isInteger(vehicleId) || vehicleId < 1 || vehicleId > 2_147_483_647) return null;
  const rows = await q.query<{ name: string }>('SELECT name FROM vehicles WHERE id = $1', [vehicleId]);
  return rows[0]?.name ?? null;
};
