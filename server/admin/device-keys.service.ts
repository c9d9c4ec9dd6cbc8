import type {
  AssignTrackerBody,
  DeviceKeyList,
  DeviceKeyRow,
  IssuedDeviceKey,
  UnknownDeviceList,
} from '../../src/api/contract';
import type { Queryable } from '../db/db';
import { ApiError, notFound } from '../http/api-error';
import type { Caller } from '../http/route';
import { registerDevice, revokeDeviceKey, rotateDeviceKey, type IssueResult } from '../telemetry/device-keys';
import {
  assignTracker,
  defaultTrackerLabel,
  IMEI,
  listUnknownDevices,
  revokeTracker,
} from '../telemetry/tracker-devices';
import { requireAdministrator } from './admin-access';
import type { AdminDeps } from './admin.deps';
import { organisationsOfSql } from './admin-scope';
import { writeAudit } from './audit-log';

interface DeviceRow {
  readonly vehicle_id: number;
  readonly vehicle_name: string;
  readonly label: string | null;
  readonly protocol: 'key' | 'teltonika' | 'osmand' | null;
  readonly identifier: string | null;
  readonly key_hint: string | null;
  readonly active: boolean | null;
  readonly registered_ms: number | null;
  readonly issued_ms: number | null;
  readonly revoked_ms: number | null;
}

const instant = (ms: number | null): string | null =>
  ms === null ? null : new Date(Math.round(ms)).toISOString();

const toRow = (row: DeviceRow): DeviceKeyRow => ({
  vehicleId: row.vehicle_id,
  vehicleName: row.vehicle_name,
  label: row.label,
  kind: row.protocol,
  identifier: row.identifier,
  keyHint: row.key_hint,
  registeredAt: instant(row.registered_ms),
  keyIssuedAt: instant(row.issued_ms),
  revokedAt: instant(row.revoked_ms),
  status: row.active === null ? 'none' : row.active ? 'active' : 'revoked',
});

/** The administrator's vehicles with their devices; one vehicle when `vehicleId` is given. */
const readDevices = async (
  q: Queryable,
  adminId: string,
  vehicleId: number | null,
): Promise<DeviceKeyRow[]> =>
  (
    await q.query<DeviceRow>(
      `SELECT v.id AS vehicle_id, v.name AS vehicle_name, d.label, d.protocol, d.identifier, d.key_hint,
         CASE WHEN d.vehicle_id IS NULL THEN NULL
           ELSE d.key_hash IS NOT NULL OR (d.identifier IS NOT NULL AND d.revoked_at IS NULL) END AS active,
         (extract(epoch FROM d.registered_at) * 1000)::float8 AS registered_ms,
         (extract(epoch FROM d.key_issued_at) * 1000)::float8 AS issued_ms,
         (extract(epoch FROM d.revoked_at) * 1000)::float8 AS revoked_ms
       FROM vehicles v LEFT JOIN vehicle_devices d ON d.vehicle_id = v.id
       WHERE v.organisation_id IN ${organisationsOfSql(1)} AND ($2::int IS NULL OR v.id = $2::int)
       ORDER BY v.name, v.id`,
      [adminId, vehicleId],
    )
  ).map(toRow);

/** What the audit log keeps of a device: never its key, only the key's first characters. */
const audited = (row: DeviceKeyRow) => ({
  label: row.label,
  kind: row.kind,
  identifier: row.identifier,
  keyHint: row.keyHint,
  status: row.status,
});

const conflict = (message: string) => new ApiError(409, 'conflict', message, { field: 'vehicleId' });

/**
 * The device keys section of the console: the same register, rotate and revoke as the command line
 * (server/cli/device-commands.ts), for the vehicles of the administrator's organisations. A key is
 * answered once and never stored or logged; the audit log names the action and the key's hint.
 */
