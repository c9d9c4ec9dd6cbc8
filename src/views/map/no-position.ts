import { useEffect, useState } from 'react';
import type { VehicleId } from '../../api/contract/fleet.contract';
import { NO_POSITION_MESSAGE_MS } from './map.constants';
import type { MapVehicle } from './map-vehicle';
import { messageMs } from '../../machines/shared/message-time';

/**
 * Decides whether the 'no position' message is due (spec 000 §2, §8): a vehicle that newly needs
 * the map's attention (shown or focused) and reports no position. `announced` holds the ids already
 * decided on, so a vehicle is announced once per selection, not on every 15 s update; ids that left
 * the attention set are forgotten, so selecting the vehicle again announces it again. A vehicle
 * whose data has not arrived is not decided on yet.
 */
export const announceMissingPositions = (
  announced: ReadonlySet<VehicleId>,
  attention: readonly VehicleId[],
  vehiclesById: ReadonlyMap<VehicleId, MapVehicle>,
): { readonly announced: ReadonlySet<VehicleId>; readonly show: boolean } => {
  const next = new Set<VehicleId>();
  let show = false;
  for (const id of attention) {
    const vehicle = vehiclesById.get(id);
    if (!vehicle) continue;
    next.add(id);
    if (!announced.has(id) && vehicle.position === null) show = true;
  }
  return { announced: next, show };
};

interface Announcements {
  readonly attention: readonly VehicleId[];
  readonly vehicles: readonly MapVehicle[];
  readonly announced: ReadonlySet<VehicleId>;
  /** Counts the announcements; each one (re)starts the 5 s. */
  readonly token: number;
}

const NONE: ReadonlyMap<VehicleId, MapVehicle> = new Map();

/** The vehicles by id, looked up only when some vehicle needs the map's attention. */
const byIdFor = (attention: readonly VehicleId[], vehicles: readonly MapVehicle[]) =>
  attention.length === 0 ? NONE : new Map(vehicles.map((v) => [v.vehicleId, v]));

/**
 * True for 5 s after a vehicle without position came to the map's attention; a further one
 * restarts the 5 s. The announcement is derived while rendering (React's "state from the previous
 * render" pattern), so the message shows in the same frame as the selection that caused it.
 */
export const useNoPositionMessage = (
  attention: readonly VehicleId[],
  vehicles: readonly MapVehicle[],
): boolean => {
  const [state, setState] = useState<Announcements>(() => {
    const first = announceMissingPositions(new Set(), attention, byIdFor(attention, vehicles));
    return { attention, vehicles, announced: first.announced, token: first.show ? 1 : 0 };
  });
  const [expired, setExpired] = useState(0);
  if (state.attention !== attention || state.vehicles !== vehicles) {
    const next = announceMissingPositions(state.announced, attention, byIdFor(attention, vehicles));
    setState({
      attention,
      vehicles,
      announced: next.announced,
      token: next.show ? state.token + 1 : state.token,
    });
  }
  const { token } = state;
  useEffect(() => {
    if (token === 0) return undefined;
    const timer = setTimeout(() => setExpired(token), messageMs(NO_POSITION_MESSAGE_MS));
    return () => clearTimeout(timer);
  }, [token]);
  return token > 0 && expired !== token;
};
