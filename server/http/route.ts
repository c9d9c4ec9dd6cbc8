import type { Context, Hono } from 'hono';
import { Schema } from 'effect';
import type {
  AnyEndpoint,
  BodyOf,
  EndpointAccess,
  LogbookRight,
  ParamsOf,
  QueryOf,
  SuccessOf,
} from '../../src/api/contract';
import { ApiError, unauthorized } from './api-error';
import { refuseHostileJson, refuseHostileStrings } from './hostile-input';
import { readMultipartBody } from './multipart-body';
import { decodeStrict } from './request-decoding';
import { sendCoded } from './coded-answer';
import { PreEncodedJson, preEncodedResponse, recycleWhenSent } from './pre-encoded';
import { socketAddressOf } from './client-address';
import { currentRequest } from '../ops/request-context';
import { inBackgroundLane } from '../db/statement-lane';
import type { HeavyWork } from './heavy-work';
import { handedOver, heavyCallerOf } from './heavy-turn';
import type { BinaryResult, Caller, Device } from './request-types';

export type { BinaryResult, Caller, Device } from './request-types';

/** Verifies credentials for the binder; tokens by the accounts module, device keys by telemetry. */
export interface Authenticator {
  /** Verifies an access token (Bearer) and that its session is not revoked; throws 401 otherwise. */
  accessToken(token: string): Promise<Caller>;
  /** Verifies a user token (Basic user name); throws 401 when revoked, expired or malformed. */
  userToken(token: string): Promise<Caller>;
  /** Resolves a device key (Bearer) to its vehicle; throws 401 for an unknown key. */
  deviceKey(token: string): Promise<Device>;
  /** Throws 403 unless the caller holds the right an endpoint's `access` names (one without a path). */
  requireRight(caller: Caller, right: Exclude<EndpointAccess, object>): Promise<void>;
  /** Throws 404 unless the organisation is one of the caller's, 403 unless it has every right there. */
  requireLogbookRights(
    caller: Caller,
    organisationId: string,
    rights: readonly LogbookRight[],
  ): Promise<void>;
  /** Throws 403 with `refusal` when the caller is the demo user (endpoints with `refusesDemoUser`). */
  refuseDemoUser(caller: Caller, refusal: string): Promise<void>;
  /** Whether `optionalAccessToken` operations answer callers without a token (a public directory). */
  anonymousAllowed(): boolean;
  /**
   * The client's address from the socket's peer and `X-Forwarded-For` (believed only from proxies
   * `TRUST_PROXY` names); null for a request that came through no socket.
   */
  clientAddress(socketAddress: string | null, forwardedFor: string | undefined): string | null;
  /** The gate of the contract's `heavy` operations (issue 38); without one they run unlimited. */
  readonly heavyWork?: HeavyWork;
}

export interface RequestContext<E> {
  readonly params: ParamsOf<E>;
  readonly query: QueryOf<E>;
  readonly body: BodyOf<E>;
  /** Set for endpoints with auth `accessToken` or `userToken`; guaranteed there. */
  readonly caller: Caller;
  /** The raw user token for `userToken` endpoints (e.g. to revoke it), else ''. */
  readonly userToken: string;
  /** Set for endpoints with auth `deviceKey`; guaranteed there (vehicle id 0 elsewhere). */
  readonly device: Device;
  /** The client's address (see `Authenticator.clientAddress`), for logging and throttling. */
  readonly clientAddress: string | null;
}

const asciiOnly = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');
/** RFC 5987 `ext-value` characters: encodeURIComponent leaves `'()*` as they are, which it must not. */
const extValue = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with an ASCII name (`asciiName`, else `fileName` with `_` for other characters) and the
 * RFC 6266 / 5987 UTF-8 one, which browsers prefer.
 */
export const attachmentDisposition = (fileName: string, asciiName?: string): string =>
  `attachment; filename="${asciiOnly(asciiName ?? fileName)}"; filename*=UTF-8''${extValue(fileName)}`;

