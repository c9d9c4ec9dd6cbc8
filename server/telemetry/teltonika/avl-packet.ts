import {
  type AvlCodec,
  type AvlIoElement,
  type AvlRecord,
  CODEC_8,
  CODEC_8_EXTENDED,
  positionOf,
} from './avl-record';
import { ByteCursor } from './byte-cursor';
import { crc16Ibm } from './crc16-ibm';

/**
 * Decoding one AVL data packet of Teltonika's TCP protocol, Codec 8 and Codec 8 Extended
 * (wiki.teltonika-gps.com/view/Teltonika_Data_Sending_Protocols):
 *
 *   00 00 00 00 | data field length (u32) | codec id | count 1 | records… | count 2 | CRC (u32)
 *
 * The data field runs from the codec id to count 2; the CRC-16/IBM over it fills the CRC's low two
 * bytes. A record: timestamp (u64 ms) | priority (u8) | GPS element (lng i32, lat i32 ×10⁷, altitude
 * i16, angle u16, satellites u8, speed u16 km/h) | IO element: event IO id, total count, then the 1-,
 * 2-, 4- and 8-byte groups (each a count, then id + value pairs); ids and counts are one byte in Codec 8
 * and two in Codec 8 Extended, which adds the NX group (count, then id + u16 length + value).
 */

/** Why a packet was refused. */
export type AvlPacketError =
  /** The first four bytes are not zero (not an AVL packet, or the stream lost its framing). */
  | 'bad_preamble'
  /** The data field length is above the configured maximum. */
  | 'too_large'
  /** The length field disagrees with the packet: too small to hold a codec id and two counts, bytes
   * left over after the last record, or more bytes given than the packet has. */
  | 'bad_length'
  /** The bytes end before the packet does, or a record runs past the data field. */
  | 'truncated'
  | 'crc_mismatch'
  /** A codec other than 8 and 8 Extended (e.g. Codec 12/13 command responses, Codec 16). */
  | 'unsupported_codec'
  /** The two record counts differ. */
  | 'count_mismatch';

/** A decoded packet: its codec and records, in the order sent. */
export interface AvlPacket {
  readonly codec: AvlCodec;
  readonly records: readonly AvlRecord[];
}

/** A decoded packet, or why it was refused. */
export type AvlPacketResult =
  ({ readonly ok: true } & AvlPacket) | { readonly ok: false; readonly reason: AvlPacketError };

/** Preamble and data field length. */
export const PACKET_HEADER_BYTES = 8;
/** The CRC field after the data field. */
export const PACKET_CRC_BYTES = 4;
/** The smallest data field: a codec id and the two record counts. */
export const MIN_DATA_LENGTH = 3;
/**
 * The default cap on the data field length. Teltonika documents at most 1280 bytes for a packet of its
 * FMB devices; 64 KiB leaves room for large Codec 8 Extended (NX) packets and bounds what one
 * connection may make the server hold.
 */
export const DEFAULT_MAX_DATA_LENGTH = 64 * 1024;

/** Limits of the decoder. */
export interface AvlPacketOptions {
  /** The largest data field length accepted (default {@link DEFAULT_MAX_DATA_LENGTH}). */
  readonly maxDataLength?: number;
}

/** The data field length a packet header announces, or why the header is refused. */
export type PacketHeaderResult =
  | { readonly ok: true; readonly dataLength: number }
  | { readonly ok: false; readonly reason: 'bad_preamble' | 'too_large' | 'bad_length' | 'truncated' };

/**
 * Checks the first 8 bytes of a packet (preamble and length) so a reader can refuse a bad or oversized
 * packet before buffering its body.
 */
