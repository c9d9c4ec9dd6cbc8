import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  RELEASE_NOTES_KEY,
  TRANSLATION_KEY_SEPARATOR,
  TRANSLATION_VERSION_KEY,
} from '../../src/api/contract';

/** The console's two languages and the locale folders holding them. */
export const TRANSLATION_LANGUAGES = { de: 'de-DE', en: 'en-GB' } as const;
export type TranslationLanguage = keyof typeof TRANSLATION_LANGUAGES;

/** A parsed locale file: groups of texts. */
export interface LocaleTree {
  readonly [key: string]: string | LocaleTree;
}

export interface CatalogueText {
  readonly key: string;
  readonly de: string;
  readonly en: string;
}

/** A locale file's name as the `/locales` route accepts it (no path tricks). */
export const LOCALE_FILE_NAME = /^[a-zA-Z-]+\.json$/;

const isTree = (value: unknown): value is LocaleTree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const readLocaleTree = async (localesDir: string, lang: string, file: string): Promise<LocaleTree> => {
  const parsed: unknown = JSON.parse(await readFile(join(localesDir, lang, file), 'utf8'));
  if (!isTree(parsed)) throw new Error(`Locale file ${lang}/${file} is not an object`);
  return parsed;
};

/** Every text of a tree as `[groups..., leaf]` with its value, in file order. */
export const leavesOf = (tree: LocaleTree, path: readonly string[] = []): [string[], string][] =>
  Object.entries(tree).flatMap(([name, value]): [string[], string][] =>
    typeof value === 'string' ? [[[...path, name], value]] : leavesOf(value, [...path, name]),
  );

export const joinKey = (namespace: string, path: readonly string[]): string =>
  [namespace, ...path].join(TRANSLATION_KEY_SEPARATOR);

/** A copy of `tree` with the text at `path` replaced; a path the tree has no text at is left alone. */
export const withText = (tree: LocaleTree, path: readonly string[], text: string): LocaleTree => {
  const [head, ...rest] = path;
  if (head === undefined || !Object.hasOwn(tree, head)) return tree;
  const current = tree[head];
  if (rest.length === 0) return typeof current === 'string' ? { ...tree, [head]: text } : tree;
  if (!isTree(current)) return tree;
  const changed = withText(current, rest, text);
  return changed === current ? tree : { ...tree, [head]: changed };
};

const SPECIAL_FIRST = [RELEASE_NOTES_KEY, TRANSLATION_VERSION_KEY];

/**
 * Every text of the locale files as a console entry, keyed `{namespace}->{group}->...->{leaf}`: the
 * German files define the keys (they are the typed source), the English file gives the other text.
 * Namespaces in alphabetical order, texts in file order, the release notes and the version first.
 * Read per call: a few dozen small files, and always what the installed build holds.
 */
export const readCatalogue = async (localesDir: string): Promise<Map<string, CatalogueText>> => {
  const files = (await readdir(join(localesDir, TRANSLATION_LANGUAGES.de)))
    .filter((file) => LOCALE_FILE_NAME.test(file))
    .sort();
  const texts = new Map<string, CatalogueText>();
  const special: CatalogueText[] = [];
  for (const file of files) {
    const namespace = file.slice(0, -'.json'.length);
    const de = await readLocaleTree(localesDir, TRANSLATION_LANGUAGES.de, file);
    const en = await readLocaleTree(localesDir, TRANSLATION_LANGUAGES.en, file).catch(() => ({}));
    const english = new Map(leavesOf(en).map(([path, text]) => [joinKey(namespace, path), text]));
    for (const [path, text] of leavesOf(de)) {
      const key = joinKey(namespace, path);
      const entry = { key, de: text, en: english.get(key) ?? '' };
      if (SPECIAL_FIRST.includes(key)) special.push(entry);
      else texts.set(key, entry);
    }
  }
  special.sort((a, b) => SPECIAL_FIRST.indexOf(a.key) - SPECIAL_FIRST.indexOf(b.key));
  return new Map([...special.map((entry): [string, CatalogueText] => [entry.key, entry]), ...texts]);
};

/** The i18next interpolation placeholders of a text (`{{name}}`, `{{ value, number }}`). */
export const placeholdersOf = (text: string): Set<string> =>
  new Set([...text.matchAll(/\{\{\s*([^{}]*?)\s*\}\}/g)].map((match) => match[1] ?? ''));

/**
 * The placeholders `edited` lost or added compared with `original`: a lost one drops a value the
 * portal fills in, an added one names a value the portal never gives.
 */
export const placeholderChanges = (
  original: string,
  edited: string,
): { readonly lost: string[]; readonly added: string[] } => {
  const before = placeholdersOf(original);
  const after = placeholdersOf(edited);
  return {
    lost: [...before].filter((name) => !after.has(name)),
    added: [...after].filter((name) => !before.has(name)),
  };
};
