import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestFleet, type TestFleet } from '../../fleet/test-fleet';
import { describeEachDatabase } from '../../test-support/test-databases';
import { revokeDeviceKey } from '../device-keys';
import { assignTracker } from '../tracker-devices';
import { positionsOf } from '../teltonika/teltonika-test-boxes';
import { startOsmAndServer, type OsmAndLimits, type OsmAndServer } from './osmand-server';

/*
 * Issue 27 §1–2: limits on connections and on the time a request may take (OSMAND_MAX_CONNECTIONS,
 * OSMAND_REQUEST_SECONDS). The connection over the limit is closed unanswered; a request that does not
 * arrive whole in time (a trickled body or trickled headers) is answered 408 and closed; neither stores
 * anything, and a phone afterwards is answered and stored as usual.
 */

const NOW = new Date('2026-03-12T10:00:00Z');
const PHONE = '700100';
const TIMED_OUT = 'HTTP/1.1 408 Request Timeout';

/** A phone's side of one raw connection: what it got, and when the server closed it. */
interface Phone {
  readonly socket: Socket;
  readonly received: () => string;
  /** Resolves once the server answered a whole status line. */
  readonly answered: () => Promise<string>;
  /** Resolves, once the connection is closed, with the milliseconds it was open. */
  readonly closed: Promise<number>;
}

const openPhone = (port: number): Promise<Phone> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const opened = Date.now();
    let received = '';
    const waiting: (() => void)[] = [];
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      received += chunk;
      for (const wake of waiting.splice(0)) wake();
    });
    const closed = new Promise<number>((done) => socket.on('close', () => done(Date.now() - opened)));
    void closed.then(() => waiting.splice(0).forEach((wake) => wake()));
    const statusLine = () => received.split('\r\n', 1)[0] ?? '';
    const answered = async (): Promise<string> => {
      while (!received.includes('\r\n') && !socket.destroyed)
        await new Promise<void>((wake) => waiting.push(wake));
      return statusLine();
    };
    socket.on('error', () => undefined);
    socket.once('connect', () => resolve({ socket, received: () => received, answered, closed }));
    socket.once('error', reject);
  });

/** A phone's position at its own second, so that each one sent is a new record. */
let nextSecond = 0;
const positionQuery = () =>
  `id=${PHONE}&timestamp=${NOW.getTime() / 1000 - 3600 + ++nextSecond}&lat=53.55&lon=9.99&speed=10`;

/** Writes one byte of `text` every 100 ms, until it is all sent or the connection closed. */
const trickle = (phone: Phone, text: string): void => {
  let sent = 0;
  const timer = setInterval(() => {
    if (sent >= text.length || phone.socket.destroyed) clearInterval(timer);
    else phone.socket.write(text.slice(sent, ++sent));
  }, 100);
  void phone.closed.then(() => clearInterval(timer));
};

/** What a row sets up: the connection the limit is for, and how to let go of what else it held. */
interface Offence {
  readonly offender: Phone;
  readonly release: () => void;
}