export const checkPacketHeader = (bytes: Uint8Array, options: AvlPacketOptions = {}): PacketHeaderResult => {
  for (let i = 0; i < Math.min(4, bytes.length); i += 1) {
    if (bytes[i] !== 0) return { ok: false, reason: 'bad_preamble' };
  }
  if (bytes.length < PACKET_HEADER_BYTES) return { ok: false, reason: 'truncated' };
  const dataLength = new DataView(bytes.buffer, bytes.byteOffset, PACKET_HEADER_BYTES).getUint32(4);
  const maxDataLength = options.maxDataLength ?? DEFAULT_MAX_DATA_LENGTH;
  if (dataLength > maxDataLength) return { ok: false, reason: 'too_large' };
  if (dataLength < MIN_DATA_LENGTH) return { ok: false, reason: 'bad_length' };
  return { ok: true, dataLength };
};

/** Reads an IO id or count: one byte in Codec 8, two in Codec 8 Extended. */
type IdReader = () => number;

const readIoGroups = (cursor: ByteCursor, idOrCount: IdReader, wide: boolean): AvlIoElement[] => {
  const io: AvlIoElement[] = [];
  for (const width of [1, 2, 4, 8]) {
    const count = idOrCount();
    for (let i = 0; i < count && !cursor.overrun; i += 1) {
      const id = idOrCount();
      io.push({ id, bytes: cursor.copy(width) });
    }
  }
  if (wide) {
    const count = cursor.u16();
    for (let i = 0; i < count && !cursor.overrun; i += 1) {
      const id = cursor.u16();
      io.push({ id, bytes: cursor.copy(cursor.u16()) });
    }
  }
  return io;
};

/** One record, or null when it runs past the data field. */
const readRecord = (cursor: ByteCursor, wide: boolean): AvlRecord | null => {
  const timestampMs = cursor.u64();
  const priority = cursor.u8();
  const gps = {
    longitude: cursor.i32() / 1e7,
    latitude: cursor.i32() / 1e7,
    altitude: cursor.i16(),
    angle: cursor.u16(),
    satellites: cursor.u8(),
    speedKmh: cursor.u16(),
  };
  const idOrCount: IdReader = wide ? () => cursor.u16() : () => cursor.u8();
  const eventIoId = idOrCount();
  // The total IO count is not checked against the groups' counts (as Traccar): the CRC guards the bytes.
  idOrCount();
  const io = readIoGroups(cursor, idOrCount, wide);
  if (cursor.overrun) return null;
  return { timestampMs, priority, gps, position: positionOf(gps), eventIoId, io };
};

const refuse = (reason: AvlPacketError): AvlPacketResult => ({ ok: false, reason });

/**
 * Decodes exactly one TCP AVL packet (preamble to CRC). Never throws: any input answers a packet or a
 * reason, checked in this order: preamble, length against the maximum, completeness, CRC, codec, the
 * two counts, then the records against the data field.
 */
export const decodeAvlPacket = (bytes: Uint8Array, options: AvlPacketOptions = {}): AvlPacketResult => {
  const header = checkPacketHeader(bytes, options);
  if (!header.ok) return refuse(header.reason);
  const dataEnd = PACKET_HEADER_BYTES + header.dataLength;
  const packetLength = dataEnd + PACKET_CRC_BYTES;
  if (bytes.length < packetLength) return refuse('truncated');
  if (bytes.length > packetLength) return refuse('bad_length');
  const crcField = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(dataEnd);
  if (crcField !== crc16Ibm(bytes, PACKET_HEADER_BYTES, dataEnd)) return refuse('crc_mismatch');
  const codec = bytes[PACKET_HEADER_BYTES];
  if (codec !== CODEC_8 && codec !== CODEC_8_EXTENDED) return refuse('unsupported_codec');
  const count = bytes[PACKET_HEADER_BYTES + 1] ?? 0;
  if (count !== bytes[dataEnd - 1]) return refuse('count_mismatch');
  // The records lie between count 1 and count 2.
  const cursor = new ByteCursor(bytes, PACKET_HEADER_BYTES + 2, dataEnd - 1);
  const records: AvlRecord[] = [];
  for (let i = 0; i < count; i += 1) {
    const record = readRecord(cursor, codec === CODEC_8_EXTENDED);
    if (!record) return refuse('truncated');
    records.push(record);
  }
  if (cursor.position !== dataEnd - 1) return refuse('bad_length');
  return { ok: true, codec, records };
};
