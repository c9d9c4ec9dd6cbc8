import { describe, expect, it } from 'vitest';
import { LANGUAGES, NAMESPACES } from './i18n';
import { staticResources } from './static-resources';

type Tree = { readonly [key: string]: string | Tree };

const flatten = (tree: Tree, prefix = ''): Map<string, unknown> => {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) for (const e of flatten(value, path)) out.set(...e);
    else out.set(path, value);
  }
  return out;
};

const interpolations = (text: unknown): string[] =>
  typeof text === 'string' ? [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort() : [];

/** Names i18next's t() reads as options of its own, so a placeholder of that name never gets its value. */
const I18NEXT_T_OPTIONS: ReadonlySet<string> = new Set([
  'lng',
  'lngs',
  'ns',
  'fallbackLng',
  'defaultValue',
  'context',
  'replace',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'keySeparator',
  'nsSeparator',
  'ordinal',
]);

describe('locale files', () => {
  for (const namespace of NAMESPACES) {
    const german = flatten(staticResources['de-DE'][namespace]);
    it(`de-DE/${namespace}.json names no placeholder after an option of i18next's t()`, () => {
      // t('key', { lng }) picks the language "lng" names, not a value to fill in: the live data's
      // position once came out as its key for an English user (and from German's file beside it).
      // German's placeholders only: every other language must use the same (the test below).
      for (const [key, value] of german)
        expect(
          interpolations(value).filter((name) => I18NEXT_T_OPTIONS.has(name)),
          key,
        ).toEqual([]);
    });

    for (const language of LANGUAGES) {
      const keys = flatten(staticResources[language][namespace]);

      it(`${language}/${namespace}.json has exactly the keys of de-DE/${namespace}.json`, () => {
        expect([...keys.keys()].sort()).toEqual([...german.keys()].sort());
      });

      it(`${language}/${namespace}.json has no empty or non-text values`, () => {
        for (const [key, value] of keys) {
          expect(typeof value, key).toBe('string');
          expect(String(value).trim(), key).not.toBe('');
        }
      });

      it(`${language}/${namespace}.json uses the same placeholders as German`, () => {
        for (const [key, value] of keys)
          expect(interpolations(value), key).toEqual(interpolations(german.get(key)));
      });
    }
  }

  /**
   * Texts whose count is followed by a word that is not a noun, or that are shown only for two or more
   * (the caller picks another text for one): the rest must say "1 vehicle", not "1 vehicles".
   */
  const NO_SINGULAR_NEEDED: ReadonlySet<string> = new Set([
    'administration:railation.moreIssues', // "and 1 more"
    'common:labels.exportWait', // a unit's symbol: "in 1 s"
    'fleet:panel.drawer.manySelected', // vehicle-drawer.view.tsx: only when more than one is selected
    'logbook:labels.selectedCount', // "3 selected", "1 ausgewählt"
    'map:cluster', // a cluster holds two or more vehicles
    'map:placeCluster', // and two or more places
    'notificationSettings:savedMany', // settings-panel.view.tsx: "saved" for one
    'notificationSettings:savedTemporaryMany', // "savedTemporaryOne" for one
  ]);
  const PLURAL = /_(zero|one|two|few|many|other)$/;

  it('has a singular and a plural form of every text that counts something (“1 vehicle”, “2 vehicles”)', () => {
    const unforked: string[] = [];
    for (const namespace of NAMESPACES)
      for (const language of LANGUAGES) {
        const keys = flatten(staticResources[language][namespace]);
        for (const [key, value] of keys) {
          const base = key.replace(PLURAL, '');
          if (!/\{\{count\}\} \p{L}/u.test(String(value)) || NO_SINGULAR_NEEDED.has(`${namespace}:${base}`))
            continue;
          if (!keys.has(`${base}_one`) || !keys.has(`${base}_other`))
            unforked.push(`${language} ${namespace}:${base}`);
        }
      }
    expect(unforked).toEqual([]);
  });

  it('keeps the texts the spec fixes', () => {
    const en = staticResources['en-GB'];
    expect(en.auth.reset.rules.mismatch).toBe('Passwords entered do not match.');
    expect(en.common.session.invalidTitle).toBe('Please Login!');
    expect(en.common.session.invalidMessage).toBe('Session has expired please login again');
    expect(en.common.labels.noConnection).toBeTruthy();
    expect(en.common.labels.logbookPermissionDenied).toBeTruthy();
  });
});
