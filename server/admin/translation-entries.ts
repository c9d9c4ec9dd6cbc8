import type { TranslationEntry } from '../../src/api/contract';
import { wallTimeOf } from './berlin-time';
import type { CatalogueText } from './translation-catalogue';
import type { StoredTranslation } from './translations.store';

/** `dd.MM.yyyy` and `HH:mm` of an instant, Europe/Berlin (spec 001 §9 date format). */
export const berlinDateAndTime = (at: Date): { readonly date: string; readonly time: string } => {
  const [day, clock] = wallTimeOf(at.getTime()).split(' ') as [string, string];
  return { date: day.replaceAll('-', '.'), time: clock.slice(0, 5) };
};

/** `translations-YYYY-MM-DD_HH-mm-ss.json` of an instant, Europe/Berlin. */
export const backupFileNameAt = (at: Date): string => {
  const [day, clock] = wallTimeOf(at.getTime()).split(' ') as [string, string];
  const [dd, mm, yyyy] = day.split('-') as [string, string, string];
  return `translations-${yyyy}-${mm}-${dd}_${clock.replaceAll(':', '-')}.json`;
};

/** A console entry: the draft's texts, else the published ones, else the locale files'. */
export const entryOf = (
  file: CatalogueText,
  published: StoredTranslation | undefined,
  draft: StoredTranslation | undefined,
): TranslationEntry => {
  const edit = draft ?? published;
  const when = edit ? berlinDateAndTime(edit.modifiedAt) : null;
  return {
    key: file.key,
    de: edit?.de ?? file.de,
    en: edit?.en ?? file.en,
    lstEditedBy: edit?.editedBy ?? null,
    modifiedDate: when?.date ?? null,
    modifiedTime: when?.time ?? null,
    staged: draft !== undefined,
  };
};

/** Whether a search (any case) is part of the key or one of the texts. */
export const matchesSearch = (entry: TranslationEntry, search: string): boolean => {
  const needle = search.trim().toLocaleLowerCase();
  return (
    needle === '' || [entry.key, entry.de, entry.en].some((text) => text.toLocaleLowerCase().includes(needle))
  );
};
