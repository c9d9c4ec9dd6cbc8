import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from './logger';
import type { Metrics } from './metrics';
import { withinRequest, type RequestFacts } from './request-context';
import type { SecurityLog } from './security-events';

export interface RequestLogDeps {
  readonly logger: Logger;
  readonly metrics: Metrics;
  readonly security: SecurityLog;
  /** Paths under which every unknown path is an API 404 (labelled `unmatched`, not `app`). */
  readonly apiPrefixes: readonly string[];
  /**
   * Take a well-formed `x-request-id` from the request (a trusted proxy's, `TRUST_PROXY`), so the
   * proxy's log and this one name the same id; otherwise every request gets a new one.
   */
  readonly acceptRequestId: boolean;
}

const REQUEST_ID = /^[A-Za-z0-9._:@-]{1,128}$/;
/** Probes come every few seconds from a load balancer: counted, logged only at `debug`. */
const QUIET_PATHS = new Set(['/api/health']);

/**
 * The route label of an answer: the contract's template when the route binder served it, else the
 * path Hono matched (`/api/health`, `/locales/:lng/:ns`); the app and its files are `app`, an unknown
 * API path `unmatched`. Never the path itself: it can carry ids without bound, and a signature.
 */
const routeLabel = (facts: RequestFacts, matched: string, path: string, apiPrefixes: readonly string[]) => {
  if (facts.route) return facts.route;
  if (matched !== '/*' && matched !== '*') return matched;
  return apiPrefixes.some((prefix) => path.startsWith(prefix)) ? 'unmatched' : 'app';
};

/**
 * One log line and one metrics observation per request (issue 34 §3), with a request id that every
 * log line written meanwhile carries and that the answer returns as `x-request-id`; a 403 and a
 * console change are security events too. Installed first, so it sees every answer, errors included.
 */
export const requestLog =
  (deps: RequestLogDeps): MiddlewareHandler =>
  async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId =
      deps.acceptRequestId && incoming !== undefined && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const facts: RequestFacts = { requestId };
    const started = performance.now();
    await withinRequest(facts, next);
    const seconds = (performance.now() - started) / 1000;
    const status = c.res.status;
    const route = routeLabel(facts, routePath(c), c.req.path, deps.apiPrefixes);
    c.res.headers.set('x-request-id', requestId);
    deps.metrics.observeRequest(c.req.method, route, status, seconds);
    const line = {
      requestId,
      method: c.req.method,
      route,
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
      ...(facts.accountId ? { accountId: facts.accountId } : {}),
      ...(facts.vehicleId ? { vehicleId: facts.vehicleId } : {}),
    };
    if (status >= 500) deps.logger.error(line, 'Request failed');
    else if (QUIET_PATHS.has(c.req.path)) deps.logger.debug(line, 'Request');
    else deps.logger.info(line, 'Request');
    const who = { operation: facts.operation, route: facts.route, accountId: facts.accountId };
    if (status === 403) deps.security({ kind: 'access.refused', ...who });
    if (facts.adminChange && status < 400) deps.security({ kind: 'admin.change', ...who, status });
  };
