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
 * A one-dimensional array in PostgreSQL's binary format (what `array_recv` reads: dimensions, a null
 * flag, the element type, the size and lower bound, then each element's length and big-endian bytes;
 * length -1 for a null). node-postgres sends a Buffer parameter as binary: the server then reads the
 * numbers as they are instead of parsing 5,500 numbers of text per batch, which took more than half of
 * the insert's time (issue 29 §2).
 */
export const binaryArray = (records: readonly TelemetryRecord[], type: ElementType, pick: Pick): Buffer => {
  const { oid, bytes } = ELEMENT[type];
  let hasNull = 0;
  for (const r of records) if (pick(r) === null) hasNull = 1;
  // Room for every element's value; a null's takes only its length.
  const buffer = Buffer.allocUnsafe(20 + records.length * (4 + bytes));
  let at = 0;
  buffer.writeInt32BE(1, at);
  buffer.writeInt32BE(hasNull, (at += 4));
  buffer.writeInt32BE(oid, (at += 4));
  buffer.writeInt32BE(records.length, (at += 4));
  buffer.writeInt32BE(1, (at += 4));
  at += 4;
  for (const r of records) {
    const value = pick(r);
    if (value === null) {
      buffer.writeInt32BE(-1, at);
      at += 4;
      continue;
    }
    buffer.writeInt32BE(bytes, at);
    at += 4;
    if (type === 'float8') buffer.writeDoubleBE(value, at);
    else if (type === 'float4') buffer.writeFloatBE(value, at);
    else buffer.writeInt16BE(value, at);
    at += bytes;
  }
  return buffer.subarray(0, at);
};

/** The insert's array parameters for the database: binary for node-postgres, text for PGlite. */
export const positionArrays = (
  records: readonly TelemetryRecord[],
  kind: 'pglite' | 'postgres',
): (string | Buffer)[] =>
  POSITION_ARRAYS.map(([type, pick]) =>
    kind === 'postgres' ? binaryArray(records, type, pick) : textArray(records, pick),
  );
