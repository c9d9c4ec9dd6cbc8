import { useState } from 'react';
import type { AdministrationMachines } from '../../machines/administration/administration-machines';
import { DeviceKeysView } from './device-keys.view';
import { useAdminTable } from './use-admin-table';

/** The Device keys tab: a key issued by register or rotate shows once, until its dialog closes. */
export function DeviceKeysTabScreen({ machines }: { readonly machines: AdministrationMachines }) {
  const table = useAdminTable(machines.deviceKeys, true);
  const [closedKey, setClosedKey] = useState<string | null>(null);
  const savedRow =
    table.savedKey !== null
      ? table.props.items.find((row) => String(row.vehicleId) === table.savedKey)
      : undefined;
  const issuedKey = savedRow?.issuedKey;
  const issued =
    savedRow !== undefined && issuedKey !== undefined && issuedKey !== closedKey
      ? { vehicleName: savedRow.vehicleName, key: issuedKey }
      : null;
  return (
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
    />
  );
}
