import type { i18n as I18n } from 'i18next';
import type { Language } from '../../api/contract';
import { currentLanguage, toLanguage } from '../../i18n/i18n';
import type { FactSource } from '../../machines/shared/fact-watch';

/**
 * The interface language as a fact source, for a machine's language watcher (a reload refetches).
 * The language is taken from each `languageChanged` event, not read from `i18n` again: the `i18n` of
 * react-i18next's `useTranslation` is a copy of the instance made for the language of that render
 * (react-i18next 17), so its `language` stays the old one while its listeners are the instance's.
 */
export const languageSource = (i18n: I18n): FactSource<Language> => {
  let latest = currentLanguage(i18n);
  return {
    getSnapshot: () => latest,
    subscribe: (listener) => {
      const changed = (language: string) => {
        latest = toLanguage(language) ?? latest;
        listener(latest);
      };
      i18n.on('languageChanged', changed);
      return { unsubscribe: () => i18n.off('languageChanged', changed) };
    },
  };
};
