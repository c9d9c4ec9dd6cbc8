import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestFleet, type TestFleet } from '../../fleet/test-fleet';
import { describeEachDatabase } from '../../test-support/test-databases';
import { registerDevice, revokeDeviceKey } from '../device-keys';
import { assignTracker, listUnknownDevices, revokeTracker } from '../tracker-devices';
import { startTeltonikaServer, type TeltonikaServer } from './teltonika-server';
import { ack, openBox, positionsOf, sayImei, sendPacket } from './teltonika-test-boxes';
import {
  hex,
  TRACCAR_CODEC8_DRIVING,
  TRACCAR_CODEC8_KARACHI,
  TRACCAR_IMEI,
  WIKI_CODEC8_1,
  WIKI_IMEI,
} from './teltonika-test-vectors';
import { testTls } from '../../test-support/tls/test-tls';

const NOW = new Date('2026-03-12T10:00:00Z');
const IMEI = '123456789012345'; // TRACCAR_IMEI's
const UNKNOWN_IMEI = '356307042441013'; // WIKI_IMEI's
const TLS = testTls();
const CERT = TLS.cert;

describeEachDatabase('the Teltonika listener', (getCtx) => {
  let fleet: TestFleet;
  let server: TeltonikaServer;
  const logged: string[] = [];
  beforeAll(async () => {
    const { db } = getCtx();
    fleet = await createTestFleet(db, 'teltonika');
    server = await startTeltonikaServer({
      db,
      clock: { now: () => NOW },
      log: (message) => logged.push(message),
      port: 0,
      host: '127.0.0.1',
      // An idle limit a box waiting on a loaded machine does not reach (300 ms did: a box handshaken
      // while another's bad packet was refused sat idle past it and never got its ack).
      limits: { maxConnections: 20, idleMs: 2_000, maxDataLength: 64 * 1024, packetMs: 4_000 },
    });
  });
  afterAll(() => server.close());

  it('refuses an unknown IMEI (0x00, closed) and lists it with its attempts', async () => {
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const box = await openBox(server.port);
      box.socket.write(hex(WIKI_IMEI));
      await box.closed;
      expect(box.received()).toEqual(Buffer.from([0x00]));
    }
    const unknown = (await listUnknownDevices(getCtx().db)).find((d) => d.identifier === UNKNOWN_IMEI);
    expect(unknown).toMatchObject({ protocol: 'teltonika', attempts: 2, lastAddress: '127.0.0.1' });
  });

  it('keeps one device per vehicle: an IMEI goes to a vehicle only after its key is revoked, and back', async () => {
    const { db } = getCtx();
    const input = {
      vehicleId: fleet.diesel.id,
      protocol: 'teltonika',
      identifier: IMEI,
      label: 'FMC650',
    } as const;
    expect(await assignTracker(db, { ...input, now: NOW })).toMatchObject({ status: 'deviceInUse' });
    expect(await revokeDeviceKey(db, fleet.diesel.id, NOW)).toBe('revoked');
    expect(await assignTracker(db, { ...input, now: NOW })).toMatchObject({ status: 'assigned' });
    // The IMEI is the diesel's now: no other vehicle gets it, and the diesel gets no key beside it.
    await revokeDeviceKey(db, fleet.eloc.id, NOW);
    expect(await assignTracker(db, { ...input, vehicleId: fleet.eloc.id, now: NOW })).toEqual({
      status: 'identifierInUse',
      vehicleId: fleet.diesel.id,
    });
    expect(await registerDevice(db, { vehicleId: fleet.diesel.id, label: 'key', now: NOW })).toMatchObject({
      status: 'keyInUse',
    });
  });

  it('stores a packet, then acknowledges its records; a packet sent again is stored once', async () => {
    const { db } = getCtx();
    const box = await openBox(server.port);
    box.socket.write(hex(TRACCAR_IMEI));
    expect(await box.bytes(1)).toEqual(Buffer.from([0x01]));
    // Traccar's Karachi packet: three records (one a year older than the others).
    box.socket.write(hex(TRACCAR_CODEC8_KARACHI));
    expect((await box.bytes(5)).subarray(1)).toEqual(ack(3));
    expect(await positionsOf(db, fleet.diesel.id)).toBe(3);
    // No ack reached the box (say), so it sends the packet again: acknowledged, not stored twice.
    box.socket.write(hex(TRACCAR_CODEC8_KARACHI));
    expect((await box.bytes(9)).subarray(5)).toEqual(ack(3));
    expect(await positionsOf(db, fleet.diesel.id)).toBe(3);
    // Two packets in one write, the second with another record: two acks, one more position.
    box.socket.write(Buffer.concat([hex(TRACCAR_CODEC8_KARACHI), hex(TRACCAR_CODEC8_DRIVING)]));
    expect((await box.bytes(17)).subarray(9)).toEqual(Buffer.concat([ack(3), ack(1)]));
    expect(await positionsOf(db, fleet.diesel.id)).toBe(4);
    const live = await db.query<{ speed: number; status: number }>(
      'SELECT speed, status FROM vehicle_live WHERE vehicle_id = $1',
      [fleet.diesel.id],
    );
    expect(live[0]).toBeDefined();
    box.socket.destroy();
  });

  it.each([
    [
      'a wrong CRC',
      () => {
        const packet = Buffer.from(hex(WIKI_CODEC8_1));
        packet[packet.length - 1] = packet.at(-1)! ^ 0xff;
        return packet;
      },
    ],
    ['a length field of gigabytes', () => hex('00000000FFFFFFF0')],
    ['garbage instead of a packet', () => Buffer.from('GET / HTTP/1.1\r\n\r\n')],
  ])('closes the connection on %s, stores nothing, and other boxes go on', async (_, bad) => {
    const { db } = getCtx();
    const before = await positionsOf(db, fleet.diesel.id);
    const good = await openBox(server.port);
    good.socket.write(hex(TRACCAR_IMEI));
    await good.bytes(1);
    const box = await openBox(server.port);
    box.socket.write(hex(TRACCAR_IMEI));
    await box.bytes(1);
    box.socket.write(bad());
    await box.closed;
    expect(box.received()).toEqual(Buffer.from([0x01]));
    expect(await positionsOf(db, fleet.diesel.id)).toBe(before);
    good.socket.write(hex(TRACCAR_CODEC8_DRIVING));
    expect((await good.bytes(5)).subarray(1)).toEqual(ack(1));
    good.socket.destroy();
  });

  it('closes a connection that stays silent past the idle limit', async () => {
    const box = await openBox(server.port);
    box.socket.write(hex(TRACCAR_IMEI).subarray(0, 5));
    await box.closed;
    expect(box.received().length).toBe(0);
  });

  it('closes a connection that trickles a packet slower than the packet limit, within the idle limit', async () => {
    const { db } = getCtx();
    const before = await positionsOf(db, fleet.diesel.id);
    const box = await openBox(server.port);
    box.socket.write(hex(TRACCAR_IMEI));
    await box.bytes(1);
    const packet = hex(TRACCAR_CODEC8_DRIVING);
    const started = Date.now();
    // One byte every 100 ms: never silent for the 2 s idle limit, but 88 bytes take longer than 4 s.
    const trickle = setInterval(() => {
      const at = Math.floor((Date.now() - started) / 100);
      if (at < packet.length && !box.socket.destroyed) box.socket.write(packet.subarray(at, at + 1));
    }, 100);
    await box.closed;
    clearInterval(trickle);
    expect(box.received()).toEqual(Buffer.from([0x01]));
    expect(await positionsOf(db, fleet.diesel.id)).toBe(before);
  });

  it('refuses a revoked tracker on its open connection (no ack, nothing stored) and at its next one', async () => {
    const { db } = getCtx();
    const connected = await openBox(server.port);
    connected.socket.write(hex(TRACCAR_IMEI));
    expect(await connected.bytes(1)).toEqual(Buffer.from([0x01]));
    const before = await positionsOf(db, fleet.diesel.id);
    expect(await revokeTracker(db, fleet.diesel.id, NOW)).toBe('revoked');
    // The vehicle may get another device now: the box that was revoked stores nothing more in it.
    connected.socket.write(hex(WIKI_CODEC8_1));
    await connected.closed;
    expect(connected.received()).toEqual(Buffer.from([0x01]));
    expect(await positionsOf(db, fleet.diesel.id)).toBe(before);
    const box = await openBox(server.port);
    box.socket.write(hex(TRACCAR_IMEI));
    await box.closed;
    expect(box.received()).toEqual(Buffer.from([0x00]));
  });

  describe('with TELTONIKA_TLS_CERT and _KEY', () => {
    const TLS_IMEI = '352093081452251';
    let tlsServer: TeltonikaServer;
    beforeAll(async () => {
      const { db } = getCtx();
      await revokeDeviceKey(db, fleet.crane.id, NOW);
      const input = {
        vehicleId: fleet.crane.id,
        protocol: 'teltonika',
        identifier: TLS_IMEI,
        label: 'TLS',
      } as const;
      expect(await assignTracker(db, { ...input, now: NOW })).toMatchObject({ status: 'assigned' });
      tlsServer = await startTeltonikaServer({
        db,
        clock: { now: () => NOW },
        log: (message) => logged.push(message),
        port: 0,
        host: '127.0.0.1',
        limits: { maxConnections: 20, idleMs: 5_000, maxDataLength: 64 * 1024, packetMs: 5_000 },
        tls: TLS,
      });
    });
    afterAll(() => tlsServer.close());

    it('takes a box that trusts its certificate: handshake, packet, ack after the record is stored', async () => {
      const { db } = getCtx();
      const box = await openBox(tlsServer.port, { ca: CERT });
      // Verified against the certificate as its CA, for 127.0.0.1, as a box with the server's CA loaded.
      expect((box.socket as TLSSocket).authorized).toBe(true);
      expect(await sayImei(box, TLS_IMEI)).toBe(0x01);
      expect(await sendPacket(box, hex(TRACCAR_CODEC8_DRIVING))).toEqual(ack(1));
      const stored = await db.query<{ ts: Date; lat: number; lng: number; speed: number }>(
        'SELECT ts, lat, lng, speed FROM positions WHERE vehicle_id = $1',
        [fleet.crane.id],
      );
      expect(stored).toEqual([
        { ts: new Date('2017-09-26T02:56:53Z'), lat: 56.9463366, lng: 60.5131366, speed: 94 },
      ]);
      box.socket.destroy();
    });

    it('gives a plain TCP client no handshake: its IMEI gets no answer, the connection closes', async () => {
      const { db } = getCtx();
      const before = await positionsOf(db, fleet.crane.id);
      const box = await openBox(tlsServer.port);
      box.socket.write(hex(TRACCAR_IMEI));
      box.socket.write(hex(TRACCAR_CODEC8_KARACHI));
      await box.closed;
      expect(box.received()).toEqual(Buffer.alloc(0));
      expect(await positionsOf(db, fleet.crane.id)).toBe(before);
    });
  });
});
