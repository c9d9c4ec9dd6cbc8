import { Server } from 'node:http';

/**
 * Keeps idle keep-alive connections open longer than the load balancers and browsers in front of
 * the portal do (65 s; Node's default is 5 s). Otherwise a poll sent on a connection the server is
 * just closing fails with ECONNRESET (seen in the live-data benchmark with 100 polling clients).
 */
export const keepConnectionsAlive = (server: unknown): void => {
  if (!(server instanceof Server)) return;
  server.keepAliveTimeout = 65_000;
  // Must exceed keepAliveTimeout, or Node may cut a request that arrives at the end of the idle time.
  server.headersTimeout = 66_000;
};
