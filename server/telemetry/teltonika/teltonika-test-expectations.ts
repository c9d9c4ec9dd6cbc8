import { expect } from 'vitest';
import { decodeAvlPacket } from './avl-packet';
import { type AvlCodec, type AvlGps, type AvlPosition, ioElement, ioUnsigned } from './avl-record';
import { hex, toHex } from './teltonika-test-vectors';

/** What one record must decode to; io values as unsigned numbers, or as hex (NX and 8-byte values). */
export interface ExpectedRecord {
  readonly at: string;
  readonly priority: number;
  readonly gps: AvlGps;
  readonly position: AvlPosition | null;
  readonly eventIoId: number;
  readonly ioCount: number;
  readonly io: Readonly<Record<number, number | string>>;
}

/** A vector: its name, packet hex, codec and records. */
export type ExpectedPacket = readonly [string, string, AvlCodec, readonly ExpectedRecord[]];

/** A GPS element (defaults: all 0, as a device without a fix sends). */
export const gps = (
  longitude: number,
  latitude: number,
  altitude = 0,
  angle = 0,
  satellites = 0,
  speedKmh = 0,
): AvlGps => ({ longitude, latitude, altitude, angle, satellites, speedKmh });

/** The position of a GPS element that is a fix. */
export const fixOf = (g: AvlGps): AvlPosition => ({ lat: g.latitude, lng: g.longitude });

/** A record with a fix: its position is the GPS element's coordinates. */
export const fix = (
  at: string,
  g: AvlGps,
  eventIoId: number,
  ioCount: number,
  io: ExpectedRecord['io'],
  priority = 0,
): ExpectedRecord => ({ at, priority, gps: g, position: fixOf(g), eventIoId, ioCount, io });

/** A record without a fix (0 satellites): no position, whatever coordinates it carries. */
export const noFix = (
  at: string,
  g: AvlGps,
  eventIoId: number,
  ioCount: number,
  io: ExpectedRecord['io'],
  priority = 0,
): ExpectedRecord => ({ at, priority, gps: g, position: null, eventIoId, ioCount, io });

/** Hex of ASCII text (NX values such as a VIN). */
export const asciiHex = (text: string): string => Buffer.from(text, 'ascii').toString('hex');

/** Decodes the packet and compares it with the expectation, field by field. */
export const expectDecodes = (packet: string, codec: AvlCodec, expected: readonly ExpectedRecord[]): void => {
  const result = decodeAvlPacket(hex(packet));
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  expect(result.codec).toBe(codec);
  expect(result.records).toHaveLength(expected.length);
  result.records.forEach((record, i) => {
    const want = expected[i]!;
    expect(new Date(record.timestampMs).toISOString(), `record ${i}`).toBe(want.at);
    expect(record).toMatchObject({ priority: want.priority, gps: want.gps, position: want.position });
    expect(record.eventIoId).toBe(want.eventIoId);
    expect(record.io).toHaveLength(want.ioCount);
    for (const [id, value] of Object.entries(want.io)) {
      const got =
        typeof value === 'string'
          ? toHex(ioElement(record, Number(id))?.bytes ?? new Uint8Array())
          : ioUnsigned(record, Number(id));
      expect(got, `record ${i} io ${id}`).toBe(value);
    }
  });
};
