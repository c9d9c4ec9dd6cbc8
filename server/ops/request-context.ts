import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the server knows about the request being answered, for its log line, its metrics and every log
 * line written while answering it (issue 34 §3). The request-log middleware opens it; the route binder
 * fills in what only it knows.
 */
export interface RequestFacts {
  /** Sent back as `x-request-id` and written on every log line of the request. */
  readonly requestId: string;
  /** The contract's path template (`/api/v1/vehicles/{vehicleId}`), never the path with its values. */
  route?: string;
  /** The contract's operation id. */
  operation?: string;
  /** The caller's account, once its token is verified. */
  accountId?: string;
  /** The vehicle a device key belongs to, once it is verified. */
  vehicleId?: number;
  /** A console (administrator) operation that changes something: logged as a security event when done. */
  adminChange?: boolean;
}

const requests = new AsyncLocalStorage<RequestFacts>();

/** Runs `answer` (the rest of the middleware chain) with `facts` as the current request. */
export const withinRequest = <T>(facts: RequestFacts, answer: () => T): T => requests.run(facts, answer);

/** The request being answered, or undefined outside one (background work, start-up). */
export const currentRequest = (): RequestFacts | undefined => requests.getStore();
