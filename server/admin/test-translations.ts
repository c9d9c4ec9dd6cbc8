import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Queryable } from '../db/db';
import type { Hono } from 'hono';
import { call } from '../test-support/http-client';

/** The locale files the server reads (config.localesDir of every test). */
export const LOCALES_DIR = fileURLToPath(new URL('../../src/i18n/locales', import.meta.url));

type Tree = { readonly [key: string]: string | Tree };

/** A locale file as the repository holds it. */
export const localeFile = (lang: string, namespace: string): Tree =>
  JSON.parse(readFileSync(join(LOCALES_DIR, lang, `${namespace}.json`), 'utf8')) as Tree;

/** Every console key of the German files, counted independently of the server's code. */
export const countLocaleTexts = (): number => {
  const count = (tree: Tree): number =>
    Object.values(tree).reduce((n, value) => n + (typeof value === 'string' ? 1 : count(value)), 0);
  return readdirSync(join(LOCALES_DIR, 'de-DE'))
    .filter((file) => file.endsWith('.json'))
    .reduce((n, file) => n + count(localeFile('de-DE', file.slice(0, -5))), 0);
};

/** What `/locales/{lang}/{namespace}.json` serves now. */
export const servedLocale = async (app: Hono, lang: string, namespace: string, ifNoneMatch?: string) => {
  const answer = await call(app, 'GET', `/locales/${lang}/${namespace}.json`, {
    headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch },
  });
  return {
    status: answer.status,
    cacheControl: answer.headers.get('cache-control'),
    etag: answer.headers.get('etag'),
    tree: answer.body as Tree,
  };
};

/** Empties what the translation tab stores and the audit log. */
export const resetTranslations = async (db: Queryable): Promise<void> => {
  await db.query('DELETE FROM translation_drafts');
  await db.query('DELETE FROM translation_overrides');
  await db.query('DELETE FROM translation_backups');
  await db.query('DELETE FROM admin_audit_log');
};

export const rowCount = async (db: Queryable, table: string): Promise<number> =>
  Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n ?? 0);
