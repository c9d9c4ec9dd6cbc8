import type { VehicleEntry, VehicleId, VehicleStatus } from '../../api/contract';

/**
 * Shared vocabulary of the fleet machines: views, the merged vehicle, select-all groups, timing
 * constants and i18n keys. Per-machine interfaces (context, input, events, tags, selectors):
 * - app-wide: vehicle-selection.types.ts, fleet-data.types.ts (polling), connection-error.types.ts
 * - per view: dashboard-fetch.types.ts, live-detail.types.ts, datasheet.types.ts,
 *   src/machines/map/map-toggles.types.ts, src/machines/map/map-frame.types.ts
 */

/**
 * The current view: the first path segment (a route id such as `dashboard`, `livedata`) or one of the
 * map experiments. A plain string so that views added later need no change here.
 */
export type FleetView = string;

/** Views where several vehicles can be active at once (spec 000 §2 Selection mode); all others are single-select. */
export const MULTI_SELECT_VIEWS: ReadonlySet<FleetView> = new Set([
  'dashboard',
  'notification',
  'railation',
  'mapbox',
  'mapbox-vehicles-vs-google',
  'google-maps',
]);

/** True for a multi-select view. */
export const isMultiSelectView = (view: FleetView): boolean => MULTI_SELECT_VIEWS.has(view);

/** Views where the active vehicles are refreshed 15 s after each live-data poll (spec 000 §4 Polling). */
export const ACTIVE_REFRESH_VIEWS: ReadonlySet<FleetView> = new Set(['dashboard', 'livedata']);

/** True on dashboard and livedata. */
export const isActiveRefreshView = (view: FleetView): boolean => ACTIVE_REFRESH_VIEWS.has(view);

/** Per-vehicle flags the client keeps (spec 000 §3 Vehicle entry, client flags). */
export interface VehicleClientFlags {
  /** The card is selected ("active"): shown on the map and in the dashboard table. */
  readonly isCardActive: boolean;
  /** When the card was last activated (epoch ms, strictly increasing); null while inactive. */
  readonly activeTime: number | null;
  /** The one focused vehicle (the map zooms to it); at most one vehicle has it. */
  readonly isFocused: boolean;
  /** Matches the name filter (the list panel shows only visible vehicles). */
  readonly isVisible: boolean;
  /** Position in the list ordered by name (case-insensitive, German collation), from 0. */
  readonly sortIndex: number;
}

/**
 * One vehicle as the views show it: the user's list item (getUserVehicles) merged with the latest live
 * entry (getLiveData / getActiveVehicleList), plus the client flags.
 */
export interface FleetVehicle extends VehicleClientFlags {
  readonly vehicleId: VehicleId;
  /** Id at the content service (the datasheet comment save). */
  readonly wpId: number;
  readonly name: string;
  /** Image URL; views fall back to the default locomotive or crane image. */
  readonly image: string | null;
  readonly isCrane: boolean;
  readonly isTrain: boolean;
  /** Electric locomotive ('electric' engine). */
  readonly isEloc: boolean;
  /** Limited-access window (DD.MM.YYYY); null: not limited. */
  readonly startDate: string | null;
  readonly endDate: string | null;
  /** Fuel consumption settings as the JSON string the server stores. */
  readonly fuelConsumption: string;
  /** Latest live status: from the live entry when one arrived, else from the list item; null: unknown. */
  readonly status: VehicleStatus | null;
  /** The latest live entry; null until the first live data for this vehicle arrived. */
  readonly entry: VehicleEntry | null;
}

/**
 * The select-all groups of the list panel. `all` selects every vehicle (the spec's "locomotives"); the
 * status groups select the locomotives (not cranes) in that live status (`idle` is the spec's
 * "standing", `standby` its "equipped", `off` its "devices": README "Select-all flags"); `cranes`
 * selects every crane.
 */
export type SelectGroup = 'all' | 'driving' | 'idle' | 'standby' | 'off' | 'cranes';

/** Every select group, in the order the dropdown lists them. */
export const SELECT_GROUPS: readonly SelectGroup[] = ['all', 'driving', 'idle', 'standby', 'off', 'cranes'];

/**
 * The select-all flags of the app state (spec 000 §3 App state flags): one flag per select group. The
 * toggles keep them exclusive (§2: switching one group's select-all on switches the others off;
 * selecting all locomotives clears them), but each is a flag of its own: deselecting one group
 * switches only that one off.
 */
export type SelectAllFlags = Readonly<Record<SelectGroup, boolean>>;

/** Every select-all flag off. */
export const NO_SELECT_ALL: SelectAllFlags = {
  all: false,
  driving: false,
  idle: false,
  standby: false,
  off: false,
  cranes: false,
};

/** Only `group`'s select-all on: the exclusive toggle. */
export const onlySelectAll = (group: SelectGroup): SelectAllFlags => ({ ...NO_SELECT_ALL, [group]: true });

/**
 * The status counters of the list panel (spec 000 §2): driving, standing (idle), equipped (standby),
 * off and cranes. Locomotives without a reported status count in none of the status groups.
 */
export interface StatusCounters {
  readonly driving: number;
  readonly idle: number;
  readonly standby: number;
  readonly off: number;
  readonly cranes: number;
  /** All vehicles of the user. */
  readonly total: number;
  /** Active (selected) vehicles: the select-all counter. */
  readonly active: number;
}

/** Timing of the fleet machines in milliseconds (spec 000 §2, §4, §8, §9). */
export const FLEET_TIMING = {
  /** Live data poll period. */
  pollIntervalMs: 30_000,
  /** The active vehicles are refreshed this long after each live-data poll (dashboard, livedata). */
  activeRefreshDelayMs: 15_000,
  /** Dashboard fetch debounce. */
  dashboardDebounceMs: 400,
  /** The dashboard spinner shows only when a fetch takes longer than this. */
  spinnerDelayMs: 500,
  /** Live-data detail fetch debounce. */
  liveDetailDebounceMs: 200,
  /** A manual live-data update clears its loading flag after this long. */
  manualUpdateMs: 750,
  /** The 'Connection Error' snackbar after a live-data failure. */
  connectionErrorSnackbarMs: 10_000,
  /** The datasheet save confirmation or failure dialog. */
  saveMessageMs: 2_000,
} as const;

/**
 * i18n keys the fleet machines put in context (never texts). The views engineer owns the locale files;
 * the English texts the spec gives are in the comments.
 */
export const FLEET_I18N_KEYS = {
  /** 'Connection Error' (spec 000 §8 Live-data failure). */
  connectionError: 'messages.connectionError',
  /** The datasheet save succeeded (spec 000 §4 Datasheet save: messages.saved). */
  saved: 'messages.saved',
  /** 'updates failed to save' (the title of the failure dialog). */
  saveFailed: 'messages.updatesFailedToSave',
} as const;

/** The i18n key of the live-data failure snackbar. */
export type ConnectionErrorKey = typeof FLEET_I18N_KEYS.connectionError;

/** The localStorage key of the persisted selection (spec 000 §3 Local storage keys). */
export const USER_LOCO_LIST_STORAGE_KEY = 'userLocoList';

/** What is persisted of the selection: the active vehicles with their activation times. */
export type StoredSelection = readonly { readonly vehicleId: VehicleId; readonly activeTime: number }[];
