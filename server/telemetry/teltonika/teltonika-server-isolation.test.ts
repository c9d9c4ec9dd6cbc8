import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestFleet, GW, type TestFleet } from '../../fleet/test-fleet';
import { sessionFor } from '../../test-support/http-client';
import { describeEachDatabase } from '../../test-support/test-databases';
import { revokeDeviceKey } from '../device-keys';
import { assignTracker } from '../tracker-devices';
import { startTeltonikaServer, type TeltonikaLimits, type TeltonikaServer } from './teltonika-server';
import { ack, type Box, openBox, positionsOf, sayImei, sendPacket } from './teltonika-test-boxes';
import {
  hex,
  TRACCAR_CODEC8_BAD_CRC,
  TRACCAR_CODEC8_DRIVING,
  TRACCAR_CODEC8_URALS,
  TRACCAR_CODEC8_VIENNA,
  TRACCAR_IMEI,
} from './teltonika-test-vectors';

/*
 * Issue 27 §1: bad input "closes that connection, stores nothing and leaves every other device and the
 * HTTP side unaffected". The HTTP side is the portal's app on a real port in this process, as
 * `npm start` runs it beside the listener, so both share one event loop and one database.
 */

const GOOD_IMEI = '352093081452260';
const BAD_IMEI = '352093081452261';
const LIMITS: TeltonikaLimits = {
  maxConnections: 500,
  idleMs: 30_000,
  maxDataLength: 64 * 1024,
  packetMs: 8_000,
};

/** What a bad connection sends, in turn, each on a new connection (after the IMEI when it says one). */
const BAD_INPUTS: readonly (readonly [imei: boolean, bytes: Uint8Array])[] = [
  [false, Buffer.from('GET / HTTP/1.1\r\nHost: portal.test\r\n\r\n')],
  [true, hex('00000000FFFFFFF0')],
  [true, hex(TRACCAR_CODEC8_BAD_CRC)],
  // A TLS ClientHello's first bytes: a box set to TLS on a plain port.
  [false, hex('160301020001')],
];

