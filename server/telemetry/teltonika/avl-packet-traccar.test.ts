import { describe, it } from 'vitest';
import { CODEC_8, CODEC_8_EXTENDED } from './avl-record';
import { asciiHex, type ExpectedPacket, expectDecodes, fixOf, gps } from './teltonika-test-expectations';
import * as V from './teltonika-test-vectors';

/*
 * Packets of Traccar's decoder test (TRACCAR_SOURCE), which only checks that positions come out; the
 * values below were read from the bytes by hand and with an independent Python decoder. The places
 * fit the coordinates' countries (Karachi, Lithuania, Delhi, Yekaterinburg, Stellenbosch, the
 * Dutch-German border, the Faroe Islands, Denmark).
 */

const KARACHI = gps(67.1363518, 24.9484381, 56, 301, 16, 0);
const KARACHI_2 = gps(67.1363591, 24.9484253, 56, 70, 19, 9);
const KARACHI_2021 = gps(67.0457151, 24.893493, 21, 241, 17, 97);
/** No fix: the last valid coordinates, with altitude, angle, satellites and speed 0. */
const LITHUANIA_NO_FIX = gps(23.291255, 55.9511166);
const LITHUANIA = gps(23.291255, 55.9511166, 110, 324, 7, 0);
const LITHUANIA_MOVING = gps(23.2913183, 55.9510533, 111, 246, 19, 8);
const DELHI = (satellites: number) => gps(77.3044118, 28.5913718, 215, 0, satellites, 0);
const YEKATERINBURG = gps(60.5131366, 56.9463366, 267, 185, 19, 94);
const STELLENBOSCH_NO_FIX = gps(18.8357883, -33.9656016);
const BORDER = gps(6.7877833, 52.0296716, 33, 225, 19, 19);
const FAROE_NO_FIX = gps(-6.76889, 62.0355866);
const DENMARK = (altitude: number, satellites: number) =>
  gps(10.2598799, 55.365185, altitude, 46, satellites, 0);

const IBUTTON = '01000b00791c1793';
const BLE_TAGS =
  '01210001e50110cde39f7e42bb55aa788e4a29ed650055020ab70a8f264c6000ffff6b210001b00110f89b907e42bb55aa' +
  'a3463b29ed650055020ab708bb2600ae0500096c';
const BEACON = '11210102030405060708090a0b0c0d0e0f10020b010a';

