import type { Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError } from './api-error';
import { boundErrorBody } from './error-bounds';
import { isDiskFullError, storageFull } from '../ops/disk/write-guard';
import { isDatabaseUnavailable } from '../db/pglite-failure';

const databaseUnavailable = () =>
  new ApiError(
    503,
    'database_unavailable',
    'The database cannot answer at the moment; please try again shortly.',
    {
      headers: { 'Retry-After': '5' },
    },
  );

const answer = (c: Context, error: ApiError) => {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(boundErrorBody(error.body), error.status as 400);
};

/**
 * Turns every failure into a JSON error body; only real server faults become 5xx. The database's "disk
 * full" is the storage watch's 507 (issue 37), and has it measure at once.
 */
export const installErrorHandling = (
  app: Hono,
  log: (message: string, error: unknown) => void,
  onDiskFull: () => void = () => {},
): void => {
  app.onError((error, c) => {
    if (error instanceof ApiError) return answer(c, error);
    if (isDiskFullError(error)) {
      onDiskFull();
      return answer(c, storageFull());
    }
    // Said once by the database itself (its outage and its return), not once per request.
    if (isDatabaseUnavailable(error)) return answer(c, databaseUnavailable());
    if (error instanceof HTTPException && error.status < 500) {
      return answer(c, new ApiError(error.status, 'invalid_request', error.message || 'Bad request.'));
    }
    log(`${c.req.method} ${c.req.path} failed`, error);
    return answer(c, new ApiError(500, 'internal_error', 'The server failed to answer; please try again.'));
  });
};
