import type { Queryable } from '../db/db';
import {
  listDevices,
  registerDevice,
  revokeDeviceKey,
  rotateDeviceKey,
  type DeviceListing,
  type IssueResult,
} from '../telemetry/device-keys';
import { CliError } from './cli-error';
import { formatColumns, utcMinute, vehicleIdOption } from './cli-text';

const noVehicle = (id: number) =>
  new CliError(`No vehicle has the id ${id}. "npm run accounts -- list-devices" lists the registered ones.`);

/** The key with the one warning that matters: it is not shown again. */
const issued = (result: IssueResult & { status: 'issued' }, id: number, what: string): string =>
  `${what} for vehicle ${id} (${result.vehicleName}). Its device key, shown this once (only its hash ` +
  `is stored):\n\n  ${result.key}\n\nThe device sends it as "Authorization: Bearer <key>".`;

/** Registers a device for a vehicle and answers the text to print, with its key. */
export const registerDeviceCommand = async (
  db: Queryable,
  options: { readonly vehicle?: string | undefined; readonly label?: string | undefined },
  now = new Date(),
): Promise<string> => {
  const id = vehicleIdOption(options.vehicle);
  const label = options.label?.trim() ?? '';
  if (label === '') throw new CliError('--label is required (what tells the device apart, e.g. its serial).');
  if (label.length > 200) throw new CliError('--label must be at most 200 characters.');
  const result = await registerDevice(db, { vehicleId: id, label, now });
  if (result.status === 'noVehicle') throw noVehicle(id);
  if (result.status !== 'issued') {
    throw new CliError(
      `Vehicle ${id} already has a working device${'label' in result ? ` ("${result.label}")` : ''}: ` +
        'rotate-device-key gives a key device a new key, revoke-device-key or revoke-tracker retires it.',
    );
  }
  return issued(result, id, `Device "${label}" registered`);
};

/** Gives the vehicle's device a new key; the old one stops working at once. */
export const rotateDeviceKeyCommand = async (
  db: Queryable,
  options: { readonly vehicle?: string | undefined },
  now = new Date(),
): Promise<string> => {
  const id = vehicleIdOption(options.vehicle);
  const result = await rotateDeviceKey(db, id, now);
  if (result.status === 'noVehicle') throw noVehicle(id);
  if (result.status !== 'issued') {
    throw new CliError(`Vehicle ${id} has no device with a working key: register-device registers one.`);
  }
  return issued(result, id, 'New key issued (the previous one no longer works)');
};

/** Revokes the key of the vehicle's device at once. */
export const revokeDeviceKeyCommand = async (
  db: Queryable,
  options: { readonly vehicle?: string | undefined },
  now = new Date(),
): Promise<string> => {
  const id = vehicleIdOption(options.vehicle);
  const result = await revokeDeviceKey(db, id, now);
  if (result === 'noVehicle') throw noVehicle(id);
  if (result === 'noDevice') throw new CliError(`Vehicle ${id} has no device with a working key.`);
  return `The device key of vehicle ${id} is revoked: the device's requests are refused from now on.`;
};

const day = (date: Date | null) => (date === null ? '' : utcMinute(date));

/** The registered devices as aligned text columns; keys appear only as their first characters. */
export const formatDevices = (rows: readonly DeviceListing[]): string => {
  if (rows.length === 0) return 'No devices registered.';
  const table = [
    ['VEHICLE', 'NAME', 'DEVICE', 'KEY OR TRACKER', 'SINCE (UTC)', 'ORGANISATION'],
    ...rows.map((r) => [
      String(r.vehicleId),
      r.vehicleName,
      r.label,
      r.identifier !== null && r.revokedAt === null
        ? `${r.protocol} ${r.identifier}`
        : r.keyHint === null
          ? 'revoked'
          : `${r.keyHint}…`,
      r.identifier !== null && r.revokedAt === null
        ? day(r.registeredAt)
        : day(r.keyHint === null ? r.revokedAt : r.keyIssuedAt),
      r.organisation,
    ]),
  ];
  return formatColumns(table);
};

export const listDevicesCommand = async (db: Queryable): Promise<string> =>
  formatDevices(await listDevices(db));
