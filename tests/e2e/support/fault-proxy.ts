import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request that passed the proxy. */
export interface ProxiedRequest {
  readonly method: string;
  readonly path: string;
  /** The request body as text (only for JSON bodies under 5 MB). */
  readonly body: string | null;
  readonly startedAt: number;
  endedAt: number | null;
  /** The server's status; 0 when there was no answer (server down, answer dropped). */
  status: number;
  dropped: boolean;
}

export type RequestMatch = (request: { readonly method: string; readonly path: string }) => boolean;

/**
 * A proxy between the browser and the portal server, for the offline sync's fault matrix (issue 8): the
 * browser's origin stays the same while the server behind it is killed and restarted, and an answer can
 * be dropped after the server has committed (the connection is cut instead of answering). Outside the
 * product: only the tests use it.
 */
export interface FaultProxy {
  readonly url: string;
  /** Where requests go from now on (a restarted server listens on a new port). */
  setTarget(url: string): void;
  /**
   * The next request that matches is forwarded, its answer read in full and then thrown away: the
   * browser sees the connection cut. Resolves with that request once it happened.
   */
  dropAnswerOnce(match: RequestMatch): Promise<ProxiedRequest>;
  /** Every request so far. */
  requests(): readonly ProxiedRequest[];
  close(): Promise<void>;
}

const readBody = (message: IncomingMessage) =>
  new Promise<Buffer>((done, fail) => {
    const chunks: Buffer[] = [];
    message.on('data', (chunk: Buffer) => chunks.push(chunk));
    message.once('end', () => done(Buffer.concat(chunks)));
    message.once('error', fail);
  });

export const startFaultProxy = async (initialTarget: string): Promise<FaultProxy> => {
  let target = new URL(initialTarget);
  const log: ProxiedRequest[] = [];
  const drops: { match: RequestMatch; done: (request: ProxiedRequest) => void }[] = [];

  const cut = (entry: ProxiedRequest, res: ServerResponse) => {
    entry.endedAt = Date.now();
    res.socket?.destroy();
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET';
    const path = req.url ?? '/';
    const body = await readBody(req);
    const isJson = (req.headers['content-type'] ?? '').includes('json') && body.length < 5_000_000;
    const entry: ProxiedRequest = {
      method,
      path,
      body: isJson ? body.toString('utf8') : null,
      startedAt: Date.now(),
      endedAt: null,
      status: 0,
      dropped: false,
    };
    log.push(entry);
    const dropIndex = drops.findIndex((d) => d.match({ method, path }));
    const drop = dropIndex >= 0 ? drops.splice(dropIndex, 1)[0] : undefined;
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method,
        path,
        headers: { ...req.headers, host: target.host },
        // A connection of its own per request: Node's agent keeps sockets alive, and a socket the server
        // closed as idle (or a server killed by case 2) was reused now and then; its ECONNRESET cut the
        // caller's connection as if the server had died (a pinned-Chromium run: the test's own login
        // fetch through the proxy failed in case 3).
        agent: false,
      },
      (answer) => {
        entry.status = answer.statusCode ?? 0;
        if (drop !== undefined) {
          // Read the whole answer (the server has done its work), then cut the browser's connection.
          void readBody(answer).then(() => {
            entry.dropped = true;
            cut(entry, res);
            drop.done(entry);
          });
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.once('end', () => {
          entry.endedAt = Date.now();
        });
      },
    );
    // The server is down or died mid-answer: the browser sees no answer, as with a dead server.
    upstream.once('error', () => cut(entry, res));
    upstream.end(body);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => res.socket?.destroy());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setTarget: (url) => {
      target = new URL(url);
    },
    dropAnswerOnce: (match) => new Promise((done) => drops.push({ match, done })),
    requests: () => log,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
};
