import type { Hono } from 'hono';
import * as contract from '../../src/api/contract';
import { route, type Authenticator } from '../http/route';
import type { DeviceKeysService } from './device-keys.service';
import type { UserSettingsService } from './user-settings.service';

/**
 * Binds the console's user settings (spec 001 §7 Administration: list users, get and update a user's
 * vehicle settings) and its device keys section; decoding and auth happen in `route`.
 */
export const registerAdminUserRoutes = (
  app: Hono,
  auth: Authenticator,
  services: { readonly users: UserSettingsService; readonly devices: DeviceKeysService },
): void => {
  const { users, devices } = services;
  route(app, auth, contract.listAdminUsers, ({ caller, query }) => users.list(caller, query));
  route(app, auth, contract.getUserVehicleSettings, ({ caller, params }) =>
    users.vehicles(caller, params.userId),
  );
  route(app, auth, contract.updateUserVehicleSetting, ({ caller, params, body }) =>
    users.setVehicle(caller, params.userId, params.vehicleId, body),
  );
  route(app, auth, contract.listAdminDeviceKeys, ({ caller }) => devices.list(caller));
  route(app, auth, contract.registerAdminDeviceKey, ({ caller, params, body }) =>
    devices.register(caller, params.vehicleId, body.label),
  );
  route(app, auth, contract.rotateAdminDeviceKey, ({ caller, params }) =>
    devices.rotate(caller, params.vehicleId),
  );
  route(app, auth, contract.revokeAdminDeviceKey, ({ caller, params }) =>
    devices.revoke(caller, params.vehicleId),
  );
  route(app, auth, contract.assignAdminTracker, ({ caller, params, body }) =>
    devices.assignTracker(caller, params.vehicleId, body),
  );
  route(app, auth, contract.revokeAdminTracker, ({ caller, params }) =>
    devices.revokeTracker(caller, params.vehicleId),
  );
  route(app, auth, contract.listAdminUnknownDevices, ({ caller }) => devices.unknown(caller));
};
