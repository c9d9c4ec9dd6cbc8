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
/** Each known field: required, or one of the optional signals. */
const FIELD_KINDS = new Map<string, 'required' | 'signal'>([
  ['timestamp', 'required'],
  ...FIELD_CHECKS.map(([name]) => [name, 'required'] as const),
  ...OPTIONAL_SIGNALS.map((name) => [name, 'signal'] as const),
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
 * instant whose positions are kept (null: all are). A record a device sends as it should takes the
 * quick path (`quickRecord`); any other is checked field by field, which names what is wrong.
 */
export const validateRecord = (
  raw: unknown,
  nowMs: number,
  keptFromMs: number | null = null,
): TelemetryRecord | RecordRejection =>
  (typeof raw === 'object' && raw !== null && !Array.isArray(raw)
    ? quickRecord(raw as Record<string, unknown>, nowMs, keptFromMs)
    : null) ?? validateFieldByField(raw, nowMs, keptFromMs);

/**
 * The checks one by one, each failure with its field and reason: what `validateRecord` answers for
 * every record the quick path does not accept (exported for the test that holds the two equal).
 */
export const validateFieldByField = (
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

const digit = (text: string, at: number): number => {
  const d = text.charCodeAt(at) - 48;
  return d >= 0 && d <= 9 ? d : NaN;
};
const twoDigits = (text: string, at: number): number => digit(text, at) * 10 + digit(text, at + 1);

/**
 * The instant of the form devices send, `2026-03-10T09:59:50Z` or with milliseconds
 * (`…50.250Z`), read digit by digit: epoch ms, or NaN for anything else (which the field-by-field
 * path then reads with the full ISO 8601 pattern). A calendar date and time only, as there.
 */
const quickInstant = (value: unknown): number => {
  if (typeof value !== 'string') return NaN;
  const n = value.length;
  if (n !== 20 && n !== 24) return NaN;
  if (
    value.charCodeAt(4) !== 45 || // -
    value.charCodeAt(7) !== 45 ||
    value.charCodeAt(10) !== 84 || // T
    value.charCodeAt(13) !== 58 || // :
    value.charCodeAt(16) !== 58 ||
    value.charCodeAt(n - 1) !== 90 || // Z
    (n === 24 && value.charCodeAt(19) !== 46) // .
  )
    return NaN;
  const year = twoDigits(value, 0) * 100 + twoDigits(value, 2);
  const month = twoDigits(value, 5);
  const day = twoDigits(value, 8);
  const hour = twoDigits(value, 11);
  const minute = twoDigits(value, 14);
  const second = twoDigits(value, 17);
  const ms = n === 24 ? twoDigits(value, 20) * 10 + digit(value, 22) : 0;
  // NaN fails every comparison: a non-digit anywhere ends here.
  if (!(month >= 1 && month <= 12 && day >= 1 && hour <= 23 && minute <= 59 && second <= 59 && ms >= 0))
    return NaN;
  if (day > daysInMonth(year, month)) return NaN;
  // Years before 100 would be read as 19xx: they are refused anyway (before 2000), field by field.
  return year < 2000 ? NaN : Date.UTC(year, month - 1, day, hour, minute, second, ms);
};

const within = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && value >= min && value <= max;
const wholeWithin = (value: unknown, min: number, max: number): value is number =>
  within(value, min, max) && Number.isInteger(value);

const absentOrWithin = (value: unknown, min: number, max: number): boolean =>
  value === null || value === undefined || within(value, min, max);

/** The optional signals' checks (`OPTIONAL_CHECKS`), each field read by its name. */
const quickSignals = (r: Record<string, unknown>): boolean => {
  const engineStart = r['engineStart'];
  return (
    absentOrWithin(r['accelLongPeakG'], 0, 20) &&
    absentOrWithin(r['accelLatPeakG'], 0, 20) &&
    absentOrWithin(r['accelVertPeakG'], 0, 20) &&
    absentOrWithin(r['flatSpotIndex'], 0, 1) &&
    (engineStart === null || engineStart === undefined || typeof engineStart === 'boolean') &&
    absentOrWithin(r['coolantTemperature'], -60, 150)
  );
};

/**
 * The record when it passes every check with nothing to report, else null: the same checks as
 * `validateFieldByField` in one pass without naming a field, about a quarter of its time per record
 * (issue 29 §2). It accepts nothing that path refuses (a test holds the two equal over every field's
 * edge values); what it leaves, that path decides.
 */
export const quickRecord = (r: Record<string, unknown>, nowMs: number, keptFromMs: number | null) => {
  let signals = false;
  for (const key in r) {
    const known = FIELD_KINDS.get(key);
    if (known === undefined) return null;
    if (known === 'signal') signals = true;
  }
  const ts = quickInstant(r['timestamp']);
  if (!(ts <= nowMs + FUTURE_TOLERANCE_MS) || (keptFromMs !== null && ts < keptFromMs)) return null;
  const lat = r['lat'];
  const lng = r['lng'];
  const position = lat === null ? lng === null : within(lat, -90, 90) && within(lng, -180, 180);
  const status = statusOf(r['status']);
  if (
    !position ||
    status === null ||
    !within(r['speed'], 0, 400) ||
    !within(r['bearing'], 0, 360) ||
    !wholeWithin(r['gpsSatellites'], 0, 64) ||
    !wholeWithin(r['gsmSignal'], 0, 31) ||
    !within(r['mileageKm'], 0, Number.MAX_VALUE) ||
    !within(r['externalPowerVoltage'], 0, 1000) ||
    !within(r['temperature'], -60, 100)
  )
    return null;
  if (signals && !quickSignals(r)) return null;
  return toRecord(r, ts, status, signals);
};

/** Copies the checked fields only, so nothing else a device sent travels further. */
const toRecord = (
  r: Record<string, unknown>,
  ts: number,
  // Checked: a name or a code; stored by name.
  status: VehicleStatus = statusOf(r['status']) ?? 'off',
  /** False when the record is known to have none of the optional signals. */
  signals = true,
): TelemetryRecord => {
  const record: { -readonly [K in keyof TelemetryRecord]: TelemetryRecord[K] } = {
    ts,
    lat: r['lat'] as number | null,
    lng: r['lng'] as number | null,
    speed: r['speed'] as number,
    bearing: r['bearing'] as number,
    status,
    gpsSatellites: r['gpsSatellites'] as number,
    gsmSignal: r['gsmSignal'] as number,
    mileageKm: r['mileageKm'] as number,
    externalPowerVoltage: r['externalPowerVoltage'] as number,
    temperature: r['temperature'] as number,
  };
  if (!signals) return record;
  // Each read by its name (a loop over the names made every read a lookup by key), in the order of
  // OPTIONAL_SIGNALS, so that records with the same signals share one shape.
  const accelLongPeakG = r['accelLongPeakG'];
  if (accelLongPeakG !== null && accelLongPeakG !== undefined)
    record.accelLongPeakG = accelLongPeakG as number;
  const accelLatPeakG = r['accelLatPeakG'];
  if (accelLatPeakG !== null && accelLatPeakG !== undefined) record.accelLatPeakG = accelLatPeakG as number;
  const accelVertPeakG = r['accelVertPeakG'];
  if (accelVertPeakG !== null && accelVertPeakG !== undefined)
    record.accelVertPeakG = accelVertPeakG as number;
  const flatSpotIndex = r['flatSpotIndex'];
  if (flatSpotIndex !== null && flatSpotIndex !== undefined) record.flatSpotIndex = flatSpotIndex as number;
  const engineStart = r['engineStart'];
  if (engineStart !== null && engineStart !== undefined) record.engineStart = engineStart as boolean;
  const coolantTemperature = r['coolantTemperature'];
  if (coolantTemperature !== null && coolantTemperature !== undefined)
    record.coolantTemperature = coolantTemperature as number;
  return record;
};

export const isRejection = (result: TelemetryRecord | RecordRejection): result is RecordRejection =>
  'reason' in result;
