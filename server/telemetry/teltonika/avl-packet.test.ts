import { describe, expect, it } from 'vitest';
import { decodeAvlPacket } from './avl-packet';
import { type AvlRecord, CODEC_8, CODEC_8_EXTENDED, ioBigInt, ioSigned, ioUnsigned } from './avl-record';
import { crc16Ibm } from './crc16-ibm';
import { type ExpectedPacket, expectDecodes, gps } from './teltonika-test-expectations';
import * as V from './teltonika-test-vectors';

/** The examples' records have no fix, priority 1 and are written for a change of IO 1. */
const EXAMPLE = { priority: 1, gps: gps(0, 0), position: null, eventIoId: 1 } as const;

/**
 * The examples of Teltonika's protocol page (WIKI_SOURCE), with the values of the page's own field
 * tables: 2019-06-10 10:04:46 GMT, GPS element all zero, event IO 1, IO 21 = 3, IO 1 = 1, 66 = 0x5E0F…
 */
const WIKI: readonly ExpectedPacket[] = [
  [
    'Codec 8 example 1',
    V.WIKI_CODEC8_1,
    CODEC_8,
    [
      {
        at: '2019-06-10T10:04:46.000Z',
        ...EXAMPLE,
        ioCount: 5,
        io: { 21: 3, 1: 1, 66: 0x5e0f, 241: 0x601a, 78: '0000000000000000' },
      },
    ],
  ],
  [
    'Codec 8 example 2',
    V.WIKI_CODEC8_2,
    CODEC_8,
    [
      {
        at: '2019-06-10T10:05:36.000Z',
        ...EXAMPLE,
        ioCount: 3,
        io: { 21: 3, 1: 1, 66: 0x5e10 },
      },
    ],
  ],
  [
    'Codec 8 example 3',
    V.WIKI_CODEC8_3,
    CODEC_8,
    [
      {
        at: '2019-06-10T10:01:01.000Z',
        ...EXAMPLE,
        ioCount: 1,
        io: { 1: 0 },
      },
      {
        at: '2019-06-10T10:01:19.000Z',
        ...EXAMPLE,
        ioCount: 1,
        io: { 1: 1 },
      },
    ],
  ],
  [
    'Codec 8 Extended example',
    V.WIKI_CODEC8E,
    CODEC_8_EXTENDED,
    [
      {
        at: '2019-06-10T11:36:32.000Z',
        ...EXAMPLE,
        ioCount: 5,
        io: { 1: 1, 17: 0x1d, 16: 0x015e2c88, 11: '000000003544c87a', 14: '000000001dd7e06a' },
      },
    ],
  ],
];

describe('decoding the examples of Teltonika’s protocol page', () => {
  it.each(WIKI)('decodes %s', (_name, packet, codec, expected) => expectDecodes(packet, codec, expected));

  it('checks the CRC-16/IBM of every vector, and the catalogue’s check value', () => {
    expect(crc16Ibm(new TextEncoder().encode('123456789'))).toBe(0xbb3d);
    expect(crc16Ibm(V.dataFieldOf(V.hex(V.WIKI_CODEC8_1)))).toBe(0xc7cf);
    for (const [name, packet] of Object.entries(V.GOOD_PACKETS)) {
      const bytes = V.hex(packet);
      const crcField = new DataView(bytes.buffer).getUint32(bytes.length - 4);
      expect(crc16Ibm(V.dataFieldOf(bytes)), name).toBe(crcField);
    }
  });
});

describe('reading IO values', () => {
  it('reads 8-byte values exactly as bigint (an iButton id above 2⁵³)', () => {
    const result = decodeAvlPacket(V.hex(V.TRACCAR_CODEC8_IBUTTON));
    expect(result.ok && ioBigInt(result.records[1]!, 78)).toBe(0x01000b00791c1793n);
  });

  it('reads values of each width signed (two’s complement) or unsigned', () => {
    const decoded = decodeAvlPacket(V.hex(V.WIKI_CODEC8_1));
    if (!decoded.ok) throw new Error(decoded.reason);
    const record: AvlRecord = {
      ...decoded.records[0]!,
      io: [
        { id: 1, bytes: Uint8Array.of(0xff) },
        { id: 2, bytes: Uint8Array.of(0xff, 0x38) },
        { id: 4, bytes: Uint8Array.of(0xff, 0xff, 0xff, 0x83) },
        { id: 9, bytes: new Uint8Array(9) },
      ],
    };
    expect([ioSigned(record, 1), ioUnsigned(record, 1)]).toEqual([-1, 255]);
    expect([ioSigned(record, 2), ioUnsigned(record, 2)]).toEqual([-200, 0xff38]);
    expect([ioSigned(record, 4), ioUnsigned(record, 4)]).toEqual([-125, 0xffffff83]);
    // Longer than 8 bytes (only NX values are) and absent ids have no number.
    expect([ioUnsigned(record, 9), ioSigned(record, 9), ioUnsigned(record, 3)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('copies IO values, so reusing the input buffer does not change decoded records', () => {
    const bytes = V.hex(V.WIKI_CODEC8_1);
    const result = decodeAvlPacket(bytes);
    bytes.fill(0xaa);
    expect(result.ok && ioUnsigned(result.records[0]!, 66)).toBe(0x5e0f);
  });
});
