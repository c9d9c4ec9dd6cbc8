import { isIPv6 } from 'node:net';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';

/**
 * The per-client-address budget for failed logins and password-reset requests (issue 34 §5): beside
 * the per-account throttle, which one client trying one password on many names never meets.
 * `ADDRESS_BUDGET_ATTEMPTS` (default 30; 0 switches the budget off) within `ADDRESS_BUDGET_MINUTES`
 * (default 15), a sliding window shared by all server instances through the database.
 */
export interface AddressBudget {
  readonly attempts: number;
  readonly windowSeconds: number;
}

export const DEFAULT_ADDRESS_BUDGET: AddressBudget = { attempts: 30, windowSeconds: 15 * 60 };

/** The eight groups of an IPv6 address, `::` expanded (an embedded IPv4 tail counts as two). */
const ipv6Groups = (address: string): string[] => {
  const [head = '', tail] = address.toLowerCase().split('::');
  const part = (text: string) => (text === '' ? [] : text.split(':'));
  const lastGroups = part(tail ?? '').flatMap(
    (group) => (group.includes('.') ? ['v4', 'v4'] : [group]), // the /64 key never reaches that far
  );
  const firstGroups = part(head);
  const missing = tail === undefined ? 0 : 8 - firstGroups.length - lastGroups.length;
  return [...firstGroups, ...Array<string>(missing).fill('0'), ...lastGroups];
};

/**
 * What the budget counts by: an IPv4 address as it is; an IPv6 address by its /64 network, since one
 * subscriber usually holds a whole /64 and could otherwise take a new address for every attempt.
 */
export const addressKey = (address: string): string => {
  if (!isIPv6(address)) return address;
  const network = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''));
  return `${network.join(':')}::/64`;
};

const windowStart = (budget: AddressBudget, now: Date) =>
  new Date(now.getTime() - budget.windowSeconds * 1000);

/**
 * Refuses with 429 and `Retry-After` while the address has used its budget: until its oldest counted
 * attempt leaves the window. Checked before anything else about the request; a refused request is not
 * counted, so the budget comes back on time however often the client keeps trying.
 */
export const assertAddressBudget = async (
  db: Db,
  budget: AddressBudget,
  address: string | null,
  now: Date,
): Promise<void> => {
  if (address === null || budget.attempts === 0) return;
  const rows = await db.query<{ n: number; oldest: Date | null }>(
    `SELECT count(*)::int AS n, min(attempted_at) AS oldest FROM address_attempts
     WHERE address_key = $1 AND attempted_at > $2`,
    [addressKey(address), windowStart(budget, now)],
  );
  const { n = 0, oldest = null } = rows[0] ?? {};
  if (n < budget.attempts || oldest === null) return;
  const seconds = Math.max(
    1,
    Math.ceil((new Date(oldest).getTime() + budget.windowSeconds * 1000 - now.getTime()) / 1000),
  );
  throw new ApiError(429, 'too_many_attempts', 'Too many attempts from this address; try again later.', {
    retryAfterSeconds: seconds,
    headers: { 'retry-after': String(seconds) },
  });
};

/** Counts one attempt of the address, and forgets every address's attempts that left the window. */
export const countAddressAttempt = async (
  db: Db,
  budget: AddressBudget,
  address: string | null,
  now: Date,
): Promise<void> => {
  if (address === null || budget.attempts === 0) return;
  await db.query('DELETE FROM address_attempts WHERE attempted_at <= $1', [windowStart(budget, now)]);
  await db.query('INSERT INTO address_attempts (address_key, attempted_at) VALUES ($1, $2)', [
    addressKey(address),
    now,
  ]);
};
