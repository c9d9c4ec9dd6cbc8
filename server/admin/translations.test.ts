/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call -- tests read the loosely typed JSON answers */
import { beforeEach, expect, it } from 'vitest';
import { sessionFor } from '../test-support/http-client';
import { describeEachDatabase } from '../test-support/test-databases';
import { adminCall, NOW } from './test-admin';
import { countLocaleTexts, resetTranslations, rowCount, servedLocale } from './test-translations';

const LOGOUT = 'common->header->logout';
const VERSION_TEXT = 'common->app->version';

describeEachDatabase('administration: site translations (list and edit)', (getCtx) => {
  const api = adminCall(() => getCtx().app);
  let admin: string;
  let opadmin: string;
  let plain: string;

  beforeEach(async () => {
    getCtx().clock.set(NOW);
    await resetTranslations(getCtx().db);
    ({ accessToken: admin } = await sessionFor(getCtx().app, 'admin'));
    ({ accessToken: opadmin } = await sessionFor(getCtx().app, 'opadmin'));
    ({ accessToken: plain } = await sessionFor(getCtx().app, 'driver'));
  });

  it('lists every text of the locale files, release notes and version first, paged on the server', async () => {
    const first = await api('GET', '/translations', admin);
    expect(first.status).toBe(200);
    expect(first.body.totalCount).toBe(countLocaleTexts());
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items.slice(0, 2)).toEqual([
      {
        key: 'common->releaseNotes',
        de: 'Noch keine Versionshinweise.',
        en: 'No release notes yet.',
        lstEditedBy: null,
        modifiedDate: null,
        modifiedTime: null,
        staged: false,
      },
      expect.objectContaining({ key: 'common->version', de: '1.0', en: '1.0' }),
    ]);
    const all = await api('GET', `/translations?top=200&skip=0`, admin);
    const page = await api('GET', '/translations?top=5&skip=7', admin);
    expect(page.body.items).toEqual(all.body.items.slice(7, 12));
    expect(page.body.totalCount).toBe(first.body.totalCount);
    const past = await api('GET', `/translations?skip=${first.body.totalCount}`, admin);
    expect(past.body).toEqual({ items: [], totalCount: first.body.totalCount });
  });

  it('searches keys and both texts, in any case', async () => {
    const byKey = await api('GET', '/translations?search=HEADER-%3ELOGOUT', admin);
    expect(byKey.body.items).toEqual([
      expect.objectContaining({ key: LOGOUT, de: 'Abmelden', en: 'Log out' }),
    ]);
    const byGerman = await api('GET', `/translations?search=${encodeURIComponent('Schließen')}`, admin);
    expect(byGerman.body.totalCount).toBeGreaterThan(0);
    for (const item of byGerman.body.items) expect(`${item.de}`.toLowerCase()).toContain('schließen');
    const byEnglish = await api('GET', '/translations?search=forgotten%20your', admin);
    expect(byEnglish.body.items.map((i: { key: string }) => i.key)).toContain('auth->login->forgotPassword');
    expect((await api('GET', '/translations?search=zzqqxx', admin)).body).toEqual({
      items: [],
      totalCount: 0,
    });
  });

  it('refuses paging and search outside the contract’s bounds, naming the parameter', async () => {
    for (const [query, field] of [
      ['top=0', 'query.top'],
      ['top=201', 'query.top'],
      ['top=2.5', 'query.top'],
      ['skip=-1', 'query.skip'],
      [`search=${'x'.repeat(201)}`, 'query.search'],
    ] as const) {
      const answer = await api('GET', `/translations?${query}`, admin);
      expect(answer.status, query).toBe(400);
      expect(answer.body.field, query).toBe(field);
    }
  });

  it('stages an edit: answers the editor and Berlin date and time, and publishes nothing yet', async () => {
    const saved = await api('PUT', '/translations', opadmin, {
      key: LOGOUT,
      de: 'Ausloggen',
      en: 'Sign out',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      key: LOGOUT,
      de: 'Ausloggen',
      en: 'Sign out',
      lstEditedBy: 'Oliver Brandt',
      modifiedDate: '02.03.2026',
      modifiedTime: '09:00',
      staged: true,
    });
    expect((await api('GET', '/translations?search=header-%3Elogout', admin)).body.items).toEqual([
      saved.body,
    ]);
    const served = await servedLocale(getCtx().app, 'de-DE', 'common');
    expect((served.tree.header as Record<string, string>).logout).toBe('Abmelden');

    // A later edit by someone else replaces the draft; saving the same texts again changes nothing.
    getCtx().clock.advanceSeconds(120);
    const again = await api('PUT', '/translations', admin, { key: LOGOUT, de: 'Abmelden!', en: 'Log out!' });
    expect(again.body).toMatchObject({ lstEditedBy: 'Anna Hoffmann', modifiedTime: '09:02', staged: true });
    getCtx().clock.advanceSeconds(60);
    const same = await api('PUT', '/translations', admin, { key: LOGOUT, de: 'Abmelden!', en: 'Log out!' });
    expect(same.body).toEqual(again.body);
    expect(await rowCount(getCtx().db, 'translation_drafts')).toBe(1);

    const audit = (await api('GET', '/audit-log', admin)).body;
    expect(audit.totalCount).toBe(2);
    expect(audit.items[0]).toMatchObject({
      accountName: 'admin',
      action: 'updateTranslation',
      target: LOGOUT,
      before: { de: 'Ausloggen', en: 'Sign out' },
      after: { de: 'Abmelden!', en: 'Log out!' },
    });
    expect(audit.items[1]).toMatchObject({
      accountName: 'opadmin',
      before: { de: 'Abmelden', en: 'Log out' },
      after: { de: 'Ausloggen', en: 'Sign out' },
    });
  });

  it('edits the release notes and the version like any text', async () => {
    for (const [key, de, en] of [
      ['common->releaseNotes', 'Neu: Übersetzungen im Portal', 'New: translations in the portal'],
      ['common->version', '1.1', '1.1'],
    ] as const) {
      const saved = await api('PUT', '/translations', admin, { key, de, en });
      expect(saved.status, key).toBe(200);
      expect(saved.body).toMatchObject({ key, de, en, staged: true });
    }
  });

  it('refuses an unknown key, a lost or added placeholder and blank or long texts, and stores nothing', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ key: 'common->header->nonsense', de: 'a', en: 'b' }, 'key'],
      [{ key: 'common->header', de: 'a', en: 'b' }, 'key'],
      [{ key: 'nowhere->x', de: 'a', en: 'b' }, 'key'],
      [{ key: '', de: 'a', en: 'b' }, 'key'],
      [{ key: VERSION_TEXT, de: 'Version', en: 'Version {{version}}' }, 'de'],
      [{ key: VERSION_TEXT, de: 'Version {{version}}', en: 'Version {{ver}}' }, 'en'],
      [{ key: VERSION_TEXT, de: 'Version {{version}} {{extra}}', en: 'Version {{version}}' }, 'de'],
      [{ key: LOGOUT, de: '   ', en: 'Log out' }, 'de'],
      [{ key: LOGOUT, de: 'Abmelden', en: '' }, 'en'],
      [{ key: LOGOUT, de: 'x'.repeat(4001), en: 'Log out' }, 'de'],
      [{ key: LOGOUT, de: 'Abmelden' }, 'en'],
      [{ key: LOGOUT, de: 'Abmelden', en: 'Log out', extra: 1 }, 'extra'],
    ];
    for (const [body, field] of bad) {
      const answer = await api('PUT', '/translations', admin, body);
      expect(answer.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(answer.body.field, JSON.stringify(body).slice(0, 100)).toBe(field);
    }
    const kept = await api('PUT', '/translations', admin, {
      key: VERSION_TEXT,
      de: 'Ausgabe {{version}}',
      en: '{{ version }} edition',
    });
    expect(kept.status).toBe(200);
    expect(await rowCount(getCtx().db, 'translation_drafts')).toBe(1);
    expect((await api('GET', '/audit-log', admin)).body.totalCount).toBe(1);
  });

  it('refuses every translation operation to a plain user (403) and to no one (401), changing nothing', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/translations'],
      ['PUT', '/translations', { key: LOGOUT, de: 'x', en: 'y' }],
      ['POST', '/translations/deploy', { sure: true }],
      ['GET', '/translations/backups'],
      ['POST', '/translations/restore', { enable: true, fileName: 'translations-2026-03-02_09-00-00.json' }],
    ];
    await getCtx().db.query(
      `INSERT INTO translation_drafts (key, de, en, edited_by, modified_at) VALUES ($1, 'a', 'b', 'x', now())`,
      [LOGOUT],
    );
    for (const [method, path, body] of calls) {
      expect((await api(method, path, plain, body)).status, `${method} ${path}`).toBe(403);
      expect((await api(method, path, '', body)).status, `${method} ${path}`).toBe(401);
    }
    expect(await rowCount(getCtx().db, 'translation_drafts')).toBe(1);
    expect(await rowCount(getCtx().db, 'translation_overrides')).toBe(0);
    expect(await rowCount(getCtx().db, 'admin_audit_log')).toBe(0);
  });
});