const binaryHeaders = (binary: BinaryResult): Record<string, string> => ({
  'content-type': binary.contentType,
  'cache-control': binary.cacheControl ?? 'private, max-age=3600',
  ...(binary.fileName === undefined
    ? {}
    : { 'content-disposition': attachmentDisposition(binary.fileName, binary.asciiFileName) }),
});

/**
 * What a handler resolves to. `endpoint()` widens `success` to the interface, so a binary endpoint
 * is only recognisable by its void JSON type; such handlers may resolve to a {@link BinaryResult}
 * (the binder checks `success.binary` at run time).
 */
type HandlerResult<E> = E extends { success: { binary: object } }
  ? BinaryResult
  : [SuccessOf<E>] extends [void]
    ? SuccessOf<E> | BinaryResult
    : SuccessOf<E>;

export type Handler<E> = (ctx: RequestContext<E>) => Promise<HandlerResult<E> | PreEncodedJson>;

const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The token of an `Authorization: Bearer` header, or null. */
export const bearer = (header: string | undefined): string | null => {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
};

/** The user token sent as HTTP Basic user name (password empty or ignored). */
export const basicUser = (header: string | undefined): string | null => {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const user = decoded.includes(':') ? decoded.slice(0, decoded.indexOf(':')) : decoded;
  return user.length > 0 ? user : null;
};

const readJsonBody = async (c: Context): Promise<unknown> => {
  const type = c.req.header('content-type') ?? '';
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new ApiError(415, 'unsupported_media_type', 'The body must be sent as application/json.', {
      field: 'body',
    });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'invalid_json', 'The body is not valid JSON.', { field: 'body' });
  }
};

const noSchema = Schema.Unknown;

/** The organisation the path of an endpoint with logbook access names. */
const organisationOf = (endpoint: AnyEndpoint, params: unknown): string => {
  const id = (params as { readonly organisationId?: unknown } | undefined)?.organisationId;
  if (typeof id !== 'string') {
    throw new Error(`${endpoint.operationId}: logbook access needs {organisationId} in the path`);
  }
  return id;
};