const TRACCAR: readonly ExpectedPacket[] = [
  [
    'Codec 8, three records, the last a year older',
    V.TRACCAR_CODEC8_KARACHI,
    CODEC_8,
    [
      {
        at: '2022-03-28T04:53:34.230Z',
        priority: 0,
        gps: KARACHI,
        position: fixOf(KARACHI),
        eventIoId: 250,
        ioCount: 16,
        io: { 21: 3, 66: 12961, 199: 6, 241: 41001, 250: 0 },
      },
      {
        at: '2022-03-28T04:52:53.270Z',
        priority: 0,
        gps: KARACHI_2,
        position: fixOf(KARACHI_2),
        eventIoId: 0,
        ioCount: 15,
        io: { 1: 1, 24: 9, 66: 12918 },
      },
      {
        at: '2021-06-04T03:19:23.160Z',
        priority: 0,
        gps: KARACHI_2021,
        position: fixOf(KARACHI_2021),
        eventIoId: 0,
        ioCount: 15,
        io: { 24: 97, 66: 13556, 199: 327 },
      },
    ],
  ],
  [
    'Codec 8, no fix then an ignition event',
    V.TRACCAR_CODEC8_IGNITION,
    CODEC_8,
    [
      {
        at: '2022-08-12T20:54:20.000Z',
        priority: 0,
        gps: LITHUANIA_NO_FIX,
        position: null,
        eventIoId: 0,
        ioCount: 11,
        io: { 239: 0, 240: 0, 69: 4, 66: 12800 },
      },
      {
        at: '2022-08-12T10:54:18.000Z',
        priority: 0,
        gps: LITHUANIA,
        position: fixOf(LITHUANIA),
        eventIoId: 239,
        ioCount: 18,
        io: { 239: 0, 240: 0, 21: 5, 66: 13092, 205: 247671 },
      },
      {
        at: '2022-08-12T10:53:23.000Z',
        priority: 0,
        gps: LITHUANIA_MOVING,
        position: fixOf(LITHUANIA_MOVING),
        eventIoId: 0,
        ioCount: 18,
        io: { 239: 1, 240: 1, 21: 4, 24: 8 },
      },
    ],
  ],
  [
    'Codec 8, four records with an 8-byte iButton id',
    V.TRACCAR_CODEC8_IBUTTON,
    CODEC_8,
    (
      [
        ['2017-01-06T11:34:59.000Z', 11, '0000000000000000'],
        ['2017-01-06T11:34:57.000Z', 10, IBUTTON],
        ['2017-01-06T11:34:56.000Z', 10, '0000000000000000'],
        ['2017-01-06T11:34:53.000Z', 11, IBUTTON],
      ] as const
    ).map(([at, satellites, id]) => ({
      at,
      priority: 1,
      gps: DELHI(satellites),
      position: fixOf(DELHI(satellites)),
      eventIoId: 78,
      ioCount: 1,
      io: { 78: id },
    })),
  ],
  [
    'Codec 8, driving',
    V.TRACCAR_CODEC8_DRIVING,
    CODEC_8,
    [
      {
        at: '2017-09-26T02:56:53.000Z',
        priority: 0,
        gps: YEKATERINBURG,
        position: fixOf(YEKATERINBURG),
        eventIoId: 0,
        ioCount: 15,
        io: { 239: 1, 240: 1, 21: 5, 66: 14363, 24: 94, 181: 11, 182: 6 },
      },
    ],
  ],
  [
    'Codec 8 Extended, two records south of the equator',
    V.TRACCAR_CODEC8E_SOUTH,
    CODEC_8_EXTENDED,
    [
      {
        at: '2021-05-10T08:19:55.000Z',
        priority: 1,
        gps: STELLENBOSCH_NO_FIX,
        position: null,
        eventIoId: 236,
        ioCount: 15,
        io: { 236: 1, 263: 1, 113: 1, 67: 3414 },
      },
      {
        at: '2021-05-10T08:19:57.000Z',
        priority: 1,
        gps: STELLENBOSCH_NO_FIX,
        position: null,
        eventIoId: 389,
        ioCount: 15,
        io: { 389: 0x11, 263: 1, 67: 3414 },
      },
    ],
  ],
  [
    'Codec 8 Extended, OBD data with a VIN and trouble codes',
    V.TRACCAR_CODEC8E_OBD,
    CODEC_8_EXTENDED,
    [
      {
        at: '2021-04-08T10:52:26.000Z',
        priority: 0,
        gps: BORDER,
        position: fixOf(BORDER),
        eventIoId: 0,
        ioCount: 16,
        io: {
          239: 1,
          240: 1,
          21: 3,
          30: 7,
          66: 14304,
          36: 1439,
          16: 41397,
          256: asciiHex('WV1ZZZ2EZ86015388'),
          281: asciiHex('P0299,P0675,P0674,P0672,P0671,P0471,P2BAC'),
        },
      },
    ],
  ],
  [
    'Codec 8 Extended, a 64-byte NX value only',
    V.TRACCAR_CODEC8E_NX,
    CODEC_8_EXTENDED,
    [
      {
        at: '2023-10-12T12:29:59.011Z',
        priority: 0,
        gps: FAROE_NO_FIX,
        position: null,
        eventIoId: 548,
        ioCount: 1,
        io: { 548: BLE_TAGS },
      },
    ],
  ],
  [
    'Codec 8 Extended, two beacon records',
    V.TRACCAR_CODEC8E_BEACON,
    CODEC_8_EXTENDED,
    [
      {
        at: '2020-08-31T06:00:56.001Z',
        priority: 0,
        gps: DENMARK(50, 12),
        position: fixOf(DENMARK(50, 12)),
        eventIoId: 385,
        ioCount: 1,
        io: { 385: `${BEACON}d0` },
      },
      {
        at: '2020-08-31T06:00:26.001Z',
        priority: 0,
        gps: DENMARK(51, 13),
        position: fixOf(DENMARK(51, 13)),
        eventIoId: 385,
        ioCount: 1,
        io: { 385: `${BEACON}d2` },
      },
    ],
  ],
];

describe('decoding the packets of Traccar’s Teltonika test', () => {
  it.each(TRACCAR)('decodes %s', (_name, packet, codec, expected) => expectDecodes(packet, codec, expected));
});
