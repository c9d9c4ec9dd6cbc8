import { Schema } from 'effect';
import { AccountRole } from './accounts.contract';
import { endpoint } from './endpoint';
import { VehicleId } from './fleet.contract';
import { PathId } from './path-id';
import { IsoDay } from './reports-limits';

/**
 * The administration console's "Individual User Train Settings" tab (spec 001 §2, §6 "Vehicles may
 * carry per-user limited-access start and end dates, editable by administrators", §7 list users, get
 * and update a user's vehicle settings) and its device keys section. Every operation covers the
 * organisations the calling administrator belongs to; a user or vehicle of another one is 404.
 */
const ADMIN = '/api/admin/v1';
const tag = 'administration';

export const ADMIN_USERS_LIMITS = {
  /** The console's table page size (spec 001 §9: 20, options 10, 20, 50). */
  defaultTop: 20,
  /** Users per page bound. */
  maxTop: 200,
  /** Offset bound (far beyond any real user list; keeps the SQL offset sane). */
  maxSkip: 1_000_000_000,
  /** The search text, in characters. */
  maxSearchLength: 100,
  /** A device's label (its serial number, say), in characters; as the command line allows. */
  maxDeviceLabelLength: 200,
} as const;

const Count = Schema.NumberFromString.pipe(Schema.int(), Schema.nonNegative());

/** An account id in a path (the `userId` of {@link AdminUser}). */
const UserIdText = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(64));

export const AdminUsersQuery = Schema.Struct({
  /** Page size; default {@link ADMIN_USERS_LIMITS.defaultTop}. */
  top: Schema.optional(Count.pipe(Schema.between(1, ADMIN_USERS_LIMITS.maxTop))),
  skip: Schema.optional(Count.pipe(Schema.lessThanOrEqualTo(ADMIN_USERS_LIMITS.maxSkip))),
  /** Case-insensitive part of the user name, first or last name, full name or company. */
  search: Schema.optional(Schema.String.pipe(Schema.maxLength(ADMIN_USERS_LIMITS.maxSearchLength))),
});
export type AdminUsersQuery = typeof AdminUsersQuery.Type;

/** A user of the console's user table (spec 001 §2 User tab). */
export const AdminUser = Schema.Struct({
  userId: Schema.String,
  userName: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  /** The names of the organisations the user shares with the caller, by name, joined by ", ". */
  company: Schema.String,
  /**
   * The stored role. Spec 001 §6 shows administrator, the operator's admin and plain users; the
   * client leaves the others (demo) blank. A role unknown to this contract is null.
   */
  role: Schema.NullOr(AccountRole),
  /** A signed URL of the user's avatar (as getAvatarImageUrl gives), null without one. */
  imageUrl: Schema.NullOr(Schema.String),
}).annotations({ identifier: 'AdminUser' });
export type AdminUser = typeof AdminUser.Type;

export const AdminUserList = Schema.Struct({
  items: Schema.Array(AdminUser),
  /** Users matching the search, over all pages. */
  totalCount: Schema.Number,
}).annotations({ identifier: 'AdminUserList' });
export type AdminUserList = typeof AdminUserList.Type;

/**
 * One vehicle row of a user (spec 001 §2: locName, vehicleId, startDate, endDate). Dates are the
 * organisation's local days, inclusive; null is open on that side ("Not Limited").
 */
export const UserVehicleSetting = Schema.Struct({
  vehicleId: VehicleId,
  locName: Schema.String,
  startDate: Schema.NullOr(IsoDay),
  endDate: Schema.NullOr(IsoDay),
}).annotations({ identifier: 'UserVehicleSetting' });
export type UserVehicleSetting = typeof UserVehicleSetting.Type;

export const UserVehicleSettings = Schema.Struct({
  /** Every vehicle of the organisations shared by caller and user, by name. */
  items: Schema.Array(UserVehicleSetting),
}).annotations({ identifier: 'UserVehicleSettings' });
export type UserVehicleSettings = typeof UserVehicleSettings.Type;

/** A user's window on a vehicle; both null lifts it (not limited). The end may not precede the start. */
export const UserVehicleSettingBody = Schema.Struct({
  startDate: Schema.NullOr(IsoDay),
  endDate: Schema.NullOr(IsoDay),
})
  .pipe(
    Schema.filter(
      (w) =>
        w.startDate === null ||
        w.endDate === null ||
        w.endDate >= w.startDate || { path: ['endDate'], message: 'must not be before startDate' },
    ),
  )
  .annotations({ identifier: 'UserVehicleSettingBody' });
export type UserVehicleSettingBody = typeof UserVehicleSettingBody.Type;