/** Binds one contract endpoint to the app: decodes and checks everything before the handler runs. */
export const route = <E extends AnyEndpoint>(
  app: Hono,
  auth: Authenticator,
  // Plain `E`: intersecting with Endpoint<...> would reset its encoded types to `unknown`, which the
  // invariant Schema types refuse.
  endpoint: E,
  handler: Handler<E>,
): void => {
  const adminChange = endpoint.access === 'administrator' && endpoint.method !== 'GET';
  app.on(endpoint.method, honoPath(endpoint.path), async (c) => {
    // What the request log and the metrics name this request by (issue 34 §3).
    const facts = currentRequest();
    if (facts) Object.assign(facts, { route: endpoint.path, operation: endpoint.operationId, adminChange });
    let caller: Caller = { accountId: '', sessionId: '' };
    let userToken = '';
    let device: Device = { vehicleId: 0 };
    if (endpoint.auth === 'accessToken') {
      const token = bearer(c.req.header('authorization'));
      if (!token) throw unauthorized('An access token is required (Authorization: Bearer).');
      caller = await auth.accessToken(token);
    } else if (endpoint.auth === 'optionalAccessToken') {
      // Anonymous callers get accountId ''; a token that is sent must be valid.
      const token = bearer(c.req.header('authorization'));
      if (token) caller = await auth.accessToken(token);
      else if (c.req.header('authorization')) throw unauthorized('Authorization must be Bearer <token>.');
      else if (!auth.anonymousAllowed())
        throw unauthorized('An access token is required (Authorization: Bearer).');
    } else if (endpoint.auth === 'userToken') {
      const token = basicUser(c.req.header('authorization'));
      if (!token) throw unauthorized('The user token is required (HTTP Basic).');
      caller = await auth.userToken(token);
      userToken = token;
    } else if (endpoint.auth === 'deviceKey') {
      const token = bearer(c.req.header('authorization'));
      if (!token) throw unauthorized('A device key is required (Authorization: Bearer).');
      device = await auth.deviceKey(token);
    }
    if (facts && caller.accountId) facts.accountId = caller.accountId;
    if (facts && device.vehicleId) facts.vehicleId = device.vehicleId;
    // Who may call comes before what is sent (issue 27 §5): a plain user's admin write, a fleet read
    // without gateway read, the demo user's save are 403s, never 400s, whatever the query or body.
    const { access } = endpoint;
    if (typeof access === 'string') await auth.requireRight(caller, access);
    if (endpoint.refusesDemoUser !== undefined) await auth.refuseDemoUser(caller, endpoint.refusesDemoUser);
    const rawParams = c.req.param();
    const rawQuery = c.req.query();
    refuseHostileStrings(rawParams, 'path');
    refuseHostileStrings(rawQuery, 'query');
    const params: unknown = endpoint.params ? decodeStrict(endpoint.params, rawParams, 'path') : undefined;
    // Logbook rights are the organisation's that the path names: checked as soon as it is read.
    if (typeof access === 'object') {
      await auth.requireLogbookRights(caller, organisationOf(endpoint, params), access.logbook);
    }
    const query: unknown = endpoint.query ? decodeStrict(endpoint.query, rawQuery, 'query') : undefined;
    let body: unknown = undefined;
    if (endpoint.body && endpoint.bodyType === 'multipart') {
      body = decodeStrict(endpoint.body, await readMultipartBody(c), 'body');
    } else if (endpoint.body) {
      const raw = await readJsonBody(c);
      if (raw === undefined) {
        throw new ApiError(400, 'invalid_request', 'A JSON body is required.', { field: 'body' });
      }
      refuseHostileJson(raw, 'body');
      body = decodeStrict(endpoint.body, raw, 'body');
    }
    const clientAddress = auth.clientAddress(socketAddressOf(c), c.req.header('x-forwarded-for'));
    const handle = () =>
      handler({
        params: params as ParamsOf<E>,
        query: query as QueryOf<E>,
        body: body as BodyOf<E>,
        caller,
        userToken,
        device,
        clientAddress,
      });
    // Heavy work waits for its turn and runs its statements behind interactive ones (issue 38); its
    // turn ends with the answer (a streamed file's last byte).
    const release =
      endpoint.heavy && auth.heavyWork
        ? await auth.heavyWork.admit(heavyCallerOf(caller, device, params))
        : null;
    let result: Awaited<ReturnType<typeof handle>>;
    try {
      result = release ? await inBackgroundLane(handle) : await handle();
    } catch (error) {
      release?.();
      throw error;
    }
    if (endpoint.success.binary) {
      // The heavy turn ends when the file is handed over: held bytes at once, a stream at its end.
      const binary = release ? handedOver(result as BinaryResult, release) : (result as BinaryResult);
      const body = 'stream' in binary ? binary.stream : (binary.bytes as Uint8Array<ArrayBuffer>);
      return c.body(body, 200, binaryHeaders(binary));
    }
    release?.();
    if (endpoint.success.status === 204) return c.body(null, 204);
    if (result instanceof PreEncodedJson) {
      const answer = preEncodedResponse(result, endpoint.success.status, {
        ifNoneMatch: c.req.header('if-none-match'),
        acceptEncoding: c.req.header('accept-encoding'),
      });
      recycleWhenSent(c.env, result);
      if (answer.body === null) return c.body(null, 304, answer.headers);
      return c.body(answer.body as string | Uint8Array<ArrayBuffer>, answer.status as 200, answer.headers);
    }
    const schema: Schema.Schema<unknown, unknown> = endpoint.success.schema ?? noSchema;
    const text = JSON.stringify(Schema.encodeSync(schema)(result));
    // Nothing to send (an operation whose contract has no answer body): as Hono's c.json sends it.
    if (text === undefined) return c.body(null, endpoint.success.status);
    return sendCoded(c, text, endpoint.success.status);
  });
};
