import { describe, expect, it } from 'vitest';
import { decodeAvlPacket } from './avl-packet';
import { type AvlRecord, CODEC_8_EXTENDED, ioElement, ioSigned } from './avl-record';
import { asciiHex, type ExpectedPacket, expectDecodes, fix, gps, noFix } from './teltonika-test-expectations';
import * as V from './teltonika-test-vectors';

/*
 * The Codec 8 Extended packets of Traccar's decoder test (TRACCAR_SOURCE; Codec 8 in
 * avl-packet-traccar.test.ts), read from the bytes as that file says, not taken from our decoder. NX
 * values are compared as hex; Traccar's own asserts on three of them are checked at the end.
 */

const STELLENBOSCH_NO_FIX = gps(18.8357883, -33.9656016);
const BORDER = gps(6.7877833, 52.0296716, 33, 225, 19, 19);
const FAROE_NO_FIX = gps(-6.76889, 62.0355866);
const DENMARK = (altitude: number, satellites: number) =>
  gps(10.2598799, 55.365185, altitude, 46, satellites, 0);
const BARCELONA = gps(2.2190583, 41.4349316, 24, 119, 8, 0);
const SANTIAGO = gps(-70.7196233, -33.7335583, 446, 61, 18, 0);

const BLE_TAGS =
  '01210001e50110cde39f7e42bb55aa788e4a29ed650055020ab70a8f264c6000ffff6b210001b00110f89b907e42bb55aa' +
  'a3463b29ed650055020ab708bb2600ae0500096c';
const BEACON = '11210102030405060708090a0b0c0d0e0f10020b010a';
/** Three BLE tags, each with its name ("Nevera_3", "_1", "_2"), MAC, temperature, humidity, battery. */
const FRIDGE_TAGS =
  '0124050f4e65766572615f33000000000000000f067cd9f4110c4006020c8f0701340e020c1c24050f4e65766572615f3100' +
  '0000000000000f067cd9f411334606020c380701340e020c2624050f4e65766572615f32000000000000000f067cd9f41146' +
  '4706020c240701360e020c26';
const TAGS_548 =
  '010f0001c60106babbf36300550202806d0f0001ca01063456555565690202806b0f0001d10106467975425450020280690b' +
  '0001c90106fa54ba8d00550b0001cf0106cabbf3630055';
const TAG_10831 = '011c0001a40110eb47706aa38255aa96f21a154e2d00550d01000e020bd6';
/** Record 1 of line 40: an ISO 6709 text (387) the box wrote over; records 2 and 3 carry it whole. */
const ISO6709_BROKEN = '2d3333373333382e0100000053a6fb624588040001ba86064f0eae51c0fdaf4d3de5';
const ISO6709 = asciiHex('-337335.5833-0707196.2333+000.446/');
const CHILE_IO = { 239: 0, 21: 2, 16: 12168668 } as const;

