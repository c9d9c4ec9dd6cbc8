import type { VehicleEntry, VehicleId, VehicleListItem } from '../../api/contract';
import {
  SELECT_GROUPS,
  type FleetVehicle,
  type FleetView,
  type SelectAllFlags,
  type SelectGroup,
  type StatusCounters,
  type StoredSelection,
} from './fleet.types';
import type { OrganisationSwitched } from '../shared/app-facts';

/**
 * The public interface of the vehicle selection machine (app-wide; `AppActors.selection`): the user's
 * vehicles with their client flags, the selection mode of the current view, the select-all flags per
 * group, focus and the name filter (spec 000 §2 Selection mode, Vehicle list panel).
 */

/** Everything the selection knows; views read it through the selectors below. */
export interface VehicleSelectionContext {
  /** The current view; decides multi- or single-select. */
  readonly view: FleetView;
  /** The user's vehicles in the order the server listed them (use `selectListedVehicles` for the panel). */
  readonly vehicles: readonly FleetVehicle[];
  /** The name filter as typed. */
  readonly filterText: string;
  /**
   * One select-all flag per group (spec 000 §3 App state flags). The toggles keep at most one on
   * (spec 000 §2: exclusive); single-select views and any manual card change switch them all off.
   */
  readonly selectAll: SelectAllFlags;
  /** The last activation time handed out; activation times only grow. */
  readonly lastActiveTime: number;
  /**
   * The persisted selection waiting for the vehicle list (restored on the first `api.vehiclesLoaded`);
   * null once applied.
   */
  readonly pendingRestore: StoredSelection | null;
}

/** What the composition root hands in: the current view and the selection read from `userLocoList`. */
export interface VehicleSelectionInput {
  readonly view: FleetView;
  readonly storedSelection: StoredSelection | null;
}

/** Events, named by who speaks. `api.*` arrive from the fleet data actor (forwarded by the composition root). */
export type VehicleSelectionEvent =
  /** The user's vehicle list (getUserVehicles). Replaces the list; flags of vehicles still listed are kept. */
  | { readonly type: 'api.vehiclesLoaded'; readonly items: readonly VehicleListItem[] }
  /** Live entries (getLiveData, the dashboard fetch); merged into the vehicles they belong to. */
  | { readonly type: 'api.liveDataLoaded'; readonly entries: readonly VehicleEntry[] }
  /** Live entries of the recently active vehicles (getActiveVehicleList, the 15 s refresh). */
  | { readonly type: 'api.activeVehiclesLoaded'; readonly entries: readonly VehicleEntry[] }
  /** The route changed. Entering a single-select view keeps only the most recently activated vehicle. */
  | { readonly type: 'view.changed'; readonly view: FleetView }
  /** Card click: toggles the vehicle's active state (single-select: it becomes the only active one). */
  | { readonly type: 'user.toggleVehicle'; readonly vehicleId: VehicleId }
  /** The focus toggle: focuses this vehicle (unfocusing any other) or unfocuses it. */
  | { readonly type: 'user.toggleFocus'; readonly vehicleId: VehicleId }
  /**
   * Select-all for a group: exactly the group's vehicles become active, and its flag is the only one on
   * (the toggles are exclusive). Multi-select views only.
   */
  | { readonly type: 'user.selectAll'; readonly group: SelectGroup }
  /** Deactivates the group's vehicles and switches the group's select-all flag off (only that one). */
  | { readonly type: 'user.deselect'; readonly group: SelectGroup }
  /** Deactivates every vehicle. */
  | { readonly type: 'user.deselectAll' }
  /** The name filter: a case-insensitive pattern; empty or blank shows all. */
  | { readonly type: 'user.filter'; readonly text: string }
  /**
   * The active organisation changed (the machine's own `watchOrganisation` watcher): the selection
   * (and its persisted copy) is reset.
   */
  | OrganisationSwitched;

/**
 * Tags:
 * - `multiSelect` / `singleSelect`: the mode of the current view (select-all is disabled in single-select;
 *   views may also ask `snapshot.can({ type: 'user.selectAll', group })`)
 * - `loaded`: the vehicle list arrived at least once
 */
