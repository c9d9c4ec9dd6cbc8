import type { VehicleEntry, VehicleId, VehicleListItem } from '../../api/contract';
import {
  NO_SELECT_ALL,
  onlySelectAll,
  type FleetVehicle,
  type SelectGroup,
  type StoredSelection,
} from './fleet.types';
import {
  isInSelectGroup,
  matchesNameFilter,
  selectActiveList,
  type VehicleSelectionContext,
} from './vehicle-selection.types';

/**
 * The pure rules of the vehicle selection (spec 000 §2 Vehicle list panel, Selection mode): each takes
 * the context (and the event's data) and returns the changed part. The machine's named actions call them.
 */

type Vehicles = readonly FleetVehicle[];
type Change = Partial<VehicleSelectionContext>;

const byName = new Intl.Collator('de-DE', { sensitivity: 'base', numeric: true });

/** The next activation time: the clock, but never equal to or below the last one handed out. */
const nextTime = (last: number): number => Math.max(Date.now(), last + 1);

const deactivated = (v: FleetVehicle): FleetVehicle => ({
  ...v,
  isCardActive: false,
  activeTime: null,
  // A focused vehicle is one the map zooms to: it cannot stay focused once not shown.
  isFocused: false,
});

/** Sets sortIndex (order by name) and isVisible (filter) on every vehicle. */
const withListFlags = (vehicles: Vehicles, filterText: string): FleetVehicle[] => {
  const order = [...vehicles].sort((a, b) => byName.compare(a.name, b.name) || a.vehicleId - b.vehicleId);
  const index = new Map(order.map((v, i) => [v.vehicleId, i]));
  return vehicles.map((v) => ({
    ...v,
    sortIndex: index.get(v.vehicleId) ?? 0,
    isVisible: matchesNameFilter(v.name, filterText),
  }));
};

const fromListItem = (item: VehicleListItem, previous: FleetVehicle | undefined): FleetVehicle => ({
  vehicleId: item.vehicleId,
  wpId: item.vehicle.wpId,
  name: item.vehicle.name,
  image: item.vehicle.image,
  isCrane: item.isCrane,
  isTrain: item.isTrain,
  isEloc: item.isEloc,
  startDate: item.startDate,
  endDate: item.endDate,
  fuelConsumption: item.fuelConsumption,
  status: previous?.entry ? previous.status : item.live.statusVehicle,
  entry: previous?.entry ?? null,
  isCardActive: previous?.isCardActive ?? false,
  activeTime: previous?.activeTime ?? null,
  isFocused: previous?.isFocused ?? false,
  isVisible: true,
  sortIndex: 0,
});

/** In single-select mode only the most recently activated vehicle stays active. */
const keepLastActive = (vehicles: Vehicles): FleetVehicle[] => {
  const last = selectActiveList({ context: { vehicles } as VehicleSelectionContext }).at(-1);
  return vehicles.map((v) => (v.isCardActive && v !== last ? deactivated(v) : v));
};

/** The active vehicles as persisted in `userLocoList`. */
export const toStoredSelection = (vehicles: Vehicles): StoredSelection =>
  selectActiveList({ context: { vehicles } as VehicleSelectionContext }).map((v) => ({
    vehicleId: v.vehicleId,
    activeTime: v.activeTime ?? 0,
  }));

/**
 * A new vehicle list: vehicles still listed keep their flags and live entry, new ones start inactive;
 * on the first list the persisted selection is restored (ids no longer listed are dropped).
 */
export const applyVehicleList = (
  context: VehicleSelectionContext,
  items: readonly VehicleListItem[],
  singleSelect: boolean,
): Change => {
  const previous = new Map(context.vehicles.map((v) => [v.vehicleId, v]));
  let vehicles = items.map((item) => fromListItem(item, previous.get(item.vehicleId)));
  let lastActiveTime = context.lastActiveTime;
  if (context.pendingRestore) {
    const stored = new Map(context.pendingRestore.map((s) => [s.vehicleId, s.activeTime]));
    vehicles = vehicles.map((v) => {
      const activeTime = stored.get(v.vehicleId);
      if (activeTime === undefined) return v;
      lastActiveTime = Math.max(lastActiveTime, activeTime);
      return { ...v, isCardActive: true, activeTime };
    });
  }
  if (singleSelect) vehicles = keepLastActive(vehicles);
  return {
    vehicles: withListFlags(vehicles, context.filterText),
    lastActiveTime,
    pendingRestore: null,
  };
};

/** Live entries merged into their vehicles (status and entry); entries of unknown vehicles are ignored. */
export const applyLiveEntries = (
  context: VehicleSelectionContext,
  entries: readonly VehicleEntry[],
): Change => {
  if (entries.length === 0) return {};
  const byId = new Map(entries.map((e) => [e.vehicleId, e]));
  return {
    vehicles: context.vehicles.map((v) => {
      const entry = byId.get(v.vehicleId);
      return entry ? { ...v, entry, status: entry.live?.statusVehicle ?? null } : v;
    }),
  };
};

