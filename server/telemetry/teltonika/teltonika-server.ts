import { isOutOfRoom, type StorageGate } from '../../ops/disk/write-guard';
import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { ingestRecords } from '../ingestion.service';
import { countsOf, type Metrics } from '../../ops/metrics';
import { findTrackerVehicle, noteUnknownDevice } from '../tracker-devices';
import type { AvlPacket } from './avl-packet';
import { lastKnownSignals } from '../last-known-signals';
import { rawRecordsOf } from './teltonika-records';
import {
  createTeltonikaStream,
  encodeAck,
  encodeHandshakeReply,
  type TeltonikaEvent,
} from './teltonika-stream';

/** The listener's limits (config: TELTONIKA_MAX_CONNECTIONS, _IDLE_SECONDS, _MAX_PACKET_BYTES). */
export interface TeltonikaLimits {
  /** Open connections at most; Node refuses the ones beyond. */
  readonly maxConnections: number;
  /** A connection that sends nothing for this long is closed (boxes reconnect when they have data). */
  readonly idleMs: number;
  /** The largest AVL data field accepted; a packet announcing more closes its connection. */
  readonly maxDataLength: number;
  /**
   * A handshake or packet begun must be complete within this time: a box trickling bytes (one a
   * second is within the idle limit) cannot hold a connection open.
   */
  readonly packetMs: number;
}

export interface TeltonikaServerOptions {
  readonly db: Db;
  readonly clock: Clock;
  readonly log: (message: string, error?: unknown) => void;
  readonly port: number;
  readonly host?: string;
  readonly limits: TeltonikaLimits;
  /** PEM certificate and key: the listener speaks TLS (the boxes support it), else plain TCP. */
  readonly tls?: { readonly cert: string; readonly key: string };
  /** Counts the records stored, duplicated and refused. */
  readonly metrics?: Metrics;
  /** While it says full, nothing is stored or acknowledged (issue 37): the device sends again later. */
  readonly storage?: StorageGate;
  /** `POSITIONS_RETENTION_MONTHS`: older records are refused (issue 29). */
  readonly retentionMonths?: number;
}

export interface TeltonikaServer {
  /** The port it listens on (the one chosen when 0 was asked for). */
  readonly port: number;
  /** Boxes connected now. */
  connections(): number;
  /** Stops accepting, lets packets being stored finish (their acks go out), then closes every connection. */
  close(): Promise<void>;
}

/**
 * The TCP listener of Teltonika boxes (Codec 8 and 8 Extended). Per connection: the IMEI handshake
 * (0x01 for a registered IMEI, 0x00 and the connection closed for another, which is listed as an
 * unknown device), then AVL packets, each stored through the same validation and ingestion as the
 * JSON endpoint and acknowledged with its record count only after the transaction committed: a box
 * that gets no ack sends the packet again, and ingestion stores a record (vehicle + time) once. Bad
 * input (wrong CRC, a truncated or oversized packet, garbage, silence) closes that connection only.
 */
export const startTeltonikaServer = async (options: TeltonikaServerOptions): Promise<TeltonikaServer> => {
  const { db, clock, log, limits } = options;
  const open = new Map<Socket, Promise<void>>();
  let closing = false;

  const handle = (socket: Socket): void => {
    const address = socket.remoteAddress ?? null;
    const stream = createTeltonikaStream({ maxDataLength: limits.maxDataLength });
    let vehicleId: number | null = null;
    /** The work of this connection, one event after the other. */
    let work: Promise<void> = Promise.resolve();
    socket.setNoDelay(true);
    socket.setTimeout(limits.idleMs, () => socket.destroy());
    socket.on('error', () => socket.destroy());

    const onImei = async (imei: string) => {
      vehicleId = await findTrackerVehicle(db, 'teltonika', imei);
      if (vehicleId === null) {
        await noteUnknownDevice(db, { protocol: 'teltonika', identifier: imei, address, now: clock.now() });
        socket.end(encodeHandshakeReply(false));
        return;
      }
      socket.write(encodeHandshakeReply(true));
    };
    const onPacket = async (packet: AvlPacket, vehicle: number) => {
      // Asked again for every packet: a tracker revoked or moved to another vehicle (on any instance)
      // stores nothing more through a connection opened before; the box reconnects and is refused.
      if ((await findTrackerVehicle(db, 'teltonika', stream.imei ?? '')) !== vehicle) {
        log(`Teltonika ${stream.imei}: no longer assigned to vehicle ${vehicle}, connection closed`);
        socket.destroy();
        return;
      }
      const raws = rawRecordsOf(packet.records, await lastKnownSignals(db, vehicle));
      const result = await ingestRecords(db, vehicle, raws, clock.now(), {
        storage: options.storage,
        retentionMonths: options.retentionMonths,
      });
      options.metrics?.countIngestion('teltonika', countsOf(result));
      if (result.rejected.length > 0) {
        const first = result.rejected[0]!;
        log(
          `Teltonika ${stream.imei}: ${result.rejected.length} of ${raws.length} records refused ` +
            `(record ${first.index}: ${first.field} ${first.reason})`,
        );
      }
      // Refused records are acknowledged too: sent again they would be refused again, forever.
      if (!socket.destroyed) socket.write(encodeAck(packet.records.length));
    };
    const onEvent = async (event: TeltonikaEvent) => {
      if (socket.destroyed) return;
      if (event.type === 'error') {
        log(`Teltonika connection from ${address ?? 'an unknown address'} closed: ${event.reason}`);
        socket.destroy();
      } else if (event.type === 'imei') {
        await onImei(event.imei);
      } else if (vehicleId !== null) {
        await onPacket(event.packet, vehicleId);
      }
    };

    let deadline: NodeJS.Timeout | undefined;
    socket.on('data', (chunk: Buffer) => {
      const events = stream.feed(chunk);
      if (!stream.buffering) {
        clearTimeout(deadline);
        deadline = undefined;
      } else if (deadline === undefined) {
        deadline = setTimeout(() => socket.destroy(), limits.packetMs);
      }
      if (events.length === 0) return;
      // While a packet is stored, the box waits for its ack; read nothing more meanwhile.
      socket.pause();
      work = work
        .then(async () => {
          for (const event of events) await onEvent(event);
        })
        .catch((error: unknown) => {
          // Storing failed (the database): no ack, so the box sends the packet again later. A full
          // storage is logged once by its watch, not for every packet of every box.
          if (!isOutOfRoom(error))
            log(`Teltonika ${stream.imei ?? 'connection'}: storing failed, connection closed`, error);
          socket.destroy();
        })
        .finally(() => {
          if (!socket.destroyed && !closing) socket.resume();
        });
      open.set(socket, work);
    });
    socket.on('close', () => {
      clearTimeout(deadline);
      open.delete(socket);
    });
    open.set(socket, work);
  };

  const server: Server = options.tls
    ? createTlsServer({ cert: options.tls.cert, key: options.tls.key }, handle)
    : createTcpServer(handle);
  server.maxConnections = limits.maxConnections;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => log('The Teltonika listener failed', error));
  const bound = server.address();
  const port = typeof bound === 'object' && bound !== null ? bound.port : options.port;

  return {
    port,
    connections: () => open.size,
    close: async () => {
      closing = true;
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.allSettled([...open.values()]);
      for (const socket of open.keys()) socket.destroy();
      await stopped;
    },
  };
};
