import {
  ADMIN_USERS_LIMITS,
  type AdminUserList,
  type AdminUsersQuery,
  type UserVehicleSetting,
  type UserVehicleSettingBody,
  type UserVehicleSettings,
} from '../../src/api/contract';
import { avatarImageUrl } from '../accounts/avatar';
import { signAvatar } from '../accounts/avatar-signature';
import { lazySigningKeys } from '../accounts/signing-keys';
import { clearAccessWindow, setAccessWindow } from '../fleet/vehicle-store';
import { notFound } from '../http/api-error';
import type { Caller } from '../http/route';
import { requireAdministrator } from './admin-access';
import type { AdminDeps } from './admin.deps';
import { requireScopedUser } from './admin-scope';
import { knownRole, readUserPage, readUserVehicles } from './admin-users.store';
import { writeAudit } from './audit-log';

/**
 * The "Individual User Train Settings" tab (spec 001 §2, §6, §7): the users of the administrator's
 * organisations and their limited-access windows per vehicle. A window limits everything the user
 * reads of the vehicle (live data, reports, notifications, logbook), wherever it is read.
 */
export const createUserSettingsService = (deps: AdminDeps) => {
  const keys = lazySigningKeys(deps.db);

  return {
    async list(caller: Caller, query: AdminUsersQuery): Promise<AdminUserList> {
      await requireAdministrator(deps.db, caller);
      const search = query.search?.trim() ?? '';
      const { rows, totalCount } = await readUserPage(deps.db, caller.accountId, {
        top: query.top ?? ADMIN_USERS_LIMITS.defaultTop,
        skip: query.skip ?? 0,
        search: search === '' ? null : search,
      });
      const now = deps.clock.now();
      const avatarKey = rows.some((r) => r.has_avatar) ? (await keys()).avatarUrl : null;
      const items = rows.map((row) => ({
        userId: row.id,
        userName: row.account_name,
        firstName: row.first_name,
        lastName: row.last_name,
        company: row.company,
        role: knownRole(row.role),
        imageUrl:
          row.has_avatar && avatarKey
            ? avatarImageUrl(row.id, signAvatar(avatarKey, row.id, row.avatar_version, now))
            : null,
      }));
      return { items, totalCount };
    },

    async vehicles(caller: Caller, userId: string): Promise<UserVehicleSettings> {
      await requireAdministrator(deps.db, caller);
      await requireScopedUser(deps.db, caller.accountId, userId);
      return { items: await readUserVehicles(deps.db, caller.accountId, userId) };
    },

    /** Both dates null lift the window; the contract has refused an end before the start. */
    async setVehicle(
      caller: Caller,
      userId: string,
      vehicleId: number,
      body: UserVehicleSettingBody,
    ): Promise<UserVehicleSetting> {
      const admin = await requireAdministrator(deps.db, caller);
      const at = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const user = await requireScopedUser(tx, admin.accountId, userId);
        // Changes of one vehicle's windows queue up, so the audit's "before" is what was replaced.
        await tx.query('SELECT id FROM vehicles WHERE id = $1 FOR NO KEY UPDATE', [vehicleId]);
        const [current] = await readUserVehicles(tx, admin.accountId, userId, vehicleId);
        if (!current) throw notFound('Vehicle');
        const after = { ...current, startDate: body.startDate, endDate: body.endDate };
        if (current.startDate === after.startDate && current.endDate === after.endDate) return current;
        if (after.startDate === null && after.endDate === null) {
          await clearAccessWindow(tx, userId, vehicleId);
        } else {
          await setAccessWindow(tx, userId, vehicleId, after.startDate, after.endDate);
        }
        await writeAudit(tx, admin, at, {
          action: 'setUserVehicleWindow',
          target: `${user.accountName} / ${current.locName} (${vehicleId})`,
          before: { startDate: current.startDate, endDate: current.endDate },
          after: { startDate: after.startDate, endDate: after.endDate },
        });
        return after;
      });
    },
  };
};

export type UserSettingsService = ReturnType<typeof createUserSettingsService>;
