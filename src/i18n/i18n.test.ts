import { describe, expect, it } from 'vitest';
import { createI18n, detectLanguage, LANGUAGE_STORAGE_KEY, toLanguage } from './i18n';
import { createLocaleBackend, TransientLocaleError } from './locale-backend';
import { createStaticI18n } from './static-resources';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
};

describe('language detection', () => {
  it('maps tags onto the supported languages', () => {
    expect(toLanguage('en')).toBe('en-GB');
    expect(toLanguage('en-US')).toBe('en-GB');
    expect(toLanguage('de-AT')).toBe('de-DE');
    expect(toLanguage('fr-FR')).toBeNull();
  });

  it('prefers the stored choice, then the browser, then German', () => {
    expect(detectLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'en-GB' }), ['de-DE'])).toBe('en-GB');
    expect(detectLanguage(memoryStorage(), ['fr-FR', 'en-US'])).toBe('en-GB');
    expect(detectLanguage(memoryStorage(), ['fr-FR'])).toBe('de-DE');
    expect(detectLanguage(null)).toBe('de-DE');
  });
});

describe('the locale backend', () => {
  it('has i18next read a file again after a failure of the network or the server, not after a final one', async () => {
    const answers: (() => Promise<unknown>)[] = [
      () => Promise.reject(new TransientLocaleError('offline for a moment')),
      () => Promise.reject(new TransientLocaleError('HTTP 503')),
      () => Promise.resolve({ app: { name: 'Portal' } }),
    ];
    const requested: string[] = [];
    const backend = createLocaleBackend('', (url) => {
      requested.push(url);
      return url.endsWith('/en-GB/common.json') ? answers.shift()!() : Promise.resolve({});
    });
    const { i18n, ready } = createI18n({
      language: 'en-GB',
      storage: null,
      source: { kind: 'backend', backend },
    });
    await ready;
    await expect.poll(() => i18n.t('app.name'), { timeout: 5_000 }).toBe('Portal');
    expect(requested.filter((url) => url.endsWith('/en-GB/common.json'))).toHaveLength(3);

    const final = createLocaleBackend('', () => Promise.reject(new Error('HTTP 404')));
    const calls: [unknown, unknown][] = [];
    final.read('en-GB', 'common', (error, retry) => calls.push([error, retry]));
    await expect.poll(() => calls.length).toBe(1);
    expect(calls[0]?.[1]).toBe(false);
  });
});

describe('i18n instances', () => {
  it('translates synchronously with the static resources', () => {
    const i18n = createStaticI18n('en-GB');
    expect(i18n.t('labels.noConnection')).toMatch(/connection/i);
    expect(i18n.t('login.submit', { ns: 'auth' })).toBe('Log in');
  });

  it('loads files through the backend from /locales/{lang}/{namespace}.json and stores the choice', async () => {
    const requested: string[] = [];
    const storage = memoryStorage();
    const backend = createLocaleBackend('/base', async (url) => {
      requested.push(url);
      return url.endsWith('common.json') ? { app: { name: `name ${url}` } } : {};
    });
    const { i18n, ready } = createI18n({ language: 'en-GB', storage, source: { kind: 'backend', backend } });
    await ready;
    // Only the chosen language's files: every language has every key (locales.test.ts), so German's
    // are not fetched beside English's as a per-key fallback.
    expect(requested.sort()).toEqual(['/base/locales/en-GB/auth.json', '/base/locales/en-GB/common.json']);
    expect(i18n.t('app.name')).toBe('name /base/locales/en-GB/common.json');
    expect(storage.data.get(LANGUAGE_STORAGE_KEY)).toBe('en-GB');
    await i18n.changeLanguage('de-DE');
    expect(storage.data.get(LANGUAGE_STORAGE_KEY)).toBe('de-DE');
  });
});
