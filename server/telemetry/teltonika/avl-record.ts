/** Codec 8: one-byte IO ids and counts. */
export const CODEC_8 = 0x08;
/** Codec 8 Extended: two-byte IO ids and counts, and the variable-length (NX) IO group. */
export const CODEC_8_EXTENDED = 0x8e;
/** The codecs this decoder reads (Codec 12/13/14/16 and GH3000's 7 are refused as unsupported). */
export type AvlCodec = typeof CODEC_8 | typeof CODEC_8_EXTENDED;

/** The GPS element of a record, as sent (coordinates in degrees, from signed int32 × 10⁷). */
export interface AvlGps {
  readonly longitude: number;
  readonly latitude: number;
  /** Metres above sea level (signed). */
  readonly altitude: number;
  /** Degrees from north, clockwise. */
  readonly angle: number;
  readonly satellites: number;
  readonly speedKmh: number;
}

/** A position the device measured, or none. */
export interface AvlPosition {
  readonly lat: number;
  readonly lng: number;
}

/**
 * One IO element: its id and its value's big-endian bytes (1, 2, 4 or 8 of them from the fixed-size
 * groups; any number from Codec 8 Extended's NX group). Signedness and scale depend on the id, so the
 * bytes are kept as sent and read with {@link ioUnsigned} / {@link ioSigned}.
 */
export interface AvlIoElement {
  readonly id: number;
  readonly bytes: Uint8Array;
}

/** One AVL record of a packet. */
export interface AvlRecord {
  /** Epoch milliseconds (UTC) as the device sent them. */
  readonly timestampMs: number;
  /** 0 low, 1 high, 2 panic. */
  readonly priority: number;
  readonly gps: AvlGps;
  /** The GPS element's coordinates when they are a fix, else null (see {@link positionOf}). */
  readonly position: AvlPosition | null;
  /** The IO id whose change made the device write this record; 0 for a periodic record. */
  readonly eventIoId: number;
  /** The IO elements in packet order. */
  readonly io: readonly AvlIoElement[];
}

/**
 * The no-fix rule. Teltonika's protocol page: "If record are without valid coordinates (there were no
 * GPS fix in the moment of data acquisition) – Longitude, Latitude and Altitude values are last valid
 * fix, and Angle, Satellites and Speed are 0"; a device that never had a fix sends 0/0. So a record has
 * no position when it counts no satellites (its coordinates are an old fix, not where the vehicle is)
 * or when both coordinates are exactly 0 (no fix ever; no rail vehicle stands at 0°N 0°E).
 */
export const positionOf = (gps: AvlGps): AvlPosition | null =>
  gps.satellites === 0 || (gps.latitude === 0 && gps.longitude === 0)
    ? null
    : { lat: gps.latitude, lng: gps.longitude };

/** The first IO element with this id, if the record has one. */
export const ioElement = (record: AvlRecord, id: number): AvlIoElement | undefined =>
  record.io.find((element) => element.id === id);

const bigUnsigned = (bytes: Uint8Array): bigint => {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
};

/**
 * The element's value as an unsigned big-endian integer, exact up to 2⁵³ (8-byte values above that
 * lose precision: read {@link ioBigInt} for identifiers); undefined when absent or longer than 8 bytes.
 */
export const ioUnsigned = (record: AvlRecord, id: number): number | undefined => {
  const value = ioBigInt(record, id);
  return value === undefined ? undefined : Number(value);
};

/** The element's value as an unsigned big-endian bigint; undefined when absent or longer than 8 bytes. */
export const ioBigInt = (record: AvlRecord, id: number): bigint | undefined => {
  const element = ioElement(record, id);
  if (!element || element.bytes.length === 0 || element.bytes.length > 8) return undefined;
  return bigUnsigned(element.bytes);
};

/** The element's value as a two's-complement integer of its own width (1, 2, 4 or 8 bytes). */
export const ioSigned = (record: AvlRecord, id: number): number | undefined => {
  const element = ioElement(record, id);
  const unsigned = ioBigInt(record, id);
  if (!element || unsigned === undefined) return undefined;
  return Number(BigInt.asIntN(element.bytes.length * 8, unsigned));
};