export type VehicleSelectionTag = 'multiSelect' | 'singleSelect' | 'loaded';

/** The context views read; any snapshot of the selection machine fits. */
interface HasSelectionContext {
  readonly context: VehicleSelectionContext;
}

/** The active list: vehicles with isCardActive, ordered by activeTime (oldest first; spec 000 §2 Datasheet). */
export const selectActiveList = ({ context }: HasSelectionContext): readonly FleetVehicle[] =>
  context.vehicles.filter((v) => v.isCardActive).sort((a, b) => (a.activeTime ?? 0) - (b.activeTime ?? 0));

/** The last entry of the active list (the vehicle of single-select views: livedata, datasheet, ...). */
export const selectLastActive = (snapshot: HasSelectionContext): FleetVehicle | null =>
  selectActiveList(snapshot).at(-1) ?? null;

/**
 * The last active vehicle's id; before the first vehicle list has come, the id stored as last active
 * (restored when the list comes, unless the list no longer has it): what is known of the vehicle at
 * start without waiting for the list.
 */
export const selectLastActiveOrStoredId = (snapshot: HasSelectionContext): VehicleId | null => {
  const active = selectLastActive(snapshot);
  if (active !== null) return active.vehicleId;
  const stored = [...(snapshot.context.pendingRestore ?? [])].sort((a, b) => a.activeTime - b.activeTime);
  return stored.at(-1)?.vehicleId ?? null;
};

/** Ids of the active vehicles, in active-list order. */
export const selectActiveVehicleIds = (snapshot: HasSelectionContext): readonly VehicleId[] =>
  selectActiveList(snapshot).map((v) => v.vehicleId);

/** The list panel: vehicles matching the filter, ordered by name (sortIndex). */
export const selectListedVehicles = ({ context }: HasSelectionContext): readonly FleetVehicle[] =>
  context.vehicles.filter((v) => v.isVisible).sort((a, b) => a.sortIndex - b.sortIndex);

/** The focused vehicle, or null. */
export const selectFocusedVehicle = ({ context }: HasSelectionContext): FleetVehicle | null =>
  context.vehicles.find((v) => v.isFocused) ?? null;

/** The groups whose select-all flag is on, in {@link SELECT_GROUPS} order (the toggles keep it to one). */
export const selectSelectAllGroups = ({ context }: HasSelectionContext): readonly SelectGroup[] =>
  SELECT_GROUPS.filter((group) => context.selectAll[group]);

/** The select-all group of a vehicle's status, or null (cranes: 'cranes'; no status: none). */
export const statusGroupOf = (vehicle: Pick<FleetVehicle, 'isCrane' | 'status'>): SelectGroup | null =>
  vehicle.isCrane ? 'cranes' : vehicle.status;

/** True when the vehicle belongs to a select-all group. */
export const isInSelectGroup = (
  vehicle: Pick<FleetVehicle, 'isCrane' | 'status'>,
  group: SelectGroup,
): boolean => group === 'all' || statusGroupOf(vehicle) === group;

/** The status counters of the list panel (over all vehicles, not only the filtered ones). */
export const selectStatusCounters = ({ context }: HasSelectionContext): StatusCounters => {
  const counters = { driving: 0, idle: 0, standby: 0, off: 0, cranes: 0, total: 0, active: 0 };
  for (const vehicle of context.vehicles) {
    const group = statusGroupOf(vehicle);
    if (group !== null && group !== 'all') counters[group] += 1;
    counters.total += 1;
    if (vehicle.isCardActive) counters.active += 1;
  }
  return counters;
};

/**
 * Whether a name matches the filter (spec 000 §2): the text is a case-insensitive regular expression
 * tested against the name; text that is not a valid expression (e.g. a lone `(`) matches literally.
 * Empty or blank text matches every name.
 */
export const matchesNameFilter = (name: string, text: string): boolean => {
  const pattern = text.trim();
  if (pattern === '') return true;
  try {
    return new RegExp(pattern, 'i').test(name);
  } catch {
    return name.toLocaleLowerCase().includes(pattern.toLocaleLowerCase());
  }
};
