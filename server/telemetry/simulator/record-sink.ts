import { connect, type Socket } from 'node:net';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { encodeAvlPacket, encodeImei, MAX_RECORDS_PER_PACKET } from '../teltonika/avl-encode';
import { CODEC_8_EXTENDED } from '../teltonika/avl-record';
import { ingestRecords } from '../ingestion.service';
import type { StorageGate } from '../../ops/disk/write-guard';
import { countsOf, type Metrics } from '../../ops/metrics';
import { simRecordToAvl } from './sim-avl';
import type { SimRecord } from './simulate-vehicle';

/** Where the simulator's records go; answers how many records were taken. */
export interface RecordSink {
  /** `history`: the catch-up's records, stored as if each had come live (not as a late arrival). */
  store(vehicleId: number, records: readonly SimRecord[], history?: boolean): Promise<number>;
  /** Closes what the sink holds open (connections). */
  close(): Promise<void>;
}

/**
 * Straight into the ingestion, as the JSON endpoint does (the default). While the storage is full
 * (issue 37) it stores nothing and says so by taking no record, without an error for every tick.
 */
export const ingestionSink = (
  db: Db,
  clock: Clock,
  metrics?: Metrics,
  storage?: StorageGate,
): RecordSink => ({
  store: async (vehicleId, records, history = false) => {
    if (storage?.state() === 'full') return 0;
    const result = await ingestRecords(db, vehicleId, records, clock.now(), {
      storage,
      arrivedLive: history,
    });
    metrics?.countIngestion('simulator', countsOf(result));
    return result.accepted;
  },
  close: async () => {},
});

/** The simulated box's IMEI: 15 digits, "35" and the vehicle id (README "Teltonika trackers"). */
export const simulatedImei = (vehicleId: number): string => `35${String(vehicleId).padStart(13, '0')}`;

/** One box's connection: the handshake done, packets sent one at a time, each answered by its ack. */
export interface BoxLink {
  readonly socket: Socket;
  send(packet: Uint8Array, records: number): Promise<void>;
}

/** Opens a box's connection and says its IMEI; refused (0x00) or broken, it rejects. */
export const openBoxLink = (host: string, port: number, imei: string): Promise<BoxLink> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, host);
    let received = Buffer.alloc(0);
    let waiting: { bytes: number; done: (b: Buffer) => void; fail: (e: Error) => void } | null = null;
    const next = (bytes: number) =>
      new Promise<Buffer>((done, fail) => {
        waiting = { bytes, done, fail };
        flush();
      });
    const flush = () => {
      if (waiting === null || received.length < waiting.bytes) return;
      const answer = received.subarray(0, waiting.bytes);
      received = received.subarray(waiting.bytes);
      const { done } = waiting;
      waiting = null;
      done(answer);
    };
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      flush();
    });
    const broken = (error: Error) => {
      waiting?.fail(error);
      waiting = null;
    };
    socket.on('close', () => broken(new Error(`Teltonika: the server closed the connection of ${imei}`)));
    // Every error, not only the first: a reset after the handshake must not become an uncaught one.
    socket.on('error', (error) => {
      broken(error);
      reject(error);
    });
    socket.once('connect', () => {
      socket.write(encodeImei(imei));
      next(1)
        .then((reply) => {
          if (reply[0] !== 0x01) throw new Error(`Teltonika: the server refused IMEI ${imei}`);
          resolve({
            socket,
            send: async (packet, records) => {
              socket.write(packet);
              const ack = await next(4);
              if (ack.readUInt32BE(0) !== records) {
                throw new Error(
                  `Teltonika: ${imei} got an ack of ${ack.readUInt32BE(0)} for ${records} records`,
                );
              }
            },
          });
        })
        .catch((error: unknown) => {
          socket.destroy();
          reject(error instanceof Error ? error : new Error(String(error)));
        });
    });
  });

/**
 * The simulated vehicles as Teltonika boxes (SIMULATOR_PROTOCOL=teltonika): each keeps a TCP
 * connection to the listener, says its IMEI, and sends its records as Codec 8 Extended packets of up
 * to 255 records, each acknowledged once stored, so the demo fleet drives the real path. A broken
 * connection is opened again at the next batch, as a box reconnects.
 */
export const teltonikaSink = (host: string, port: number): RecordSink => {
  const links = new Map<number, Promise<BoxLink>>();
  const linkOf = (vehicleId: number): Promise<BoxLink> => {
    let link = links.get(vehicleId);
    if (!link) {
      link = openBoxLink(host, port, simulatedImei(vehicleId));
      links.set(vehicleId, link);
      link.then(
        (l) => l.socket.once('close', () => links.delete(vehicleId)),
        () => links.delete(vehicleId),
      );
    }
    return link;
  };
  return {
    async store(vehicleId, records) {
      let sent = 0;
      for (let i = 0; i < records.length; i += MAX_RECORDS_PER_PACKET) {
        const chunk = records.slice(i, i + MAX_RECORDS_PER_PACKET);
        const link = await linkOf(vehicleId);
        await link.send(encodeAvlPacket(CODEC_8_EXTENDED, chunk.map(simRecordToAvl)), chunk.length);
        sent += chunk.length;
      }
      return sent;
    },
    async close() {
      const open = await Promise.allSettled([...links.values()]);
      for (const link of open) if (link.status === 'fulfilled') link.value.socket.end();
      links.clear();
    },
  };
};
