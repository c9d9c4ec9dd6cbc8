import { fromPromise } from 'xstate';
import { callAuth } from '../../api/api-client';
import {
  getUserVehicleSettings,
  listAdminUsers,
  updateUserVehicleSetting,
  type AdminUser,
  type UserVehicleSetting,
  type UserVehicleSettingBody,
} from '../../api/contract';
import type { AdministrationDeps } from './admin-console.actors';
import { createAdminTableMachine } from './admin-table.machine';
import type { AdminPage, AdminPageRequest, AdminRowChange } from './admin-table.types';

/** The users of the caller's organisations, paged and searched on the server (read-only rows). */
export const usersTableFor = (deps: AdministrationDeps) =>
  createAdminTableMachine<AdminUser, never>('usersTable', (user) => user.userId).provide({
    actors: {
      load: fromPromise<AdminPage<AdminUser>, AdminPageRequest>(({ input, signal }) =>
        deps.api.call(listAdminUsers, {
          ...callAuth(deps.getAccessToken(), signal),
          query: { top: input.top, skip: input.skip, ...(input.search ? { search: input.search } : {}) },
        }),
      ),
    },
  });
export type UsersTableMachine = ReturnType<typeof usersTableFor>;

/** A user's vehicles are few (one organisation's fleet): read once, paged and searched here. */
export const pageOfVehicles = (
  rows: readonly UserVehicleSetting[],
  { top, skip, search }: AdminPageRequest,
): AdminPage<UserVehicleSetting> => {
  const needle = search.toLowerCase();
  const found = needle
    ? rows.filter((row) => row.locName.toLowerCase().includes(needle) || String(row.vehicleId) === needle)
    : rows;
  return { items: found.slice(skip, skip + top), totalCount: found.length };
};

/** One user's vehicle windows (limited-access start and end days; "Not Limited" when empty). */
export const userVehiclesTableFor = (deps: AdministrationDeps, userId: string) =>
  createAdminTableMachine<UserVehicleSetting, UserVehicleSettingBody>('userVehiclesTable', (row) =>
    String(row.vehicleId),
  ).provide({
    actors: {
      load: fromPromise<AdminPage<UserVehicleSetting>, AdminPageRequest>(async ({ input, signal }) => {
        const all = await deps.api.call(getUserVehicleSettings, {
          ...callAuth(deps.getAccessToken(), signal),
          params: { userId },
        });
        return pageOfVehicles(all.items, input);
      }),
      save: fromPromise<UserVehicleSetting, AdminRowChange<UserVehicleSettingBody>>(({ input, signal }) =>
        deps.api.call(updateUserVehicleSetting, {
          ...callAuth(deps.getAccessToken(), signal),
          params: { userId, vehicleId: Number(input.key) },
          body: input.change,
        }),
      ),
    },
  });
export type UserVehiclesTableMachine = ReturnType<typeof userVehiclesTableFor>;
