import { machineStatusOfCode, type VehicleStatus } from '../../src/api/contract';
import { boundField, MAX_FIELD_CHARS } from '../http/error-bounds';
import { OPTIONAL_SIGNALS, type OptionalSignal, type TelemetryRecord } from './telemetry-record';

/** Characters of an unknown field's name a rejection echoes (the error answers' bound). */
export const ECHOED_FIELD_CHARS = MAX_FIELD_CHARS;

/** Why one record of a batch was refused (the first offending field). */
export interface RecordRejection {
  readonly field: string;
  readonly reason: string;
}

const FUTURE_TOLERANCE_MS = 5 * 60_000;
/** Devices with a reset clock report 1970; nothing of this fleet predates 2000. */
const EARLIEST_MS = Date.UTC(2000, 0, 1);
const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
const STATUSES: readonly VehicleStatus[] = ['off', 'standby', 'idle', 'driving'];

type Check = (value: unknown) => string | null;

const numberIn =
  (min: number, max: number, integer = false): Check =>
  (value) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return 'must be a number';
    if (integer && !Number.isInteger(value)) return 'must be an integer';
    if (value < min || value > max) return `must be between ${min} and ${max}`;
    return null;
  };

const nonNegative: Check = (value) =>
  typeof value !== 'number' || !Number.isFinite(value)
    ? 'must be a number'
    : value < 0
      ? 'must not be negative'
      : null;

const coordinate =
  (limit: number): Check =>
  (value) =>
    value === null ? null : (numberIn(-limit, limit)(value)?.replace('a number', 'a number or null') ?? null);

/** A status name, or its machine-status code (spec 000 §4: off 1, standby 2, idle 3, driving 4). */
const statusOf = (value: unknown): VehicleStatus | null =>
  STATUSES.includes(value as VehicleStatus) ? (value as VehicleStatus) : machineStatusOfCode(value);

const status: Check = (value) =>
  statusOf(value) !== null ? null : `must be one of ${STATUSES.join(', ')} or its code 1 to 4`;

/** Field checks in the order a record is reported on (the first failure is the one named). */
const FIELD_CHECKS: ReadonlyArray<readonly [keyof TelemetryRecord | 'timestamp', Check]> = [
  ['lat', coordinate(90)],
  ['lng', coordinate(180)],
  ['speed', numberIn(0, 400)],
  ['bearing', numberIn(0, 360)],
  ['status', status],
  ['gpsSatellites', numberIn(0, 64, true)],
  ['gsmSignal', numberIn(0, 31, true)],
  ['mileageKm', nonNegative],
  ['externalPowerVoltage', numberIn(0, 1000)],
  ['temperature', numberIn(-60, 100)],
];
const boolean: Check = (value) => (typeof value === 'boolean' ? null : 'must be true or false');

/**
 * The optional signals (null or absent: not measured). Peaks are the largest absolute acceleration
 * since the device's previous record, in g, gravity removed (vertical: the deviation from 1 g).
 */
const OPTIONAL_CHECKS: Readonly<Record<OptionalSignal, Check>> = {
  accelLongPeakG: numberIn(0, 20),
  accelLatPeakG: numberIn(0, 20),
  accelVertPeakG: numberIn(0, 20),
  flatSpotIndex: numberIn(0, 1),
  engineStart: boolean,
  coolantTemperature: numberIn(-60, 150),
};
const KNOWN_FIELDS = new Set<string>([
  'timestamp',
  ...FIELD_CHECKS.map(([name]) => name),
  ...OPTIONAL_SIGNALS,
]);

/** Days of a month (1–12) of a year of the Gregorian calendar. */
const daysInMonth = (year: number, month: number): number =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : month === 4 || month === 6 || month === 9 || month === 11
      ? 30
      : 31;

