import type { Queryable } from '../db/db';
import {
  assignTracker,
  listUnknownDevices,
  defaultTrackerLabel,
  IMEI,
  revokeTracker,
  TRACKER_IDENTIFIER,
  type TrackerProtocol,
  type UnknownDevice,
} from '../telemetry/tracker-devices';
import { CliError } from './cli-error';
import { formatColumns, utcMinute, vehicleIdOption } from './cli-text';

/** The --imei option: a Teltonika box's IMEI. */
const imeiOf = (value: string | undefined): string => {
  const text = value?.trim() ?? '';
  if (text === '') throw new CliError('--imei is required (the 15 digits on the box).');
  if (!IMEI.test(text)) throw new CliError(`--imei "${text}" is not an IMEI (15 digits).`);
  return text;
};

/** A phone's identifier in Traccar Client or OsmAnd (its "Device identifier" setting). */
const phoneOf = (text: string): string => {
  if (!TRACKER_IDENTIFIER.test(text)) {
    throw new CliError(
      `--phone "${text}" is not a device identifier (1 to 64 letters, digits, ".", "_" or "-").`,
    );
  }
  return text;
};

/** Which tracker the options name: a Teltonika box by --imei or a phone by --phone, one of the two. */
const trackerOf = (options: {
  readonly imei?: string | undefined;
  readonly phone?: string | undefined;
}): { protocol: TrackerProtocol; identifier: string; named: string } => {
  const phone = options.phone?.trim() ?? '';
  if (phone !== '' && (options.imei?.trim() ?? '') !== '') {
    throw new CliError('Give --imei (a Teltonika box) or --phone (Traccar Client, OsmAnd), not both.');
  }
  if (phone !== '') return { protocol: 'osmand', identifier: phoneOf(phone), named: `Phone ${phone}` };
  const imei = imeiOf(options.imei);
  return { protocol: 'teltonika', identifier: imei, named: `IMEI ${imei}` };
};

/**
 * Makes the Teltonika box with this IMEI, or the phone with this identifier, the vehicle's device (and
 * takes it off the unknown list).
 */
export const assignTrackerCommand = async (
  db: Queryable,
  options: {
    readonly vehicle?: string | undefined;
    readonly imei?: string | undefined;
    readonly phone?: string | undefined;
    readonly label?: string;
  },
  now = new Date(),
): Promise<string> => {
  const id = vehicleIdOption(options.vehicle);
  const tracker = trackerOf(options);
  const label = options.label?.trim() || defaultTrackerLabel(tracker.protocol, tracker.identifier);
  if (label.length > 200) throw new CliError('--label must be at most 200 characters.');
  const result = await assignTracker(db, { vehicleId: id, ...tracker, label, now });
  switch (result.status) {
    case 'assigned':
      return `${tracker.named} is the device of vehicle ${id} (${result.vehicleName}): its next connection is accepted.`;
    case 'noVehicle':
      throw new CliError(`No vehicle has the id ${id}.`);
    case 'deviceInUse':
      throw new CliError(
        `Vehicle ${id} already has a working device ("${result.label}"): revoke-device-key or revoke-tracker ` +
          'retires it first (a vehicle has one device at a time).',
      );
    case 'identifierInUse':
      throw new CliError(
        `${tracker.named} is the device of vehicle ${result.vehicleId}: revoke it there first.`,
      );
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
