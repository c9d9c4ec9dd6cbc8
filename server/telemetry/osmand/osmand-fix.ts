import { utcOfParts } from '../../utc-parts';
import { TRACKER_IDENTIFIER } from '../tracker-devices';

/**
 * One position a phone sends with the OsmAnd protocol (Traccar Client, OsmAnd): what the request says,
 * in the portal's units, before the vehicle's last known signals fill what a phone cannot report.
 */
export interface OsmAndFix {
  /** The app's device identifier (`id`, `deviceid` or the JSON body's `device_id`). */
  readonly identifier: string;
  readonly timestampMs: number;
  /** Null without a fix (no coordinates, or `valid=false`). */
  readonly position: { readonly lat: number; readonly lng: number } | null;
  /** km/h; the query's `speed` is in knots, the JSON body's in m/s. 0 when unknown. */
  readonly speedKmh: number;
  /** Degrees 0–360; 0 when unknown. */
  readonly bearing: number;
  /** Metres (the horizontal accuracy of the fix); null when not sent. */
  readonly accuracyM: number | null;
  /** `ignition=true/false` (some apps and bridges send it); null when not sent. */
  readonly ignition: boolean | null;
  /** The JSON body's `is_moving`; null when not sent. */
  readonly moving: boolean | null;
}

/** A request field that is missing or wrong: the field as the phone named it, and why. */
export interface OsmAndFieldError {
  readonly field: string;
  readonly reason: string;
}

export type OsmAndParse =
  { readonly ok: true; readonly fixes: readonly OsmAndFix[] } | ({ readonly ok: false } & OsmAndFieldError);

/** What a request carried, as the listener read it. */
export interface OsmAndRequest {
  readonly method: string;
  /** The path and query, e.g. `/?id=123456&lat=60.0&lon=30.0`. */
  readonly url: string;
  readonly contentType: string;
  readonly body: string;
}

/** One request's positions at most (a JSON body may carry a batch). */
export const MAX_FIXES_PER_REQUEST = 1_000;

const KNOT_KMH = 1.852;
const MPS_KMH = 3.6;
/** Unix seconds below this are seconds (as Traccar reads them); larger numbers are milliseconds. */
const SECONDS_LIMIT = 2_147_483_647;

