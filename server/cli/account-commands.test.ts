/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/test-databases';
import { call, sessionFor } from '../test-support/http-client';
import {
  CliError,
  createAdministrator,
  createOrganisation,
  formatAccounts,
  listAccounts,
} from './account-commands';

const PASSWORD = 'Operator-Start-2026!';

describeEachDatabase(
  'accounts command line',
  (getCtx) => {
    it('creates an organisation and its first administrator, who can log in with every right', async () => {
      const { app, db } = getCtx();
      const organisationId = await createOrganisation(db, '  Ostsee Güterbahn GmbH ');
      const accountId = await createAdministrator(db, {
        organisationId,
        accountName: 'chief',
        email: 'chief@ostsee-gueterbahn.example',
        firstName: 'Greta',
        lastName: 'Lindqvist',
        password: PASSWORD,
      });
      const { accessToken } = await sessionFor(app, 'chief', PASSWORD);
      const me = await call(app, 'GET', '/um/v1/accounts/me', { accessToken });
      expect(me.body).toMatchObject({
        accountId,
        role: 'administrator',
        displayName: 'Greta Lindqvist',
        organisations: [{ id: organisationId, name: 'Ostsee Güterbahn GmbH' }],
      });
      const rights = await call(app, 'GET', '/um/v1/accounts/me/access-rights', { accessToken });
      for (const right of Object.values(rights.body.accessRights as Record<string, unknown>)) {
        expect(right).toEqual({ canRead: true, canCreate: true });
      }
      const listing = formatAccounts(await listAccounts(db));
      expect(listing).toContain('chief');
      expect(listing).toContain('Ostsee Güterbahn GmbH');
    });

    it('refuses bad input with a clear message and stores nothing', async () => {
      const { db } = getCtx();
      await expect(createOrganisation(db, '  ')).rejects.toThrow(/--name is required/);
      const organisationId = await createOrganisation(db, 'Second Org');
      const valid = {
        organisationId,
        accountName: 'second-admin',
        email: 'second@example.com',
        firstName: 'Sam',
        lastName: 'Second',
        password: PASSWORD,
      };
      const cases: [Partial<typeof valid>, RegExp][] = [
        [{ password: 'short' }, /password breaks these rules: length, uppercase, digit, symbol/],
        [{ password: 'Grüße-aus-Bern-1' }, /nonAscii \(üß\)/],
        [{ organisationId: 'missing' }, /No organisation has the id "missing"/],
        [{ accountName: 'CHIEF' }, /"CHIEF" is taken/],
        [{ accountName: 'has space' }, /--account-name may hold/],
        [{ email: 'not-an-address' }, /is not an e-mail address/],
        [{ firstName: '' }, /--first-name is required/],
      ];
      for (const [change, message] of cases) {
        const error: unknown = await createAdministrator(db, { ...valid, ...change }).catch(
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(CliError);
        expect((error as Error).message).toMatch(message);
      }
      expect((await listAccounts(db)).map((a) => a.accountName)).toEqual(['chief']);
    });

    it('lists nothing in an empty database politely', () => {
      expect(formatAccounts([])).toBe('No accounts.');
    });
  },
  { seed: false, bothDatabases: true },
);