const ROWS: readonly (readonly [
  variable: string,
  what: string,
  /** The status line the offender gets, or `nothing`. */
  answer: string,
  limits: OsmAndLimits,
  offend: (port: number) => Promise<Offence>,
  cutAfterMs: number,
])[] = [
  [
    'OSMAND_MAX_CONNECTIONS=3',
    'a fourth connection while three are open',
    'nothing',
    { maxConnections: 3, maxBodyBytes: 4096, requestMs: 10_000 },
    async (port) => {
      const held: Phone[] = [];
      for (let n = 0; n < 3; n += 1) {
        const phone = await openPhone(port);
        // Answered, so taken by the server; then a POST whose body is still to come (an upload under
        // way, held for the 10 s a request may take, not idle).
        phone.socket.write('PUT / HTTP/1.1\r\nHost: phone\r\n\r\n');
        expect(await phone.answered()).toBe('HTTP/1.1 405 Method Not Allowed');
        phone.socket.write(
          'POST / HTTP/1.1\r\nHost: phone\r\ncontent-type: application/x-www-form-urlencoded\r\n' +
            'content-length: 1000\r\n\r\n',
        );
        held.push(phone);
      }
      const offender = await openPhone(port);
      offender.socket.write(`GET /?${positionQuery()} HTTP/1.1\r\nHost: phone\r\n\r\n`);
      await offender.closed;
      // The server closed none of the three.
      expect(held.map((p) => p.socket.destroyed)).toEqual([false, false, false]);
      return { offender, release: () => held.forEach((p) => p.socket.destroy()) };
    },
    0,
  ],
  [
    'OSMAND_REQUEST_SECONDS=1',
    'a form body trickled a byte every 100 ms',
    TIMED_OUT,
    { maxConnections: 20, maxBodyBytes: 4096, requestMs: 1_000 },
    async (port) => {
      const offender = await openPhone(port);
      const body = `${positionQuery()}&pad=${'x'.repeat(200)}`;
      offender.socket.write(
        'POST / HTTP/1.1\r\nHost: phone\r\ncontent-type: application/x-www-form-urlencoded\r\n' +
          `content-length: ${body.length}\r\n\r\n`,
      );
      trickle(offender, body);
      return { offender, release: () => undefined };
    },
    1_000,
  ],
  [
    'OSMAND_REQUEST_SECONDS=1',
    'headers trickled a byte every 100 ms',
    TIMED_OUT,
    { maxConnections: 20, maxBodyBytes: 4096, requestMs: 1_000 },
    async (port) => {
      const offender = await openPhone(port);
      trickle(
        offender,
        `GET /?${positionQuery()} HTTP/1.1\r\nHost: phone\r\nUser-Agent: ${'x'.repeat(200)}\r\n\r\n`,
      );
      return { offender, release: () => undefined };
    },
    1_000,
  ],
];

describeEachDatabase('the OsmAnd listener’s limits', (getCtx) => {
  let fleet: TestFleet;
  const servers: OsmAndServer[] = [];
  beforeAll(async () => {
    const { db } = getCtx();
    fleet = await createTestFleet(db, 'osmand-limits');
    await revokeDeviceKey(db, fleet.crane.id, NOW);
    const input = {
      vehicleId: fleet.crane.id,
      protocol: 'osmand',
      identifier: PHONE,
      label: 'Phone',
    } as const;
    expect(await assignTracker(db, { ...input, now: NOW })).toMatchObject({ status: 'assigned' });
  });
  afterAll(() => Promise.all(servers.map((s) => s.close())));

  it.each(ROWS)(
    '%s: %s is answered %s and closed, stores nothing; the next phone is stored',
    async (_variable, _what, answer, limits, offend, cutAfterMs) => {
      const { db } = getCtx();
      const server = await startOsmAndServer({
        db,
        clock: { now: () => NOW },
        log: () => undefined,
        port: 0,
        host: '127.0.0.1',
        limits,
      });
      servers.push(server);
      const before = await positionsOf(db, fleet.crane.id);
      const { offender, release } = await offend(server.port);
      const openMs = await offender.closed;
      expect(offender.received().split('\r\n', 1)[0] || 'nothing').toBe(answer);
      // Cut at the limit: not before it, nor at Node's default check 30 s later.
      expect(openMs).toBeGreaterThanOrEqual(cutAfterMs);
      expect(openMs).toBeLessThan(cutAfterMs + 10_000);
      expect(await positionsOf(db, fleet.crane.id)).toBe(before);

      release();
      expect(await statusOfNextPhone(server.port)).toBe('HTTP/1.1 200 OK');
      expect(await positionsOf(db, fleet.crane.id)).toBe(before + 1);
    },
  );
});

/**
 * The status line a phone's position gets once the server has seen a place freed (a connection it
 * closed unanswered is tried again, as the app does).
 */
const statusOfNextPhone = async (port: number): Promise<string | undefined> => {
  const query = positionQuery();
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const phone = await openPhone(port);
    phone.socket.write(`GET /?${query} HTTP/1.1\r\nHost: phone\r\nConnection: close\r\n\r\n`);
    const status = await phone.answered();
    phone.socket.destroy();
    if (status !== '') return status;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
};
