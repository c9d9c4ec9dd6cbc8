import type { VehicleStatus } from '../../../api/contract/fleet.contract';

/** Sort rank of a live status (spec 000 §4 Vehicle live status): off 1 … driving 4, fallback 6. */
export const STATUS_RANK: Readonly<Record<VehicleStatus, number>> = {
  off: 1,
  standby: 2,
  idle: 3,
  driving: 4,
};
/** Rank of the "total" row of reports (spec 000 §4); not a status a vehicle reports. */
export const TOTAL_RANK = 5;
export const FALLBACK_RANK = 6;

const KNOWN: ReadonlySet<string> = new Set(Object.keys(STATUS_RANK));

/** A reported status, or null for anything unknown (null, undefined, a value the client does not know). */
export const knownStatus = (status: string | null | undefined): VehicleStatus | null =>
  status != null && KNOWN.has(status) ? (status as VehicleStatus) : null;

/** What a vehicle's status chip and marker show: a locomotive's reported status, or the crane status. */
export type ShownStatus = VehicleStatus | 'crane';

/**
 * The status a vehicle shows (spec 000 §4 "A crane has a single status type"): a crane always shows the
 * one crane status, whatever its device reports (the counters count cranes as their own group too); a
 * locomotive its reported status, or null when that is unknown.
 */
export const shownStatus = (vehicle: {
  readonly isCrane: boolean;
  readonly status: string | null | undefined;
}): ShownStatus | null => (vehicle.isCrane ? 'crane' : knownStatus(vehicle.status));

/** Sort rank of a status; the crane status is none of the ranked ones, so it ranks as the fallback. */
export const statusRank = (status: string | null | undefined): number => {
  const known = knownStatus(status);
  return known === null ? FALLBACK_RANK : STATUS_RANK[known];
};

/** The six avatar colours, cycled by vehicle id modulo 6 (spec 000 §9). */
export const AVATAR_COLOURS = ['teal', 'blue', 'amber', 'crimson', 'violet', 'grass'] as const;
export type AvatarColour = (typeof AVATAR_COLOURS)[number];
export const avatarColour = (vehicleId: number): AvatarColour =>
  AVATAR_COLOURS[((vehicleId % 6) + 6) % 6] ?? 'teal';

/** What kind of vehicle it is, for labels and default images: crane, electric or other locomotive. */
export type VehicleKind = 'crane' | 'eloc' | 'loco';
export const vehicleKind = (vehicle: { readonly isCrane: boolean; readonly isEloc: boolean }): VehicleKind =>
  vehicle.isCrane ? 'crane' : vehicle.isEloc ? 'eloc' : 'loco';
