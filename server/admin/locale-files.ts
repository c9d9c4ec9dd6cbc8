import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { TRANSLATION_KEY_SEPARATOR } from '../../src/api/contract';
import type { Db } from '../db/db';
import { notFound } from '../http/api-error';
import { sendCoded } from '../http/coded-answer';
import { etagMatches } from '../http/pre-encoded';
import {
  LOCALE_FILE_NAME,
  TRANSLATION_LANGUAGES,
  withText,
  type LocaleTree,
  type TranslationLanguage,
} from './translation-catalogue';
import { readPublishedTexts } from './translations.store';

export interface LocaleFileDeps {
  readonly localesDir: string;
  readonly db: Db;
  readonly log: (message: string, error?: unknown) => void;
}

const languageOf = (lang: string): TranslationLanguage | undefined =>
  (Object.keys(TRANSLATION_LANGUAGES) as TranslationLanguage[]).find(
    (language) => TRANSLATION_LANGUAGES[language] === lang,
  );

/**
 * `GET /locales/:lang/:file`: a locale file of the build with the texts published in the Site
 * Translation tab laid over it (a published key the file no longer has is left out). Read per
 * request and revalidated by browsers (`no-cache` with an ETag of the text served), so a deployment or
 * a published text reaches users at their next load; the update prompt's Refresh empties the service
 * worker's copy.
 */
export const registerLocaleFiles = (app: Hono, deps: LocaleFileDeps): void => {
  app.get('/locales/:lang/:file', async (c) => {
    const lang = c.req.param('lang');
    const file = c.req.param('file');
    if (!/^[a-z]{2}-[A-Z]{2}$/.test(lang) || !LOCALE_FILE_NAME.test(file)) throw notFound('Locale file');
    const text = await readFile(join(deps.localesDir, lang, file), 'utf8').catch(() => {
      throw notFound('Locale file');
    });
    const namespace = file.slice(0, -'.json'.length);
    const language = languageOf(lang);
    let published: [string, string][] = [];
    try {
      if (language) published = await readPublishedTexts(deps.db, namespace, language);
    } catch (error) {
      // The build's own texts rather than none: the login page needs them while the database is away.
      deps.log(`Locale file ${lang}/${file}: the published texts could not be read`, error);
    }
    const prefix = `${namespace}${TRANSLATION_KEY_SEPARATOR}`.length;
    const served =
      published.length === 0
        ? text
        : JSON.stringify(
            published.reduce(
              (tree, [key, value]) =>
                withText(tree, key.slice(prefix).split(TRANSLATION_KEY_SEPARATOR), value),
              JSON.parse(text) as LocaleTree,
            ),
          );
    // Revalidated at every load: an unchanged file is a 304 without a body, a changed one is sent
    // compressed where the browser accepts it (the largest is 17 KB, 4 KB in brotli).
    const etag = `"${createHash('sha256').update(served).digest('base64url').slice(0, 27)}"`;
    const headers = { 'cache-control': 'no-cache', etag, vary: 'Accept-Encoding' };
    if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
    return sendCoded(c, served, 200, { ...headers, 'content-type': 'application/json; charset=utf-8' });
  });
};
