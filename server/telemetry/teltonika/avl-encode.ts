import { type AvlCodec, type AvlIoElement, type AvlRecord, CODEC_8_EXTENDED } from './avl-record';
import { crc16Ibm } from './crc16-ibm';

/** A record to encode: the decoder's record without the derived position. */
export type AvlRecordToSend = Omit<AvlRecord, 'position'>;

/** The most records one packet holds (its counts are one byte). */
export const MAX_RECORDS_PER_PACKET = 255;

class Writer {
  private readonly parts: Buffer[] = [];
  u8(value: number): this {
    this.parts.push(Buffer.from([value & 0xff]));
    return this;
  }
  u16(value: number): this {
    const b = Buffer.alloc(2);
    b.writeUInt16BE(value);
    this.parts.push(b);
    return this;
  }
  i16(value: number): this {
    const b = Buffer.alloc(2);
    b.writeInt16BE(value);
    this.parts.push(b);
    return this;
  }
  i32(value: number): this {
    const b = Buffer.alloc(4);
    b.writeInt32BE(value);
    this.parts.push(b);
    return this;
  }
  u32(value: number): this {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(value);
    this.parts.push(b);
    return this;
  }
  u64(value: number): this {
    const b = Buffer.alloc(8);
    b.writeBigUInt64BE(BigInt(value));
    this.parts.push(b);
    return this;
  }
  bytes(value: Uint8Array): this {
    this.parts.push(Buffer.from(value));
    return this;
  }
  done(): Buffer {
    return Buffer.concat(this.parts);
  }
}

const FIXED_SIZES = [1, 2, 4, 8] as const;

const writeRecord = (w: Writer, codec: AvlCodec, record: AvlRecordToSend): void => {
  const wide = codec === CODEC_8_EXTENDED;
  const idOrCount = (value: number) => (wide ? w.u16(value) : w.u8(value));
  const { gps } = record;
  w.u64(record.timestampMs).u8(record.priority);
  w.i32(Math.round(gps.longitude * 1e7)).i32(Math.round(gps.latitude * 1e7));
  w.i16(gps.altitude).u16(gps.angle).u8(gps.satellites).u16(gps.speedKmh);
  idOrCount(record.eventIoId);
  idOrCount(record.io.length);
  const groups = FIXED_SIZES.map((size) => record.io.filter((e) => e.bytes.length === size));
  const variable: AvlIoElement[] = record.io.filter(
    (e) => !(FIXED_SIZES as readonly number[]).includes(e.bytes.length),
  );
  if (!wide && variable.length > 0) {
    throw new Error('Codec 8 carries IO values of 1, 2, 4 or 8 bytes only (NX needs Codec 8 Extended).');
  }
  for (const group of groups) {
    idOrCount(group.length);
    for (const element of group) {
      idOrCount(element.id);
      w.bytes(element.bytes);
    }
  }
  if (wide) {
    w.u16(variable.length);
    for (const element of variable) w.u16(element.id).u16(element.bytes.length).bytes(element.bytes);
  }
};

/**
 * One AVL data packet of Teltonika's TCP protocol, as a box sends it (the layout {@link decodeAvlPacket}
 * reads): preamble, data field length, codec id, record count, records, record count, CRC-16/IBM.
 * IO elements go into the group of their value's length, in the order given.
 */
export const encodeAvlPacket = (codec: AvlCodec, records: readonly AvlRecordToSend[]): Buffer => {
  if (records.length < 1 || records.length > MAX_RECORDS_PER_PACKET) {
    throw new Error(`A packet holds 1 to ${MAX_RECORDS_PER_PACKET} records, not ${records.length}.`);
  }
  const data = new Writer().u8(codec).u8(records.length);
  for (const record of records) writeRecord(data, codec, record);
  const field = data.u8(records.length).done();
  return new Writer().u32(0).u32(field.length).bytes(field).u32(crc16Ibm(field)).done();
};

/** A box's IMEI handshake: the IMEI's length (u16) and its digits in ASCII. */
export const encodeImei = (imei: string): Buffer =>
  new Writer().u16(imei.length).bytes(Buffer.from(imei, 'ascii')).done();
