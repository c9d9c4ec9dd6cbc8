import { describe, expect, it } from 'vitest';
import { decodeAvlPacket } from './avl-packet';
import {
  createTeltonikaStream,
  encodeAck,
  encodeHandshakeReply,
  type TeltonikaEvent,
  type TeltonikaStream,
} from './teltonika-stream';
import * as V from './teltonika-test-vectors';

const { hex } = V;
const concat = (...parts: (Uint8Array | string)[]): Uint8Array =>
  Uint8Array.from(Buffer.concat(parts.map((p) => (typeof p === 'string' ? hex(p) : p))));

/** Feeds the bytes in chunks of the given sizes (cycled), collecting the events. */
const feedInChunks = (
  stream: TeltonikaStream,
  bytes: Uint8Array,
  sizes: readonly number[],
): TeltonikaEvent[] => {
  const events: TeltonikaEvent[] = [];
  for (let at = 0, i = 0; at < bytes.length; i += 1) {
    const size = sizes[i % sizes.length]!;
    events.push(...stream.feed(bytes.subarray(at, at + size)));
    at += size;
  }
  return events;
};

const packetEvent = (packet: string): TeltonikaEvent => {
  const result = decodeAvlPacket(hex(packet));
  if (!result.ok) throw new Error(result.reason);
  return { type: 'packet', packet: { codec: result.codec, records: result.records } };
};

/** A whole session: the wiki's handshake, then every good packet, two of them with a ping between. */
const SESSION = concat(
  V.WIKI_IMEI,
  ...Object.values(V.GOOD_PACKETS).flatMap((p, i) => (i === 2 ? ['ff', p] : [p])),
);
const SESSION_EVENTS: TeltonikaEvent[] = [
  { type: 'imei', imei: '356307042441013' },
  ...Object.values(V.GOOD_PACKETS).map(packetEvent),
];

describe('reading a device connection', () => {
  it('reads the handshake and a packet, and encodes the replies', () => {
    const stream = createTeltonikaStream();
    expect(stream.feed(hex(V.TRACCAR_IMEI))).toEqual([{ type: 'imei', imei: '123456789012345' }]);
    expect(stream.imei).toBe('123456789012345');
    expect(encodeHandshakeReply(true)).toEqual(Uint8Array.of(0x01));
    expect(encodeHandshakeReply(false)).toEqual(Uint8Array.of(0x00));
    const [event] = stream.feed(hex(V.WIKI_CODEC8_3));
    expect(event?.type === 'packet' && event.packet.records).toHaveLength(2);
    expect(encodeAck(2)).toEqual(Uint8Array.of(0, 0, 0, 2));
    expect(encodeAck(255)).toEqual(Uint8Array.of(0, 0, 0, 0xff));
    expect(stream.failure).toBeNull();
  });

  it.each([
    ['the whole session in one chunk', [SESSION.length]],
    ['one byte at a time', [1]],
    ['chunks of 2, 3, 5, 7 and 1000 bytes', [2, 3, 5, 7, 1000]],
    ['chunks of 13 bytes', [13]],
  ])('gives the same events for %s', (_name, sizes) => {
    expect(feedInChunks(createTeltonikaStream(), SESSION, sizes)).toEqual(SESSION_EVENTS);
  });

  it('reads several packets of one chunk, and a packet split across chunks', () => {
    const stream = createTeltonikaStream();
    stream.feed(hex(V.WIKI_IMEI));
    const first = hex(V.WIKI_CODEC8_1);
    const events = stream.feed(concat(V.WIKI_CODEC8_1, V.WIKI_CODEC8_2, first.subarray(0, 30)));
    expect(events).toEqual([packetEvent(V.WIKI_CODEC8_1), packetEvent(V.WIKI_CODEC8_2)]);
    expect(stream.feed(first.subarray(30))).toEqual([packetEvent(V.WIKI_CODEC8_1)]);
  });
});

