/** What the client reads from a user token; it never verifies the signature (the server does). */
export interface UserTokenClaims {
  readonly accountId: string;
  /** Epoch milliseconds at which the user token expires (`exp` is in seconds). */
  readonly expiresAt: number;
}

const decodeBase64Url = (segment: string): string => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  // atob yields one char per byte; decode as UTF-8 so non-ASCII claims survive.
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
};

/**
 * Reads `accountId` and `exp` from a user token (a JWT: three base64url segments, JSON payload).
 * Returns null for anything else: spec 000 §4 says an undecodable token is ignored.
 */
export const decodeUserToken = (token: string | null): UserTokenClaims | null => {
  if (token === null) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === undefined || parts[1] === '') return null;
  let payload: unknown;
  try {
    payload = JSON.parse(decodeBase64Url(parts[1]));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { accountId, exp } = payload as Record<string, unknown>;
  if (typeof accountId !== 'string' || accountId === '') return null;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  return { accountId, expiresAt: exp * 1000 };
};

/** accountId of a token, or null when there is none or it cannot be decoded. */
export const accountIdOf = (token: string | null): string | null => decodeUserToken(token)?.accountId ?? null;
