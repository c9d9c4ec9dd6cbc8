import { isOutOfRoom, type StorageGate } from '../../ops/disk/write-guard';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { ApiErrorBody } from '../../../src/api/contract';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { ingestRecords } from '../ingestion.service';
import { countsOf, type Metrics } from '../../ops/metrics';
import { lastKnownSignals } from '../last-known-signals';
import { isRejection, validateRecord } from '../record-validation';
import { findTrackerVehicle, noteUnknownDevice } from '../tracker-devices';
import { parseOsmAndRequest, type OsmAndFix } from './osmand-fix';
import { osmAndRawRecord } from './osmand-record';

/** The listener's limits (config: OSMAND_MAX_CONNECTIONS, OSMAND_MAX_BODY_BYTES, OSMAND_REQUEST_SECONDS). */
export interface OsmAndLimits {
  readonly maxConnections: number;
  /** The largest request body accepted (a JSON batch); a larger one answers 413. */
  readonly maxBodyBytes: number;
  /** A request must arrive whole within this time; a trickling one is cut off. */
  readonly requestMs: number;
}

export interface OsmAndServerOptions {
  readonly db: Db;
  readonly clock: Clock;
  readonly log: (message: string, error?: unknown) => void;
  readonly port: number;
  readonly host?: string;
  readonly limits: OsmAndLimits;
  /** Counts the records stored, duplicated and refused. */
  readonly metrics?: Metrics;
  /** While it says full, nothing is stored or acknowledged (issue 37): the device sends again later. */
  readonly storage?: StorageGate;
  /** `POSITIONS_RETENTION_MONTHS`: older records are refused (issue 29). */
  readonly retentionMonths?: number;
}

export interface OsmAndServer {
  /** The port it listens on (the one chosen when 0 was asked for). */
  readonly port: number;
  /** Stops accepting, lets requests being stored finish, then closes every connection. */
  close(): Promise<void>;
}

const answer = (response: ServerResponse, status: number, body?: ApiErrorBody): void => {
  if (response.headersSent) return;
  if (body === undefined) {
    response.writeHead(status, { 'content-length': 0 }).end();
    return;
  }
  const text = JSON.stringify(body);
  response
    .writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) })
    .end(text);
};

const badField = (field: string, reason: string): ApiErrorBody => ({
  error: 'invalid_request',
  message: `${field} ${reason}`,
  field,
});

/**
 * The request body, or null once it grew past `limit` bytes: the rest is read and dropped (within the
 * request time limit), so the app receives the 413 rather than a broken connection.
 */
const readBody = (request: IncomingMessage, limit: number): Promise<string | null> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else if (chunks.length > 0) {
        chunks.length = 0;
        resolve(null);
      }
    });
    request.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

/**
 * How the portal's record checks name a field, in the phone's words: the query sends `lon`, the
 * JSON body `location.coords.longitude` (of the n-th location in a batch).
 */
const phoneField = (field: string, fix: number, json: boolean, batch: boolean): string => {
  if (!json) return field === 'lng' ? 'lon' : field;
  const at = batch ? `location[${fix}]` : 'location';
  const coords: Record<string, string> = {
    lat: 'latitude',
    lng: 'longitude',
    speed: 'speed',
    bearing: 'heading',
  };
  return field === 'timestamp' ? `${at}.timestamp` : `${at}.coords.${coords[field] ?? field}`;
};

/**
 * The HTTP listener of phones running Traccar Client or OsmAnd (the OsmAnd protocol, as Traccar's
 * OsmAndProtocolDecoder reads it): GET or POST with query or form parameters, or the JSON body of
 * Traccar Client 9 and later. A registered identifier's positions are checked all before any is
 * stored (a bad one answers 400 naming the field, and none is stored), stored in one transaction,
 * and answered 200 after the commit, so the app keeps what was not answered and sends it again (a
 * position stored twice is stored once). An unknown identifier answers 403 and is listed as an
 * unknown device.
 */
