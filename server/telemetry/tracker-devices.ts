import type { Queryable } from '../db/db';
import { vehicleName } from './vehicle-name';

/** The protocols whose devices name themselves by an identifier (issue 27). */
export type TrackerProtocol = 'teltonika' | 'osmand';
export const TRACKER_PROTOCOLS: readonly TrackerProtocol[] = ['teltonika', 'osmand'];

/** What a tracker identifier may look like: an IMEI is 15 digits, a Traccar device id letters and digits. */
export const TRACKER_IDENTIFIER = /^[A-Za-z0-9._-]{1,64}$/;
/** A Teltonika box's IMEI: 15 digits, as printed on the box and sent in its handshake. */
export const IMEI = /^[0-9]{15}$/;

/** The label of a tracker assigned without one: "Teltonika <IMEI>" or "Phone <identifier>". */
export const defaultTrackerLabel = (protocol: TrackerProtocol, identifier: string): string =>
  `${protocol === 'teltonika' ? 'Teltonika' : 'Phone'} ${identifier}`;

/** The vehicle whose working device has this identifier, or null (unknown or revoked). */
export const findTrackerVehicle = async (
  q: Queryable,
  protocol: TrackerProtocol,
  identifier: string,
): Promise<number | null> => {
  const rows = await q.query<{ vehicle_id: number }>(
    `SELECT vehicle_id FROM vehicle_devices
     WHERE protocol = $1 AND identifier = $2 AND revoked_at IS NULL`,
    [protocol, identifier],
  );
  return rows[0]?.vehicle_id ?? null;
};

/**
 * The unknown devices kept at most: anyone can send made-up identifiers, so the list keeps the
 * latest ones and drops the oldest beyond this.
 */
export const MAX_UNKNOWN_DEVICES = 1_000;

/** Counts a connection from an identifier no vehicle has (first and last seen, attempts, address). */
export const noteUnknownDevice = async (
  q: Queryable,
  input: { protocol: TrackerProtocol; identifier: string; address: string | null; now: Date },
  keep = MAX_UNKNOWN_DEVICES,
): Promise<void> => {
  const rows = await q.query<{ added: boolean }>(
    `INSERT INTO unknown_devices (protocol, identifier, first_seen, last_seen, attempts, last_address)
     VALUES ($1, $2, $3, $3, 1, $4)
     ON CONFLICT (protocol, identifier) DO UPDATE SET last_seen = EXCLUDED.last_seen,
       attempts = unknown_devices.attempts + 1, last_address = EXCLUDED.last_address
     RETURNING attempts = 1 AS added`,
    [input.protocol, input.identifier, input.now, input.address],
  );
  if (rows[0]?.added !== true) return;
  await q.query(
    `DELETE FROM unknown_devices WHERE (protocol, identifier) IN (
       SELECT protocol, identifier FROM unknown_devices
       ORDER BY last_seen DESC, protocol, identifier OFFSET $1)`,
    [keep],
  );
};

export interface UnknownDevice {
  readonly protocol: TrackerProtocol;
  readonly identifier: string;
  readonly firstSeen: Date;
  readonly lastSeen: Date;
  readonly attempts: number;
  readonly lastAddress: string | null;
}

/** The identifiers that connected without a vehicle, the latest first. */
export const listUnknownDevices = async (q: Queryable): Promise<UnknownDevice[]> =>
  q.query<UnknownDevice>(
    `SELECT protocol, identifier, first_seen AS "firstSeen", last_seen AS "lastSeen", attempts,
       last_address AS "lastAddress"
     FROM unknown_devices ORDER BY last_seen DESC, protocol, identifier`,
  );

export type AssignResult =
  | { readonly status: 'assigned'; readonly vehicleName: string }
  | { readonly status: 'noVehicle' }
  /** The vehicle has a working device (a key or another tracker): revoke it first. */
  | { readonly status: 'deviceInUse'; readonly label: string }
  /** The identifier is another vehicle's working device. */
  | { readonly status: 'identifierInUse'; readonly vehicleId: number };

/**
 * Makes the tracker with this identifier the vehicle's device. A vehicle keeps one working device,
 * whatever its protocol: one with a working key or tracker is left alone (`deviceInUse`); a revoked
 * one is replaced. The identifier leaves the unknown devices.
 */
export const assignTracker = async (
  q: Queryable,
  input: {
    readonly vehicleId: number;
    readonly protocol: TrackerProtocol;
    readonly identifier: string;
    readonly label: string;
    readonly now: Date;
  },
): Promise<AssignResult> => {
  const name = await vehicleName(q, input.vehicleId);
  if (name === null) return { status: 'noVehicle' };
  const holder = await findTrackerVehicle(q, input.protocol, input.identifier);
  if (holder !== null && holder !== input.vehicleId) return { status: 'identifierInUse', vehicleId: holder };
  const rows = await q.query(
    `INSERT INTO vehicle_devices (vehicle_id, label, protocol, identifier, registered_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (vehicle_id) DO UPDATE SET label = EXCLUDED.label, protocol = EXCLUDED.protocol,
       identifier = EXCLUDED.identifier, registered_at = EXCLUDED.registered_at, revoked_at = NULL,
       key_hash = NULL, key_hint = NULL, key_issued_at = NULL
     WHERE vehicle_devices.key_hash IS NULL
       AND (vehicle_devices.identifier IS NULL OR vehicle_devices.revoked_at IS NOT NULL)
     RETURNING vehicle_id`,
    [input.vehicleId, input.label, input.protocol, input.identifier, input.now],
  );
  if (rows.length === 0) {
    const existing = await q.query<{ label: string }>(
      'SELECT label FROM vehicle_devices WHERE vehicle_id = $1',
      [input.vehicleId],
    );
    return { status: 'deviceInUse', label: existing[0]?.label ?? '' };
  }
  await q.query('DELETE FROM unknown_devices WHERE protocol = $1 AND identifier = $2', [
    input.protocol,
    input.identifier,
  ]);
  return { status: 'assigned', vehicleName: name };
};

/** Revokes the vehicle's tracker at once: its next connection is refused. */
export const revokeTracker = async (
  q: Queryable,
  vehicleId: number,
  now: Date,
): Promise<'revoked' | 'noDevice'> => {
  const rows = await q.query(
    `UPDATE vehicle_devices SET revoked_at = $2
     WHERE vehicle_id = $1 AND identifier IS NOT NULL AND revoked_at IS NULL RETURNING vehicle_id`,
    [vehicleId, now],
  );
  return rows.length > 0 ? 'revoked' : 'noDevice';
};
