import type { VehicleId } from '../../api/contract/fleet.contract';
import { mercatorX, mercatorY, projectPoints, type ProjectedPoints } from './clustering';
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
  /**
   * The markers' positions as parallel arrays (index = `MarkerDatum.index`), projected once per
   * move: what the clustering reads. The same arrays while `data` is, updated in place.
   */
  readonly points: ProjectedPoints;
}

type Positioned = MapVehicle & { position: NonNullable<MapVehicle['position']> };

const datum = (vehicle: Positioned, index: number): MarkerDatum => ({
  index,
  vehicleId: vehicle.vehicleId,
  vehicle,
  position: [vehicle.position.lng, vehicle.position.lat],
  icon: markerIconId(vehicle.kind, vehicle.status),
  size: markerSize(vehicle.kind),
});

/** The records' positions as projected points (a new set of vehicles only; moves update them in place). */
const projectedOf = (data: readonly MarkerDatum[]): ProjectedPoints =>
  projectPoints(data.map((d) => ({ lng: d.position[0], lat: d.position[1] })));

/** Whether the vehicles with a position are, in order, the ones `data` was made of. */
const sameVehicles = (vehicles: readonly MapVehicle[], data: readonly MarkerDatum[]): boolean => {
  let j = 0;
  for (const vehicle of vehicles) {
    if (vehicle.position === null) continue;
    if (data[j]?.vehicleId !== vehicle.vehicleId) return false;
    j += 1;
  }
  return j === data.length;
};

const build = (vehicles: readonly MapVehicle[], version: MarkerData | null): MarkerData => {
  const data: MarkerDatum[] = [];
  for (const vehicle of vehicles)
    if (vehicle.position !== null) data.push(datum(vehicle as Positioned, data.length));
  return {
    data,
    positionsVersion: (version?.positionsVersion ?? 0) + 1,
    iconsVersion: (version?.iconsVersion ?? 0) + 1,
    points: projectedOf(data),
  };
};

/**
 * Keeps the marker layer's data array stable across the 15 s position updates (spec 000 §9): when
 * the same vehicles come back with new positions or statuses, their records are updated in place and
 * a version is bumped, so deck.gl recomputes just the position (or icon) attribute instead of
 * rebuilding the layer from a new array. A different set of vehicles gives a new array. Only moved
 * positions are projected again, and an icon is looked up only when kind or status changed: an
 * update of 20,000 vehicles allocates nothing per vehicle (issue 28 §3).
 */
export const createMarkerStore = () => {
  let current: MarkerData = build([], null);
  let lastInput: readonly MapVehicle[] | null = null;

  return {
    update(vehicles: readonly MapVehicle[]): MarkerData {
      // The same input twice (React may render twice) changes nothing.
      if (vehicles === lastInput) return current;
      lastInput = vehicles;
      const old = current.data;
      if (!sameVehicles(vehicles, old)) {
        current = build(vehicles, current);
        return current;
      }
      const { points } = current;
      let moved = false;
      let restyled = false;
      let i = 0;
      for (const vehicle of vehicles) {
        const { position } = vehicle;
        if (position === null) continue;
        const record = old[i] as MarkerDatum;
        const before = record.vehicle;
        record.vehicle = vehicle;
        if (record.position[0] !== position.lng || record.position[1] !== position.lat) {
          record.position[0] = points.lng[i] = position.lng;
          record.position[1] = points.lat[i] = position.lat;
          points.x[i] = mercatorX(position.lng);
          points.y[i] = mercatorY(position.lat);
          moved = true;
        }
        if (before.kind !== vehicle.kind || before.status !== vehicle.status) {
          const icon = markerIconId(vehicle.kind, vehicle.status);
          if (record.icon !== icon) {
            record.icon = icon;
            record.size = markerSize(vehicle.kind);
            restyled = true;
          }
        }
        i += 1;
      }
      if (!moved && !restyled) return current;
      current = {
        data: old,
        positionsVersion: current.positionsVersion + (moved ? 1 : 0),
        iconsVersion: current.iconsVersion + (restyled ? 1 : 0),
        points,
      };
      return current;
    },
  };
};

export type MarkerStore = ReturnType<typeof createMarkerStore>;
