import {
  arrivedLate,
  type LiveValues,
  type VehicleEntry,
  type VehicleListItem,
} from '../../src/api/contract';
import { statusOfCode } from '../telemetry/telemetry-record';
import { germanDate, windowContainsDay, windowContainsInstant } from './access-window';
import { fuelConsumptionJson } from './fuel-consumption';
import { windowOf, type VehicleRow } from './vehicle-rows';

// These run once per vehicle of getLiveData (1,000 per call in the benchmark): no closures or
// spreads per row, which cost more than the work itself under tsx.

const hours = (seconds: number | null): number => Math.round(((seconds ?? 0) / 3600) * 10_000) / 10_000;
const km = (value: number | null): number => Math.round((value ?? 0) * 1000) / 1000;

/** The static part every fleet answer shares. */
export const vehicleBase = (row: VehicleRow) => {
  const isCrane = row.model === 'Kran';
  return {
    vehicleId: row.id,
    wpId: row.wp_id,
    vehicle: {
      name: row.name,
      image: row.image,
      model: row.model,
      type: row.type,
      engine: row.engine,
      fabricNr: row.fabric_nr,
    },
    // Spec 000 §3: 'Kran' as model means crane, 'electric' as engine an electric locomotive.
    isCrane,
    isEloc: row.engine === 'electric',
    isTrain: !isCrane,
  };
};

/** The live values, or null when none exist or their time is outside the caller's window. */
export const visibleLive = (row: VehicleRow): LiveValues | null => {
  const ms = row.ts_ms;
  if (ms === null || (row.limited && !windowContainsInstant(windowOf(row), ms))) return null;
  const live: LiveValues = {
    statusVehicle: statusOfCode(row.status),
    position: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
    GPSSignal: row.gps_satellites,
    GSMSignal: row.gsm_signal,
    speed: row.speed,
    bearingAngle: row.bearing,
    timestampPosition: new Date(ms).toISOString(),
    mileageKm: row.mileage_km,
    externalPower: row.external_voltage,
    temperatureSensor: row.temperature,
  };
  // Rare (a device unloading what it kept offline): only then the answer carries the delay.
  return row.received_ms !== null && arrivedLate(ms, row.received_ms)
    ? { ...live, arrivedLateByMs: Math.round(row.received_ms - ms) }
    : live;
};

/** One vehicle entry (spec 000 §3) with the caller's window applied: nothing dated outside it. */
export const toVehicleEntry = (row: VehicleRow, today: string): VehicleEntry => {
  const live = visibleLive(row);
  const todayVisible = !row.limited || windowContainsDay(windowOf(row), today);
  const idle = todayVisible ? hours(row.idle_seconds) : 0;
  const driving = todayVisible ? hours(row.driving_seconds) : 0;
  const equippedSeconds = (row.standby_seconds ?? 0) + (row.idle_seconds ?? 0) + (row.driving_seconds ?? 0);
  const timestamp = live === null ? null : live.timestampPosition;
  const base = vehicleBase(row);
  return {
    vehicleId: base.vehicleId,
    wpId: base.wpId,
    vehicle: base.vehicle,
    isCrane: base.isCrane,
    isEloc: base.isEloc,
    isTrain: base.isTrain,
    live,
    todays: {
      idleHours: idle,
      drivingHours: driving,
      workingHours: Math.round((idle + driving) * 10_000) / 10_000,
    },
    total: { mileageKm: live === null ? null : live.mileageKm },
    dailyDrivingHours: driving,
    dailyEquippedHours: todayVisible ? hours(equippedSeconds) : 0,
    dailyMileageKm: todayVisible ? km(row.km_driven) : 0,
    ActualGpsSpeed: live === null ? null : live.speed,
    timestamp: { timestampRecentRawDataStatus: timestamp },
    timestampMileage: timestamp,
    startDate: germanDate(row.window_start),
    endDate: germanDate(row.window_end),
    fuelConsumption: fuelConsumptionJson(row.fuel_consumption),
  };
};

/**
 * One vehicle of the user's list (spec 001 §3). Without `liveData` (a logbook-only caller) nothing of
 * the telematics goes out: no status, the default fuel-consumption settings; the window stays.
 */
export const toListItem = (row: VehicleRow, liveData = true): VehicleListItem => {
  const base = vehicleBase(row);
  const live = liveData ? visibleLive(row) : null;
  return {
    vehicleId: base.vehicleId,
    vehicle: { name: row.name, image: row.image, wpId: row.wp_id },
    isCrane: base.isCrane,
    isEloc: base.isEloc,
    isTrain: base.isTrain,
    startDate: germanDate(row.window_start),
    endDate: germanDate(row.window_end),
    live: { statusVehicle: live === null ? null : live.statusVehicle },
    fuelConsumption: fuelConsumptionJson(liveData ? row.fuel_consumption : null),
  };
};
