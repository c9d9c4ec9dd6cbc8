import type { VehicleStatus } from '../../../src/api/contract';
import type { AvlRecord } from './avl-record';
import { DEFAULT_IO_MAP, deriveStatus, readSignals, type TeltonikaIoMap } from './teltonika-io-map';

/**
 * One decoded AVL record as the raw record of the device JSON endpoint (README "Connecting a real
 * device"), so records that arrive over TCP pass the same `validateRecord` (and `ingestRecords`) as
 * those posted as JSON: `ingestRecords(db, vehicleId, packet.records.map((r) => toRawRecord(r)), now)`.
 */
export interface RawTelemetryRecord {
  /** ISO 8601, UTC. */
  readonly timestamp: string;
  readonly lat: number | null;
  readonly lng: number | null;
  readonly speed: number;
  readonly bearing: number;
  readonly status: VehicleStatus;
  readonly gpsSatellites: number;
  /** Required by validation, but only present when the box sent them (or a fallback is given). */
  readonly gsmSignal?: number;
  readonly mileageKm?: number;
  readonly externalPowerVoltage?: number;
  readonly temperature?: number;
  readonly engineStart?: boolean;
  readonly coolantTemperature?: number;
}

/** The required record fields that come from IO elements a box may not send. */
export const IO_REQUIRED_FIELDS = ['gsmSignal', 'mileageKm', 'externalPowerVoltage', 'temperature'] as const;
export type IoRequiredField = (typeof IO_REQUIRED_FIELDS)[number];

/** How a record is made. */
export interface RawRecordOptions {
  /** The IO map (default {@link DEFAULT_IO_MAP}). */
  readonly ioMap?: TeltonikaIoMap;
  /**
   * Values for required fields the record lacks, chosen by the caller (e.g. the vehicle's last known
   * values, or a configured constant for a box without a temperature sensor). Without one, a missing
   * field stays absent and validation refuses the record naming it ("is required").
   */
  readonly fallback?: Partial<Readonly<Record<IoRequiredField, number>>>;
}

/**
 * The most satellites a record may count (record validation). A box's satellite byte above it is no
 * count (one of Traccar's Belgian packets reads 248 beside a good fix): the record is kept with the
 * count capped, so a real position is not lost for a meaningless signal figure.
 */
export const MAX_SATELLITES = 64;

/** The latest instant a Date represents (±8.64e15 ms). */
const MAX_DATE_MS = 8.64e15;

/** An ISO instant; a timestamp no Date can hold stays its digits, which validation refuses. */
const isoOf = (ms: number): string => (Math.abs(ms) <= MAX_DATE_MS ? new Date(ms).toISOString() : String(ms));

/** The raw JSON-shaped record of one AVL record (see {@link RawTelemetryRecord}). */
export const toRawRecord = (record: AvlRecord, options: RawRecordOptions = {}): RawTelemetryRecord => {
  const signals = readSignals(record, options.ioMap ?? DEFAULT_IO_MAP);
  const required: Partial<Record<IoRequiredField, number>> = {};
  for (const field of IO_REQUIRED_FIELDS) {
    const value = signals[field] ?? options.fallback?.[field];
    if (value !== undefined) required[field] = value;
  }
  return {
    timestamp: isoOf(record.timestampMs),
    lat: record.position?.lat ?? null,
    lng: record.position?.lng ?? null,
    speed: record.gps.speedKmh,
    bearing: record.gps.angle,
    status: deriveStatus(record, signals),
    gpsSatellites: Math.min(record.gps.satellites, MAX_SATELLITES),
    ...required,
    ...(signals.engineStart === undefined ? {} : { engineStart: signals.engineStart }),
    ...(signals.coolantTemperature === undefined ? {} : { coolantTemperature: signals.coolantTemperature }),
  };
};
