import type { Schema } from 'effect';

/** How a call authenticates. */
export type EndpointAuth =
  /** No credentials. */
  | 'none'
  /** HTTP Basic with the user (refresh) token as the user name and an empty password. */
  | 'userToken'
  /** `Authorization: Bearer <access token>`. */
  | 'accessToken'
  /**
   * An access token when one is sent (checked like `accessToken`); without one the operation decides
   * (the railation directory answers anonymous callers only when the operator made it public).
   */
  | 'optionalAccessToken'
  /** A signed URL (query parameter `signature`), for resources loaded by `<img>` tags. */
  | 'signedUrl'
  /** `Authorization: Bearer <device key>` of a telematics device. */
  | 'deviceKey';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A logbook right in the organisation an operation's path names (spec 001 §6). */
export type LogbookRight = 'entries:read' | 'entries:create' | 'comments:read' | 'comments:create';

/** The right an operation needs (see {@link Endpoint.access}). */
export type EndpointAccess =
  /** The console: administrators and the operator's admins. */
  | 'administrator'
  /** The fleet: the gateway/telematics read right in the caller's active organisation. */
  | 'fleet'
  /** The vehicle list: the gateway/telematics or the logbook_entries read right there. */
  | 'vehicleList'
  /**
   * The logbook of the organisation the path names (`{organisationId}`, which must be one of the
   * caller's: else 404), with each of these rights there. Checked once the path is read.
   */
  | { readonly logbook: readonly LogbookRight[] };

/**
 * A schema whose encoded side is a record of strings (path parameters, query strings). Schema types are
 * invariant in their encoded side, so it is left open here; the server feeds these schemas strings only.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type StringRecordSchema<A> = Schema.Schema<A, any>;

/**
 * One operation of the API: the single source of truth that the server routes validate against and
 * the client decodes with. `operationId` names the call as the spec does (camelCase).
 */
export interface Endpoint<
  Params = void,
  Query = void,
  Body = void,
  Success = void,
  BodyEncoded = unknown,
  SuccessEncoded = unknown,
> {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** OpenAPI-style path with `{name}` placeholders. */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly auth: EndpointAuth;
  /**
   * Who may call, checked right after the credentials and before the query or body is read (a
   * logbook right as soon as the path is): a caller without the right gets 403 whatever it sends
   * (issue 27 §5). Absent: every authenticated caller (the operation may still scope what it answers).
   */
  readonly access?: EndpointAccess;
  /**
   * Set on the operations the demo user may not call at all (it may read, never save: spec 000 §1,
   * 001 §6; the account is shared by many people): the message of its 403, checked as `access` is.
   */
  readonly refusesDemoUser?: string;
  /**
   * Work that costs more than a plain read (exports, reports over periods, tracks, heat maps, PDFs,
   * bulk writes): limited per caller (in flight and per minute, 429 with `Retry-After` beyond) and
   * run in fair turns between organisations, its database statements after the interactive ones
   * (issue 38). The client waits as `Retry-After` says and asks again.
   */
  readonly heavy?: true;
  readonly params?: StringRecordSchema<Params>;
  readonly query?: StringRecordSchema<Query>;
  readonly body?: Schema.Schema<Body, BodyEncoded>;
  /**
   * How the body travels: JSON (the default) or `multipart/form-data`, whose parts the server hands
   * to `body` as an object: text parts as strings, file parts as {@link FilePart}s.
   */
  readonly bodyType?: 'json' | 'multipart';
  readonly success: {
    readonly status: 200 | 201 | 204;
    /** JSON body schema; absent for 204 and for binary responses. */
    readonly schema?: Schema.Schema<Success, SuccessEncoded>;
    /** Set for non-JSON responses (images, files). */
    readonly binary?: { readonly contentTypes: readonly string[] };
  };
  /** HTTP statuses this call answers with an {@link ApiErrorBody} besides the generic 400/413. */
  readonly errors: readonly number[];
}

/* eslint-disable @typescript-eslint/no-explicit-any -- variance-free handle for heterogeneous lists */
export type AnyEndpoint = Endpoint<any, any, any, any, any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

export type ParamsOf<E> = E extends Endpoint<infer P, any, any, any, any, any> ? P : never; // eslint-disable-line @typescript-eslint/no-explicit-any
export type QueryOf<E> = E extends Endpoint<any, infer Q, any, any, any, any> ? Q : never; // eslint-disable-line @typescript-eslint/no-explicit-any
export type BodyOf<E> = E extends Endpoint<any, any, infer B, any, any, any> ? B : never; // eslint-disable-line @typescript-eslint/no-explicit-any
export type SuccessOf<E> = E extends Endpoint<any, any, any, infer S, any, any> ? S : never; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Declares an endpoint while keeping its precise types, including whether `success` is binary (so
 * the client returns a Blob and the server handler a BinaryResult for it).
 */
export const endpoint = <
  P = void,
  Q = void,
  B = void,
  S = void,
  BI = unknown,
  SI = unknown,
  const Success extends Endpoint<P, Q, B, S, BI, SI>['success'] = Endpoint<P, Q, B, S, BI, SI>['success'],
>(
  e: Endpoint<P, Q, B, S, BI, SI> & { readonly success: Success },
): Endpoint<P, Q, B, S, BI, SI> & { readonly success: Success } => e;
