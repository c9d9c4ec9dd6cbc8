import type { CallerScope } from '../accounts/caller-scope';

/**
 * What a request's handler is given of its caller and gives back as a file: the types route.ts binds
 * with, in a module of their own so that the parts route.ts imports (heavy-turn.ts) can use them
 * without importing it back.
 */

/** Who calls, established from an access token. */
export interface Caller {
  readonly accountId: string;
  /** Id of the user token (refresh token) session the access token was issued from. */
  readonly sessionId: string;
  /**
   * The caller's organisation, rights and access windows, read with the session check of an access
   * token (throws 401/403 like `resolveCallerScope` when asked). Absent for user tokens.
   */
  readonly scope?: () => CallerScope;
}

/** A telematics device, established from its device key. */
export interface Device {
  readonly vehicleId: number;
}

export interface BinaryAnswer {
  readonly contentType: string;
  readonly cacheControl?: string;
  /** Offered as a download under this name (`Content-Disposition: attachment`). */
  readonly fileName?: string;
  /** The plain ASCII name for `filename=` beside `fileName` (default: `fileName` with `_` for the rest). */
  readonly asciiFileName?: string;
}

/**
 * A file answer: `bytes` held whole, or a `stream` built while it is sent (exports of any size). A
 * stream's errors end the connection (the status is already sent); fail before returning instead.
 */
export type BinaryResult =
  | (BinaryAnswer & { readonly bytes: Uint8Array })
  | (BinaryAnswer & { readonly stream: ReadableStream<Uint8Array> });
