import type { MiddlewareHandler } from 'hono';
import { createAccessToken, createRefreshToken, revokeRefreshToken } from '../../../src/api/contract';
import { ApiError } from '../../http/api-error';
import type { StorageState } from './disk-watch';

/** What a refused write answers (issue 37): 507 Insufficient Storage, saying why and that reads go on. */
export const storageFull = (): ApiError =>
  new ApiError(
    507,
    'insufficient_storage',
    "The server's storage is almost full: nothing was saved. Everything can still be read; please try again later.",
  );

/** PostgreSQL's "disk full" (SQLSTATE 53100), from PGlite or a server. */
export const isDiskFullError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '53100';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Logging in and out and renewing an access token write a row each, but without them nothing can be
 * read: they go on (should the database itself have no room, they fail with 507 like any write).
 */
const SESSION_WRITES = new Set(
  [createRefreshToken, createAccessToken, revokeRefreshToken].map((e) => `${e.method} ${e.path}`),
);

/**
 * Refuses every write of the API (anything but GET, HEAD and OPTIONS under `apiPrefixes`) with 507
 * while the storage is full; reads, the pages and the session calls go on.
 */
export const writeGuard =
  (state: () => StorageState, apiPrefixes: readonly string[]): MiddlewareHandler =>
  async (c, next) => {
    if (
      state() === 'full' &&
      !READS.has(c.req.method) &&
      apiPrefixes.some((prefix) => c.req.path.startsWith(prefix)) &&
      !SESSION_WRITES.has(`${c.req.method} ${c.req.path}`)
    )
      throw storageFull();
    await next();
  };

/** What the ingestion asks before it stores (devices and the simulator reach it without HTTP). */
export interface StorageGate {
  state(): StorageState;
}

/** A write refused because the storage is full (the gate said so, or the database failed for lack of room). */
export class StorageFullError extends Error {
  override readonly name = 'StorageFullError';
  constructor() {
    super('The storage is full: nothing was stored.');
  }
}

/** Throws StorageFullError while `gate` says full. */
export const refuseWhenFull = (gate: StorageGate | undefined): void => {
  if (gate?.state() === 'full') throw new StorageFullError();
};

/** Either kind of "no room": the gate's refusal or the database's disk-full error. */
export const isOutOfRoom = (error: unknown): boolean =>
  error instanceof StorageFullError || isDiskFullError(error);
