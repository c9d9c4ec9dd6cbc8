import { Flex } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import type { UnknownDeviceRow } from '../../api/contract';
import type { AdministrationMachines } from '../../machines/administration/administration-machines';
import { unknownDeviceKey } from '../../machines/administration/device-keys.table';
import { DeviceKeysView } from './device-keys.view';
import { UnknownDevicesView } from './unknown-devices.view';
import { useAdminTable } from './use-admin-table';

/**
 * The Device keys tab: a key issued by register or rotate shows once, until its dialog closes. An
 * unknown tracker chosen above is offered on every vehicle without a working device until one takes
 * it; after a save the unknown trackers are read again (an assigned one leaves the list). The
 * unknown trackers show above the vehicles, and only while there are any.
 */
export function DeviceKeysTabScreen({ machines }: { readonly machines: AdministrationMachines }) {
  const table = useAdminTable(machines.deviceKeys, true);
  const unknown = useAdminTable(machines.unknownDevices, false);
  const [closedKey, setClosedKey] = useState<string | null>(null);
  const [picked, setPicked] = useState<UnknownDeviceRow | null>(null);
  const savedRow =
    table.savedKey !== null
      ? table.props.items.find((row) => String(row.vehicleId) === table.savedKey)
      : undefined;
  const issuedKey = savedRow?.issuedKey;
  const issued =
    savedRow !== undefined && issuedKey !== undefined && issuedKey !== closedKey
      ? { vehicleName: savedRow.vehicleName, key: issuedKey }
      : null;
  const reloadUnknown = unknown.actor;
  useEffect(() => {
    if (table.savedKey !== null) reloadUnknown.send({ type: 'user.reload' });
  }, [table.savedKey, reloadUnknown]);
  // The choice holds while the tracker is listed: once a vehicle took it, the list read again drops it.
  const chosen =
    picked !== null && unknown.props.items.some((r) => unknownDeviceKey(r) === unknownDeviceKey(picked))
      ? picked
      : null;
  // Trackers waiting for a vehicle come first: they need an action. None waiting: no section.
  const unknownShown = unknown.props.totalCount > 0 || unknown.props.loadFailure !== null;
  return (
    <Flex direction="column" gap="5">
      {unknownShown && (
        <UnknownDevicesView
          {...unknown.props}
          pickedKey={chosen === null ? null : unknownDeviceKey(chosen)}
          onPick={setPicked}
        />
      )}
      <DeviceKeysView
        {...table.props}
        saving={table.saving}
        pendingKey={table.pending?.key ?? null}
        saveFailure={table.saveFailure}
        issued={issued}
        onAction={(vehicleId, change) =>
          table.actor.send({ type: 'user.save', key: String(vehicleId), change })
        }
        onCloseIssued={() => setClosedKey(issuedKey ?? null)}
        picked={chosen}
        onCancelPick={() => setPicked(null)}
      />
    </Flex>
  );
}
