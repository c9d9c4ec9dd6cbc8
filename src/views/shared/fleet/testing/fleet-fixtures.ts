import {
  DEFAULT_FUEL_CONSUMPTION,
  type Datasheet,
  type FuelConsumptionSettings,
  type VehicleEntry,
  type VehicleListItem,
  type VehicleStatus,
  type WeatherInfo,
} from '../../../../api/contract/fleet.contract';
import {
  NO_SELECT_ALL,
  onlySelectAll,
  type FleetVehicle,
  type SelectGroup,
} from '../../../../machines/fleet/fleet.types';
import {
  matchesNameFilter,
  type VehicleSelectionContext,
} from '../../../../machines/fleet/vehicle-selection.types';

/**
 * A realistic fleet for stories and view tests: diesel and electric locomotives of several models and a
 * few cranes, in every status, with and without positions. Not imported by the app.
 */

/** A fixed "now" for stories and tests: 5 March 2026, 14:07:30 Berlin time. */
export const FIXTURE_NOW = Date.UTC(2026, 2, 5, 13, 7, 30);
export const FIXTURE_TIME_ZONE = 'Europe/Berlin';
const iso = (minutesAgo: number) => new Date(FIXTURE_NOW - minutesAgo * 60_000).toISOString();

interface Seed {
  readonly id: number;
  readonly name: string;
  readonly model: string;
  readonly engine: 'diesel' | 'electric';
  readonly status: VehicleStatus | null;
  readonly speed?: number;
  readonly position?: { lat: number; lng: number } | null;
  readonly mileage?: number | null;
  readonly hours?: number;
  readonly image?: string | null;
}

const SEEDS: readonly Seed[] = [
  { id: 1001, name: 'BR 261 021-4', model: 'Gravita 10 BB', engine: 'diesel', status: 'driving', speed: 62 },
  { id: 1002, name: 'BR 261 034-7', model: 'Gravita 10 BB', engine: 'diesel', status: 'idle' },
  { id: 1003, name: 'BR 265 012-9', model: 'Gravita 15L BB', engine: 'diesel', status: 'standby' },
  { id: 1004, name: 'BR 294 857-1', model: 'V 90', engine: 'diesel', status: 'off', hours: 0 },
  { id: 1005, name: 'G 1206 Nr. 5', model: 'G 1206', engine: 'diesel', status: 'driving', speed: 48 },
  { id: 1006, name: 'G 1206 Nr. 11', model: 'G 1206', engine: 'diesel', status: 'idle', position: null },
  { id: 1007, name: 'G 2000 BB Nr. 3', model: 'G 2000 BB', engine: 'diesel', status: 'driving', speed: 91 },
  { id: 1008, name: 'DE 18 Nr. 2', model: 'DE 18', engine: 'diesel', status: 'standby' },
  {
    id: 1009,
    name: 'Vectron 193 840',
    model: 'Vectron AC',
    engine: 'electric',
    status: 'driving',
    speed: 118,
  },
  { id: 1010, name: 'Vectron 193 851', model: 'Vectron MS', engine: 'electric', status: 'standby' },
  { id: 1011, name: 'Traxx 187 312', model: 'Traxx F140 AC3', engine: 'electric', status: 'off', hours: 0 },
  { id: 1012, name: 'Liebherr LTM 1090', model: 'Kran', engine: 'diesel', status: 'idle' },
  { id: 1013, name: 'Kirow KRC 810', model: 'Kran', engine: 'diesel', status: 'off', hours: 0 },
  { id: 1014, name: 'BR 203 148-3', model: 'V 100 (203)', engine: 'diesel', status: null, mileage: null },
  { id: 1015, name: 'BR 261 077-6', model: 'Gravita 10 BB', engine: 'diesel', status: 'driving', speed: 35 },
  { id: 1016, name: 'BR 285 106-9', model: 'TRAXX F140 DE', engine: 'diesel', status: 'idle' },
  { id: 1017, name: 'G 6 Nr. 14', model: 'G 6', engine: 'diesel', status: 'standby' },
  { id: 1018, name: 'BR 214 008-6', model: 'V 100 (214)', engine: 'diesel', status: 'off', hours: 0 },
  { id: 1019, name: 'Eurodual 159 215', model: 'Euro9000', engine: 'electric', status: 'idle' },
  { id: 1020, name: 'BR 261 102-2', model: 'Gravita 10 BB', engine: 'diesel', status: 'driving', speed: 74 },
  { id: 1021, name: 'Vossloh DE 12 Nr. 1', model: 'DE 12', engine: 'diesel', status: 'off', hours: 0 },
  { id: 1022, name: 'G 1700 BB Nr. 8', model: 'G 1700 BB', engine: 'diesel', status: 'standby' },
  { id: 1023, name: 'BR 294 601-3', model: 'V 90', engine: 'diesel', status: 'driving', speed: 27 },
  {
    id: 1024,
    name: 'Vectron 248 021',
    model: 'Vectron Dual Mode',
    engine: 'electric',
    status: 'driving',
    speed: 84,
  },
  { id: 1025, name: 'Gottwald GS 150', model: 'Kran', engine: 'diesel', status: 'driving', speed: 4 },
  { id: 1026, name: 'BR 265 031-9', model: 'Gravita 15L BB', engine: 'diesel', status: 'idle' },
];

