import { createHmac, timingSafeEqual } from 'node:crypto';
import { epochSeconds } from './accounts.context';

const DAY_SECONDS = 24 * 3600;

const mac = (key: Buffer, accountId: string, version: number, expires: number): string =>
  createHmac('sha256', key).update(`${accountId}\n${version}\n${expires}`).digest('base64url');

/**
 * `<expires>.<mac>`: a MAC over account id, avatar version and expiry. The expiry is the end of the
 * next UTC day, so the URL stays the same (and cacheable) all day and lives between one and two
 * days. A new image bumps the version, which changes the URL and voids the old one.
 */
export const signAvatar = (key: Buffer, accountId: string, version: number, now: Date): string => {
  const expires = (Math.floor(epochSeconds(now) / DAY_SECONDS) + 2) * DAY_SECONDS;
  return `${expires}.${mac(key, accountId, version, expires)}`;
};

/** The expiry of a well-formed, unexpired signature, else null (checked against the MAC separately). */
export const signatureExpiry = (signature: string, now: Date): number | null => {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(signature);
  const expires = Number(match?.[1]);
  return match && expires > epochSeconds(now) ? expires : null;
};

export const avatarSignatureMatches = (
  key: Buffer,
  accountId: string,
  version: number,
  signature: string,
  expires: number,
): boolean => {
  const expected = Buffer.from(`${expires}.${mac(key, accountId, version, expires)}`);
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
};