class FieldError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field} ${reason}`);
  }
}

const fail = (field: string, reason: string): never => {
  throw new FieldError(field, reason);
};

const numberFrom = (field: string, text: string): number => {
  const value = text.trim() === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) ? value : fail(field, 'must be a number');
};

const inRange = (field: string, value: number, min: number, max: number): number =>
  value >= min && value <= max ? value : fail(field, `must be between ${min} and ${max}`);

/** `yyyy-MM-dd HH:mm:ss` (OsmAnd's own format) is read as UTC. */
const LOCAL_FORMAT = /^(\d{4})-(\d{2})-(\d{2})[ +](\d{2}):(\d{2}):(\d{2})$/;
const ISO_FORMAT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** Unix seconds, unix milliseconds, ISO 8601 with a zone, or `yyyy-MM-dd HH:mm:ss` in UTC. */
export const timestampOf = (field: string, text: string): number => {
  const value = text.trim();
  if (/^\d{1,15}$/.test(value)) {
    const n = Number(value);
    return n < SECONDS_LIMIT ? n * 1000 : n;
  }
  const local = LOCAL_FORMAT.exec(value);
  if (local) {
    const [y, mo, d, h, mi, s] = local.slice(1).map(Number) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const ms = utcOfParts(y, mo, d, h, mi, s);
    if (ms !== null) return ms;
  } else if (ISO_FORMAT.test(value)) {
    const ms = Date.parse(value);
    if (Number.isFinite(ms)) return ms;
  }
  return fail(field, 'must be unix seconds or milliseconds, or an ISO 8601 time');
};

const booleanOf = (field: string, text: string): boolean => {
  const value = text.trim().toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return fail(field, 'must be true or false');
};

const identifierOf = (field: string, value: unknown): string => {
  if (value === undefined || value === null || value === '') return fail(field, 'is required');
  if (typeof value !== 'string' && typeof value !== 'number') return fail(field, 'must be a text');
  const text = String(value).trim();
  return TRACKER_IDENTIFIER.test(text)
    ? text
    : fail(field, 'must be 1 to 64 letters, digits, ".", "_" or "-"');
};

/** The first value of each parameter (a repeated one is a list, like `cell`, which is not used). */
const firstValues = (params: URLSearchParams): Map<string, string> => {
  const values = new Map<string, string>();
  for (const [key, value] of params) if (!values.has(key)) values.set(key, value);
  return values;
};

/** The query (or form) variant: `?id=…&timestamp=…&lat=…&lon=…&speed=…&bearing=…`. */
const fixFromParams = (params: Map<string, string>, nowMs: number): OsmAndFix => {
  const field = params.has('id') ? 'id' : params.has('deviceid') ? 'deviceid' : 'id';
  const identifier = identifierOf(field, params.get(field));
  const get = (name: string) => params.get(name);
  const timestamp = get('timestamp');
  const timestampMs = timestamp === undefined ? nowMs : timestampOf('timestamp', timestamp);
  let lat: number | null = null;
  let lng: number | null = null;
  const location = get('location');
  if (get('lat') !== undefined || get('lon') !== undefined) {
    const latText = get('lat') ?? fail('lat', 'is required with lon');
    const lonText = get('lon') ?? fail('lon', 'is required with lat');
    lat = inRange('lat', numberFrom('lat', latText), -90, 90);
    lng = inRange('lon', numberFrom('lon', lonText), -180, 180);
  } else if (location !== undefined) {
    const parts = location.split(',');
    if (parts.length !== 2) fail('location', 'must be "latitude,longitude"');
    lat = inRange('location', numberFrom('location', parts[0]!), -90, 90);
    lng = inRange('location', numberFrom('location', parts[1]!), -180, 180);
  }
  const valid = get('valid') === undefined ? true : booleanOf('valid', get('valid')!);
  const speedText = get('speed');
  const speedKmh = speedText === undefined ? 0 : numberFrom('speed', speedText) * KNOT_KMH;
  const bearingField = get('bearing') !== undefined ? 'bearing' : 'heading';
  const bearingText = get(bearingField);
  const accuracyText = get('accuracy');
  const ignitionText = get('ignition');
  return {
    identifier,
    timestampMs,
    position: valid && lat !== null && lng !== null ? { lat, lng } : null,
    speedKmh: inRange('speed', speedKmh, 0, 400),
    bearing:
      bearingText === undefined ? 0 : inRange(bearingField, numberFrom(bearingField, bearingText), 0, 360),
    accuracyM: accuracyText === undefined ? null : Math.max(0, numberFrom('accuracy', accuracyText)),
    ignition: ignitionText === undefined ? null : booleanOf('ignition', ignitionText),
    moving: null,
  };
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const jsonNumber = (field: string, value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fail(field, 'must be a number');

/** One `location` of the JSON body (Traccar Client 9 and later, the background-geolocation format). */
const fixFromLocation = (identifier: string, location: unknown, at: string, nowMs: number): OsmAndFix => {
  if (!isObject(location)) return fail(at, 'must be an object');
  const timestamp = location['timestamp'];
  const timestampMs =
    timestamp === undefined
      ? nowMs
      : typeof timestamp === 'string' || typeof timestamp === 'number'
        ? timestampOf(`${at}.timestamp`, String(timestamp))
        : fail(`${at}.timestamp`, 'must be an ISO 8601 time');
  const coords = location['coords'];
  let position: OsmAndFix['position'] = null;
  let speedKmh = 0;
  let bearing = 0;
  let accuracyM: number | null = null;
  if (coords !== undefined) {
    if (!isObject(coords)) return fail(`${at}.coords`, 'must be an object');
    const f = (name: string) => `${at}.coords.${name}`;
    position = {
      lat: inRange(f('latitude'), jsonNumber(f('latitude'), coords['latitude']), -90, 90),
      lng: inRange(f('longitude'), jsonNumber(f('longitude'), coords['longitude']), -180, 180),
    };
    // Negative speed, heading or accuracy: the phone does not know (as iOS reports it).
    const speed = coords['speed'] === undefined ? -1 : jsonNumber(f('speed'), coords['speed']);
    speedKmh = speed < 0 ? 0 : inRange(f('speed'), speed * MPS_KMH, 0, 400);
    const heading = coords['heading'] === undefined ? -1 : jsonNumber(f('heading'), coords['heading']);
    bearing = heading < 0 ? 0 : inRange(f('heading'), heading, 0, 360);
    const accuracy = coords['accuracy'] === undefined ? -1 : jsonNumber(f('accuracy'), coords['accuracy']);
    accuracyM = accuracy < 0 ? null : accuracy;
  }
  const moving = location['is_moving'];
  return {
    identifier,
    timestampMs,
    position,
    speedKmh,
    bearing,
    accuracyM,
    ignition: null,
    moving: typeof moving === 'boolean' ? moving : null,
  };
};

/** The JSON variant: `{"device_id": …, "location": {…}}`, or a batch `"location": [{…}, …]`. */
const fixesFromJson = (body: string, nowMs: number): OsmAndFix[] => {
  let root: unknown;
  try {
    root = JSON.parse(body);
  } catch {
    return fail('body', 'must be JSON');
  }
  if (!isObject(root)) return fail('body', 'must be a JSON object');
  const identifier = identifierOf('device_id', root['device_id']);
  const location = root['location'];
  if (location === undefined) return fail('location', 'is required');
  if (!Array.isArray(location)) return [fixFromLocation(identifier, location, 'location', nowMs)];
  if (location.length === 0) return fail('location', 'must hold a position');
  if (location.length > MAX_FIXES_PER_REQUEST)
    return fail('location', `must hold at most ${MAX_FIXES_PER_REQUEST}`);
  return location.map((each, i) => fixFromLocation(identifier, each, `location[${i}]`, nowMs));
};

/**
 * Reads a request of the OsmAnd protocol as Traccar's decoder does (OsmAndProtocolDecoder): a JSON
 * body when the content type says so, else the query, else a form body; the first missing or wrong
 * field is named. `nowMs` is the time of a position sent without one.
 */
export const parseOsmAndRequest = (request: OsmAndRequest, nowMs: number): OsmAndParse => {
  try {
    if (request.contentType.toLowerCase().startsWith('application/json')) {
      return { ok: true, fixes: fixesFromJson(request.body, nowMs) };
    }
    const query = new URL(request.url, 'http://osmand.invalid').searchParams;
    const params = [...query.keys()].length > 0 ? query : new URLSearchParams(request.body);
    return { ok: true, fixes: [fixFromParams(firstValues(params), nowMs)] };
  } catch (error) {
    if (error instanceof FieldError) return { ok: false, field: error.field, reason: error.reason };
    throw error;
  }
};
