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

describe('locale files', () => {
  for (const namespace of NAMESPACES) {
    const german = flatten(staticResources['de-DE'][namespace]);
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

  it('keeps the texts the spec fixes', () => {
    const en = staticResources['en-GB'];
    expect(en.auth.reset.rules.mismatch).toBe('Passwords entered do not match.');
    expect(en.common.session.invalidTitle).toBe('Please Login!');
    expect(en.common.session.invalidMessage).toBe('Session has expired please login again');
    expect(en.common.labels.noConnection).toBeTruthy();
    expect(en.common.labels.logbookPermissionDenied).toBeTruthy();
  });
});
