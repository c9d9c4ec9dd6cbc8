import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../api/contract';

/** Interface languages (spec 000 §1, §9). */
export const LANGUAGES = ['de-DE', 'en-GB'] as const satisfies readonly Language[];
export const FALLBACK_LANGUAGE: Language = 'de-DE';
/** Locale files per language: `locales/{lang}/{namespace}.json`. */
export const NAMESPACES = [
  'common',
  'auth',
  'fleet',
  'map',
  'logbook',
  'logbookEntry',
  'logbookComments',
  'reporting',
  'reportExport',
  'notificationLabels',
  'notificationSettings',
  'notifications',
  'notificationLive',
  'profile',
  'administration',
  'railation',
  'help',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
/**
 * The namespaces loaded before the first render (the login page needs no more). The others load on
 * first use by a lazily loaded view (react-i18next suspends until they arrive).
 */
export const INITIAL_NAMESPACES = ['common', 'auth'] as const satisfies readonly Namespace[];
export const DEFAULT_NAMESPACE: Namespace = 'common';
/** Local storage key of the chosen language (spec 000 §3). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Maps a stored or browser language tag onto a supported language, or null. */
export const toLanguage = (tag: string | null | undefined): Language | null => {
  if (!tag) return null;
  const exact = LANGUAGES.find((l) => l.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const primary = tag.slice(0, 2).toLowerCase();
  return LANGUAGES.find((l) => l.startsWith(primary)) ?? null;
};

/** The stored choice first, then the browser's preferences, then the fallback. */
export const detectLanguage = (
  storage: LanguageStorage | null,
  browserLanguages: readonly string[] = [],
): Language => {
  const stored = toLanguage(storage?.getItem(LANGUAGE_STORAGE_KEY));
  if (stored) return stored;
  for (const tag of browserLanguages) {
    const language = toLanguage(tag);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
};

/** The current language of an instance as a supported language (i18next may report e.g. 'cimode'). */
export const currentLanguage = (instance: Pick<I18n, 'resolvedLanguage' | 'language'>): Language =>
  toLanguage(instance.resolvedLanguage ?? instance.language) ?? FALLBACK_LANGUAGE;

export interface I18nOptions {
  readonly language: Language;
  /** Where the chosen language is remembered; null in tests and Storybook. */
  readonly storage: LanguageStorage | null;
  /** Locale files: loaded through a backend (the app) or given up front (tests, Storybook). */
  readonly source:
    | { readonly kind: 'backend'; readonly backend: BackendModule }
    | { readonly kind: 'static'; readonly resources: Resource };
  /** The document whose `lang` attribute follows the language; null outside a browser page. */
  readonly document?: Pick<Document, 'documentElement'> | null;
}

/**
 * Creates and initialises an i18next instance. With static resources it is usable at once (the
 * returned promise only settles the init); with a backend, await it before the first render.
 */
export const createI18n = (options: I18nOptions): { readonly i18n: I18n; readonly ready: Promise<void> } => {
  const instance = i18next.createInstance();
  if (options.source.kind === 'backend') instance.use(options.source.backend);
  instance.use(initReactI18next);
  const remember = (language: string): void => {
    const supported = toLanguage(language);
    if (!supported) return;
    options.storage?.setItem(LANGUAGE_STORAGE_KEY, supported);
    if (options.document) options.document.documentElement.lang = supported;
  };
  instance.on('languageChanged', remember);
  const ready = instance
    .init({
      lng: options.language,
      // No per-key fallback: `lng` is always a supported language (German stands in for any other in
      // `detectLanguage`), and locales.test.ts holds that every language has every key of German's files.
      // A German fallback made i18next fetch each namespace twice for an English user: on the cab's
      // mobile link, 6 files and their bytes more before the driver's first logbook row (issue 35).
      fallbackLng: false,
      supportedLngs: LANGUAGES,
      load: 'currentOnly',
      ns: options.source.kind === 'static' ? NAMESPACES : INITIAL_NAMESPACES,
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: options.source.kind === 'backend',
      ...(options.source.kind === 'static' ? { resources: options.source.resources } : {}),
    })
    .then(() => remember(currentLanguage(instance)));
  return { i18n: instance, ready };
};
