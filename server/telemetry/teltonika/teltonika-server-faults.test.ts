import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/db';
import { createTestFleet, type TestFleet } from '../../fleet/test-fleet';
import { describeEachDatabase } from '../../test-support/test-databases';
import { revokeDeviceKey } from '../device-keys';
import { assignTracker } from '../tracker-devices';
import { startTeltonikaServer, type TeltonikaServer } from './teltonika-server';
import { ack, openBox, positionsOf, sayImei, sendPacket } from './teltonika-test-boxes';
import {
  hex,
  TRACCAR_CODEC8_DRIVING,
  TRACCAR_CODEC8_KARACHI,
  TRACCAR_CODEC8_PORTUGAL,
} from './teltonika-test-vectors';

/*
 * Issue 27 §1: "the acknowledgement (number of records) sent only after the records are committed: a
 * box that gets no ack sends again, and a record sent twice is stored once". The listener here stores
 * through a database whose next transactions fail as a test says.
 */

/** What the next transaction does: commit, fail at its positions insert, or fail where it would commit. */
type Fault = 'none' | 'statement' | 'commit';

/** The database, with the next transactions failing as queued (then committing as usual). */
const faultyDb = (db: Db, queue: Fault[]): Db => ({
  ...db,
  transaction: (fn) =>
    db.transaction(async (tx) => {
      const fault = queue.shift() ?? 'none';
      const result = await fn(
        fault !== 'statement'
          ? tx
          : {
              query: async <Row>(sql: string, params?: readonly unknown[]) => {
                if (/INSERT INTO positions/.test(sql)) throw new Error('injected: the insert fails');
                return tx.query<Row>(sql, params);
              },
              exec: (sql) => tx.exec(sql),
            },
      );
      // Every statement ran; throwing now rolls them back, as a COMMIT the database refuses.
      if (fault === 'commit') throw new Error('injected: the commit is refused');
      return result;
    }),
});

const NOW = new Date('2026-03-12T10:00:00Z');
const IMEIS = { diesel: '352093081452270', eloc: '352093081452271', crane: '352093081452272' } as const;

describeEachDatabase('the Teltonika listener when the database fails', (getCtx) => {
  let fleet: TestFleet;
  let server: TeltonikaServer;
  const faults: Fault[] = [];
  const logged: string[] = [];
  beforeAll(async () => {
    const { db } = getCtx();
    fleet = await createTestFleet(db, 'teltonika-faults');
    for (const name of ['diesel', 'eloc', 'crane'] as const) {
      const vehicleId = fleet[name].id;
      await revokeDeviceKey(db, vehicleId, NOW);
      const input = { vehicleId, protocol: 'teltonika', identifier: IMEIS[name], label: name } as const;
      expect(await assignTracker(db, { ...input, now: NOW })).toMatchObject({ status: 'assigned' });
    }
    server = await startTeltonikaServer({
      db: faultyDb(db, faults),
      clock: { now: () => NOW },
      log: (message, error) => logged.push(`${message}: ${String(error)}`),
      port: 0,
      host: '127.0.0.1',
      limits: { maxConnections: 20, idleMs: 5_000, maxDataLength: 64 * 1024, packetMs: 5_000 },
    });
  });
  afterAll(() => server.close());

  it.each([
    ['a statement of it fails', 'statement', 'diesel', 'the insert fails'],
    ['the database refuses its commit', 'commit', 'eloc', 'the commit is refused'],
  ] as const)('sends no ack when %s; the packet sent again is stored once', async (_, fault, name, why) => {
    const { db } = getCtx();
    const vehicleId = fleet[name].id;
    const packet = hex(TRACCAR_CODEC8_PORTUGAL);
    faults.push(fault);
    const first = await openBox(server.port);
    expect(await sayImei(first, IMEIS[name])).toBe(0x01);
    first.socket.write(packet);
    await first.closed;
    // The handshake reply and nothing after it: no ack of the 14 records, none of them stored.
    expect(first.received()).toEqual(Buffer.from([0x01]));
    expect(await positionsOf(db, vehicleId)).toBe(0);
    expect(logged.at(-1)).toBe(
      `Teltonika ${IMEIS[name]}: storing failed, connection closed: Error: injected: ${why}`,
    );

    // The box connects again and sends what was not acknowledged, then (say) once more.
    const again = await openBox(server.port);
    expect(await sayImei(again, IMEIS[name])).toBe(0x01);
    expect(await sendPacket(again, packet)).toEqual(ack(14));
    expect(await positionsOf(db, vehicleId)).toBe(14);
    expect(await sendPacket(again, packet)).toEqual(ack(14));
    expect(await positionsOf(db, vehicleId)).toBe(14);
    again.socket.destroy();
  });

  it('acks the packet stored before the one that failed, not that one; both sent again are stored once', async () => {
    const { db } = getCtx();
    const vehicleId = fleet.crane.id;
    faults.push('none', 'commit');
    const first = await openBox(server.port);
    expect(await sayImei(first, IMEIS.crane)).toBe(0x01);
    // Two packets in one write: Karachi's three records commit, Yekaterinburg's one does not.
    first.socket.write(Buffer.concat([hex(TRACCAR_CODEC8_KARACHI), hex(TRACCAR_CODEC8_DRIVING)]));
    await first.closed;
    expect(first.received()).toEqual(Buffer.concat([Buffer.from([0x01]), ack(3)]));
    expect(await positionsOf(db, vehicleId)).toBe(3);

    const again = await openBox(server.port);
    expect(await sayImei(again, IMEIS.crane)).toBe(0x01);
    expect(await sendPacket(again, hex(TRACCAR_CODEC8_DRIVING))).toEqual(ack(1));
    expect(await sendPacket(again, hex(TRACCAR_CODEC8_KARACHI))).toEqual(ack(3));
    expect(await positionsOf(db, vehicleId)).toBe(4);
    again.socket.destroy();
  });
});