describeEachDatabase('the Teltonika listener beside HTTP under bad input', (getCtx) => {
  let fleet: TestFleet;
  let http: ServerType;
  let base = '';
  let accessToken = '';
  beforeAll(async () => {
    const { db, app, clock } = getCtx();
    fleet = await createTestFleet(db, 'teltonika-isolation');
    for (const [vehicle, imei] of [
      [fleet.diesel, GOOD_IMEI],
      [fleet.eloc, BAD_IMEI],
    ] as const) {
      await revokeDeviceKey(db, vehicle.id, clock.now());
      const input = { vehicleId: vehicle.id, protocol: 'teltonika', identifier: imei, label: imei } as const;
      expect(await assignTracker(db, { ...input, now: clock.now() })).toMatchObject({ status: 'assigned' });
    }
    await new Promise<void>((ready) => {
      http = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready());
    });
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    ({ accessToken } = await sessionFor(app, 'dispatcher'));
  });
  afterAll(() => new Promise<void>((done) => http.close(() => done())));

  const listen = (limits = LIMITS): Promise<TeltonikaServer> => {
    const { db, clock } = getCtx();
    return startTeltonikaServer({ db, clock, log: () => undefined, port: 0, host: '127.0.0.1', limits });
  };

  /**
   * The HTTP side answers: health, and the live data of a vehicle (each vehicle read once a test: the
   * portal caches a live-data answer for a few seconds of its clock).
   */
  const httpAnswers = async (vehicleId: number) => {
    const health = await fetch(`${base}/api/health`);
    const live = await fetch(`${base}${GW}/live-data?vehicleIds=${vehicleId}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const items = ((await live.json()) as { items: { live: unknown }[] }).items;
    return { health: [health.status, await health.json()], live: [live.status, items[0]?.live] };
  };

  it('answers HTTP and acks another box while garbage, huge lengths, a trickle and half a handshake come in', async () => {
    const { db } = getCtx();
    const server = await listen();
    try {
      const good = await openBox(server.port);
      expect(await sayImei(good, GOOD_IMEI)).toBe(0x01);
      // One byte every 150 ms: never idle, but 88 bytes take 13 s, past the 8 s a packet may take.
      const trickler = await openBox(server.port);
      expect(await sayImei(trickler, BAD_IMEI)).toBe(0x01);
      let tricklerClosed = false;
      void trickler.closed.then(() => (tricklerClosed = true));
      const slow = hex(TRACCAR_CODEC8_VIENNA);
      let sent = 0;
      const trickle = setInterval(() => {
        if (sent < slow.length && !trickler.socket.destroyed)
          trickler.socket.write(slow.subarray(sent, ++sent));
      }, 150);
      const halfSaid = await openBox(server.port);
      halfSaid.socket.write(hex(TRACCAR_IMEI).subarray(0, 5));

      // Bad connections keep coming, one after the other, each closed by the server.
      let spraying = true;
      const answeredBad: string[] = [];
      const spray = (async () => {
        for (let n = 0; spraying || n < 2 * BAD_INPUTS.length; n += 1) {
          const [sayIt, bytes] = BAD_INPUTS[n % BAD_INPUTS.length]!;
          const bad = await openBox(server.port);
          if (sayIt) await sayImei(bad, BAD_IMEI);
          bad.socket.write(bytes);
          await bad.closed;
          answeredBad.push(bad.received().toString('hex'));
        }
      })();

      // The crane never reported: no live values, but an answer.
      const answers = await httpAnswers(fleet.crane.id);
      expect(await sendPacket(good, hex(TRACCAR_CODEC8_URALS))).toEqual(ack(1));
      const after = await httpAnswers(fleet.diesel.id);
      expect(tricklerClosed).toBe(false);
      spraying = false;
      await spray;

      expect(answers.health).toEqual([200, expect.objectContaining({ status: 'ok' })]);
      expect(answers.live).toEqual([200, null]);
      expect(after.health).toEqual([200, expect.objectContaining({ status: 'ok' })]);
      expect(after.live).toEqual([
        200,
        expect.objectContaining({
          statusVehicle: 'driving',
          position: { lat: 56.8255366, lng: 60.4544333 },
          timestampPosition: '2017-09-25T03:17:54.000Z',
        }),
      ]);
      // Those that said their IMEI got 0x01, then nothing: no ack, closed.
      expect(new Set(answeredBad)).toEqual(new Set(['', '01']));
      await Promise.all([trickler.closed, halfSaid.closed]);
      clearInterval(trickle);
      expect(trickler.received()).toEqual(Buffer.from([0x01]));
      expect(halfSaid.received()).toEqual(Buffer.alloc(0));
      expect(await positionsOf(db, fleet.eloc.id)).toBe(0);
      expect(await positionsOf(db, fleet.diesel.id)).toBe(1);
      good.socket.destroy();
    } finally {
      await server.close();
    }
  });

  it('closes, unanswered, the connection over TELTONIKA_MAX_CONNECTIONS, while HTTP and the boxes in go on', async () => {
    const { db, clock } = getCtx();
    // Past the portal's cache of the live data the test before read.
    clock.advanceSeconds(60);
    const before = await positionsOf(db, fleet.diesel.id);
    const server = await listen();
    const idle: Box[] = [];
    try {
      const good = await openBox(server.port);
      expect(await sayImei(good, GOOD_IMEI)).toBe(0x01);
      while (idle.length < LIMITS.maxConnections - 1) {
        const batch = Math.min(50, LIMITS.maxConnections - 1 - idle.length);
        idle.push(...(await Promise.all(Array.from({ length: batch }, () => openBox(server.port)))));
      }
      const closedIdle = new Set<Box>();
      for (const box of idle) void box.closed.then(() => closedIdle.add(box));

      const over = await openBox(server.port);
      over.socket.write(hex(TRACCAR_IMEI));
      await over.closed;
      expect(over.received()).toEqual(Buffer.alloc(0));
      expect(closedIdle.size).toBe(0);

      expect(await sendPacket(good, hex(TRACCAR_CODEC8_DRIVING))).toEqual(ack(1));
      expect(await positionsOf(db, fleet.diesel.id)).toBe(before + 1);
      const answers = await httpAnswers(fleet.diesel.id);
      expect(answers.health).toEqual([200, expect.objectContaining({ status: 'ok' })]);
      expect(answers.live).toEqual([
        200,
        expect.objectContaining({ timestampPosition: '2017-09-26T02:56:53.000Z' }),
      ]);

      // A connection that ends frees its place for a box; the server closed none of the others.
      const freed = idle.pop()!;
      freed.socket.destroy();
      expect(await replyOfNextBox(server.port)).toBe(0x01);
      expect([...closedIdle].filter((box) => box !== freed)).toEqual([]);
      good.socket.destroy();
    } finally {
      for (const box of idle) box.socket.destroy();
      await server.close();
    }
  });
});

/** The handshake reply of a box that connects once the server has seen a place freed (retried meanwhile). */
const replyOfNextBox = async (port: number): Promise<number | undefined> => {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const box = await openBox(port);
    const reply = await Promise.race([sayImei(box, GOOD_IMEI), box.closed.then(() => undefined)]);
    box.socket.destroy();
    if (reply !== undefined) return reply;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
};
