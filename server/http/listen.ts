import { Server as HttpServer, type ServerResponse } from 'node:http';
import {
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type Http2Session,
} from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { serve, type ServerType } from '@hono/node-server';
import type { PemPair } from '../config-tls';
import { keepConnectionsAlive } from './keep-alive';

export interface PortalListenerOptions {
  readonly fetch: (request: Request, env: unknown) => Response | Promise<Response>;
  readonly port: number;
  readonly host: string;
  /** `TLS_CERT` / `TLS_KEY`: https with HTTP/2 (HTTP/1.1 for clients without it); else plain http. */
  readonly tls: PemPair | undefined;
}

export interface PortalListener {
  readonly server: ServerType;
  readonly scheme: 'http' | 'https';
  /**
   * Closes the connections no request is using (at a stop, while `server.close` waits for the
   * rest): HTTP/1.1 keep-alive connections that are idle, and every HTTP/2 session gracefully (its
   * streams in flight finish, no new one is taken).
   */
  closeIdle(): void;
}

/** Headers of an HTTP/1.1 connection, which HTTP/2 forbids (RFC 9113 §8.2.2). */
const CONNECTION_HEADERS = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

/**
 * Answers without HTTP/1.1's connection headers on HTTP/2, where Node refuses them by throwing (and
 * the error answer, sent with the same headers, took the process down): Hono's Server-Sent Events
 * set `Transfer-Encoding: chunked` and `Connection: keep-alive`, meant for HTTP/1.1.
 */
const withoutConnectionHeaders =
  (fetch: PortalListenerOptions['fetch']): PortalListenerOptions['fetch'] =>
  async (request, env) => {
    const response = await fetch(request, env);
    const incoming = (env as { incoming?: { httpVersionMajor?: number } } | undefined)?.incoming;
    if (incoming?.httpVersionMajor !== 2) return response;
    if (!CONNECTION_HEADERS.some((name) => response.headers.has(name))) return response;
    const headers = new Headers(response.headers);
    for (const name of CONNECTION_HEADERS) headers.delete(name);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };

/**
 * The portal's web listener. With a certificate it speaks HTTP/2 over TLS, which a browser on a slow
 * link needs (issue 35): HTTP/1.1 gives a page six connections, so the thirty-odd files and calls a
 * page starts with wait in line for a round trip each; HTTP/2 sends them side by side on one
 * connection, with compressed headers. Without one it speaks plain HTTP/1.1, for a TLS-terminating
 * proxy in front (which should speak HTTP/2 to the browsers).
 */
export const listenPortal = (
  options: PortalListenerOptions,
  onListening: (info: AddressInfo) => void,
): PortalListener => {
  const address = {
    fetch: options.tls ? withoutConnectionHeaders(options.fetch) : options.fetch,
    port: options.port,
    hostname: options.host,
  };
  if (!options.tls) {
    const server = serve(address, onListening);
    keepConnectionsAlive(server);
    return {
      server,
      scheme: 'http',
      closeIdle: () => {
        if (server instanceof HttpServer) server.closeIdleConnections();
      },
    };
  }
  const server = serve(
    {
      ...address,
      createServer: createSecureServer,
      serverOptions: { cert: options.tls.cert, key: options.tls.key, allowHTTP1: true },
    },
    onListening,
  );
  const sessions = new Set<Http2Session>();
  server.on('session', (session: Http2Session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  // HTTP/1.1 over TLS (a health probe, curl): its connections and how many requests each has open.
  const http1 = new Map<Socket, number>();
  server.on('secureConnection', (socket: TLSSocket) => {
    if (socket.alpnProtocol === 'h2') return;
    http1.set(socket, 0);
    socket.once('close', () => http1.delete(socket));
  });
  server.on('request', (request: Http2ServerRequest, response: Http2ServerResponse) => {
    const socket = request.socket;
    const open = http1.get(socket);
    if (request.httpVersionMajor !== 1 || open === undefined) return;
    http1.set(socket, open + 1);
    (response as unknown as ServerResponse).once('close', () => {
      const still = http1.get(socket);
      if (still !== undefined) http1.set(socket, still - 1);
    });
  });
  return {
    server,
    scheme: 'https',
    closeIdle: () => {
      for (const session of sessions) if (!session.closed) session.close();
      for (const [socket, open] of http1) if (open === 0) socket.end();
    },
  };
};