const TRACCAR_CODEC8E: readonly ExpectedPacket[] = [
  [
    'line 19, ignition and odometer, then BLE tags with names (Barcelona)',
    V.TRACCAR_CODEC8E_BLE_NAMES,
    CODEC_8_EXTENDED,
    [
      fix('2025-06-13T15:18:07.000Z', BARCELONA, 0, 19, { 239: 1, 240: 0, 21: 5, 66: 14548, 16: 61383 }),
      fix('2025-06-13T15:17:50.011Z', BARCELONA, 11317, 1, { 11317: FRIDGE_TAGS }),
    ],
  ],
  [
    'line 22, BLE tags only (Brisbane)',
    V.TRACCAR_CODEC8E_TAG_VOLTAGE,
    CODEC_8_EXTENDED,
    [
      fix(
        '2024-06-03T04:11:04.011Z',
        gps(153.080315, -27.4388733, 9, 319, 14, 0),
        548,
        1,
        { 548: TAGS_548 },
        1,
      ),
    ],
  ],
  [
    'line 26, a 64-byte NX value only (Faroe Islands)',
    V.TRACCAR_CODEC8E_NX,
    CODEC_8_EXTENDED,
    [noFix('2023-10-12T12:29:59.011Z', FAROE_NO_FIX, 548, 1, { 548: BLE_TAGS })],
  ],
  [
    'line 29, one BLE tag (Vilnius)',
    V.TRACCAR_CODEC8E_TAG_BATTERY,
    CODEC_8_EXTENDED,
    [
      fix('2022-09-23T04:22:29.011Z', gps(25.25975, 54.70086, 179, 180, 14, 0), 10831, 1, {
        10831: TAG_10831,
      }),
    ],
  ],
  [
    'line 37, no fix, 29 elements with ids up to 1203 (Kyiv)',
    V.TRACCAR_CODEC8E_KYIV,
    CODEC_8_EXTENDED,
    [
      noFix(
        '2022-10-06T08:20:14.000Z',
        gps(30.6100635, 50.46389),
        0,
        29,
        {
          240: 0,
          21: 3,
          297: 0xe6f3,
          1203: 3,
          14: 0x29d18c95,
        },
        1,
      ),
    ],
  ],
  [
    'line 40, four records of up to 61 elements (Santiago de Chile)',
    V.TRACCAR_CODEC8E_CHILE,
    CODEC_8_EXTENDED,
    [
      fix(
        '2022-08-16T14:14:43.091Z',
        SANTIAGO,
        247,
        61,
        {
          ...CHILE_IO,
          240: 0,
          247: 1,
          66: 12352,
          387: ISO6709_BROKEN,
        },
        1,
      ),
      fix('2022-08-16T14:14:44.000Z', SANTIAGO, 240, 60, { ...CHILE_IO, 240: 1, 66: 6117, 387: ISO6709 }, 1),
      fix(
        '2022-08-16T14:14:45.000Z',
        SANTIAGO,
        252,
        61,
        {
          ...CHILE_IO,
          240: 1,
          252: 1,
          66: 6117,
          387: ISO6709,
        },
        1,
      ),
      fix('2022-08-16T14:14:33.101Z', gps(-70.7199066, -33.7338166, 446, 97, 17, 0), 247, 1, { 247: 5 }, 1),
    ],
  ],
  [
    'line 52, two records south of the equator without a fix',
    V.TRACCAR_CODEC8E_SOUTH,
    CODEC_8_EXTENDED,
    [
      noFix(
        '2021-05-10T08:19:55.000Z',
        STELLENBOSCH_NO_FIX,
        236,
        15,
        { 236: 1, 240: 0, 21: 0, 263: 1, 113: 1, 67: 3414 },
        1,
      ),
      noFix(
        '2021-05-10T08:19:57.000Z',
        STELLENBOSCH_NO_FIX,
        389,
        15,
        { 389: 0x11, 240: 0, 21: 0, 263: 1, 67: 3414 },
        1,
      ),
    ],
  ],
  [
    'line 55, OBD data with a VIN and trouble codes',
    V.TRACCAR_CODEC8E_OBD,
    CODEC_8_EXTENDED,
    [
      fix('2021-04-08T10:52:26.000Z', BORDER, 0, 16, {
        239: 1,
        240: 1,
        21: 3,
        30: 7,
        66: 14304,
        36: 1439,
        16: 41397,
        256: asciiHex('WV1ZZZ2EZ86015388'),
        281: asciiHex('P0299,P0675,P0674,P0672,P0671,P0471,P2BAC'),
      }),
    ],
  ],
  [
    'line 58, two beacon records (Denmark)',
    V.TRACCAR_CODEC8E_BEACON,
    CODEC_8_EXTENDED,
    [
      fix('2020-08-31T06:00:56.001Z', DENMARK(50, 12), 385, 1, { 385: `${BEACON}d0` }),
      fix('2020-08-31T06:00:26.001Z', DENMARK(51, 13), 385, 1, { 385: `${BEACON}d2` }),
    ],
  ],
  [
    'line 76, OBD RPM 0 and a VIN (Vilnius)',
    V.TRACCAR_CODEC8E_VIN,
    CODEC_8_EXTENDED,
    [
      fix('2018-11-05T10:26:18.000Z', gps(25.2545883, 54.6708533, 141, 259, 8, 0), 0, 20, {
        239: 0,
        240: 1,
        21: 4,
        66: 12508,
        36: 0,
        256: asciiHex('1A1JC5444R7252367'),
      }),
    ],
  ],
  [
    'line 153, EYE sensor values (Jakarta)',
    V.TRACCAR_CODEC8E_EYE,
    CODEC_8_EXTENDED,
    [
      fix('2024-11-06T10:57:17.000Z', gps(106.8097266, -6.2906716, 13, 0, 4, 0), 0, 15, {
        239: 0,
        240: 0,
        21: 5,
        66: 12458,
        16: 329,
        10800: 0xfb5d,
      }),
    ],
  ],
];

const recordOf = (packet: string): AvlRecord => {
  const result = decodeAvlPacket(V.hex(packet));
  if (!result.ok) throw new Error(result.reason);
  return result.records[0]!;
};

/**
 * The tags of a BLE NX value as Traccar reads ids 548 and 10828–11317: a header byte, then per tag its
 * length and that many bytes of parameters, each an id, a length and a value.
 */
const bleTags = (value: Uint8Array): Map<number, Uint8Array>[] => {
  const tags: Map<number, Uint8Array>[] = [];
  for (let at = 1; at < value.length; at += 1 + value[at]!) {
    const tag = new Map<number, Uint8Array>();
    for (let p = at + 1; p < at + 1 + value[at]!; p += 2 + value[p + 1]!) {
      tag.set(value[p]!, value.subarray(p + 2, p + 2 + value[p + 1]!));
    }
    tags.push(tag);
  }
  return tags;
};

describe('decoding the Codec 8 Extended packets of Traccar’s Teltonika test', () => {
  it.each(TRACCAR_CODEC8E)('decodes %s', (_name, packet, codec, expected) =>
    expectDecodes(packet, codec, expected),
  );

  it('gives the values Traccar’s test asserts (tag1Voltage 3090, tag1Battery 3030, eyeTemp1 -11.87)', () => {
    const [voltageTag] = bleTags(ioElement(recordOf(V.TRACCAR_CODEC8E_TAG_VOLTAGE), 548)!.bytes);
    // Parameter 2: a flag byte (bit 7: a voltage follows), then the voltage as 2000 + 10 × the byte.
    const [flags = 0, step = 0] = voltageTag!.get(2)!;
    expect([flags & 0x80, 2000 + step * 10]).toEqual([0x80, 3090]);
    const [batteryTag] = bleTags(ioElement(recordOf(V.TRACCAR_CODEC8E_TAG_BATTERY), 10831)!.bytes);
    expect(Buffer.from(batteryTag!.get(14)!).readUInt16BE()).toBe(3030);
    expect(ioSigned(recordOf(V.TRACCAR_CODEC8E_EYE), 10800)! / 100).toBe(-11.87);
  });

  it('reads the names of the BLE tags of line 19', () => {
    const result = decodeAvlPacket(V.hex(V.TRACCAR_CODEC8E_BLE_NAMES));
    const tags = result.ok ? bleTags(ioElement(result.records[1]!, 11317)!.bytes) : [];
    const names = tags.map((tag) => Buffer.from(tag.get(5)!).toString('latin1').replace(/\0+$/, ''));
    expect(names).toEqual(['Nevera_3', 'Nevera_1', 'Nevera_2']);
  });
});