/** The view changed: entering single-select keeps only the most recently activated vehicle. */
export const applyViewChange = (
  context: VehicleSelectionContext,
  view: string,
  singleSelect: boolean,
): Change =>
  singleSelect ? { view, vehicles: keepLastActive(context.vehicles), selectAll: NO_SELECT_ALL } : { view };

/**
 * Card click: an inactive vehicle becomes active (the newest of the active list; in single-select the
 * only one), an active one inactive. Any manual change switches every select-all flag off.
 */
export const toggleVehicle = (
  context: VehicleSelectionContext,
  vehicleId: VehicleId,
  singleSelect: boolean,
): Change => {
  const target = context.vehicles.find((v) => v.vehicleId === vehicleId);
  if (!target) return {};
  if (target.isCardActive) {
    return {
      vehicles: context.vehicles.map((v) => (v === target ? deactivated(v) : v)),
      selectAll: NO_SELECT_ALL,
    };
  }
  const activeTime = nextTime(context.lastActiveTime);
  return {
    vehicles: context.vehicles.map((v) => {
      if (v === target) return { ...v, isCardActive: true, activeTime };
      return singleSelect && v.isCardActive ? deactivated(v) : v;
    }),
    lastActiveTime: activeTime,
    selectAll: NO_SELECT_ALL,
  };
};

/**
 * The account's one vehicle: when the first list holds exactly one vehicle and nothing is active
 * (nothing restored), it becomes the selected vehicle, so a driver with one locomotive lands on its
 * logbook (README, "The logbook's vehicle"). With several vehicles nothing is guessed.
 */
export const preselectOnlyVehicle = (context: VehicleSelectionContext): Change => {
  const [only, ...others] = context.vehicles;
  if (!only || others.length > 0 || only.isCardActive) return {};
  const activeTime = nextTime(context.lastActiveTime);
  return { vehicles: [{ ...only, isCardActive: true, activeTime }], lastActiveTime: activeTime };
};

/** The focus toggle: at most one vehicle is focused. */
export const toggleFocus = (context: VehicleSelectionContext, vehicleId: VehicleId): Change => {
  const target = context.vehicles.find((v) => v.vehicleId === vehicleId);
  if (!target) return {};
  const focus = !target.isFocused;
  return {
    vehicles: context.vehicles.map((v) =>
      v === target ? { ...v, isFocused: focus } : v.isFocused && focus ? { ...v, isFocused: false } : v,
    ),
  };
};

/**
 * The select-all toggle of a group: exactly the group's vehicles are active afterwards (activated in
 * list order, so the active list follows the names), and its flag is switched on and every other one
 * off: the toggles are exclusive, and selecting all locomotives clears the others (spec 000 §2).
 */
export const selectAll = (context: VehicleSelectionContext, group: SelectGroup): Change => {
  let time = context.lastActiveTime;
  const inGroup = [...context.vehicles]
    .filter((v) => isInSelectGroup(v, group))
    .sort((a, b) => a.sortIndex - b.sortIndex);
  const times = new Map(
    inGroup.map((v) => {
      time = nextTime(time);
      return [v.vehicleId, v.isCardActive ? (v.activeTime ?? time) : time] as const;
    }),
  );
  return {
    vehicles: context.vehicles.map((v) => {
      const activeTime = times.get(v.vehicleId);
      if (activeTime === undefined) return v.isCardActive ? deactivated(v) : v;
      return { ...v, isCardActive: true, activeTime };
    }),
    lastActiveTime: time,
    selectAll: onlySelectAll(group),
  };
};

/** Deactivates the group's vehicles; the group's select-all flag goes off (another group's stays). */
export const deselectGroup = (context: VehicleSelectionContext, group: SelectGroup): Change => ({
  vehicles: context.vehicles.map((v) => (v.isCardActive && isInSelectGroup(v, group) ? deactivated(v) : v)),
  selectAll: { ...context.selectAll, [group]: false },
});

/** Deactivates every vehicle. */
export const deselectAll = (context: VehicleSelectionContext): Change => ({
  vehicles: context.vehicles.map((v) => (v.isCardActive ? deactivated(v) : v)),
  selectAll: NO_SELECT_ALL,
});

/** The name filter: recomputes isVisible. */
export const applyFilter = (context: VehicleSelectionContext, text: string): Change => ({
  filterText: text,
  vehicles: context.vehicles.map((v) => ({ ...v, isVisible: matchesNameFilter(v.name, text) })),
});

/** A parsed `userLocoList`, or null when missing or not in the expected shape. */
export const parseStoredSelection = (raw: string | null): StoredSelection | null => {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return null;
    return parsed.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const { vehicleId, activeTime } = item as Record<string, unknown>;
      return Number.isInteger(vehicleId) && typeof activeTime === 'number' && Number.isFinite(activeTime)
        ? [{ vehicleId: vehicleId as number, activeTime }]
        : [];
    });
  } catch {
    return null;
  }
};
