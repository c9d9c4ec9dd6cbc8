import { MACHINE_STATUS_CODES, machineStatusOfCode, type VehicleStatus } from '../../src/api/contract';

/** One validated telemetry record, as ingestion stores it. */
export interface TelemetryRecord {
  /** Epoch milliseconds (the timestamp, UTC). */
  readonly ts: number;
  /** Both null when the device has no GPS fix. */
  readonly lat: number | null;
  readonly lng: number | null;
  readonly speed: number;
  readonly bearing: number;
  readonly status: VehicleStatus;
  readonly gpsSatellites: number;
  readonly gsmSignal: number;
  readonly mileageKm: number;
  readonly externalPowerVoltage: number;
  readonly temperature: number;
  /** Optional signals the alert rules read (absent: the device does not measure them). */
  readonly accelLongPeakG?: number;
  readonly accelLatPeakG?: number;
  readonly accelVertPeakG?: number;
  readonly flatSpotIndex?: number;
  readonly engineStart?: boolean;
  readonly coolantTemperature?: number;
}

/** The optional fields of a record, in the order a rejection names them. */
export const OPTIONAL_SIGNALS = [
  'accelLongPeakG',
  'accelLatPeakG',
  'accelVertPeakG',
  'flatSpotIndex',
  'engineStart',
  'coolantTemperature',
] as const;
export type OptionalSignal = (typeof OPTIONAL_SIGNALS)[number];

/** Stored status codes: the machine-status codes of the contract (spec 000 §4: off 1, equipped 2, idle 3, driving 4). */
export const STATUS_CODES: Readonly<Record<VehicleStatus, number>> = MACHINE_STATUS_CODES;

export const statusOfCode = (code: number | null | undefined): VehicleStatus | null =>
  machineStatusOfCode(code);
