import { describe, expect, it } from 'vitest';
import { decodeAvlPacket } from './avl-packet';
import { encodeAvlPacket, encodeImei } from './avl-encode';
import { GOOD_PACKETS, hex, TRACCAR_IMEI, WIKI_IMEI } from './teltonika-test-vectors';

describe('encoding AVL packets as a box does', () => {
  it.each(Object.entries(GOOD_PACKETS))(
    're-encodes the decoded vector %s to the same bytes',
    (_name, packet) => {
      const decoded = decodeAvlPacket(hex(packet));
      if (!decoded.ok) throw new Error(decoded.reason);
      expect(encodeAvlPacket(decoded.codec, decoded.records).toString('hex')).toBe(packet.toLowerCase());
    },
  );

  it('encodes the IMEI handshake of the protocol page and Traccar’s test', () => {
    expect(encodeImei('356307042441013').toString('hex').toUpperCase()).toBe(WIKI_IMEI);
    expect(encodeImei('123456789012345').toString('hex').toUpperCase()).toBe(TRACCAR_IMEI);
  });

  it('refuses what a packet cannot hold', () => {
    const record = {
      timestampMs: 0,
      priority: 0,
      gps: { longitude: 0, latitude: 0, altitude: 0, angle: 0, satellites: 0, speedKmh: 0 },
      eventIoId: 0,
      io: [{ id: 1, bytes: new Uint8Array(3) }],
    };
    expect(() => encodeAvlPacket(0x08, [record])).toThrow(/NX needs Codec 8 Extended/);
    expect(() => encodeAvlPacket(0x8e, [])).toThrow(/1 to 255 records/);
  });
});
