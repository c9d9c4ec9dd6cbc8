import type { Queryable } from '../db/db';
import { vehicleName } from './vehicle-name';
import { randomToken, sha256Hex } from '../accounts/random';
import { unauthorized } from '../http/api-error';
import type { Device } from '../http/route';

const PREFIX = 'dk_';
/** How much of a key listings show: enough to tell keys apart, far too little to guess the rest. */
const HINT_LENGTH = PREFIX.length + 4;

/** A fresh key and what is stored of it; the key itself is answered once and never stored. */
const newKey = () => {
  const key = `${PREFIX}${randomToken(32)}`;
  return { key, hash: sha256Hex(key), hint: key.slice(0, HINT_LENGTH) };
};

export type IssueResult =
  | { readonly status: 'issued'; readonly key: string; readonly vehicleName: string }
  | { readonly status: 'noVehicle' }
  /** Register: the vehicle already has a working device, a key or a tracker (rotate or revoke it). */
  | { readonly status: 'keyInUse'; readonly label: string }
  /** Rotate: the vehicle has no device, or its key was revoked (register one). */
  | { readonly status: 'noDevice' };

/**
 * Registers a device for the vehicle and issues its key. A vehicle has one device: one whose key
 * was revoked is replaced, one with a working key is left alone (`keyInUse`).
 */
export const registerDevice = async (
  q: Queryable,
  input: { readonly vehicleId: number; readonly label: string; readonly now: Date },
): Promise<IssueResult> => {
  const name = await vehicleName(q, input.vehicleId);
  if (name === null) return { status: 'noVehicle' };
  const { key, hash, hint } = newKey();
  const rows = await q.query(
    `INSERT INTO vehicle_devices (vehicle_id, label, key_hash, key_hint, registered_at, key_issued_at)
     VALUES ($1, $2, $3, $4, $5, $5)
     ON CONFLICT (vehicle_id) DO UPDATE SET label = EXCLUDED.label, key_hash = EXCLUDED.key_hash,
       key_hint = EXCLUDED.key_hint, registered_at = EXCLUDED.registered_at,
       key_issued_at = EXCLUDED.key_issued_at, revoked_at = NULL, protocol = 'key', identifier = NULL
     WHERE vehicle_devices.key_hash IS NULL
       AND (vehicle_devices.identifier IS NULL OR vehicle_devices.revoked_at IS NOT NULL)
     RETURNING vehicle_id`,
    [input.vehicleId, input.label, hash, hint, input.now],
  );
  if (rows.length > 0) return { status: 'issued', key, vehicleName: name };
  const existing = await q.query<{ label: string }>(
    'SELECT label FROM vehicle_devices WHERE vehicle_id = $1',
    [input.vehicleId],
  );
  return { status: 'keyInUse', label: existing[0]?.label ?? '' };
};

/** Issues a new key for the vehicle's device; the earlier key stops working at once. */
export const rotateDeviceKey = async (q: Queryable, vehicleId: number, now: Date): Promise<IssueResult> => {
  const name = await vehicleName(q, vehicleId);
  if (name === null) return { status: 'noVehicle' };
  const { key, hash, hint } = newKey();
  const rows = await q.query(
    `UPDATE vehicle_devices SET key_hash = $2, key_hint = $3, key_issued_at = $4
     WHERE vehicle_id = $1 AND key_hash IS NOT NULL RETURNING vehicle_id`,
    [vehicleId, hash, hint, now],
  );
  return rows.length > 0 ? { status: 'issued', key, vehicleName: name } : { status: 'noDevice' };
};

/** Revokes the key of the vehicle's device (at once); the device stays listed as revoked. */
export const revokeDeviceKey = async (
  q: Queryable,
  vehicleId: number,
  now: Date,
): Promise<'revoked' | 'noVehicle' | 'noDevice'> => {
  if ((await vehicleName(q, vehicleId)) === null) return 'noVehicle';
  const rows = await q.query(
    `UPDATE vehicle_devices SET key_hash = NULL, key_hint = NULL, key_issued_at = NULL, revoked_at = $2
     WHERE vehicle_id = $1 AND key_hash IS NOT NULL RETURNING vehicle_id`,
    [vehicleId, now],
  );
  return rows.length > 0 ? 'revoked' : 'noDevice';
};

export interface DeviceListing {
  readonly vehicleId: number;
  readonly vehicleName: string;
  readonly organisation: string;
  readonly label: string;
  /** How the device sends: `key` (JSON with its key), `teltonika` or `osmand` (by its identifier). */
  readonly protocol: 'key' | 'teltonika' | 'osmand';
  /** A tracker's IMEI or device id; null for a key device. */
  readonly identifier: string | null;
  readonly registeredAt: Date;
  /** The key's first characters; null once revoked. */
  readonly keyHint: string | null;
  readonly keyIssuedAt: Date | null;
  readonly revokedAt: Date | null;
}

/** Every registered device, by organisation and vehicle name. */
export const listDevices = async (q: Queryable): Promise<DeviceListing[]> =>
  q.query<DeviceListing>(
    `SELECT d.vehicle_id AS "vehicleId", v.name AS "vehicleName", o.name || ' (' || o.id || ')' AS organisation,
       d.label, d.protocol, d.identifier, d.registered_at AS "registeredAt", d.key_hint AS "keyHint", d.key_issued_at AS "keyIssuedAt", d.revoked_at AS "revokedAt"
     FROM vehicle_devices d JOIN vehicles v ON v.id = d.vehicle_id JOIN organisations o ON o.id = v.organisation_id
     ORDER BY o.name, v.name, v.id`,
  );

/**
 * Gives the vehicle a device with a fresh key (or a fresh key to its device) and answers it: the demo
 * fleet and tests use it. An earlier key of the vehicle stops working.
 */
export const createDeviceKey = async (q: Queryable, vehicleId: number, now = new Date()): Promise<string> => {
  const name = await vehicleName(q, vehicleId);
  if (name === null) throw new Error(`No vehicle ${vehicleId} to give a device key.`);
  const { key, hash, hint } = newKey();
  await q.query(
    `INSERT INTO vehicle_devices (vehicle_id, label, key_hash, key_hint, registered_at, key_issued_at)
     VALUES ($1, $2, $3, $4, $5, $5)
     ON CONFLICT (vehicle_id) DO UPDATE SET key_hash = EXCLUDED.key_hash, key_hint = EXCLUDED.key_hint,
       key_issued_at = EXCLUDED.key_issued_at, revoked_at = NULL, protocol = 'key', identifier = NULL`,
    [vehicleId, `Device of ${name}`, hash, hint, now],
  );
  return key;
};

/** The vehicle a device key belongs to; an unknown, rotated or revoked key is 401. */
export const verifyDeviceKey = async (q: Queryable, key: string): Promise<Device> => {
  if (!key.startsWith(PREFIX)) throw unauthorized('Unknown device key.');
  const rows = await q.query<{ vehicle_id: number }>(
    'SELECT vehicle_id FROM vehicle_devices WHERE key_hash = $1',
    [sha256Hex(key)],
  );
  const row = rows[0];
  if (!row) throw unauthorized('Unknown device key.');
  return { vehicleId: row.vehicle_id };
};
