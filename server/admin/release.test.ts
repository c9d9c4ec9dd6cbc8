/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- tests read the loosely typed JSON answers */
import { beforeEach, expect, it } from 'vitest';
import { sessionFor } from '../test-support/http-client';
import { createTestAccount, TEST_PASSWORD } from '../test-support/test-accounts';
import { describeEachDatabase } from '../test-support/test-databases';
import { adminCall, interactionBody, NOW } from './test-admin';

describeEachDatabase('administration: versions, user interaction, update check', (getCtx) => {
  const api = adminCall(() => getCtx().app);
  let admin: string;
  let opadmin: string;
  let plain: string;

  beforeEach(async () => {
    getCtx().clock.set(NOW);
    await getCtx().db.query('DELETE FROM admin_audit_log');
    await getCtx().db.query(
      `UPDATE release_settings SET version_major = 1, version_minor = 0, version_bug_fix = 0, suggest_reload = false,
         suggest_reload_at = NULL, show_message = false, message_at = NULL, message_de = '', message_en = '',
         message_depends_on_update = false, disable_dismiss = false, message_start = NULL, message_end = NULL`,
    );
    await getCtx().db.query('UPDATE deployment_approvals SET approved = false');
    ({ accessToken: admin } = await sessionFor(getCtx().app, 'admin'));
    ({ accessToken: opadmin } = await sessionFor(getCtx().app, 'opadmin'));
    ({ accessToken: plain } = await sessionFor(getCtx().app, 'dispatcher'));
  });

  it('answers the permission check for every role; plain and demo users are not allowed', async () => {
    expect((await api('GET', '/permission', admin)).body).toEqual({
      userIsAllowed: true,
      myUserRole: 'administrator',
      environment: 'local',
    });
    expect((await api('GET', '/permission', opadmin)).body).toMatchObject({
      userIsAllowed: true,
      myUserRole: 'operator_admin',
    });
    expect((await api('GET', '/permission', plain)).body).toMatchObject({
      userIsAllowed: false,
      myUserRole: 'user',
    });
    const { accessToken: demo } = await sessionFor(getCtx().app, 'demo');
    expect((await api('GET', '/permission', demo)).body).toMatchObject({ userIsAllowed: false });
    expect((await api('GET', '/permission', '')).status).toBe(401);
  });

  it('refuses every administration operation to a plain user with 403 and changes nothing', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/versions'],
      ['PUT', '/versions', { major: 2, minor: 0, bugFix: 0 }],
      ['GET', '/user-interaction'],
      ['PUT', '/user-interaction', interactionBody()],
      ['GET', '/deployment'],
      ['PUT', '/deployment/approvals/administrator', { approvalStatus: true }],
      ['POST', '/deployment'],
      ['GET', '/audit-log'],
    ];
    for (const [method, path, body] of calls) {
      const answer = await api(method, path, plain, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    expect((await api('GET', '/versions', admin)).body.versionNos.current).toEqual({
      major: 1,
      minor: 0,
      bugFix: 0,
    });
    expect((await api('GET', '/audit-log', admin)).body.totalCount).toBe(0);
  });

  it('sets the version; only the administrator changes major and minor; integers only', async () => {
    const set = await api('PUT', '/versions', admin, { major: 2, minor: 3, bugFix: 4 });
    expect(set.status).toBe(200);
    expect(set.body.versionNos).toEqual({
      current: { major: 2, minor: 3, bugFix: 4 },
      production: { major: 1, minor: 0, bugFix: 0 },
    });
    expect((await api('PUT', '/versions', opadmin, { major: 2, minor: 3, bugFix: 5 })).status).toBe(200);
    const minor = await api('PUT', '/versions', opadmin, { major: 2, minor: 4, bugFix: 5 });
    expect(minor.status).toBe(403);
    expect(minor.body.field).toBe('minor');
    const major = await api('PUT', '/versions', opadmin, { major: 3, minor: 3, bugFix: 5 });
    expect(major.body.field).toBe('major');
    for (const [body, field] of [
      [{ major: 2.5, minor: 0, bugFix: 0 }, 'major'],
      [{ major: 2, minor: -1, bugFix: 0 }, 'minor'],
      [{ major: 2, minor: 0, bugFix: '1' }, 'bugFix'],
      [{ major: 2, minor: 0 }, 'bugFix'],
    ] as const) {
      const answer = await api('PUT', '/versions', admin, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body), JSON.stringify(body)).toContain(field);
    }
    expect((await api('GET', '/versions', admin)).body.versionNos.current).toEqual({
      major: 2,
      minor: 3,
      bugFix: 5,
    });
  });

  it('validates the user interaction, naming the field, and stores nothing on a 400', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ msgIsDependent: true, suggestReload: false }, 'msgIsDependent'],
      [{ msgIsDependent: true, showMessage: false, isDisableDismissButton: false }, 'msgIsDependent'],
      [{ isDisableDismissButton: true, showMessage: false }, 'isDisableDismissButton'],
      [{ message: { de: ' ', en: 'x' } }, 'message.de'],
      [{ message: { de: 'x', en: '' } }, 'message.en'],
      [{ start_date: '01-03-2026 09:00:00' }, 'start_date'],
      [{ start_date: '31-02-2026 09:00:00' }, 'start_date'],
      [{ start_date: '2026-03-02 09:00' }, 'start_date'],
      [{ end_date: '02-03-2026 08:59:59' }, 'end_date'],
      [{ message: { de: 'x'.repeat(2001), en: 'x' } }, 'message'],
    ];
    for (const [overrides, field] of bad) {
      const answer = await api('PUT', '/user-interaction', admin, interactionBody(overrides));
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(JSON.stringify(answer.body), JSON.stringify(overrides)).toContain(field);
    }
    const stored = (await api('GET', '/user-interaction', admin)).body;
    expect(stored).toMatchObject({
      suggestReload: false,
      showMessage: false,
      userMsgTs: 0,
      userSuggestReloadTs: 0,
    });
  });

  it('stamps a set interaction; a start a few minutes in the past is the form’s now', async () => {
    const answer = await api(
      'PUT',
      '/user-interaction',
      admin,
      interactionBody({ start_date: '02-03-2026 08:56:00' }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      suggestReload: true,
      showMessage: true,
      userSuggestReloadTs: NOW.getTime(),
      userMsgTs: NOW.getTime(),
      startDate: '2026-03-02T07:56:00.000Z',
      endDate: '2026-03-05T08:00:00.000Z',
    });
    expect((await api('GET', '/user-interaction', opadmin)).body).toEqual(answer.body);
  });

  it('the prepared prompts reach users only after a deployment, then between start and end', async () => {
    const loadedAt = NOW.getTime() - 60_000;
    const check = (stamps: string) => api('GET', `/update-check${stamps}`, plain);
    expect((await api('PUT', '/user-interaction', admin, interactionBody())).status).toBe(200);
    // local: prepared on staging, served from production; nothing deployed yet.
    expect((await check(`?userSuggestReloadTs=${loadedAt}`)).body).toEqual({
      suggestRefresh: false,
      showUserMsg: false,
      userMsg: null,
      userMsgTs: 0,
      isDisableDismissButton: false,
    });
    expect(
      (await api('PUT', '/deployment/approvals/administrator', admin, { approvalStatus: true })).status,
    ).toBe(200);
    expect(
      (await api('PUT', '/deployment/approvals/operator_admin', opadmin, { approvalStatus: true })).status,
    ).toBe(200);
    getCtx().clock.advanceSeconds(60);
    const deployedAt = NOW.getTime() + 60_000;
    expect((await api('POST', '/deployment', admin)).status).toBe(200);

    const fresh = await check(`?userSuggestReloadTs=${loadedAt}`);
    expect(fresh.body).toEqual({
      suggestRefresh: true,
      showUserMsg: true,
      userMsg: interactionBody().message,
      userMsgTs: deployedAt,
      isDisableDismissButton: false,
    });
    // Loaded after the deployment (or without a stamp): no refresh; dismissed: no message.
    expect((await check(`?userSuggestReloadTs=${deployedAt + 1}`)).body.suggestRefresh).toBe(false);
    expect((await check('')).body.suggestRefresh).toBe(false);
    expect((await check(`?userMsgTs=${deployedAt}`)).body).toMatchObject({
      showUserMsg: false,
      userMsg: null,
    });
    // After the end date the message is gone.
    getCtx().clock.set(new Date('2026-03-05T08:00:01.000Z'));
    ({ accessToken: plain } = await sessionFor(getCtx().app, 'dispatcher'));
    expect((await check('')).body.showUserMsg).toBe(false);
    expect((await check('?userMsgTs=abc')).status).toBe(400);
  });

  it('a message relying on the update shows once the client runs it; disable-dismiss is passed on', async () => {
    const body = interactionBody({
      msgIsDependent: true,
      isDisableDismissButton: true,
      start_date: '02-03-2026 10:00:00',
    });
    expect((await api('PUT', '/user-interaction', admin, body)).status).toBe(200);
    await api('PUT', '/deployment/approvals/administrator', admin, { approvalStatus: true });
    await api('PUT', '/deployment/approvals/operator_admin', opadmin, { approvalStatus: true });
    expect((await api('POST', '/deployment', opadmin)).status).toBe(200);
    const check = (stamps: string) => api('GET', `/update-check${stamps}`, plain);
    // Before its start: nothing.
    expect((await check('')).body).toMatchObject({ showUserMsg: false, isDisableDismissButton: true });
    getCtx().clock.set(new Date('2026-03-02T09:30:00.000Z'));
    ({ accessToken: plain } = await sessionFor(getCtx().app, 'dispatcher'));
    expect((await check(`?userSuggestReloadTs=${NOW.getTime() - 1}`)).body).toMatchObject({
      suggestRefresh: true,
      showUserMsg: false,
    });
    expect((await check(`?userSuggestReloadTs=${NOW.getTime() + 1}`)).body).toMatchObject({
      suggestRefresh: false,
      showUserMsg: true,
      isDisableDismissButton: true,
    });
  });

  it('writes every change to the audit log with before and after, newest first, paged', async () => {
    await api('PUT', '/versions', admin, { major: 1, minor: 1, bugFix: 0 });
    getCtx().clock.advanceSeconds(1);
    await api('PUT', '/versions', opadmin, { major: 1, minor: 1, bugFix: 1 });
    getCtx().clock.advanceSeconds(1);
    // Unchanged: no entry.
    await api('PUT', '/versions', opadmin, { major: 1, minor: 1, bugFix: 1 });
    const log = await api('GET', '/audit-log?top=1', admin);
    expect(log.status).toBe(200);
    expect(log.body.totalCount).toBe(2);
    expect(log.body.items).toEqual([
      {
        id: expect.any(Number) as number,
        at: '2026-03-02T08:00:01.000Z',
        accountName: 'opadmin',
        action: 'setVersion',
        target: 'staging',
        before: { major: 1, minor: 1, bugFix: 0 },
        after: { major: 1, minor: 1, bugFix: 1 },
      },
    ]);
    expect((await api('GET', '/audit-log?skip=1', opadmin)).body.items[0]).toMatchObject({
      accountName: 'admin',
    });
    expect((await api('GET', '/audit-log?top=0', admin)).status).toBe(400);
    expect((await api('GET', '/audit-log?top=201', admin)).status).toBe(400);
    const tooFar = await api('GET', '/audit-log?skip=1000000001', admin);
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.field).toBe('query.skip');
  });

  it('the audit log keeps the name of an account that is gone', async () => {
    const extra = await createTestAccount(getCtx().db, { role: 'administrator' });
    const { accessToken } = await sessionFor(getCtx().app, extra.accountName, TEST_PASSWORD);
    await api('PUT', '/versions', accessToken, { major: 4, minor: 0, bugFix: 0 });
    await getCtx().db.query('DELETE FROM accounts WHERE id = $1', [extra.accountId]);
    expect((await api('GET', '/audit-log', admin)).body.items[0]).toMatchObject({
      accountName: extra.accountName,
      action: 'setVersion',
    });
  });
});
