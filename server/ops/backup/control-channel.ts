import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Writable } from 'node:stream';

/**
 * How the `db` command reaches the portal that owns an embedded database (only one process may open
 * it): the running server listens on a loopback port of its own and writes the port and a random
 * token to `control.json` in its data directory, readable by its owner only. Whoever may read the
 * data directory may take a backup; nobody else learns the token, and the port answers nothing
 * without it.
 */
export const CONTROL_FILE = 'control.json';

export interface ControlFile {
  readonly pid: number;
  readonly port: number;
  readonly token: string;
}

export interface ControlHandlers {
  /** Writes a backup archive to `out` (the answer's body); rejects when it could not. */
  readonly backup: (out: Writable) => Promise<void>;
}

export interface ControlChannel {
  readonly port: number;
  close(): Promise<void>;
}

const bearerMatches = (request: IncomingMessage, token: string): boolean => {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

const answer = (response: ServerResponse, status: number, body: object) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

export const startControlChannel = async (
  dataDir: string,
  handlers: ControlHandlers,
  log: (message: string, error?: unknown) => void,
): Promise<ControlChannel> => {
  const token = randomBytes(32).toString('hex');
  const server = createServer((request, response) => {
    if (!bearerMatches(request, token)) return answer(response, 401, { error: 'token' });
    if (request.method === 'GET' && request.url === '/status')
      return answer(response, 200, { pid: process.pid });
    if (request.method !== 'POST' || request.url !== '/backup')
      return answer(response, 404, { error: 'path' });
    response.writeHead(200, { 'content-type': 'application/gzip' });
    log('Backup requested by the db command');
    handlers.backup(response).then(
      () => log('Backup sent to the db command'),
      (error: unknown) => {
        // The archive is cut off without its end: the command sees a broken download, never a backup.
        log('Backup for the db command failed', error);
        response.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const file = join(dataDir, CONTROL_FILE);
  const control: ControlFile = { pid: process.pid, port, token };
  await writeFile(file, JSON.stringify(control), { mode: 0o600 });
  return {
    port,
    async close() {
      await rm(file, { force: true });
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
