import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestFleet, type TestFleet } from '../../fleet/test-fleet';
import { describeEachDatabase } from '../../test-support/test-databases';
import { revokeDeviceKey } from '../device-keys';
import { assignTracker } from '../tracker-devices';
import { startTeltonikaServer, type TeltonikaServer } from './teltonika-server';
import { ack, openBox, positionsOf, sayImei, sendPacket } from './teltonika-test-boxes';
import * as V from './teltonika-test-vectors';

/*
 * Every vector over TCP, as a box sends it: each decodable packet is acknowledged with the record count
 * of its header and its valid records are stored once; each refused one closes its connection with
 * nothing stored (truncated ones when the packet time runs out).
 */

const NOW = new Date('2026-03-12T10:00:00Z');
const IMEI = '352093081452280';
/** Records validation refuses: none (the two of TRACCAR_CODEC8_BELGIUM that count 248 satellites are capped). */
const REFUSED_RECORDS = 0;

const REFUSED_PACKETS: readonly (readonly [string, string])[] = [
  ['a CRC that is not the data’s (Traccar line 85)', V.TRACCAR_CODEC8_BAD_CRC],
  ['a length field of 0 (line 103)', V.TRACCAR_ZERO_LENGTH],
  ['165 of 167 announced bytes (line 118)', V.TRACCAR_SHORT],
  ['33 of 166 announced bytes (line 139)', V.TRACCAR_CODEC8_LENGTH_166],
  ['a 16-byte IO group (line 159)', V.TRACCAR_CODEC8_16_BYTE_IO],
  ['a 16-byte IO group (line 162)', V.TRACCAR_CODEC8_16_BYTE_IO_2],
  ['Codec 12 (line 70)', V.TRACCAR_CODEC12],
];

describeEachDatabase('the test vectors over TCP', (getCtx) => {
  let fleet: TestFleet;
  let server: TeltonikaServer;
  beforeAll(async () => {
    const { db } = getCtx();
    fleet = await createTestFleet(db, 'teltonika-vectors');
    await revokeDeviceKey(db, fleet.diesel.id, NOW);
    const input = {
      vehicleId: fleet.diesel.id,
      protocol: 'teltonika',
      identifier: IMEI,
      label: 'vectors',
    } as const;
    expect(await assignTracker(db, { ...input, now: NOW })).toMatchObject({ status: 'assigned' });
    server = await startTeltonikaServer({
      db,
      clock: { now: () => NOW },
      log: () => undefined,
      port: 0,
      host: '127.0.0.1',
      limits: { maxConnections: 20, idleMs: 10_000, maxDataLength: 64 * 1024, packetMs: 1_000 },
    });
  });
  afterAll(() => server.close());

  it('acks every decodable packet with its record count and stores each valid record once', async () => {
    const { db } = getCtx();
    const box = await openBox(server.port);
    expect(await sayImei(box, IMEI)).toBe(0x01);
    let records = 0;
    for (const [name, packet] of Object.entries(V.GOOD_PACKETS)) {
      // The record count is the byte after the codec id (offset 9).
      const count = V.hex(packet)[9]!;
      expect(await sendPacket(box, V.hex(packet)), name).toEqual(ack(count));
      records += count;
    }
    expect(records).toBe(69);
    expect(await positionsOf(db, fleet.diesel.id)).toBe(records - REFUSED_RECORDS);
    // All of them again: acknowledged, nothing stored twice.
    for (const packet of Object.values(V.GOOD_PACKETS)) await sendPacket(box, V.hex(packet));
    expect(await positionsOf(db, fleet.diesel.id)).toBe(records - REFUSED_RECORDS);
    box.socket.destroy();
  });

  it.each(REFUSED_PACKETS)('closes the connection on %s and stores nothing', async (_, packet) => {
    const { db } = getCtx();
    const before = await positionsOf(db, fleet.diesel.id);
    const box = await openBox(server.port);
    expect(await sayImei(box, IMEI)).toBe(0x01);
    box.socket.write(V.hex(packet));
    await box.closed;
    expect(box.received()).toEqual(Buffer.from([0x01]));
    expect(await positionsOf(db, fleet.diesel.id)).toBe(before);
  });
});
