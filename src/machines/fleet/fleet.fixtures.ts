import type { AnyEventObject } from 'xstate';
import {
  DEFAULT_FUEL_CONSUMPTION,
  type Datasheet,
  type VehicleEntry,
  type VehicleListItem,
  type VehicleStatus,
} from '../../api/contract';
import type { LiveDetailData } from './live-detail.types';

/**
 * Test and story data shared by the fleet machines: a small fleet (list items and live entries), a
 * datasheet, a live-detail answer, and helpers for invoke outcomes. Not imported by the app.
 */

/** Options of {@link listItem}. */
export interface FixtureVehicle {
  readonly vehicleId: number;
  readonly name: string;
  readonly status: VehicleStatus | null;
  readonly isCrane?: boolean;
  readonly isEloc?: boolean;
}

/** The fixture fleet: one locomotive per status, one without status, an electric one and a crane. */
export const FIXTURE_VEHICLES: readonly FixtureVehicle[] = [
  { vehicleId: 101, name: 'V 100 Lisa', status: 'driving' },
  { vehicleId: 102, name: 'G 1206 Anton', status: 'idle' },
  { vehicleId: 103, name: 'DE 18 Bruno', status: 'standby' },
  { vehicleId: 104, name: 'Vectron Carla', status: 'off', isEloc: true },
  { vehicleId: 105, name: 'Liebherr Kran 9', status: 'idle', isCrane: true },
  { vehicleId: 106, name: 'aem 940 Dora', status: null },
];

/** A user vehicle list item (getUserVehicles). */
export const listItem = (v: FixtureVehicle): VehicleListItem => ({
  vehicleId: v.vehicleId,
  vehicle: { name: v.name, image: null, wpId: v.vehicleId + 9000 },
  isCrane: v.isCrane ?? false,
  isEloc: v.isEloc ?? false,
  isTrain: !(v.isCrane ?? false),
  startDate: null,
  endDate: null,
  live: { statusVehicle: v.status },
  fuelConsumption: JSON.stringify(DEFAULT_FUEL_CONSUMPTION),
});

/** A live entry (getLiveData / getActiveVehicleList) with the given status. */
export const vehicleEntry = (v: FixtureVehicle, status: VehicleStatus | null = v.status): VehicleEntry => ({
  vehicleId: v.vehicleId,
  wpId: v.vehicleId + 9000,
  vehicle: {
    name: v.name,
    image: null,
    model: v.isCrane ? 'Kran' : 'G 1206',
    type: v.isCrane ? 'crane' : 'locomotive',
    engine: v.isEloc ? 'electric' : 'diesel',
    fabricNr: `FN-${v.vehicleId}`,
  },
  isCrane: v.isCrane ?? false,
  isEloc: v.isEloc ?? false,
  isTrain: !(v.isCrane ?? false),
  live: {
    statusVehicle: status,
    position: { lat: 51.1, lng: 9.6 },
    GPSSignal: 12,
    GSMSignal: 20,
    speed: status === 'driving' ? 62 : 0,
    bearingAngle: 90,
    timestampPosition: '2026-03-02T07:59:00.000Z',
    mileageKm: 120_345,
    externalPower: 24.1,
    temperatureSensor: 8,
  },
  todays: { idleHours: 1.5, drivingHours: 3, workingHours: 4.5 },
  total: { mileageKm: 120_345 },
  dailyDrivingHours: 3,
  dailyEquippedHours: 6,
  dailyMileageKm: 180,
  ActualGpsSpeed: status === 'driving' ? 61 : 0,
  timestamp: { timestampRecentRawDataStatus: '2026-03-02T07:59:30.000Z' },
  timestampMileage: '2026-03-02T07:58:00.000Z',
  startDate: null,
  endDate: null,
  fuelConsumption: JSON.stringify(DEFAULT_FUEL_CONSUMPTION),
});

/** The whole fixture fleet as list items. */
export const fixtureItems: readonly VehicleListItem[] = FIXTURE_VEHICLES.map(listItem);
/** Live entries of the whole fleet, as reported. */
export const fixtureEntries: readonly VehicleEntry[] = FIXTURE_VEHICLES.map((v) => vehicleEntry(v));

/** A datasheet (getDatasheet) with saved settings. */
export const fixtureDatasheet = (vehicleId = 101): Datasheet => ({
  vehicleId,
  manufacturerName: 'Vossloh',
  modelName: 'G 1206',
  fabricNumber: `FN-${vehicleId}`,
  constructionYear: 2008,
  minOperatingWeightKg: 87_000,
  pdfLinks: [],
  comment: 'Checked in March',
  fuelConsumption: { ...DEFAULT_FUEL_CONSUMPTION, isActive: true, usageTypePercentage: 70 },
});

/** An answer of getLiveDataForVehicle. */
export const fixtureLiveDetail = (vehicleId = 101): LiveDetailData => ({
  notificationResp: { timestamp: '2026-03-02T06:00:00.000Z', type: 'overspeed' },
  weatherResp: { icon: 'cloudy', summary: 'Bewölkt', temperature: 7 },
  datasheet: fixtureDatasheet(vehicleId),
});

/** `xstate.done.actor.<id>` with an output. */
export const done = (id: string, output: unknown): AnyEventObject => ({
  type: `xstate.done.actor.${id}`,
  output,
});
/** `xstate.error.actor.<id>` with an error. */
export const failed = (id: string, error: unknown): AnyEventObject => ({
  type: `xstate.error.actor.${id}`,
  error,
});
