import type { Clock } from '../clock';
import type { Db, Queryable } from '../db/db';
import { insertAccount, insertOrganisation } from '../accounts/account-records';
import { hashPasskey } from '../accounts/passkey-hash';
import { grantMembership } from '../accounts/rights';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS, DEMO_PASSWORD, demoEmail } from './demo-accounts';

export { DEMO_ACCOUNTS, DEMO_ORGANISATIONS, DEMO_PASSWORD } from './demo-accounts';

const SEED_LOCK_KEY = 7_310_002;

const accountCount = async (q: Queryable): Promise<number> =>
  (await q.query<{ n: number }>('SELECT count(*)::int AS n FROM accounts'))[0]?.n ?? 0;

const insertDemoData = async (tx: Queryable, hashes: readonly string[], now: Date) => {
  for (const organisation of DEMO_ORGANISATIONS) await insertOrganisation(tx, organisation);
  for (const [index, demo] of DEMO_ACCOUNTS.entries()) {
    const accountId = await insertAccount(tx, {
      ...demo,
      email: demoEmail(demo.accountName),
      passkeyHash: hashes[index] ?? '',
    });
    for (const [position, organisationId] of demo.organisations.entries()) {
      // Membership order decides the default active organisation, so it is made explicit.
      const createdAt = new Date(now.getTime() + position);
      await grantMembership(tx, { accountId, organisationId, rights: demo.rights, createdAt });
    }
  }
};

/**
 * Seeds the demo organisations and accounts into a database without any account; returns whether it
 * did. Safe when several instances start at once: the advisory lock lets one seed and the others see
 * accounts and skip.
 */
export const seedDemoIfEmpty = async (db: Db, clock: Clock): Promise<boolean> => {
  if ((await accountCount(db)) > 0) return false;
  // Hashing is the slow part (about 50 ms each): in parallel, and before the transaction.
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPasskey(DEMO_PASSWORD)));
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if ((await accountCount(tx)) > 0) return false;
    await insertDemoData(tx, hashes, clock.now());
    return true;
  });
};
