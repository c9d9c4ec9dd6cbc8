import { connect } from 'node:net';

/** A Teltonika box's side of one TCP connection to the portal, as the e2e tests drive it. */
export interface TeltonikaBox {
  write(hex: string): void;
  /** Resolves with everything received once the server answered this many bytes in all. */
  bytes(count: number): Promise<Buffer>;
  /** Resolves when the server closed the connection. */
  readonly closed: Promise<void>;
  end(): void;
}

export const connectBox = (port: number): Promise<TeltonikaBox> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    const waiting: { count: number; done: (b: Buffer) => void }[] = [];
    const closed = new Promise<void>((done) => socket.on('close', () => done()));
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      for (const w of waiting.filter((x) => received.length >= x.count)) w.done(received);
    });
    socket.once('error', reject);
    socket.once('connect', () =>
      resolve({
        write: (hex) => socket.write(Buffer.from(hex, 'hex')),
        bytes: (count) =>
          received.length >= count
            ? Promise.resolve(received)
            : new Promise((done) => waiting.push({ count, done })),
        closed,
        end: () => socket.end(),
      }),
    );
  });