const BASE_POSITIONS = [
  { lat: 53.5511, lng: 9.9937 },
  { lat: 52.3759, lng: 9.732 },
  { lat: 52.52, lng: 13.405 },
  { lat: 50.9375, lng: 6.9603 },
  { lat: 50.1109, lng: 8.6821 },
  { lat: 48.1351, lng: 11.582 },
  { lat: 47.5596, lng: 7.5886 },
  { lat: 48.2082, lng: 16.3738 },
] as const;

const fuelJson = (settings: FuelConsumptionSettings = DEFAULT_FUEL_CONSUMPTION) => JSON.stringify(settings);

const entryOf = (seed: Seed, index: number): VehicleEntry => {
  const isCrane = seed.model === 'Kran';
  const isEloc = seed.engine === 'electric';
  const base = BASE_POSITIONS[index % BASE_POSITIONS.length] ?? BASE_POSITIONS[0];
  const position =
    seed.position === undefined
      ? { lat: base.lat + index * 0.013, lng: base.lng - index * 0.017 }
      : seed.position;
  const hours = seed.hours ?? Math.round(((index * 7) % 9) * 10 + 15) / 10;
  const driving = seed.status === 'off' ? 0 : Math.round(hours * 6) / 10;
  const mileage = seed.mileage === undefined ? 120_000 + index * 17_345.6 : seed.mileage;
  return {
    vehicleId: seed.id,
    wpId: 5000 + seed.id,
    vehicle: {
      name: seed.name,
      image: seed.image ?? null,
      model: seed.model,
      type: isCrane ? 'crane' : 'locomotive',
      engine: seed.engine,
      fabricNr: `FN-${seed.id}-${2000 + (index % 20)}`,
    },
    isCrane,
    isEloc,
    isTrain: !isCrane,
    live: {
      statusVehicle: seed.status,
      position,
      GPSSignal: [12, 3, 8, 0, 17][index % 5] ?? 8,
      GSMSignal: seed.status === 'off' ? 0 : 12 + (index % 18),
      speed: seed.speed ?? 0,
      bearingAngle: (index * 37) % 360,
      timestampPosition: position ? iso(index % 4) : null,
      mileageKm: mileage,
      externalPower: isEloc ? 24.8 : 27.4 - (index % 3) * 0.3,
      temperatureSensor: 6 + (index % 7) * 1.5,
    },
    todays: {
      idleHours: Math.round((hours - driving) * 10) / 10,
      drivingHours: driving,
      workingHours: hours,
    },
    total: { mileageKm: mileage },
    dailyDrivingHours: driving,
    dailyEquippedHours: Math.round((hours + 1.2) * 10) / 10,
    dailyMileageKm: Math.round(driving * 41.3 * 10) / 10,
    ActualGpsSpeed: seed.speed ?? 0,
    timestamp: { timestampRecentRawDataStatus: iso(1 + (index % 3)) },
    timestampMileage: iso(3 + (index % 5)),
    startDate: null,
    endDate: null,
    fuelConsumption: fuelJson(),
  };
};

/** Every vehicle of the fixture fleet (26: diesel, electric, cranes, one without status, one without position). */
export const FLEET: readonly VehicleEntry[] = SEEDS.map(entryOf);

export const fleetVehicle = (vehicleId: number): VehicleEntry => {
  const found = FLEET.find((v) => v.vehicleId === vehicleId);
  if (!found) throw new Error(`No fixture vehicle ${vehicleId}`);
  return found;
};

/** A diesel locomotive driving (BR 261 021-4). */
export const DIESEL_DRIVING = fleetVehicle(1001);
/** An electric locomotive (Vectron 193 840). */
export const ELOC = fleetVehicle(1009);
/** A crane (Liebherr LTM 1090). */
export const CRANE = fleetVehicle(1012);
/** A diesel locomotive without a reported status and mileage (BR 203 148-3). */
export const UNKNOWN_STATE = fleetVehicle(1014);
/** A locomotive without position (G 1206 Nr. 11). */
export const NO_POSITION = fleetVehicle(1006);

/** The driving diesel whose latest position arrived 20 minutes late (issue 30 §3: sent after a dead spot). */
export const DIESEL_LATE: VehicleEntry = {
  ...DIESEL_DRIVING,
  live: DIESEL_DRIVING.live && { ...DIESEL_DRIVING.live, arrivedLateByMs: 20 * 60_000 },
};

/** A vehicle with nothing reported in the caller's window: no live values at all. */
export const NOTHING_REPORTED: VehicleEntry = {
  ...fleetVehicle(1017),
  vehicleId: 1099,
  vehicle: { ...fleetVehicle(1017).vehicle, name: 'G 6 Nr. 15' },
  live: null,
  todays: { idleHours: 0, drivingHours: 0, workingHours: 0 },
  dailyDrivingHours: 0,
  dailyEquippedHours: 0,
  dailyMileageKm: 0,
  ActualGpsSpeed: null,
  total: { mileageKm: null },
  timestamp: { timestampRecentRawDataStatus: null },
  timestampMileage: null,
};

