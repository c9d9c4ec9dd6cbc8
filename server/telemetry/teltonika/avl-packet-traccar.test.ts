import { describe, expect, it } from 'vitest';
import { type AvlPacketError, decodeAvlPacket } from './avl-packet';
import { CODEC_8 } from './avl-record';
import { type ExpectedPacket, expectDecodes, fix, gps, noFix } from './teltonika-test-expectations';
import * as V from './teltonika-test-vectors';

/*
 * The Codec 8 packets of Traccar's decoder test (TRACCAR_SOURCE; Codec 8 Extended in
 * avl-packet-traccar-8e.test.ts). Traccar only checks that positions come out; the values below were
 * read from the bytes by the layout of Teltonika's protocol page, with an independent Python decoder
 * and by hand, not taken from our decoder. Each record lists the IO elements the record mapping reads
 * (239 ignition, 240 movement, 21 GSM, 66 voltage, 16 odometer, 72 Dallas, 85/36 RPM, 115/32 coolant)
 * that it has, and its event element. The places fit the coordinates' countries.
 */

const KARACHI = gps(67.1363518, 24.9484381, 56, 301, 16, 0);
const KARACHI_2 = gps(67.1363591, 24.9484253, 56, 70, 19, 9);
const KARACHI_2021 = gps(67.0457151, 24.893493, 21, 241, 17, 97);
/** No fix: the last valid coordinates, with altitude, angle, satellites and speed 0. */
const LITHUANIA_NO_FIX = gps(23.291255, 55.9511166);
const LITHUANIA = gps(23.291255, 55.9511166, 110, 324, 7, 0);
const LITHUANIA_MOVING = gps(23.2913183, 55.9510533, 111, 246, 19, 8);
const DELHI = (satellites: number) => gps(77.3044118, 28.5913718, 215, 0, satellites, 0);
const IBUTTON = '01000b00791c1793';

/** Belgium: eight records of one box, ignition and movement off, the Dallas sensor reading 24–26 °C. */
const BELGIUM_IO = (gsmBars: number, dallas: number) => ({ 21: gsmBars, 239: 0, 240: 0, 72: dallas });
const JAKARTA = (lng: number, lat: number, altitude: number, sats: number) =>
  gps(lng, lat, altitude, 0, sats, 0);

