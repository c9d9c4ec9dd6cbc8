import type { VehicleEntry, VehicleId, VehicleStatus } from '../../api/contract/fleet.contract';

/** What a marker shows: diesel locomotive, electric locomotive or crane (spec 000 §3). */
export type VehicleKind = 'diesel' | 'electric' | 'crane';
/** A locomotive's live status, with 'unknown' for one that reported none. */
export type LocomotiveStatus = VehicleStatus | 'unknown';
/** What a marker shows: a locomotive's live status, or the single crane status (spec 000 §4). */
export type MarkerStatus = LocomotiveStatus | 'crane';

export const LOCOMOTIVE_STATUSES: readonly LocomotiveStatus[] = [
  'off',
  'standby',
  'idle',
  'driving',
  'unknown',
];
export const MARKER_STATUSES: readonly MarkerStatus[] = [...LOCOMOTIVE_STATUSES, 'crane'];
export const VEHICLE_KINDS: readonly VehicleKind[] = ['diesel', 'electric', 'crane'];
/** The locomotive kinds: each has an icon per live status (a crane has one icon). */
export const LOCOMOTIVE_KINDS: readonly Exclude<VehicleKind, 'crane'>[] = ['diesel', 'electric'];

/** One vehicle as the map draws it: everything the marker, tooltip and info window need. */
export interface MapVehicle {
  readonly vehicleId: VehicleId;
  readonly name: string;
  readonly kind: VehicleKind;
  readonly status: MarkerStatus;
  /** Null when the vehicle reports no position (spec 000 §8 Position missing). */
  readonly position: { readonly lat: number; readonly lng: number } | null;
  /** km/h, null when unknown. */
  readonly speed: number | null;
  /** ISO instant of the last position, null when unknown. */
  readonly timestampPosition: string | null;
  /** Only when the last position arrived late (issue 30 §3): by how much, ms. */
  readonly arrivedLateByMs?: number | undefined;
}

export const vehicleKindOf = (entry: Pick<VehicleEntry, 'isCrane' | 'isEloc'>): VehicleKind =>
  entry.isCrane ? 'crane' : entry.isEloc ? 'electric' : 'diesel';

/** Maps a vehicle entry of the API onto what the map draws. */
export const toMapVehicle = (entry: VehicleEntry): MapVehicle =>
  fromSelectedVehicle({ ...entry, name: entry.vehicle.name, status: null, entry });

/** The parts of the selection's merged vehicle (machines/fleet `FleetVehicle`) the map reads. */
export interface SelectedVehicleLike {
  readonly vehicleId: VehicleId;
  readonly name: string;
  readonly isCrane: boolean;
  readonly isEloc: boolean;
  readonly status: VehicleStatus | null;
  readonly entry: Pick<VehicleEntry, 'live' | 'ActualGpsSpeed'> | null;
}

/**
 * Maps a vehicle of the selection machine onto what the map draws. A crane has a single status type
 * (spec 000 §4): its marker shows the crane status whatever its device reports.
 */
export const fromSelectedVehicle = (v: SelectedVehicleLike): MapVehicle => ({
  vehicleId: v.vehicleId,
  name: v.name,
  kind: vehicleKindOf(v),
  status: v.isCrane ? 'crane' : (v.entry?.live?.statusVehicle ?? v.status ?? 'unknown'),
  position: v.entry?.live?.position ?? null,
  speed: v.entry?.live?.speed ?? v.entry?.ActualGpsSpeed ?? null,
  timestampPosition: v.entry?.live?.timestampPosition ?? null,
  arrivedLateByMs: v.entry?.live?.arrivedLateByMs,
});
