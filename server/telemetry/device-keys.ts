import type { Queryable } from '../db/db';
import { randomToken, sha256Hex } from '../accounts/random';
import { unauthorized } from '../http/api-error';
import type { Device } from '../http/route';

const PREFIX = 'dk_';

/**
 * Gives the vehicle a fresh device key and answers it; only its sha256 is stored, so the key is shown
 * this once. An earlier key of the vehicle stops working.
 */
export const createDeviceKey = async (q: Queryable, vehicleId: number): Promise<string> => {
  const key = `${PREFIX}${randomToken(32)}`;
  const rows = await q.query('UPDATE vehicles SET device_key_hash = $2 WHERE id = $1 RETURNING id', [
    vehicleId,
    sha256Hex(key),
  ]);
  if (rows.length === 0) throw new Error(`No vehicle ${vehicleId} to give a device key.`);
  return key;
};

/** The vehicle a device key belongs to; an unknown key is 401. */
export const verifyDeviceKey = async (q: Queryable, key: string): Promise<Device> => {
  if (!key.startsWith(PREFIX)) throw unauthorized('Unknown device key.');
  const rows = await q.query<{ id: number }>('SELECT id FROM vehicles WHERE device_key_hash = $1', [
    sha256Hex(key),
  ]);
  const row = rows[0];
  if (!row) throw unauthorized('Unknown device key.');
  return { vehicleId: row.id };
};
