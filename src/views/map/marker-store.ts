import type { VehicleId } from '../../api/contract/fleet.contract';
import type { MapVehicle } from './map-vehicle';
import { markerIconId, markerSize, type VehicleIconId } from './marker-icons';

/** One drawn vehicle marker: deck.gl reads the marker layer's attributes from these. */
export interface MarkerDatum {
  readonly index: number;
  readonly vehicleId: VehicleId;
  vehicle: MapVehicle;
  /** [lng, lat] */
  readonly position: [number, number];
  icon: VehicleIconId;
  size: number;
}

/** The marker layer's data and the versions its `updateTriggers` follow. */
export interface MarkerData {
  /** Same array (identity) for as long as the same vehicles are drawn, in the same order. */
  readonly data: readonly MarkerDatum[];
  /** Bumped when a position moved: only the position attribute is recomputed. */
  readonly positionsVersion: number;
  /** Bumped when a status (icon) changed. */
  readonly iconsVersion: number;
}

const datum = (vehicle: MapVehicle & { position: NonNullable<MapVehicle['position']> }, index: number) => ({
  index,
  vehicleId: vehicle.vehicleId,
  vehicle,
  position: [vehicle.position.lng, vehicle.position.lat] as [number, number],
  icon: markerIconId(vehicle.kind, vehicle.status),
  size: markerSize(vehicle.kind),
});

const hasPosition = (v: MapVehicle): v is MapVehicle & { position: NonNullable<MapVehicle['position']> } =>
  v.position !== null;

/**
 * Keeps the marker layer's data array stable across the 15 s position updates (spec 000 §9): when
 * the same vehicles come back with new positions or statuses, their records are updated in place and
 * a version is bumped, so deck.gl recomputes just the position (or icon) attribute instead of
 * rebuilding the layer from a new array. A different set of vehicles gives a new array.
 */
export const createMarkerStore = () => {
  let current: MarkerData = { data: [], positionsVersion: 0, iconsVersion: 0 };
  let lastInput: readonly MapVehicle[] | null = null;

  return {
    update(vehicles: readonly MapVehicle[]): MarkerData {
      // The same input twice (React may render twice) changes nothing.
      if (vehicles === lastInput) return current;
      lastInput = vehicles;
      const drawn = vehicles.filter(hasPosition);
      const old = current.data;
      const sameVehicles =
        drawn.length === old.length && drawn.every((v, i) => old[i]?.vehicleId === v.vehicleId);
      if (!sameVehicles) {
        current = {
          data: drawn.map(datum),
          positionsVersion: current.positionsVersion + 1,
          iconsVersion: current.iconsVersion + 1,
        };
        return current;
      }
      let moved = false;
      let restyled = false;
      drawn.forEach((vehicle, i) => {
        const record = old[i] as MarkerDatum;
        record.vehicle = vehicle;
        if (record.position[0] !== vehicle.position.lng || record.position[1] !== vehicle.position.lat) {
          record.position[0] = vehicle.position.lng;
          record.position[1] = vehicle.position.lat;
          moved = true;
        }
        const icon = markerIconId(vehicle.kind, vehicle.status);
        if (record.icon !== icon) {
          record.icon = icon;
          record.size = markerSize(vehicle.kind);
          restyled = true;
        }
      });
      current = {
        data: old,
        positionsVersion: current.positionsVersion + (moved ? 1 : 0),
        iconsVersion: current.iconsVersion + (restyled ? 1 : 0),
      };
      return current;
    },
  };
};

export type MarkerStore = ReturnType<typeof createMarkerStore>;
