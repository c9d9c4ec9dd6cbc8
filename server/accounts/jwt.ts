import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Compact HS256 JSON Web Tokens (RFC 7519), enough for our own tokens: we only ever verify tokens
 * we signed, so the header is fixed and anything else is refused.
 */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

export type JwtPayload = Readonly<Record<string, unknown>>;

const mac = (key: Buffer, input: string): Buffer => createHmac('sha256', key).update(input).digest();

export const signJwt = (payload: JwtPayload, key: Buffer): string => {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${mac(key, body).toString('base64url')}`;
};

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The payload of a token with a valid signature, or null (malformed, other key, tampered). */
export const verifyJwt = (token: string, key: Buffer): JwtPayload | null => {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((p) => BASE64URL.test(p))) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expected = mac(key, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const decoded: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof decoded === 'object' && decoded !== null && !Array.isArray(decoded)
      ? (decoded as JwtPayload)
      : null;
  } catch {
    return null;
  }
};
