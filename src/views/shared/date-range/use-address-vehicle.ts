import { useEffect, useState } from 'react';
import type { VehicleId } from '../../../api/contract';
import { readAddress, type AddressPort } from '../../../machines/period/period-address';
import { selectLastActive } from '../../../machines/fleet/vehicle-selection.types';
import type { SelectionActor, SelectionSnapshot } from '../app-services';

/** The vehicle to select for an address's `vehicle`: listed for this user and not already the active one. */
export const vehicleToSelect = (
  vehicleId: VehicleId | null,
  snapshot: SelectionSnapshot,
): VehicleId | null => {
  if (vehicleId === null || !snapshot.hasTag('loaded')) return null;
  if (!snapshot.context.vehicles.some((vehicle) => vehicle.vehicleId === vehicleId)) return null;
  return selectLastActive(snapshot)?.vehicleId === vehicleId ? null : vehicleId;
};

/**
 * Opening an address with `vehicle=…` selects that vehicle once the vehicle list arrived, if the user
 * has it (otherwise it is ignored). Only the address the view opened with counts; afterwards the
 * period machine writes the selected vehicle into the address.
 */
export const useAddressVehicle = (selection: SelectionActor, address: AddressPort | null): void => {
  const [wanted] = useState(() => (address ? readAddress(address.read()).vehicleId : null));
  useEffect(() => {
    if (wanted === null) return;
    let done = false;
    const check = (snapshot: SelectionSnapshot) => {
      if (done || !snapshot.hasTag('loaded')) return;
      done = true;
      const vehicleId = vehicleToSelect(wanted, snapshot);
      if (vehicleId !== null) selection.send({ type: 'user.toggleVehicle', vehicleId });
    };
    check(selection.getSnapshot());
    const subscription = selection.subscribe(check);
    return () => subscription.unsubscribe();
  }, [selection, wanted]);
};
