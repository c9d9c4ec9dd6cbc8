import { createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db';

/** One key per purpose, so a signature made for one use can never pass as another. */
export interface SigningKeys {
  readonly userToken: Buffer;
  readonly accessToken: Buffer;
  readonly avatarUrl: Buffer;
  /** Supplier logo addresses (getSupplierLogo). */
  readonly supplierLogoUrl: Buffer;
}

const SECRET_NAME = 'signing-secret';

/**
 * The signing secret lives in the database so every server instance on it signs and verifies alike.
 * The first instance to need it creates it; a concurrent second insert is ignored and both read back
 * the one that won.
 */
export const loadSigningSecret = async (db: Queryable): Promise<Buffer> => {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    SECRET_NAME,
    randomBytes(32).toString('base64'),
  ]);
  const rows = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [
    SECRET_NAME,
  ]);
  const value = rows[0]?.value;
  if (!value) throw new Error('The signing secret could not be created.');
  return Buffer.from(value, 'base64');
};

const derive = (secret: Buffer, purpose: string): Buffer =>
  createHmac('sha256', secret).update(`rail-fleet-portal/${purpose}`).digest();

export const deriveSigningKeys = (secret: Buffer): SigningKeys => ({
  userToken: derive(secret, 'user-token'),
  accessToken: derive(secret, 'access-token'),
  avatarUrl: derive(secret, 'avatar-url'),
  supplierLogoUrl: derive(secret, 'supplier-logo-url'),
});

/** Loads the keys on first use and keeps them; a failed load is retried on the next call. */
export const lazySigningKeys = (db: Queryable): (() => Promise<SigningKeys>) => {
  let pending: Promise<SigningKeys> | undefined;
  return () => {
    pending ??= loadSigningSecret(db)
      .then(deriveSigningKeys)
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
    return pending;
  };
};
