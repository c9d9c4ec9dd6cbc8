import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/** The paths a portal page on another host calls here: user management and the gateway (spec 000 §7). */
export const API_CORS_PREFIXES: readonly string[] = ['/um/', '/logbook/'];

/**
 * Cross-origin calls from the portal pages of `origins` (`API_CORS_ORIGINS`: a portal whose `API_HOST`
 * names this server) to user management and the gateway; nothing when none are configured. Tokens
 * travel in the Authorization header, never in cookies, so no credentials are allowed. The client
 * reads `Date` (the server clock), `Retry-After` (throttling) and `ETag` (live data), hence exposed.
 */
export const apiCors = (origins: readonly string[]): MiddlewareHandler => {
  if (origins.length === 0) return (_c, next) => next();
  const handler = cors({
    origin: [...origins],
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['authorization', 'content-type', 'accept', 'cache-control', 'last-event-id'],
    exposeHeaders: ['date', 'retry-after', 'etag', 'content-disposition'],
    maxAge: 600,
  });
  return (c, next) =>
    API_CORS_PREFIXES.some((prefix) => c.req.path.startsWith(prefix)) ? handler(c, next) : next();
};
