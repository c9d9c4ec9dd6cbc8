import type { i18n as I18n } from 'i18next';
import type { Language } from '../../api/contract';
import { currentLanguage } from '../../i18n/i18n';
import type { FactSource } from '../../machines/shared/fact-watch';

/** The interface language as a fact source, for a machine's language watcher (a reload refetches). */
export const languageSource = (i18n: I18n): FactSource<Language> => ({
  getSnapshot: () => currentLanguage(i18n),
  subscribe: (listener) => {
    const changed = () => listener(currentLanguage(i18n));
    i18n.on('languageChanged', changed);
    return { unsubscribe: () => i18n.off('languageChanged', changed) };
  },
});
