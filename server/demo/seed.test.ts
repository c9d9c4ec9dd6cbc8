import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/test-databases';
import { login } from '../test-support/http-client';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS, DEMO_PASSWORD, seedDemoIfEmpty } from './seed';

describeEachDatabase(
  'demo seed',
  (getCtx) => {
    it('seeds two organisations and the six demo accounts into an empty database, once', async () => {
      const { db, clock } = getCtx();
      const [first, second] = await Promise.all([seedDemoIfEmpty(db, clock), seedDemoIfEmpty(db, clock)]);
      expect([first, second].sort()).toEqual([false, true]);
      expect(await seedDemoIfEmpty(db, clock)).toBe(false);
      const accounts = await db.query<{ account_name: string; role: string; email: string }>(
        'SELECT account_name, role, email FROM accounts ORDER BY account_name',
      );
      expect(accounts).toHaveLength(6);
      expect(accounts.map((a) => a.account_name)).toEqual(DEMO_ACCOUNTS.map((a) => a.accountName).sort());
      for (const account of accounts) expect(account.email).toBe(`${account.account_name}@example.com`);
      const organisations = await db.query<{ id: string; name: string }>(
        'SELECT id, name FROM organisations ORDER BY id',
      );
      expect(organisations).toHaveLength(2);
      expect(organisations.map((o) => o.id).sort()).toEqual(DEMO_ORGANISATIONS.map((o) => o.id).sort());
    });

    it('gives every demo account the documented role and password', async () => {
      const { app, db } = getCtx();
      for (const demo of DEMO_ACCOUNTS) {
        expect((await login(app, demo.accountName, DEMO_PASSWORD)).status, demo.accountName).toBe(201);
        const rows = await db.query<{ role: string }>('SELECT role FROM accounts WHERE account_name = $1', [
          demo.accountName,
        ]);
        expect(rows[0]?.role).toBe(demo.role);
      }
      expect(DEMO_ACCOUNTS.find((a) => a.accountName === 'demo')?.role).toBe('demo');
    });

    it('does nothing when any account exists', async () => {
      const { db, clock } = getCtx();
      await db.query('DELETE FROM accounts WHERE account_name <> $1', ['admin']);
      expect(await seedDemoIfEmpty(db, clock)).toBe(false);
      expect(await db.query('SELECT 1 FROM accounts')).toHaveLength(1);
    });
  },
  { seed: false, bothDatabases: true },
);
