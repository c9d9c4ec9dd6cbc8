import { fromPromise } from 'xstate';
import { callAuth } from '../../api/api-client';
import {
  assignAdminTracker,
  listAdminDeviceKeys,
  listAdminUnknownDevices,
  registerAdminDeviceKey,
  revokeAdminDeviceKey,
  revokeAdminTracker,
  rotateAdminDeviceKey,
  type DeviceKeyRow,
  type TrackerProtocol,
  type UnknownDeviceRow,
} from '../../api/contract';
import type { AdministrationDeps } from './admin-console.actors';
import { createAdminTableMachine } from './admin-table.machine';
import type { AdminPage, AdminPageRequest, AdminRowChange } from './admin-table.types';

/** A vehicle's device row; `issuedKey` is there once, right after a register or rotate. */
export interface DeviceKeyItem extends DeviceKeyRow {
  readonly issuedKey?: string;
}

export type DeviceKeyAction =
  | { readonly action: 'register'; readonly label: string }
  | { readonly action: 'rotate' }
  | { readonly action: 'revoke' }
  | {
      readonly action: 'assignTracker';
      readonly protocol: TrackerProtocol;
      readonly identifier: string;
      readonly label: string;
    }
  | { readonly action: 'revokeTracker' };

/** The organisation's vehicles are few: read once, paged and searched here. */
export const pageOfDevices = (
  rows: readonly DeviceKeyRow[],
  { top, skip, search }: AdminPageRequest,
): AdminPage<DeviceKeyRow> => {
  const needle = search.toLowerCase();
  const found = needle
    ? rows.filter(
        (row) =>
          row.vehicleName.toLowerCase().includes(needle) ||
          (row.label ?? '').toLowerCase().includes(needle) ||
          (row.identifier ?? '').toLowerCase().includes(needle) ||
          String(row.vehicleId) === needle,
      )
    : rows;
  return { items: found.slice(skip, skip + top), totalCount: found.length };
};

/** Device keys of the organisation's vehicles (register, rotate, revoke; a new key shown once). */
export const deviceKeysTableFor = (deps: AdministrationDeps) => {
  const list = async (signal: AbortSignal) =>
    (await deps.api.call(listAdminDeviceKeys, callAuth(deps.getAccessToken(), signal))).items;
  return createAdminTableMachine<DeviceKeyItem, DeviceKeyAction>('deviceKeysTable', (row) =>
    String(row.vehicleId),
  ).provide({
    actors: {
      load: fromPromise<AdminPage<DeviceKeyItem>, AdminPageRequest>(async ({ input, signal }) =>
        pageOfDevices(await list(signal), input),
      ),
      save: fromPromise<DeviceKeyItem, AdminRowChange<DeviceKeyAction>>(async ({ input, signal }) => {
        const auth = callAuth(deps.getAccessToken(), signal);
        const params = { vehicleId: Number(input.key) };
        const change = input.change;
        if (change.action === 'revoke') return deps.api.call(revokeAdminDeviceKey, { ...auth, params });
        if (change.action === 'revokeTracker') return deps.api.call(revokeAdminTracker, { ...auth, params });
        if (change.action === 'assignTracker') {
          const { protocol, identifier, label } = change;
          const body = label === '' ? { protocol, identifier } : { protocol, identifier, label };
          return deps.api.call(assignAdminTracker, { ...auth, params, body });
        }
        const issued =
          change.action === 'register'
            ? await deps.api.call(registerAdminDeviceKey, { ...auth, params, body: { label: change.label } })
            : await deps.api.call(rotateAdminDeviceKey, { ...auth, params });
        const row = (await list(signal)).find((r) => r.vehicleId === issued.vehicleId);
        if (!row) throw new Error(`Vehicle ${issued.vehicleId} is no longer listed`);
        return { ...row, issuedKey: issued.key };
      }),
    },
  });
};
export type DeviceKeysTableMachine = ReturnType<typeof deviceKeysTableFor>;

/** The key of an unknown device's row. */
export const unknownDeviceKey = (row: Pick<UnknownDeviceRow, 'protocol' | 'identifier'>): string =>
  `${row.protocol}:${row.identifier}`;

/**
 * Trackers that connected unassigned (issue 27), the latest first; read only: a row is assigned from
 * the device keys table, and this list is read again after it.
 */
export const unknownDevicesTableFor = (deps: AdministrationDeps) =>
  createAdminTableMachine<UnknownDeviceRow, never>('unknownDevicesTable', unknownDeviceKey).provide({
    actors: {
      load: fromPromise<AdminPage<UnknownDeviceRow>, AdminPageRequest>(async ({ input, signal }) => {
        const { items } = await deps.api.call(
          listAdminUnknownDevices,
          callAuth(deps.getAccessToken(), signal),
        );
        return { items: items.slice(input.skip, input.skip + input.top), totalCount: items.length };
      }),
    },
  });
export type UnknownDevicesTableMachine = ReturnType<typeof unknownDevicesTableFor>;
