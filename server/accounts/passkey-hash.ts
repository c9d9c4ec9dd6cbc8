import { scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { randomToken } from './random';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. The library's default algorithm is argon2id. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const CURRENT_PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$';

/** The PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`) of a passkey. */
export const hashPasskey = (passkey: string): Promise<string> => hash(passkey, ARGON2_OPTIONS);

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

/**
 * Verifies hashes in the passlib scrypt format `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` (base64), which
 * accounts imported from elsewhere may carry. Parameters are bounded so a stored hash cannot make the
 * server spend unbounded memory.
 */
const verifyScrypt = async (stored: string, passkey: string): Promise<boolean> => {
  const match = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/.=]+)\$([A-Za-z0-9+/.=]+)$/.exec(stored);
  if (!match) return false;
  const [ln, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (ln < 1 || ln > 20 || r < 1 || r > 16 || p < 1 || p > 4) return false;
  const salt = Buffer.from(match[4] ?? '', 'base64');
  const expected = Buffer.from(match[5] ?? '', 'base64');
  if (expected.length < 16) return false;
  const N = 2 ** ln;
  const derived = await scrypt(passkey, salt, expected.length, {
    N,
    r,
    p,
    maxmem: 256 * N * r + 1024 * 1024,
  });
  return timingSafeEqual(derived, expected);
};

/** True when the passkey matches the stored hash; malformed hashes never match. */
export const verifyPasskey = async (stored: string, passkey: string): Promise<boolean> => {
  try {
    if (stored.startsWith('$argon2')) return await verify(stored, passkey);
    if (stored.startsWith('$scrypt$')) return await verifyScrypt(stored, passkey);
    return false;
  } catch {
    return false;
  }
};

/** Hashes made with other parameters or algorithms are replaced at the next successful login. */
export const needsRehash = (stored: string): boolean => !stored.startsWith(CURRENT_PREFIX);

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash ahead, so not even the first unknown-name login takes longer. */
export const prepareDummyHash = (): Promise<string> => (dummyHash ??= hashPasskey(randomToken()));

/**
 * Spends the time of one verification when the account does not exist, so the answer's timing does
 * not tell which account names exist.
 */
export const verifyAgainstDummy = async (passkey: string): Promise<false> => {
  await verifyPasskey(await prepareDummyHash(), passkey);
  return false;
};