export const createDeviceKeysService = (deps: AdminDeps) => {
  /** Runs a key change on one of the administrator's vehicles and audits it with the device's before/after. */
  const change = async <T>(
    caller: Caller,
    vehicleId: number,
    action: string,
    apply: (tx: Queryable, at: Date) => Promise<T>,
  ): Promise<{ result: T; after: DeviceKeyRow }> => {
    const admin = await requireAdministrator(deps.db, caller);
    const at = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      const [before] = await readDevices(tx, admin.accountId, vehicleId);
      if (!before) throw notFound('Vehicle');
      const result = await apply(tx, at);
      const [after] = await readDevices(tx, admin.accountId, vehicleId);
      if (!after) throw new Error(`Vehicle ${vehicleId} vanished during ${action}.`);
      await writeAudit(tx, admin, at, {
        action,
        target: `${before.vehicleName} (${vehicleId})`,
        before: audited(before),
        after: audited(after),
      });
      return { result, after };
    });
  };

  const issued = (vehicleId: number, result: IssueResult): IssuedDeviceKey => {
    if (result.status === 'issued') return { vehicleId, vehicleName: result.vehicleName, key: result.key };
    if (result.status === 'keyInUse') {
      throw conflict('The vehicle already has a device with a working key: rotate or revoke it.');
    }
    if (result.status === 'noDevice') {
      throw conflict('The vehicle has no device with a working key: register one.');
    }
    throw new Error(`Vehicle ${vehicleId} vanished while its key was issued.`);
  };

  return {
    async list(caller: Caller): Promise<DeviceKeyList> {
      const admin = await requireAdministrator(deps.db, caller);
      return { items: await readDevices(deps.db, admin.accountId, null) };
    },

    async register(caller: Caller, vehicleId: number, label: string): Promise<IssuedDeviceKey> {
      const { result } = await change(caller, vehicleId, 'registerDevice', async (tx, now) =>
        issued(vehicleId, await registerDevice(tx, { vehicleId, label, now })),
      );
      return result;
    },

    async rotate(caller: Caller, vehicleId: number): Promise<IssuedDeviceKey> {
      const { result } = await change(caller, vehicleId, 'rotateDeviceKey', async (tx, now) =>
        issued(vehicleId, await rotateDeviceKey(tx, vehicleId, now)),
      );
      return result;
    },

    /** Makes a Teltonika box or phone the vehicle's device; it leaves the unknown devices. */
    async assignTracker(caller: Caller, vehicleId: number, body: AssignTrackerBody): Promise<DeviceKeyRow> {
      if (body.protocol === 'teltonika' && !IMEI.test(body.identifier)) {
        throw new ApiError(400, 'invalid_request', 'A Teltonika IMEI is 15 digits.', { field: 'identifier' });
      }
      const label = body.label || defaultTrackerLabel(body.protocol, body.identifier);
      const { after } = await change(caller, vehicleId, 'assignTracker', async (tx, now) => {
        const result = await assignTracker(tx, {
          vehicleId,
          protocol: body.protocol,
          identifier: body.identifier,
          label,
          now,
        });
        if (result.status === 'deviceInUse') {
          throw conflict('The vehicle has a working device: revoke its key or tracker first.');
        }
        if (result.status === 'identifierInUse') {
          throw new ApiError(
            409,
            'conflict',
            `The identifier is the device of vehicle ${result.vehicleId}.`,
            {
              field: 'identifier',
            },
          );
        }
      });
      return after;
    },

    async revokeTracker(caller: Caller, vehicleId: number): Promise<DeviceKeyRow> {
      const { after } = await change(caller, vehicleId, 'revokeTracker', async (tx, now) => {
        if ((await revokeTracker(tx, vehicleId, now)) !== 'revoked') {
          throw conflict('The vehicle has no working tracker.');
        }
      });
      return after;
    },

    /**
     * Trackers that connected unassigned. They belong to no organisation until assigned, so every
     * administrator sees the list (README "Teltonika trackers").
     */
    async unknown(caller: Caller): Promise<UnknownDeviceList> {
      await requireAdministrator(deps.db, caller);
      const rows = await listUnknownDevices(deps.db);
      return {
        items: rows.map((row) => ({
          protocol: row.protocol,
          identifier: row.identifier,
          firstSeen: new Date(row.firstSeen).toISOString(),
          lastSeen: new Date(row.lastSeen).toISOString(),
          attempts: row.attempts,
          lastAddress: row.lastAddress,
        })),
      };
    },

    async revoke(caller: Caller, vehicleId: number): Promise<DeviceKeyRow> {
      const { after } = await change(caller, vehicleId, 'revokeDeviceKey', async (tx, now) => {
        const outcome = await revokeDeviceKey(tx, vehicleId, now);
        if (outcome !== 'revoked') throw conflict('The vehicle has no device with a working key.');
      });
      return after;
    },
  };
};

export type DeviceKeysService = ReturnType<typeof createDeviceKeysService>;