const TRACCAR_CODEC8: readonly ExpectedPacket[] = [
  [
    'line 46, no fix then an ignition event',
    V.TRACCAR_CODEC8_IGNITION,
    CODEC_8,
    [
      noFix('2022-08-12T20:54:20.000Z', LITHUANIA_NO_FIX, 0, 11, { 239: 0, 240: 0, 21: 0, 69: 4, 66: 12800 }),
      fix('2022-08-12T10:54:18.000Z', LITHUANIA, 239, 18, { 239: 0, 240: 0, 21: 5, 66: 13092, 205: 247671 }),
      fix('2022-08-12T10:53:23.000Z', LITHUANIA_MOVING, 0, 18, { 239: 1, 240: 1, 21: 4, 24: 8, 66: 14017 }),
    ],
  ],
  [
    'line 49, three records, the last a year older',
    V.TRACCAR_CODEC8_KARACHI,
    CODEC_8,
    [
      fix('2022-03-28T04:53:34.230Z', KARACHI, 250, 16, { 21: 3, 66: 12961, 199: 6, 241: 41001, 250: 0 }),
      fix('2022-03-28T04:52:53.270Z', KARACHI_2, 0, 15, { 1: 1, 21: 2, 24: 9, 66: 12918 }),
      fix('2021-06-04T03:19:23.160Z', KARACHI_2021, 0, 15, { 21: 3, 24: 97, 66: 13556, 199: 327 }),
    ],
  ],
  [
    'line 73, driving without an ignition element (Vienna)',
    V.TRACCAR_CODEC8_VIENNA,
    CODEC_8,
    [
      fix('2019-01-04T12:27:19.000Z', gps(16.3745183, 48.1523066, 190, 198, 15, 83), 0, 15, {
        240: 1,
        21: 3,
        66: 14233,
        16: 2656224,
      }),
    ],
  ],
  [
    'line 88, CAN adapter values (Bratislava)',
    V.TRACCAR_CODEC8_CAN,
    CODEC_8,
    [
      fix('2018-03-28T00:00:25.000Z', gps(17.367425, 48.2316083, 136, 70, 18, 0), 0, 28, {
        85: 15,
        115: 0,
        66: 28568,
      }),
    ],
  ],
  [
    'line 91, no fix, ignition off (Dubai)',
    V.TRACCAR_CODEC8_DUBAI,
    CODEC_8,
    [
      noFix('2018-03-05T00:07:46.000Z', gps(55.1443366, 25.06804), 0, 6, {
        239: 0,
        78: '0000000000000000',
      }),
    ],
  ],
  [
    'line 94, a Dallas sensor reporting its error code 3000 (Vilnius)',
    V.TRACCAR_CODEC8_DALLAS_ERROR,
    CODEC_8,
    [
      fix('2013-07-17T06:34:09.140Z', gps(25.2618832, 54.6990336, 148, 0, 18, 0), 0, 30, {
        240: 0,
        21: 4,
        66: 11935,
        72: 3000,
      }),
    ],
  ],
  [
    'line 97, fourteen records, two without a fix (Porto)',
    V.TRACCAR_CODEC8_PORTUGAL,
    CODEC_8,
    [
      fix('2017-07-05T12:49:14.000Z', gps(-8.6313433, 40.9420533, 13, 72, 8, 6), 0, 10, {
        240: 1,
        21: 0,
        66: 12682,
        16: 6917,
      }),
      noFix('2017-07-05T12:42:59.000Z', gps(-8.6313183, 40.941965), 0, 7, { 240: 0, 66: 12682 }),
      noFix('2017-07-05T12:32:59.000Z', gps(-8.6313183, 40.941965), 0, 7, { 240: 0, 66: 12665 }),
      fix('2017-07-05T12:22:58.000Z', gps(-8.6313183, 40.941965, 4, 144, 12, 0), 250, 18, {
        240: 0,
        21: 2,
        250: 0,
        66: 12650,
        16: 6917,
      }),
      ...(
        [
          ['12:21:49', -8.6314366, 40.942065, 4, 137, 13, 23, 2, 12795],
          ['12:21:47', -8.6315383, 40.9421766, 5, 154, 13, 29, 2, 12581],
          ['12:21:40', -8.6316849, 40.9427466, 3, 166, 13, 33, 2, 12554],
          ['12:21:36', -8.6319016, 40.943055, 4, 147, 12, 36, 2, 14136],
          ['12:21:23', -8.6326466, 40.9439816, 6, 148, 13, 21, 0, 14796],
          ['12:21:22', -8.6326883, 40.94402, 7, 130, 13, 17, 0, 14536],
          ['12:21:21', -8.6327383, 40.9440483, 7, 103, 13, 17, 0, 12773],
          ['12:21:20', -8.6328, 40.9440516, 6, 81, 13, 18, 0, 12750],
          ['12:21:13', -8.6333083, 40.94391, 6, 71, 13, 18, 0, 14960],
          ['12:21:12', -8.6333633, 40.943895, 6, 59, 13, 14, 0, 14938],
        ] as const
      ).map(([time, lng, lat, altitude, angle, sats, speed, gsmBars, mV]) =>
        fix(`2017-07-05T${time}.000Z`, gps(lng, lat, altitude, angle, sats, speed), 0, 17, {
          240: 1,
          21: gsmBars,
          66: mV,
          16: 6917,
        }),
      ),
    ],
  ],
  [
    'line 100, eight records of a Dallas sensor, two counting 248 satellites (Belgium)',
    V.TRACCAR_CODEC8_BELGIUM,
    CODEC_8,
    [
      fix('2017-02-24T20:25:28.000Z', gps(5.0109436, 50.8797408, 22, 76, 248, 5), 0, 25, BELGIUM_IO(2, 256)),
      fix('2017-02-24T23:00:29.000Z', gps(5.0107196, 50.8796224, 21, 73, 248, 0), 0, 25, BELGIUM_IO(1, 244)),
      fix('2017-02-25T14:19:38.000Z', gps(5.0108368, 50.8794432, 29, 8, 2, 0), 0, 25, BELGIUM_IO(0, 248)),
      fix('2017-02-25T14:19:43.000Z', gps(5.0107164, 50.8795744, 29, 185, 2, 1), 0, 25, BELGIUM_IO(0, 250)),
      fix('2017-02-25T14:19:48.000Z', gps(5.0107232, 50.8796096, 29, 349, 12, 0), 0, 25, BELGIUM_IO(0, 249)),
      fix('2017-02-25T14:19:53.000Z', gps(5.0107264, 50.8796096, 29, 316, 12, 0), 0, 25, BELGIUM_IO(0, 249)),
      fix('2017-02-25T14:19:58.000Z', gps(5.0107084, 50.8796032, 29, 176, 12, 0), 0, 25, BELGIUM_IO(0, 248)),
      fix('2017-02-25T14:20:03.000Z', gps(5.0107116, 50.8795968, 29, 65, 12, 0), 0, 25, BELGIUM_IO(1, 248)),
    ],
  ],
  [
    'line 106, four records with an 8-byte iButton id',
    V.TRACCAR_CODEC8_IBUTTON,
    CODEC_8,
    (
      [
        ['2017-01-06T11:34:59.000Z', 11, '0000000000000000'],
        ['2017-01-06T11:34:57.000Z', 10, IBUTTON],
        ['2017-01-06T11:34:56.000Z', 10, '0000000000000000'],
        ['2017-01-06T11:34:53.000Z', 11, IBUTTON],
      ] as const
    ).map(([at, satellites, id]) => fix(at, DELHI(satellites), 78, 1, { 78: id }, 1)),
  ],
  [
    'line 115, below sea level (Ras al-Khaimah)',
    V.TRACCAR_CODEC8_BELOW_SEA,
    CODEC_8,
    [fix('2015-09-02T12:21:40.000Z', gps(55.7956015, 25.6808615, -6, 0, 18, 0), 0, 6, { 66: 26268 })],
  ],
  [
    'line 121, six records of 2013 (Jakarta)',
    V.TRACCAR_CODEC8_JAKARTA,
    CODEC_8,
    [
      fix('2013-04-30T09:58:03.211Z', JAKARTA(106.7956096, -6.27658, 66, 10), 0, 9, { 240: 0, 66: 26791 }),
      fix('2013-05-01T01:50:36.072Z', JAKARTA(106.79584, -6.2765564, 1, 5), 0, 9, { 240: 1, 66: 26804 }),
      fix('2013-05-01T01:50:55.061Z', JAKARTA(106.7955776, -6.27662, 58, 7), 240, 9, { 240: 0, 66: 26844 }),
      fix('2013-05-01T01:51:48.072Z', JAKARTA(106.7956224, -6.2766032, 73, 4), 0, 9, { 240: 1, 66: 26590 }),
      fix('2013-05-01T01:52:12.061Z', JAKARTA(106.795584, -6.2766132, 66, 7), 240, 9, { 240: 0, 66: 26707 }),
      fix('2013-05-01T01:58:12.201Z', JAKARTA(106.7955712, -6.2766352, 61, 8), 0, 9, { 240: 0, 66: 26706 }),
    ],
  ],
  [
    'line 124, four IO elements (Moscow region)',
    V.TRACCAR_CODEC8_MOSCOW,
    CODEC_8,
    [fix('2013-06-01T11:44:19.352Z', gps(38.9190912, 55.4824704, 129, 174, 11, 0), 0, 4, { 66: 12146 })],
  ],
  [
    'line 133, below sea level (Peloponnese)',
    V.TRACCAR_CODEC8_GREECE,
    CODEC_8,
    [fix('2013-08-31T15:00:41.710Z', gps(21.432776, 37.6743392, -4, 0, 9, 0), 0, 4, { 240: 0, 66: 12835 })],
  ],
  [
    'line 142, driving at 95 km/h (Yekaterinburg)',
    V.TRACCAR_CODEC8_URALS,
    CODEC_8,
    [
      fix('2017-09-25T03:17:54.000Z', gps(60.4544333, 56.8255366, 311, 95, 18, 95), 0, 14, {
        239: 1,
        240: 1,
        21: 3,
        66: 14375,
      }),
    ],
  ],
  [
    'line 145, driving at 94 km/h (Yekaterinburg)',
    V.TRACCAR_CODEC8_DRIVING,
    CODEC_8,
    [
      fix('2017-09-26T02:56:53.000Z', gps(60.5131366, 56.9463366, 267, 185, 19, 94), 0, 15, {
        239: 1,
        240: 1,
        21: 5,
        66: 14363,
        24: 94,
        181: 11,
        182: 6,
      }),
    ],
  ],
];

