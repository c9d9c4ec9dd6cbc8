import type { Queryable } from '../db/db';
import {
  assignTracker,
  listUnknownDevices,
  revokeTracker,
  type UnknownDevice,
} from '../telemetry/tracker-devices';
import { CliError } from './cli-error';
import { formatColumns, utcMinute, vehicleIdOption } from './cli-text';

/** A Teltonika box's IMEI: 15 digits, as printed on the box and sent in its handshake. */
const imeiOf = (value: string | undefined): string => {
  const text = value?.trim() ?? '';
  if (text === '') throw new CliError('--imei is required (the 15 digits on the box).');
  if (!/^[0-9]{15}$/.test(text)) throw new CliError(`--imei "${text}" is not an IMEI (15 digits).`);
  return text;
};

/** Makes the Teltonika box with this IMEI the vehicle's device (and takes it off the unknown list). */
export const assignTrackerCommand = async (
  db: Queryable,
  options: {
    readonly vehicle?: string | undefined;
    readonly imei?: string | undefined;
    readonly label?: string;
  },
  now = new Date(),
): Promise<string> => {
  const id = vehicleIdOption(options.vehicle);
  const imei = imeiOf(options.imei);
  const label = options.label?.trim() || `Teltonika ${imei}`;
  if (label.length > 200) throw new CliError('--label must be at most 200 characters.');
  const result = await assignTracker(db, {
    vehicleId: id,
    protocol: 'teltonika',
    identifier: imei,
    label,
    now,
  });
  switch (result.status) {
    case 'assigned':
      return `IMEI ${imei} is the device of vehicle ${id} (${result.vehicleName}): its next connection is accepted.`;
    case 'noVehicle':
      throw new CliError(`No vehicle has the id ${id}.`);
    case 'deviceInUse':
      throw new CliError(
        `Vehicle ${id} already has a working device ("${result.label}"): revoke-device-key or revoke-tracker ` +
          'retires it first (a vehicle has one device at a time).',
      );
    case 'identifierInUse':
      throw new CliError(`IMEI ${imei} is the device of vehicle ${result.vehicleId}: revoke it there first.`);
  }
};

/** Revokes the vehicle's tracker: its next connection is refused. */
export const revokeTrackerCommand = async (
  db: Queryable,
  options: { readonly vehicle?: string | undefined },
  now = new Date(),
): Promise<string> => {
  const id = vehicleIdOption(options.vehicle);
  if ((await revokeTracker(db, id, now)) === 'noDevice')
    throw new CliError(`Vehicle ${id} has no working tracker.`);
  return `The tracker of vehicle ${id} is revoked: its connections are refused from now on.`;
};

/** The identifiers that connected without a vehicle, as aligned text columns. */
export const formatUnknownDevices = (rows: readonly UnknownDevice[]): string => {
  if (rows.length === 0) return 'No unknown devices have connected.';
  const table = [
    ['PROTOCOL', 'IDENTIFIER', 'FIRST SEEN (UTC)', 'LAST SEEN (UTC)', 'ATTEMPTS', 'LAST ADDRESS'],
    ...rows.map((r) => [
      r.protocol,
      r.identifier,
      utcMinute(r.firstSeen),
      utcMinute(r.lastSeen),
      String(r.attempts),
      r.lastAddress ?? '',
    ]),
  ];
  return formatColumns(table);
};

export const listUnknownDevicesCommand = async (db: Queryable): Promise<string> =>
  formatUnknownDevices(await listUnknownDevices(db));