const UserPath = Schema.Struct({ userId: UserIdText });
const UserVehiclePath = Schema.Struct({ userId: UserIdText, vehicleId: PathId(VehicleId) });
const VehiclePath = Schema.Struct({ vehicleId: PathId(VehicleId) });

/** Whether a vehicle's device can send: none registered, a working key, or its key revoked. */
export const DeviceKeyStatus = Schema.Literal('none', 'active', 'revoked');
export type DeviceKeyStatus = typeof DeviceKeyStatus.Type;

/** How a device sends: with a device key (the JSON endpoint), as a Teltonika box, or as a phone. */
export const DeviceKind = Schema.Literal('key', 'teltonika', 'osmand');
export type DeviceKind = typeof DeviceKind.Type;

/** The protocols of trackers that name themselves by an identifier (issue 27). */
export const TrackerProtocol = Schema.Literal('teltonika', 'osmand');
export type TrackerProtocol = typeof TrackerProtocol.Type;

/** A vehicle and its telematics device; keys appear only as their first characters. */
export const DeviceKeyRow = Schema.Struct({
  vehicleId: VehicleId,
  vehicleName: Schema.String,
  /** What tells the device apart (its serial, say); null without a device. */
  label: Schema.NullOr(Schema.String),
  /** How the device sends; null without a device. */
  kind: Schema.NullOr(DeviceKind),
  /** A tracker's IMEI or phone identifier; null for a key device or none. */
  identifier: Schema.NullOr(Schema.String),
  /** The working key's first characters; null without one. */
  keyHint: Schema.NullOr(Schema.String),
  /** ISO instants; null when not applicable. */
  registeredAt: Schema.NullOr(Schema.String),
  keyIssuedAt: Schema.NullOr(Schema.String),
  revokedAt: Schema.NullOr(Schema.String),
  status: DeviceKeyStatus,
}).annotations({ identifier: 'DeviceKeyRow' });
export type DeviceKeyRow = typeof DeviceKeyRow.Type;

export const DeviceKeyList = Schema.Struct({
  /** Every vehicle of the caller's organisations, by name. */
  items: Schema.Array(DeviceKeyRow),
}).annotations({ identifier: 'DeviceKeyList' });
export type DeviceKeyList = typeof DeviceKeyList.Type;

export const RegisterDeviceBody = Schema.Struct({
  /** Trimmed; blank is refused. */
  label: Schema.Trim.pipe(
    Schema.minLength(1, { message: () => 'required' }),
    Schema.maxLength(ADMIN_USERS_LIMITS.maxDeviceLabelLength),
  ),
}).annotations({ identifier: 'RegisterDeviceBody' });
export type RegisterDeviceBody = typeof RegisterDeviceBody.Type;

/** An IMEI (Teltonika: 15 digits) or a phone's identifier (Traccar Client, OsmAnd). */
export const TrackerIdentifier = Schema.Trim.pipe(
  Schema.pattern(/^[A-Za-z0-9._-]{1,64}$/, { message: () => 'letters, digits, ".", "_" or "-", 1 to 64' }),
);

export const AssignTrackerBody = Schema.Struct({
  protocol: TrackerProtocol,
  /** Checked further by protocol: a Teltonika IMEI is 15 digits (400 naming `identifier`). */
  identifier: TrackerIdentifier,
  /** Trimmed; blank or absent: "Teltonika <IMEI>" or "Phone <identifier>". */
  label: Schema.optional(Schema.Trim.pipe(Schema.maxLength(ADMIN_USERS_LIMITS.maxDeviceLabelLength))),
}).annotations({ identifier: 'AssignTrackerBody' });
export type AssignTrackerBody = typeof AssignTrackerBody.Type;

/** A tracker that connected with an identifier no vehicle has. */
export const UnknownDeviceRow = Schema.Struct({
  protocol: TrackerProtocol,
  identifier: Schema.String,
  /** ISO instants. */
  firstSeen: Schema.String,
  lastSeen: Schema.String,
  attempts: Schema.Int,
  lastAddress: Schema.NullOr(Schema.String),
}).annotations({ identifier: 'UnknownDeviceRow' });
export type UnknownDeviceRow = typeof UnknownDeviceRow.Type;

export const UnknownDeviceList = Schema.Struct({
  /** The latest first (the server keeps the latest 1,000). */
  items: Schema.Array(UnknownDeviceRow),
}).annotations({ identifier: 'UnknownDeviceList' });
export type UnknownDeviceList = typeof UnknownDeviceList.Type;

/** A newly issued device key: shown this once, only its hash is stored. */
export const IssuedDeviceKey = Schema.Struct({
  vehicleId: VehicleId,
  vehicleName: Schema.String,
  /** The device sends it as `Authorization: Bearer <key>`. */
  key: Schema.String,
}).annotations({ identifier: 'IssuedDeviceKey' });
export type IssuedDeviceKey = typeof IssuedDeviceKey.Type;