/** Traccar's Codec 8 packets that break the protocol: each refused whole, so nothing of it is stored. */
const TRACCAR_REFUSED: ReadonlyArray<readonly [string, string, AvlPacketError]> = [
  ['line 85, a CRC that is not the data’s', V.TRACCAR_CODEC8_BAD_CRC, 'crc_mismatch'],
  ['line 103, a data field length of 0', V.TRACCAR_ZERO_LENGTH, 'bad_length'],
  ['line 118, 165 of 167 announced bytes and no CRC', V.TRACCAR_SHORT, 'truncated'],
  ['line 139, 33 of 166 announced bytes', V.TRACCAR_CODEC8_LENGTH_166, 'truncated'],
  // A 16-byte IO group is no part of Codec 8: read as specified, the records run past the data field.
  ['line 159, a 16-byte IO group (Traccar’s `extended`)', V.TRACCAR_CODEC8_16_BYTE_IO, 'truncated'],
  ['line 162, a 16-byte IO group (Traccar’s `extended`)', V.TRACCAR_CODEC8_16_BYTE_IO_2, 'truncated'],
];

describe('decoding the Codec 8 packets of Traccar’s Teltonika test', () => {
  it.each(TRACCAR_CODEC8)('decodes %s', (_name, packet, codec, expected) =>
    expectDecodes(packet, codec, expected),
  );

  it.each(TRACCAR_REFUSED)('refuses %s', (_name, packet, reason) => {
    expect(decodeAvlPacket(V.hex(packet))).toEqual({ ok: false, reason });
  });

  it('takes line 85 for what it is: line 94 with four IO bytes changed and its CRC kept', () => {
    const [bad, good] = [V.hex(V.TRACCAR_CODEC8_BAD_CRC), V.hex(V.TRACCAR_CODEC8_DALLAS_ERROR)];
    const changed = [...bad.keys()].filter((i) => bad[i] !== good[i]);
    expect(changed).toEqual([37, 38, 39, 40]);
    expect(decodeAvlPacket(good)).toMatchObject({ ok: true });
  });
});
