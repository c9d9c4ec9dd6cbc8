/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call -- tests read the loosely typed JSON answers */
import { beforeEach, expect, it } from 'vitest';
import { sessionFor } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { adminCall, interactionBody, NOW } from './test-admin';

const resetRelease = `UPDATE release_settings SET version_major = 1, version_minor = 0, version_bug_fix = 0,
  suggest_reload = false, suggest_reload_at = NULL, show_message = false, message_at = NULL, message_de = '',
  message_en = '', message_depends_on_update = false, disable_dismiss = false, message_start = NULL, message_end = NULL`;

describeEachDatabase('administration: deployment with two approvals', (getCtx) => {
  const api = adminCall(() => getCtx().app);
  let admin: string;
  let opadmin: string;
  const approve = (token: string, role: string, approvalStatus = true) =>
    api('PUT', `/deployment/approvals/${role}`, token, { approvalStatus });
  const state = async () => ({
    status: (await api('GET', '/deployment', admin)).body,
    versions: (await api('GET', '/versions', admin)).body,
  });

  beforeEach(async () => {
    getCtx().clock.set(NOW);
    await getCtx().db.query(resetRelease);
    await getCtx().db.query(
      'UPDATE deployment_approvals SET approved = false, approved_by = NULL, approved_at = NULL',
    );
    await getCtx().db.query('DELETE FROM deployments');
    ({ accessToken: admin } = await sessionFor(getCtx().app, 'admin'));
    ({ accessToken: opadmin } = await sessionFor(getCtx().app, 'opadmin'));
  });

  it('each approval is set only by its own role', async () => {
    const wrong = await approve(opadmin, 'administrator');
    expect(wrong.status).toBe(403);
    expect(wrong.body.field).toBe('role');
    expect((await approve(admin, 'operator_admin')).status).toBe(403);
    expect((await approve(admin, 'somebody')).status).toBe(400);
    const right = await approve(admin, 'administrator');
    expect(right.status).toBe(200);
    expect(right.body.deploymentStatus).toEqual({
      administrator: { status: true, approvedBy: 'Anna Hoffmann', approvedAt: NOW.toISOString() },
      operator_admin: { status: false, approvedBy: null, approvedAt: null },
    });
  });

  it('refuses to deploy with a missing approval (409) and changes nothing', async () => {
    await api('PUT', '/versions', admin, { major: 2, minor: 0, bugFix: 0 });
    const before = await state();
    const none = await api('POST', '/deployment', admin);
    expect(none.status).toBe(409);
    expect(none.body.message).toContain('administrator, operator_admin');
    await approve(opadmin, 'operator_admin');
    const one = await api('POST', '/deployment', opadmin);
    expect(one.status).toBe(409);
    expect(one.body.message).toContain('missing: administrator');
    const after = await state();
    expect(after.versions).toEqual(before.versions);
    expect(after.status.lastDeployment).toBeNull();
    expect(after.status.deploymentStatus.operator_admin.status).toBe(true);
  });

  it('deploys with both approvals: production gets the prepared version, both approvals are reset', async () => {
    await api('PUT', '/versions', admin, { major: 2, minor: 1, bugFix: 0 });
    await approve(admin, 'administrator');
    await approve(opadmin, 'operator_admin');
    const deployed = await api('POST', '/deployment', opadmin);
    expect(deployed.status).toBe(200);
    expect(deployed.body.deploymentStatus.administrator.status).toBe(false);
    expect(deployed.body.deploymentStatus.operator_admin.status).toBe(false);
    expect(deployed.body.lastDeployment).toEqual({
      deployedAt: NOW.toISOString(),
      deployedBy: 'Oliver Brandt',
      version: { major: 2, minor: 1, bugFix: 0 },
    });
    expect((await api('GET', '/versions', admin)).body.versionNos.production).toEqual({
      major: 2,
      minor: 1,
      bugFix: 0,
    });
    // A second deployment needs two new approvals.
    expect((await api('POST', '/deployment', admin)).status).toBe(409);
    const actions = (await api('GET', '/audit-log', admin)).body.items.map(
      (i: { action: string }) => i.action,
    );
    expect(actions.slice(0, 4)).toEqual(['deploy', 'setApproval', 'setApproval', 'setVersion']);
  });

  it('a change to what was prepared withdraws both approvals', async () => {
    await approve(admin, 'administrator');
    await approve(opadmin, 'operator_admin');
    await api('PUT', '/user-interaction', admin, interactionBody());
    const { status } = await state();
    expect(status.deploymentStatus.administrator.status).toBe(false);
    expect(status.deploymentStatus.operator_admin.status).toBe(false);
    expect((await api('POST', '/deployment', admin)).status).toBe(409);
  });

  it('of two racing deploys with both approvals, one deploys and the other gets 409', async () => {
    await approve(admin, 'administrator');
    await approve(opadmin, 'operator_admin');
    const second = await getCtx().secondInstance();
    const [a, b] = await Promise.all([
      api('POST', '/deployment', admin),
      adminCall(() => second)('POST', '/deployment', opadmin),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [row] = await getCtx().db.query<{ n: string }>('SELECT count(*) AS n FROM deployments');
    expect(Number(row?.n)).toBe(1);
  });
});

describeEachDatabase(
  'administration on production',
  (getCtx) => {
    const api = adminCall(() => getCtx().app);

    it('refuses release changes with 409 naming the environment, and serves the production channel', async () => {
      getCtx().clock.set(NOW);
      const { accessToken: admin } = await sessionFor(getCtx().app, 'admin');
      const { accessToken: plain } = await sessionFor(getCtx().app, 'driver');
      expect((await api('GET', '/permission', admin)).body.environment).toBe('production');
      for (const [method, path, body] of [
        ['PUT', '/versions', { major: 2, minor: 0, bugFix: 0 }],
        ['PUT', '/user-interaction', interactionBody()],
        ['PUT', '/deployment/approvals/administrator', { approvalStatus: true }],
        ['POST', '/deployment', undefined],
      ] as const) {
        const answer = await api(method, path, admin, body);
        expect(answer.status, path).toBe(409);
        expect(answer.body.field).toBe('environment');
      }
      // What a staging installation deployed into the shared database reaches production's users.
      await getCtx().db.query(
        `UPDATE release_settings SET suggest_reload = true, suggest_reload_at = $1 WHERE channel = 'production'`,
        [NOW.toISOString()],
      );
      const check = await api('GET', `/update-check?userSuggestReloadTs=${NOW.getTime() - 1}`, plain);
      expect(check.body.suggestRefresh).toBe(true);
    });
  },
  { env: { PORTAL_ENVIRONMENT: 'production' } },
);

describeEachDatabase(
  'administration on staging',
  (getCtx) => {
    const api = adminCall(() => getCtx().app);

    it('serves its own prepared settings to its testers at once', async () => {
      getCtx().clock.set(NOW);
      const { accessToken: admin } = await sessionFor(getCtx().app, 'admin');
      const { accessToken: plain } = await sessionFor(getCtx().app, 'driver');
      expect((await api('PUT', '/user-interaction', admin, interactionBody())).status).toBe(200);
      const check = await api('GET', `/update-check?userSuggestReloadTs=${NOW.getTime() - 1}`, plain);
      expect(check.body).toMatchObject({ suggestRefresh: true, showUserMsg: true });
    });
  },
  { env: { PORTAL_ENVIRONMENT: 'staging' } },
);
