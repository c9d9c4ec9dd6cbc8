/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call -- tests read the loosely typed JSON answers */
import { beforeEach, expect, it } from 'vitest';
import { call, sessionFor } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { adminCall, NOW } from './test-admin';
import { localeFile, resetTranslations, rowCount, servedLocale } from './test-translations';

const LOGOUT = 'common->header->logout';
const SUBMIT = 'auth->login->submit';
const FIRST_BACKUP = 'translations-2026-03-02_09-00-00.json';

type Texts = Record<string, Record<string, string>>;

describeEachDatabase('administration: site translations (deploy and restore)', (getCtx) => {
  const api = adminCall(() => getCtx().app);
  let admin: string;
  let opadmin: string;
  const stage = (key: string, de: string, en: string, token = admin) =>
    api('PUT', '/translations', token, { key, de, en });
  const deploy = (token = admin) => api('POST', '/translations/deploy', token, { sure: true });
  const logoutServed = async (lang = 'de-DE') =>
    ((await servedLocale(getCtx().app, lang, 'common')).tree as Texts)['header']?.['logout'];

  beforeEach(async () => {
    getCtx().clock.set(NOW);
    await resetTranslations(getCtx().db);
    ({ accessToken: admin } = await sessionFor(getCtx().app, 'admin'));
    ({ accessToken: opadmin } = await sessionFor(getCtx().app, 'opadmin'));
  });

  it('deploys only with the sure-checkbox set, and only when something is staged (409)', async () => {
    for (const [body, field] of [
      [{}, 'sure'],
      [{ sure: false }, 'sure'],
      [{ sure: 'true' }, 'sure'],
      [undefined, 'body'],
    ] as const) {
      const answer = await api('POST', '/translations/deploy', admin, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.field).toBe(field);
    }
    const nothing = await deploy();
    expect(nothing.status).toBe(409);
    expect(await rowCount(getCtx().db, 'translation_backups')).toBe(0);
    await stage(LOGOUT, 'Ausloggen', 'Sign out');
    expect((await api('POST', '/translations/deploy', admin, { sure: false })).status).toBe(400);
    expect(await rowCount(getCtx().db, 'translation_drafts')).toBe(1);
    expect(await rowCount(getCtx().db, 'translation_overrides')).toBe(0);
    expect(await logoutServed()).toBe('Abmelden');
  });

  it('the app deployment (both approvals) publishes the staged texts too, with a backup', async () => {
    await stage(LOGOUT, 'Ausloggen', 'Sign out');
    expect(
      (await api('PUT', '/deployment/approvals/administrator', admin, { approvalStatus: true })).status,
    ).toBe(200);
    expect(
      (await api('PUT', '/deployment/approvals/operator_admin', opadmin, { approvalStatus: true })).status,
    ).toBe(200);
    expect((await api('POST', '/deployment', admin)).status).toBe(200);
    expect(await logoutServed()).toBe('Ausloggen');
    expect(await logoutServed('en-GB')).toBe('Sign out');
    expect(await rowCount(getCtx().db, 'translation_drafts')).toBe(0);
    expect(await rowCount(getCtx().db, 'translation_backups')).toBe(1);
  });

  it('publishes the staged texts in every namespace and keeps a backup of what was published', async () => {
    const before = await servedLocale(getCtx().app, 'de-DE', 'common');
    await stage(LOGOUT, 'Ausloggen', 'Sign out', opadmin);
    await stage(SUBMIT, 'Einloggen', 'Sign in');
    // Staged is not published: a browser's copy is still current.
    expect((await servedLocale(getCtx().app, 'de-DE', 'common', before.etag!)).status).toBe(304);
    const deployed = await deploy();
    expect(deployed.status).toBe(200);
    expect(deployed.body).toEqual({ deployed: 2, backupFile: FIRST_BACKUP });

    // The browser's copy from before is stale now: its tag gets the new text, not a 304.
    const common = await servedLocale(getCtx().app, 'de-DE', 'common', before.etag!);
    expect(common.status).toBe(200);
    expect(common.etag).not.toBe(before.etag);
    expect(common.cacheControl).toBe('no-cache');
    const file = localeFile('de-DE', 'common');
    expect(common.tree).toEqual({ ...file, header: { ...(file['header'] as object), logout: 'Ausloggen' } });
    expect(await logoutServed('en-GB')).toBe('Sign out');
    const auth = (await servedLocale(getCtx().app, 'en-GB', 'auth')).tree as Texts;
    expect(auth['login']?.['submit']).toBe('Sign in');
    // A namespace without published texts is served as the file is.
    expect((await servedLocale(getCtx().app, 'de-DE', 'fleet')).tree).toEqual(localeFile('de-DE', 'fleet'));

    const listed = await api('GET', '/translations?search=header-%3Elogout', admin);
    expect(listed.body.items).toEqual([
      {
        key: LOGOUT,
        de: 'Ausloggen',
        en: 'Sign out',
        lstEditedBy: 'Oliver Brandt',
        modifiedDate: '02.03.2026',
        modifiedTime: '09:00',
        staged: false,
      },
    ]);
    expect(await rowCount(getCtx().db, 'translation_drafts')).toBe(0);
    const backups = await api('GET', '/translations/backups', opadmin);
    expect(backups.body).toEqual({
      backupFiles: [
        { fileName: FIRST_BACKUP, createdAt: NOW.toISOString(), createdBy: 'Anna Hoffmann', entries: 0 },
      ],
    });
    const [audit] = (await api('GET', '/audit-log', admin)).body.items;
    expect(audit).toMatchObject({
      action: 'deployTranslations',
      target: FIRST_BACKUP,
      before: { [SUBMIT]: null, [LOGOUT]: null },
      after: { [SUBMIT]: { de: 'Einloggen', en: 'Sign in' }, [LOGOUT]: { de: 'Ausloggen', en: 'Sign out' } },
    });
  });

  it('restores a backup: the texts published before come back, and the replaced set is kept too', async () => {
    await stage(LOGOUT, 'Ausloggen', 'Sign out');
    await deploy();
    getCtx().clock.advanceSeconds(60);
    await stage(LOGOUT, 'Abmelden jetzt', 'Log out now');
    await stage(SUBMIT, 'Los', 'Go');
    const second = await deploy();
    expect(second.body).toEqual({ deployed: 2, backupFile: 'translations-2026-03-02_09-01-00.json' });
    expect(await logoutServed()).toBe('Abmelden jetzt');

    getCtx().clock.advanceSeconds(60);
    const restored = await api('POST', '/translations/restore', opadmin, {
      enable: true,
      fileName: second.body.backupFile,
    });
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({
      restored: 'translations-2026-03-02_09-01-00.json',
      backupFile: 'translations-2026-03-02_09-02-00.json',
    });
    expect(await logoutServed()).toBe('Ausloggen');
    expect(await logoutServed('en-GB')).toBe('Sign out');
    const auth = (await servedLocale(getCtx().app, 'de-DE', 'auth')).tree as Texts;
    expect(auth['login']?.['submit']).toBe('Anmelden');
    const [audit] = (await api('GET', '/audit-log', admin)).body.items;
    expect(audit).toMatchObject({
      accountName: 'opadmin',
      action: 'restoreTranslations',
      target: 'translations-2026-03-02_09-01-00.json',
      before: { [LOGOUT]: { de: 'Abmelden jetzt', en: 'Log out now' }, [SUBMIT]: { de: 'Los', en: 'Go' } },
      after: { [LOGOUT]: { de: 'Ausloggen', en: 'Sign out' }, [SUBMIT]: null },
    });

    const backups = (await api('GET', '/translations/backups', admin)).body.backupFiles;
    expect(backups.map((b: { fileName: string; entries: number }) => [b.fileName, b.entries])).toEqual([
      ['translations-2026-03-02_09-02-00.json', 2],
      ['translations-2026-03-02_09-01-00.json', 1],
      [FIRST_BACKUP, 0],
    ]);
    // The first backup holds nothing published: restoring it serves the files' texts again.
    await api('POST', '/translations/restore', admin, { enable: true, fileName: FIRST_BACKUP });
    expect(await logoutServed()).toBe('Abmelden');
    expect(await rowCount(getCtx().db, 'translation_overrides')).toBe(0);
  });

  it('restores only with the enable-checkbox and a known backup file (404), changing nothing otherwise', async () => {
    await stage(LOGOUT, 'Ausloggen', 'Sign out');
    await deploy();
    for (const [body, field] of [
      [{ fileName: FIRST_BACKUP }, 'enable'],
      [{ enable: false, fileName: FIRST_BACKUP }, 'enable'],
      [{ enable: true }, 'fileName'],
      [{ enable: true, fileName: '../../etc/passwd' }, 'fileName'],
      [{ enable: true, fileName: 'translations-2026-03-02.json' }, 'fileName'],
    ] as const) {
      const answer = await api('POST', '/translations/restore', admin, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.field).toBe(field);
    }
    const unknown = await api('POST', '/translations/restore', admin, {
      enable: true,
      fileName: 'translations-2020-01-01_00-00-00.json',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.field).toBe('fileName');
    expect(await rowCount(getCtx().db, 'translation_backups')).toBe(1);
    expect(await logoutServed()).toBe('Ausloggen');
    expect((await api('GET', '/audit-log', admin)).body.totalCount).toBe(2);
  });

  it('names backups made in the same second apart, and serves no published key a file lacks', async () => {
    await stage(LOGOUT, 'Ausloggen', 'Sign out');
    await deploy();
    await stage(LOGOUT, 'Abmelden', 'Log out');
    expect((await deploy()).body.backupFile).toBe('translations-2026-03-02_09-00-00-2.json');
    const restored = await api('POST', '/translations/restore', admin, {
      enable: true,
      fileName: FIRST_BACKUP,
    });
    expect(restored.body.backupFile).toBe('translations-2026-03-02_09-00-00-3.json');

    // A text published by an earlier build whose files no longer have the key.
    await getCtx().db.query(
      `INSERT INTO translation_overrides (key, de, en, edited_by, modified_at, published_at)
       VALUES ('common->header->gone', 'weg', 'gone', 'x', now(), now()), ('common->header->logout->deeper', 'a', 'b', 'x', now(), now())`,
    );
    const served = await servedLocale(getCtx().app, 'de-DE', 'common');
    expect((served.tree as Texts)['header']).toEqual(localeFile('de-DE', 'common')['header']);
    const listed = await api('GET', '/translations?search=gone', admin);
    expect(listed.body.items.map((i: { key: string }) => i.key)).not.toContain('common->header->gone');
  });

  it('of two racing deployments one publishes and the other finds nothing staged (409)', async () => {
    await stage(LOGOUT, 'Ausloggen', 'Sign out');
    await stage(SUBMIT, 'Einloggen', 'Sign in');
    const second = await getCtx().secondInstance();
    const [a, b] = await Promise.all([
      deploy(),
      adminCall(() => second)('POST', '/translations/deploy', opadmin, { sure: true }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 200 ? a : b).body.deployed).toBe(2);
    expect(await rowCount(getCtx().db, 'translation_backups')).toBe(1);
    expect(await rowCount(getCtx().db, 'translation_overrides')).toBe(2);
  });

  it('keeps the locale route’s guards: unknown files and odd names are 404s', async () => {
    for (const path of [
      '/locales/de-DE/nowhere.json',
      '/locales/fr-FR/common.json',
      '/locales/de-DE/common.txt',
      '/locales/..%2Fde-DE/common.json',
      '/locales/de-DE/..%2F..%2Fpackage.json',
    ]) {
      expect((await call(getCtx().app, 'GET', path)).status, path).toBe(404);
    }
  });
});

describeEachDatabase(
  'administration: site translations on production',
  (getCtx) => {
    const api = adminCall(() => getCtx().app);

    it('lists, but refuses edits, deployments and restores with 409 naming the environment', async () => {
      getCtx().clock.set(NOW);
      await resetTranslations(getCtx().db);
      const { accessToken: admin } = await sessionFor(getCtx().app, 'admin');
      const { db } = getCtx();
      // Prepared on staging (sharing this database): a draft, a published text and a backup.
      await db.query(
        `INSERT INTO translation_drafts (key, de, en, edited_by, modified_at) VALUES ($1, 'Entwurf', 'Draft', 'x', now())`,
        [LOGOUT],
      );
      await db.query(
        `INSERT INTO translation_overrides (key, de, en, edited_by, modified_at, published_at)
         VALUES ($1, 'Einloggen', 'Sign in', 'x', now(), now())`,
        [SUBMIT],
      );
      await db.query(
        `INSERT INTO translation_backups (file_name, created_at, created_by, content) VALUES ($1, now(), 'x', '[]')`,
        [FIRST_BACKUP],
      );
      expect((await api('GET', '/translations', admin)).status).toBe(200);
      expect((await api('GET', '/translations/backups', admin)).body.backupFiles).toHaveLength(1);
      for (const [method, path, body] of [
        ['PUT', '/translations', { key: LOGOUT, de: 'Ausloggen', en: 'Sign out' }],
        ['POST', '/translations/deploy', { sure: true }],
        ['POST', '/translations/restore', { enable: true, fileName: FIRST_BACKUP }],
      ] as const) {
        const answer = await api(method, path, admin, body);
        expect(answer.status, path).toBe(409);
        expect(answer.body.field, path).toBe('environment');
      }
      expect(await rowCount(db, 'translation_drafts')).toBe(1);
      expect(await rowCount(db, 'translation_overrides')).toBe(1);
      expect(await rowCount(db, 'translation_backups')).toBe(1);
      expect(await rowCount(db, 'admin_audit_log')).toBe(0);
      // What staging deployed reaches production's users.
      const auth = (await servedLocale(getCtx().app, 'de-DE', 'auth')).tree as Texts;
      expect(auth['login']?.['submit']).toBe('Einloggen');
    });
  },
  { env: { PORTAL_ENVIRONMENT: 'production' } },
);
