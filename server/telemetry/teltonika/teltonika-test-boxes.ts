import { connect, type Socket } from 'node:net';
import { type ConnectionOptions, connect as connectTls } from 'node:tls';
import type { Db } from '../../db/db';
import { encodeImei } from './avl-encode';

/** A box's side of a connection: what it got back, and whether the server closed it. */
export interface Box {
  readonly socket: Socket;
  readonly received: () => Buffer;
  /** Resolves once the server answered this many bytes in all. */
  readonly bytes: (count: number) => Promise<Buffer>;
  readonly closed: Promise<void>;
}

/**
 * Connects to the listener on this machine as a box does: plain TCP, or TLS with these options (then it
 * resolves once the TLS handshake is done).
 */
export const openBox = (port: number, tls?: ConnectionOptions): Promise<Box> =>
  new Promise((resolve, reject) => {
    const socket = tls ? connectTls({ port, host: '127.0.0.1', ...tls }) : connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    const waiting: { count: number; resolve: (b: Buffer) => void }[] = [];
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      for (const w of waiting.filter((x) => received.length >= x.count)) w.resolve(received);
    });
    socket.on('error', () => undefined);
    socket.once(tls ? 'secureConnect' : 'connect', () =>
      resolve({
        socket,
        received: () => received,
        bytes: (count) =>
          received.length >= count
            ? Promise.resolve(received)
            : new Promise((done) => waiting.push({ count, resolve: done })),
        closed,
      }),
    );
    socket.once('error', reject);
  });

/** Says the IMEI and answers the server's reply byte (0x01 taken, 0x00 refused). */
export const sayImei = async (box: Box, imei: string): Promise<number | undefined> => {
  const before = box.received().length;
  box.socket.write(encodeImei(imei));
  return (await box.bytes(before + 1))[before];
};

/** The acknowledgement of a packet of this many records. */
export const ack = (records: number): Buffer => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(records);
  return bytes;
};

/** Sends a packet and waits for the next four bytes the server answers (its ack). */
export const sendPacket = async (box: Box, packet: Uint8Array): Promise<Buffer> => {
  const before = box.received().length;
  box.socket.write(packet);
  return (await box.bytes(before + 4)).subarray(before, before + 4);
};

/** How many positions the vehicle has stored. */
export const positionsOf = async (db: Db, vehicleId: number): Promise<number> =>
  (
    await db.query<{ n: number }>('SELECT count(*)::int AS n FROM positions WHERE vehicle_id = $1', [
      vehicleId,
    ])
  )[0]?.n ?? 0;
