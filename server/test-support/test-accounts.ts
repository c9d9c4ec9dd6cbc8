import type { AccountRole } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import { insertAccount } from '../accounts/account-records';
import { hashPasskey } from '../accounts/passkey-hash';
import { randomToken } from '../accounts/random';
import { grantMembership, type RightsGrant } from '../accounts/rights';
import { DEMO_ORGANISATIONS } from '../demo/demo-accounts';

export const TEST_PASSWORD = 'Test-Passw0rd!';

let testHash: Promise<string> | undefined;

export interface TestAccountOptions {
  readonly role?: AccountRole;
  readonly organisations?: readonly string[];
  readonly rights?: RightsGrant;
  readonly email?: string | null;
  readonly passkeyHash?: string;
}

/**
 * A fresh account of its own, so a test that locks, resets or changes it disturbs no other test.
 * The password hash is computed once per test file.
 */
export const createTestAccount = async (q: Queryable, options: TestAccountOptions = {}) => {
  const accountName = `user-${randomToken(6).replace(/[^A-Za-z0-9]/g, 'x')}`;
  testHash ??= hashPasskey(TEST_PASSWORD);
  const accountId = await insertAccount(q, {
    accountName,
    email: options.email === undefined ? `${accountName}@example.com` : options.email,
    firstName: 'Testa',
    lastName: 'Account',
    role: options.role ?? 'user',
    passkeyHash: options.passkeyHash ?? (await testHash),
  });
  const organisations = options.organisations ?? [DEMO_ORGANISATIONS[0].id];
  for (const [position, organisationId] of organisations.entries()) {
    await grantMembership(q, {
      accountId,
      organisationId,
      rights: options.rights ?? {},
      createdAt: new Date(Date.UTC(2026, 0, 1) + position),
    });
  }
  return { accountId, accountName, password: TEST_PASSWORD };
};