/** Bytes after the handshake, the reason, and after how many of them (fed one at a time) it fails. */
const BAD_STREAMS: ReadonlyArray<readonly [string, Uint8Array, string, number]> = [
  [
    'a gigantic length field, before any body byte',
    concat('00000000FFFFFFFF', new Uint8Array(64)),
    'too_large',
    8,
  ],
  ['a wrong CRC', concat(V.WIKI_CODEC8_1.replace(/C7CF$/, 'C7CE')), 'crc_mismatch', 66],
  [
    'garbage before the preamble, at its first byte',
    concat(Buffer.from('xyz'), V.WIKI_CODEC8_1),
    'bad_preamble',
    1,
  ],
  ['garbage after a zero byte', concat('0042', V.WIKI_CODEC8_1), 'bad_preamble', 2],
  ['an unsupported codec', concat(V.TRACCAR_CODEC12), 'unsupported_codec', 28],
  ['a zero length field', concat(V.TRACCAR_ZERO_LENGTH), 'bad_length', 8],
];

describe('refusing a bad connection', () => {
  it.each(BAD_STREAMS)('fails on %s, and stays failed', (_name, bytes, reason, failsAfter) => {
    const stream = createTeltonikaStream();
    stream.feed(hex(V.WIKI_IMEI));
    const events = [...bytes].map((byte) => stream.feed(Uint8Array.of(byte)));
    expect(events.findIndex((e) => e.length > 0) + 1).toBe(failsAfter);
    expect(events.flat()).toEqual([{ type: 'error', reason }]);
    expect(stream.failure).toBe(reason);
    expect(stream.feed(hex(V.WIKI_CODEC8_1))).toEqual([]);
  });

  it('applies the configured maximum packet size', () => {
    const stream = createTeltonikaStream({ maxDataLength: 53 });
    expect(stream.feed(concat(V.WIKI_IMEI, V.WIKI_CODEC8_2, V.WIKI_CODEC8_1))).toEqual([
      { type: 'imei', imei: '356307042441013' },
      packetEvent(V.WIKI_CODEC8_2),
      { type: 'error', reason: 'too_large' },
    ]);
  });

  it.each([
    ['letters', concat('000F', Buffer.from('35630704244101A'))],
    ['a space', concat('000F', Buffer.from('35630704244101 '))],
    ['14 digits', concat('000E', Buffer.from('35630704244101'))],
    ['16 digits', concat('0010', Buffer.from('3563070424410130'))],
    ['a length of 65535', concat('FFFF', new Uint8Array(100))],
    ['an HTTP request', Uint8Array.from(Buffer.from('GET / HTTP/1.1\r\nHost: x\r\n\r\n'))],
    ['a packet without a handshake', hex(V.WIKI_CODEC8_1)],
  ])('refuses an IMEI with %s', (_name, bytes) => {
    const stream = createTeltonikaStream();
    expect(stream.feed(bytes)).toEqual([{ type: 'error', reason: 'bad_imei' }]);
    expect([stream.failure, stream.imei]).toEqual(['bad_imei', null]);
  });

  it('refuses a bad IMEI length at once, before its digits arrive', () => {
    const stream = createTeltonikaStream();
    expect(stream.feed(hex('00'))).toEqual([]);
    expect(stream.feed(hex('FF'))).toEqual([{ type: 'error', reason: 'bad_imei' }]);
  });
});

describe('never throwing on a connection', () => {
  it('answers events for random bytes in random chunks, at most one error and nothing after it', () => {
    let seed = 99;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const packets = Object.values(V.GOOD_PACKETS).map(hex);
    for (let i = 0; i < 300; i += 1) {
      const good = packets[Math.floor(next() * packets.length)]!.slice();
      // A good packet with a byte changed, or random bytes behind a zero preamble.
      if (next() < 0.5) good[8 + Math.floor(next() * (good.length - 8))] = Math.floor(next() * 256);
      const noise = Uint8Array.from({ length: Math.floor(next() * 40) }, () => Math.floor(next() * 256));
      const bytes = concat(V.WIKI_IMEI, good, next() < 0.5 ? '00000000' : '', noise);
      const sizes = Array.from({ length: 5 }, () => 1 + Math.floor(next() * 20));
      const events = feedInChunks(createTeltonikaStream(), bytes, sizes);
      const errors = events.filter((e) => e.type === 'error');
      expect(errors.length, `case ${i}`).toBeLessThanOrEqual(1);
      if (errors.length === 1) expect(events.at(-1), `case ${i}`).toBe(errors[0]);
    }
  });
});