export const listAdminUsers = endpoint({
  operationId: 'listAdminUsers',
  method: 'GET',
  path: `${ADMIN}/users`,
  summary: 'Users of the caller’s organisations, by user name, a page at a time.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  query: AdminUsersQuery,
  success: { status: 200, schema: AdminUserList },
  errors: [401, 403],
});

export const getUserVehicleSettings = endpoint({
  operationId: 'getUserVehicleSettings',
  method: 'GET',
  path: `${ADMIN}/users/{userId}/vehicles`,
  summary: 'A user’s vehicles with their limited-access windows (null: not limited).',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  params: UserPath,
  success: { status: 200, schema: UserVehicleSettings },
  errors: [401, 403, 404],
});

export const updateUserVehicleSetting = endpoint({
  operationId: 'updateUserVehicleSetting',
  method: 'PUT',
  path: `${ADMIN}/users/{userId}/vehicles/{vehicleId}`,
  summary: 'Sets a user’s limited-access window on a vehicle; both dates null lift it.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  params: UserVehiclePath,
  body: UserVehicleSettingBody,
  success: { status: 200, schema: UserVehicleSetting },
  errors: [401, 403, 404],
});

export const listAdminDeviceKeys = endpoint({
  operationId: 'listAdminDeviceKeys',
  method: 'GET',
  path: `${ADMIN}/device-keys`,
  summary: 'The vehicles of the caller’s organisations with their devices and key status.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  success: { status: 200, schema: DeviceKeyList },
  errors: [401, 403],
});

export const registerAdminDeviceKey = endpoint({
  operationId: 'registerAdminDeviceKey',
  method: 'POST',
  path: `${ADMIN}/device-keys/{vehicleId}`,
  summary: 'Registers a device for the vehicle and answers its key once; 409 while a working key exists.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  params: VehiclePath,
  body: RegisterDeviceBody,
  success: { status: 201, schema: IssuedDeviceKey },
  errors: [401, 403, 404, 409],
});

export const rotateAdminDeviceKey = endpoint({
  operationId: 'rotateAdminDeviceKey',
  method: 'POST',
  path: `${ADMIN}/device-keys/{vehicleId}/rotate`,
  summary:
    'Issues a new key for the vehicle’s device (the old one stops working); 409 without a working key.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  params: VehiclePath,
  success: { status: 200, schema: IssuedDeviceKey },
  errors: [401, 403, 404, 409],
});

export const revokeAdminDeviceKey = endpoint({
  operationId: 'revokeAdminDeviceKey',
  method: 'DELETE',
  path: `${ADMIN}/device-keys/{vehicleId}`,
  summary: 'Revokes the key of the vehicle’s device at once; 409 without a working key.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  params: VehiclePath,
  success: { status: 200, schema: DeviceKeyRow },
  errors: [401, 403, 404, 409],
});

export const assignAdminTracker = endpoint({
  operationId: 'assignAdminTracker',
  method: 'PUT',
  path: `${ADMIN}/device-keys/{vehicleId}/tracker`,
  summary:
    'Makes the Teltonika box (IMEI) or phone (identifier) the vehicle’s device; 409 while the vehicle has a working device or the identifier is another vehicle’s.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  params: VehiclePath,
  body: AssignTrackerBody,
  success: { status: 200, schema: DeviceKeyRow },
  errors: [401, 403, 404, 409],
});

export const revokeAdminTracker = endpoint({
  operationId: 'revokeAdminTracker',
  method: 'DELETE',
  path: `${ADMIN}/device-keys/{vehicleId}/tracker`,
  summary:
    'Revokes the vehicle’s tracker at once (its connections are refused); 409 without a working tracker.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  params: VehiclePath,
  success: { status: 200, schema: DeviceKeyRow },
  errors: [401, 403, 404, 409],
});

export const listAdminUnknownDevices = endpoint({
  operationId: 'listAdminUnknownDevices',
  method: 'GET',
  path: `${ADMIN}/unknown-devices`,
  summary: 'Trackers that connected with an identifier no vehicle has: first and last seen, attempts.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  success: { status: 200, schema: UnknownDeviceList },
  errors: [401, 403],
});

export const adminUserEndpoints = [
  listAdminUsers,
  getUserVehicleSettings,
  updateUserVehicleSetting,
  listAdminDeviceKeys,
  registerAdminDeviceKey,
  rotateAdminDeviceKey,
  revokeAdminDeviceKey,
  assignAdminTracker,
  revokeAdminTracker,
  listAdminUnknownDevices,
] as const;
