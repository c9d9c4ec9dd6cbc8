import type { FleetVehicle } from '../../machines/fleet/fleet.types';
import { shownStatus, statusRank } from '../shared/fleet/vehicle-status';

/** A row of the dashboard table: the selection machine's vehicle with its latest live entry (or none yet). */
export type DashboardVehicle = Pick<
  FleetVehicle,
  'vehicleId' | 'name' | 'isCrane' | 'isEloc' | 'status' | 'entry'
>;

/** The table's order: by name (the default), or by status rank either way, then by name. */
export type DashboardSort =
  { readonly key: 'name' } | { readonly key: 'status'; readonly direction: 'asc' | 'desc' };

export const DEFAULT_SORT: DashboardSort = { key: 'name' };

/** German collation with numbers compared by value ("Nr. 5" before "Nr. 11"), as the vehicle list orders. */
const collator = new Intl.Collator('de-DE', { numeric: true, sensitivity: 'base' });
export const compareNames = (a: string, b: string): number => collator.compare(a, b);

/** The status header cycles: by name → status ascending → status descending → by name. */
export const nextSort = (sort: DashboardSort): DashboardSort =>
  sort.key === 'name'
    ? { key: 'status', direction: 'asc' }
    : sort.direction === 'asc'
      ? { key: 'status', direction: 'desc' }
      : DEFAULT_SORT;

/**
 * Sorts the selected vehicles (spec 000 §2 Dashboard): by vehicle name ascending, or by status rank
 * (off 1, standby 2, idle 3, driving 4, unknown 6) with the name breaking ties. A crane ranks by the
 * status its chip shows, the single crane status (the fallback rank). Never mutates its input.
 */
export const sortVehicles = <V extends Pick<DashboardVehicle, 'vehicleId' | 'name' | 'status' | 'isCrane'>>(
  vehicles: readonly V[],
  sort: DashboardSort,
): V[] => {
  const byName = (a: V, b: V) => compareNames(a.name, b.name) || a.vehicleId - b.vehicleId;
  if (sort.key === 'name') return [...vehicles].sort(byName);
  const sign = sort.direction === 'asc' ? 1 : -1;
  const rank = (v: V) => statusRank(shownStatus(v));
  return [...vehicles].sort((a, b) => sign * (rank(a) - rank(b)) || byName(a, b));
};