export const startOsmAndServer = async (options: OsmAndServerOptions): Promise<OsmAndServer> => {
  const { db, clock, log, limits } = options;
  const working = new Set<Promise<void>>();

  const store = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'POST') {
      response.setHeader('allow', 'GET, POST');
      answer(response, 405, { error: 'invalid_request', message: 'Only GET and POST are accepted.' });
      return;
    }
    const body = await readBody(request, limits.maxBodyBytes);
    if (body === null) {
      response.setHeader('connection', 'close');
      answer(response, 413, {
        error: 'payload_too_large',
        message: `The body is larger than ${limits.maxBodyBytes} bytes.`,
        field: 'body',
      });
      return;
    }
    const contentType = request.headers['content-type'] ?? '';
    const nowMs = clock.now().getTime();
    const parsed = parseOsmAndRequest(
      { method: request.method, url: request.url ?? '/', contentType, body },
      nowMs,
    );
    if (!parsed.ok) {
      answer(response, 400, badField(parsed.field, parsed.reason));
      return;
    }
    const fixes: readonly OsmAndFix[] = parsed.fixes;
    const identifier = fixes[0]!.identifier;
    const vehicleId = await findTrackerVehicle(db, 'osmand', identifier);
    if (vehicleId === null) {
      await noteUnknownDevice(db, {
        protocol: 'osmand',
        identifier,
        address: request.socket.remoteAddress ?? null,
        now: clock.now(),
      });
      answer(response, 403, {
        error: 'forbidden',
        message: `The device "${identifier}" is not assigned to a vehicle.`,
        field: contentType.toLowerCase().startsWith('application/json') ? 'device_id' : 'id',
      });
      return;
    }
    const known = await lastKnownSignals(db, vehicleId);
    const raws = fixes.map((fix) => osmAndRawRecord(fix, known));
    const json = contentType.toLowerCase().startsWith('application/json');
    for (const [i, raw] of raws.entries()) {
      const checked = validateRecord(raw, nowMs);
      if (isRejection(checked)) {
        // The request is refused whole: none of its fixes is stored.
        options.metrics?.countIngestion('osmand', { accepted: 0, duplicates: 0, rejected: raws.length });
        answer(response, 400, badField(phoneField(checked.field, i, json, fixes.length > 1), checked.reason));
        return;
      }
    }
    const result = await ingestRecords(db, vehicleId, raws, clock.now(), {
      storage: options.storage,
      retentionMonths: options.retentionMonths,
    });
    options.metrics?.countIngestion('osmand', countsOf(result));
    answer(response, 200);
  };

  // Node checks the request and header time limits every connectionsCheckingInterval, 30 s unless
  // told: a trickling request would then run up to 30 s past OSMAND_REQUEST_SECONDS.
  const checkEvery = Math.min(1_000, limits.requestMs);
  const server: Server = createServer({ connectionsCheckingInterval: checkEvery }, (request, response) => {
    const work = store(request, response)
      .catch((error: unknown) => {
        // Storing failed (the database): no 200, so the app sends the positions again later. A full
        // storage (issue 37) is logged once by its watch and answered 507.
        if (isOutOfRoom(error)) {
          answer(response, 507, {
            error: 'insufficient_storage',
            message: 'Storage full; send again later.',
          });
          return;
        }
        log('OsmAnd: storing failed', error);
        answer(response, 503, { error: 'internal_error', message: 'Storing failed; send again later.' });
      })
      .finally(() => working.delete(work));
    working.add(work);
  });
  server.maxConnections = limits.maxConnections;
  server.requestTimeout = limits.requestMs;
  server.headersTimeout = Math.min(limits.requestMs, 60_000);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => log('The OsmAnd listener failed', error));
  const bound = server.address();
  const port = typeof bound === 'object' && bound !== null ? bound.port : options.port;

  return {
    port,
    close: async () => {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await Promise.allSettled([...working]);
      server.closeAllConnections();
      await stopped;
    },
  };
};