/** Date.parse rolls 30 February over to March; a device that sends it has a broken clock. */
const isCalendarTime = (match: RegExpExecArray): boolean => {
  const month = Number(match[2]);
  const day = Number(match[3]);
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(Number(match[1]), month) &&
    Number(match[4]) <= 23 &&
    Number(match[5]) <= 59 &&
    Number(match[6] ?? 0) <= 59
  );
};

const NOT_AN_INSTANT: RecordRejection = {
  field: 'timestamp',
  reason: 'must be an ISO 8601 instant with a time zone',
};

const checkTimestamp = (
  value: unknown,
  nowMs: number,
  keptFromMs: number | null,
): RecordRejection | number => {
  if (typeof value !== 'string') return NOT_AN_INSTANT;
  const match = ISO_INSTANT.exec(value);
  if (!match || !isCalendarTime(match)) return NOT_AN_INSTANT;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return NOT_AN_INSTANT;
  if (ms > nowMs + FUTURE_TOLERANCE_MS) {
    return { field: 'timestamp', reason: 'must not be more than 5 minutes in the future' };
  }
  if (ms < EARLIEST_MS) return { field: 'timestamp', reason: 'must not be before 2000-01-01' };
  // Older than the positions kept (POSITIONS_RETENTION_MONTHS): its month is gone, and the figures of
  // its day, which stay, would be computed again from what is left of it.
  if (keptFromMs !== null && ms < keptFromMs) {
    const day = new Date(keptFromMs).toISOString().slice(0, 10);
    return { field: 'timestamp', reason: `must not be before ${day}: older positions are no longer kept` };
  }
  return ms;
};

/**
 * Checks one record field by field; answers the record or why it is refused. `keptFromMs`: the first
 * instant whose positions are kept (null: all are).
 */
export const validateRecord = (
  raw: unknown,
  nowMs: number,
  keptFromMs: number | null = null,
): TelemetryRecord | RecordRejection => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { field: 'record', reason: 'must be an object' };
  }
  const record = raw as Record<string, unknown>;
  for (const key in record) {
    if (Object.hasOwn(record, key) && !KNOWN_FIELDS.has(key))
      return { field: boundField(key), reason: 'is not a known field' };
  }
  const ts = checkTimestamp(record['timestamp'], nowMs, keptFromMs);
  if (typeof ts !== 'number') return ts;
  for (const [field, check] of FIELD_CHECKS) {
    if (!(field in record)) return { field, reason: 'is required' };
    const reason = check(record[field]);
    if (reason !== null) return { field, reason };
  }
  for (const field of OPTIONAL_SIGNALS) {
    const value = record[field];
    if (value === null || value === undefined) continue;
    const reason = OPTIONAL_CHECKS[field](value);
    if (reason !== null) return { field, reason };
  }
  if ((record['lat'] === null) !== (record['lng'] === null)) {
    const field = record['lat'] === null ? 'lat' : 'lng';
    return { field, reason: 'lat and lng must both be numbers or both be null' };
  }
  return toRecord(record, ts);
};

/** Copies the checked fields only, so nothing else a device sent travels further. */
const toRecord = (r: Record<string, unknown>, ts: number): TelemetryRecord => {
  const record: { -readonly [K in keyof TelemetryRecord]: TelemetryRecord[K] } = {
    ts,
    lat: r['lat'] as number | null,
    lng: r['lng'] as number | null,
    speed: r['speed'] as number,
    bearing: r['bearing'] as number,
    // Checked above: a name or a code; stored by name.
    status: statusOf(r['status']) ?? 'off',
    gpsSatellites: r['gpsSatellites'] as number,
    gsmSignal: r['gsmSignal'] as number,
    mileageKm: r['mileageKm'] as number,
    externalPowerVoltage: r['externalPowerVoltage'] as number,
    temperature: r['temperature'] as number,
  };
  for (const field of OPTIONAL_SIGNALS) {
    const value = r[field];
    if (value !== null && value !== undefined) (record as Record<string, unknown>)[field] = value;
  }
  return record;
};

export const isRejection = (result: TelemetryRecord | RecordRejection): result is RecordRejection =>
  'reason' in result;