export const datasheetOf = (vehicle: VehicleEntry, overrides: Partial<Datasheet> = {}): Datasheet => ({
  vehicleId: vehicle.vehicleId,
  manufacturerName: vehicle.isCrane
    ? 'Liebherr-Werk Ehingen GmbH'
    : vehicle.isEloc
      ? 'Siemens Mobility'
      : 'Vossloh Locomotives',
  modelName: vehicle.vehicle.model,
  fabricNumber: vehicle.vehicle.fabricNr,
  constructionYear: 2008 + (vehicle.vehicleId % 15),
  minOperatingWeightKg: vehicle.isCrane
    ? 48_000
    : vehicle.isEloc
      ? 87_000
      : 80_000 + (vehicle.vehicleId % 7) * 2_500,
  pdfLinks: [],
  comment: null,
  fuelConsumption: DEFAULT_FUEL_CONSUMPTION,
  ...overrides,
});

export const WEATHER_DE: WeatherInfo = {
  icon: 'partly-cloudy-day',
  summary: 'Heiter bis wolkig',
  temperature: 8.4,
  timestamp: iso(5),
};
export const WEATHER_EN: WeatherInfo = { ...WEATHER_DE, summary: 'Partly cloudy' };

export const LAST_NOTIFICATION = { timestamp: iso(42), type: 'NSSpeedlimitExeeded' } as const;

/** Fuel settings with everything filled in, for the active-sliders stories and hand-computed tests. */
export const FUEL_SETTINGS_ACTIVE: FuelConsumptionSettings = {
  isActive: true,
  usageTypePercentage: 30,
  shortDistance: { usagePercentage: 40, light: 2.5, heavy: 4 },
  longDistance: { usagePercentage: 70, light: 3, heavy: 5.5 },
  standingWithEngRunning: 18,
};

/** Options of a fixture selection: which vehicles are active (in activation order), focused, filtered. */
export interface SelectionOptions {
  readonly activeIds?: readonly number[];
  readonly focusedId?: number | null;
  readonly filterText?: string;
  readonly view?: string;
  /** The group whose select-all flag is on (the toggles keep it to one). */
  readonly selectAllGroup?: SelectGroup | null;
  /** Vehicles whose live entry has not arrived yet. */
  readonly withoutEntry?: readonly number[];
}

const nameOrder = new Intl.Collator('de-DE', { sensitivity: 'base', numeric: true });

/** The fixture fleet as the selection machine holds it (its client flags set as the machine would). */
export const fleetVehicles = (
  entries: readonly VehicleEntry[] = FLEET,
  options: SelectionOptions = {},
): FleetVehicle[] => {
  const active = options.activeIds ?? [];
  const order = [...entries].sort((a, b) => nameOrder.compare(a.vehicle.name, b.vehicle.name));
  return entries.map((entry) => {
    const activeIndex = active.indexOf(entry.vehicleId);
    return {
      vehicleId: entry.vehicleId,
      wpId: entry.wpId,
      name: entry.vehicle.name,
      image: entry.vehicle.image,
      isCrane: entry.isCrane,
      isTrain: entry.isTrain,
      isEloc: entry.isEloc,
      startDate: entry.startDate,
      endDate: entry.endDate,
      fuelConsumption: entry.fuelConsumption,
      status: entry.live?.statusVehicle ?? null,
      entry: options.withoutEntry?.includes(entry.vehicleId) ? null : entry,
      isCardActive: activeIndex >= 0,
      activeTime: activeIndex >= 0 ? FIXTURE_NOW + activeIndex : null,
      isFocused: options.focusedId === entry.vehicleId,
      isVisible: matchesNameFilter(entry.vehicle.name, options.filterText ?? ''),
      sortIndex: order.indexOf(entry),
    };
  });
};

/** A whole selection machine context over the fixture fleet, for the machine's own selectors. */
export const selectionContext = (
  entries: readonly VehicleEntry[] = FLEET,
  options: SelectionOptions = {},
): VehicleSelectionContext => ({
  view: options.view ?? 'dashboard',
  vehicles: fleetVehicles(entries, options),
  filterText: options.filterText ?? '',
  selectAll: options.selectAllGroup ? onlySelectAll(options.selectAllGroup) : NO_SELECT_ALL,
  lastActiveTime: FIXTURE_NOW + (options.activeIds?.length ?? 0),
  pendingRestore: null,
});

/** The user's vehicle list as getUserVehicles answers it, for screens driven by the real selection machine. */
export const FLEET_LIST_ITEMS: readonly VehicleListItem[] = FLEET.map((entry) => ({
  vehicleId: entry.vehicleId,
  vehicle: { name: entry.vehicle.name, image: entry.vehicle.image, wpId: entry.wpId },
  isCrane: entry.isCrane,
  isEloc: entry.isEloc,
  isTrain: entry.isTrain,
  startDate: entry.startDate,
  endDate: entry.endDate,
  live: { statusVehicle: entry.live?.statusVehicle ?? null },
  fuelConsumption: entry.fuelConsumption,
}));
