import { describe, expect, it } from 'vitest';
import { type AvlPacketError, decodeAvlPacket } from './avl-packet';
import * as V from './teltonika-test-vectors';

const { hex, reframe, dataFieldOf } = V;
const concat = (...parts: Uint8Array[]): Uint8Array => Uint8Array.from(Buffer.concat(parts));
/** A copy of the bytes with values written at an offset (negative: from the end). */
const patched = (bytes: Uint8Array, at: number, ...values: number[]): Uint8Array => {
  const copy = bytes.slice();
  copy.set(values, at < 0 ? copy.length + at : at);
  return copy;
};
const dataOf = (packet: string): Uint8Array => dataFieldOf(hex(packet));

/** Each bad packet with the reason it must be refused for. */
const BAD_PACKETS: ReadonlyArray<readonly [string, Uint8Array, AvlPacketError]> = [
  ['a wrong CRC', patched(hex(V.WIKI_CODEC8_1), -1, 0xce), 'crc_mismatch'],
  ['a changed data byte (the satellite count)', patched(hex(V.WIKI_CODEC8_1), 31, 7), 'crc_mismatch'],
  ['non-zero CRC high bytes', patched(hex(V.WIKI_CODEC8_1), -4, 1), 'crc_mismatch'],
  ['an empty input', new Uint8Array(0), 'truncated'],
  ['the header only', hex(V.WIKI_CODEC8_1).slice(0, 8), 'truncated'],
  ['a packet without its CRC', hex(V.WIKI_CODEC8_1).slice(0, -4), 'truncated'],
  ['Traccar’s packet announcing 167 bytes with 165 there', hex(V.TRACCAR_SHORT), 'truncated'],
  ['a gigantic length field', hex('00000000FFFFFFFF08010000'), 'too_large'],
  ['Traccar’s packet with a length of 0', hex(V.TRACCAR_ZERO_LENGTH), 'bad_length'],
  ['a length field of 2', hex('00000000000000020801'), 'bad_length'],
  ['a byte after the CRC', concat(hex(V.WIKI_CODEC8_1), Uint8Array.of(0)), 'bad_length'],
  [
    'garbage before the preamble',
    concat(Buffer.from('GET / HTTP/1.1\r\n'), hex(V.WIKI_CODEC8_1)),
    'bad_preamble',
  ],
  ['one stray byte before the preamble', concat(Uint8Array.of(0x42), hex(V.WIKI_CODEC8_1)), 'bad_preamble'],
  ['Traccar’s Codec 12 command response', hex(V.TRACCAR_CODEC12), 'unsupported_codec'],
  // Derived from the examples: a field changed, then the length and CRC made right again.
  ['Codec 16', reframe(patched(dataOf(V.WIKI_CODEC8_1), 0, 0x10)), 'unsupported_codec'],
  ['two record counts that differ', reframe(patched(dataOf(V.WIKI_CODEC8_3), -1, 1)), 'count_mismatch'],
  [
    'more records counted than sent',
    reframe(patched(patched(dataOf(V.WIKI_CODEC8_2), 1, 2), -1, 2)),
    'truncated',
  ],
  ['an IO count running past the data', reframe(patched(dataOf(V.WIKI_CODEC8_2), 28, 9)), 'truncated'],
  [
    'an NX length running past the data',
    reframe(patched(dataOf(V.TRACCAR_CODEC8E_NX), 42, 0xff)),
    'truncated',
  ],
  [
    'a byte left before count 2',
    reframe(concat(dataOf(V.WIKI_CODEC8_2).slice(0, -1), Uint8Array.of(0, 1))),
    'bad_length',
  ],
];

describe('refusing bad AVL packets', () => {
  it.each(BAD_PACKETS)('refuses %s', (_name, bytes, reason) => {
    expect(decodeAvlPacket(bytes)).toEqual({ ok: false, reason });
  });

  it('refuses a length above the configured maximum, and takes one at it', () => {
    expect(decodeAvlPacket(hex(V.WIKI_CODEC8_1), { maxDataLength: 53 })).toEqual({
      ok: false,
      reason: 'too_large',
    });
    expect(decodeAvlPacket(hex(V.WIKI_CODEC8_1), { maxDataLength: 54 })).toMatchObject({ ok: true });
  });

  it('refuses every prefix of a good packet as truncated', () => {
    const bytes = hex(V.WIKI_CODEC8E);
    for (let length = 0; length < bytes.length; length += 1) {
      expect(decodeAvlPacket(bytes.subarray(0, length)), `${length} bytes`).toEqual({
        ok: false,
        reason: 'truncated',
      });
    }
  });

  it('decodes a record-less packet (count 0) as no records', () => {
    expect(decodeAvlPacket(reframe(Uint8Array.of(0x08, 0, 0)))).toEqual({
      ok: true,
      codec: 0x08,
      records: [],
    });
  });
});

/** A small deterministic generator (mulberry32), so a failing case can be replayed. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const REASONS = new Set<string>([
  'bad_preamble',
  'too_large',
  'bad_length',
  'truncated',
  'crc_mismatch',
  'unsupported_codec',
  'count_mismatch',
]);

/** How often each outcome came up. */
const tally = (outcomes: Iterable<string>): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  return counts;
};

describe('never throwing', () => {
  it('answers a packet or a known reason for mutated packets with a correct CRC', () => {
    const next = random(20_240_601);
    const packets = Object.values(V.GOOD_PACKETS).map((p) => dataFieldOf(hex(p)));
    const outcomes = Array.from({ length: 2000 }, () => {
      const data = packets[Math.floor(next() * packets.length)]!.slice();
      for (let flips = 1 + Math.floor(next() * 4); flips > 0; flips -= 1) {
        data[Math.floor(next() * data.length)] = Math.floor(next() * 256);
      }
      const cut = next() < 0.3 ? Math.floor(next() * data.length) : data.length;
      const result = decodeAvlPacket(reframe(data.subarray(0, cut)));
      return result.ok ? 'ok' : result.reason;
    });
    const counts = tally(outcomes);
    expect([...counts.keys()].filter((outcome) => outcome !== 'ok' && !REASONS.has(outcome))).toEqual([]);
    // The CRC being right, the mutations reach the record reader: every outcome it has comes up.
    for (const outcome of ['ok', 'truncated', 'bad_length', 'count_mismatch', 'unsupported_codec']) {
      expect(counts.get(outcome), outcome).toBeGreaterThan(10);
    }
  });

  it('answers a known reason for random bytes', () => {
    const next = random(7);
    const outcomes = Array.from({ length: 500 }, () => {
      const bytes = Uint8Array.from({ length: Math.floor(next() * 80) }, () => Math.floor(next() * 256));
      if (next() < 0.5) bytes.fill(0, 0, 4);
      const result = decodeAvlPacket(bytes);
      return result.ok ? 'ok' : result.reason;
    });
    expect([...tally(outcomes).keys()].filter((outcome) => !REASONS.has(outcome))).toEqual([]);
  });
});
