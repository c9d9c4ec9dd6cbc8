/* eslint-disable @typescript-eslint/no-unsafe-member-access -- tests read the loosely typed JSON answers */
import { beforeAll, expect, it } from 'vitest';
import { WEBHOOK_LIMITS } from '../../src/api/contract';
import { resolveCallerScope } from '../accounts/caller-scope';
import { createOtherOrganisation } from '../admin/test-admin-users';
import { adminCall } from '../admin/test-admin';
import { sessionFor } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';

/*
 * Issue 27 §6 and the README: "50 endpoints per organisation". The 51st is refused with 409 naming
 * the limit and stores nothing (no endpoint, no audit entry); another organisation's endpoints do not
 * count.
 */

/** A public URL (an address literal: no name to resolve), one per endpoint. */
const urlOf = (n: number) => `https://93.184.215.14/hooks/${n}`;

describeEachDatabase('webhooks: at most 50 endpoints per organisation', (getCtx) => {
  const api = adminCall(() => getCtx().app);
  let admin = '';
  let otherAdmin = '';
  let organisationId = '';

  const register = (token: string, n: number) =>
    api('POST', '/webhooks', token, { url: urlOf(n), types: ['NSVoltageDrop'] });
  const stored = async (organisation: string) =>
    (
      await getCtx().db.query<{ url: string }>(
        'SELECT url FROM webhook_endpoints WHERE organisation_id = $1 ORDER BY id',
        [organisation],
      )
    ).map((r) => r.url);

  beforeAll(async () => {
    const { db, app } = getCtx();
    const other = await createOtherOrganisation(db);
    admin = (await sessionFor(app, 'admin')).accessToken;
    otherAdmin = (await sessionFor(app, other.admin.accountName, other.admin.password)).accessToken;
    const [account] = await db.query<{ id: string }>("SELECT id FROM accounts WHERE account_name = 'admin'");
    organisationId = (await resolveCallerScope(db, account?.id ?? '')).organisationId;
  });

  it('refuses the 51st endpoint with 409 naming the limit, and stores nothing of it', async () => {
    const max = WEBHOOK_LIMITS.maxEndpoints;
    expect(max).toBe(50);
    for (let n = 1; n <= max; n += 1) expect((await register(admin, n)).status, `endpoint ${n}`).toBe(201);
    const refused = await register(admin, max + 1);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: 'conflict',
      message: 'An organisation has at most 50 endpoints.',
      field: 'url',
    });
    const urls = await stored(organisationId);
    expect(urls).toHaveLength(max);
    expect(urls).not.toContain(urlOf(max + 1));
    expect((await api('GET', '/webhooks', admin)).body.items).toHaveLength(max);
    const audited = await getCtx().db.query<{ target: string }>(
      "SELECT target FROM admin_audit_log WHERE action = 'createWebhook' AND target = $1",
      [urlOf(max + 1)],
    );
    expect(audited).toEqual([]);

    // Another organisation registers its own; deleting one of the 50 makes room again.
    expect((await register(otherAdmin, 1)).status).toBe(201);
    const first = ((await api('GET', '/webhooks', admin)).body.items as { id: number }[])[0];
    expect((await api('DELETE', `/webhooks/${first?.id}`, admin)).status).toBe(204);
    expect((await register(admin, max + 1)).status).toBe(201);
    expect(await stored(organisationId)).toHaveLength(max);
  });
});
