import { STATUS_CODES, type TelemetryRecord } from './telemetry-record';

/** The element types of the insert's arrays, with their PostgreSQL type ids and sizes in binary. */
const ELEMENT = {
  float8: { oid: 701, bytes: 8 },
  float4: { oid: 700, bytes: 4 },
  int2: { oid: 21, bytes: 2 },
} as const;
type ElementType = keyof typeof ELEMENT;

type Pick = (r: TelemetryRecord) => number | null;

/**
 * The columns the insert sends, one array each, in the order of its `unnest`: the time as epoch ms,
 * then the record's values. Their element types are those the statement casts its parameters to.
 */
export const POSITION_ARRAYS: readonly (readonly [ElementType, Pick])[] = [
  ['float8', (r) => r.ts],
  ['float8', (r) => r.lat],
  ['float8', (r) => r.lng],
  ['float4', (r) => r.speed],
  ['float4', (r) => r.bearing],
  ['int2', (r) => STATUS_CODES[r.status]],
  ['int2', (r) => r.gpsSatellites],
  ['int2', (r) => r.gsmSignal],
  ['float8', (r) => r.mileageKm],
  ['float4', (r) => r.externalPowerVoltage],
  ['float4', (r) => r.temperature],
];

/**
 * A PostgreSQL array literal of numbers (`{1.5,NULL,3}`), written by hand: node-postgres escapes every
 * element of a JavaScript array as text, about a fifth of a batch's CPU (issue 29 §2). The numbers are
 * checked finite (record-validation), so their JavaScript text is a valid PostgreSQL number.
 */
export const textArray = (records: readonly TelemetryRecord[], pick: Pick): string => {
  let text = '{';
  for (let i = 0; i < records.length; i++) {
    const value = pick(records[i]!);
    text += `${i > 0 ? ',' : ''}${value === null ? 'NULL' : value}`;
  }
  return `${text}}`;
};

/**
 * The columns as one-dimensional arrays in PostgreSQL's binary format (what `array_recv` reads:
 * dimensions, a null flag, the element type, the size and lower bound, then each element's length
 * and big-endian bytes; length -1 for a null), one Buffer each, cut from a single allocation and
 * written through a DataView (which the compiler turns into plain stores; `Buffer.writeDoubleBE`
 * copies byte by byte, issue 29 §2). node-postgres sends a Buffer parameter as binary: the server
 * then reads the numbers as they are instead of parsing 5,500 numbers of text per batch, which took
 * more than half of the insert's time.
 */
export const binaryArrays = (records: readonly TelemetryRecord[]): Buffer[] => {
  const n = records.length;
  const size = POSITION_ARRAYS.reduce((sum, [type]) => sum + 20 + n * (4 + ELEMENT[type].bytes), 0);
  const buffer = Buffer.allocUnsafe(size);
  const view = new DataView(buffer.buffer, buffer.byteOffset, size);
  const arrays: Buffer[] = [];
  let at = 0;
  for (const [type, pick] of POSITION_ARRAYS) {
    const { oid, bytes } = ELEMENT[type];
    const begin = at;
    let hasNull = 0;
    view.setInt32(at, 1);
    view.setInt32(at + 8, oid);
    view.setInt32(at + 12, n);
    view.setInt32(at + 16, 1);
    at += 20;
    for (let i = 0; i < n; i++) {
      const value = pick(records[i]!);
      if (value === null) {
        hasNull = 1;
        view.setInt32(at, -1);
        at += 4;
        continue;
      }
      view.setInt32(at, bytes);
      if (type === 'float8') view.setFloat64(at + 4, value);
      else if (type === 'float4') view.setFloat32(at + 4, value);
      else view.setInt16(at + 4, value);
      at += 4 + bytes;
    }
    view.setInt32(begin + 4, hasNull);
    arrays.push(buffer.subarray(begin, at));
  }
  return arrays;
};

/** The insert's array parameters for the database: binary for node-postgres, text for PGlite. */
export const positionArrays = (
  records: readonly TelemetryRecord[],
  kind: 'pglite' | 'postgres',
): (string | Buffer)[] =>
  kind === 'postgres' ? binaryArrays(records) : POSITION_ARRAYS.map(([, pick]) => textArray(records, pick));
