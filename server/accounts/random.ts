import { createHash, randomBytes, randomUUID } from 'node:crypto';

/** A new opaque id for a row (accounts, organisations). */
export const newId = (): string => randomUUID();

/** An unguessable URL-safe token of `bytes` random bytes (256 bits by default). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Tokens are stored only as this hash, so a leaked table cannot be replayed. */
export const sha256Hex = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');

/** The key under which login attempts of one account name are counted. */
export const accountKey = (accountName: string): string => accountName.normalize('NFKC').trim().toLowerCase();
