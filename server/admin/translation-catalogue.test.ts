import { describe, expect, it } from 'vitest';
import { TRANSLATION_BACKUP_FILE_PATTERN } from '../../src/api/contract';
import { leavesOf, placeholderChanges, readCatalogue, withText } from './translation-catalogue';
import { backupFileNameAt, berlinDateAndTime, entryOf, matchesSearch } from './translation-entries';
import { LOCALES_DIR } from './test-translations';

describe('the translation catalogue of the locale files', () => {
  it('keys every text by namespace and groups, the release notes and the version first', async () => {
    const catalogue = await readCatalogue(LOCALES_DIR);
    const keys = [...catalogue.keys()];
    expect(keys.slice(0, 2)).toEqual(['common->releaseNotes', 'common->version']);
    expect(catalogue.get('common->header->logout')).toEqual({
      key: 'common->header->logout',
      de: 'Abmelden',
      en: 'Log out',
    });
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-zA-Z-]+(->[^>]+)+$/);
  });

  it('lists leaves in file order and replaces only existing texts', () => {
    const tree = { a: { b: 'x', c: { d: 'y' } }, e: 'z' };
    expect(leavesOf(tree)).toEqual([
      [['a', 'b'], 'x'],
      [['a', 'c', 'd'], 'y'],
      [['e'], 'z'],
    ]);
    expect(withText(tree, ['a', 'c', 'd'], 'new')).toEqual({ a: { b: 'x', c: { d: 'new' } }, e: 'z' });
    expect(withText(tree, ['a', 'c'], 'new')).toBe(tree);
    expect(withText(tree, ['a', 'missing'], 'new')).toBe(tree);
    expect(withText(tree, ['e', 'deeper'], 'new')).toBe(tree);
    expect(withText(tree, ['__proto__', 'x'], 'new')).toBe(tree);
  });

  it('finds lost and added interpolation placeholders, ignoring spaces inside the braces', () => {
    expect(placeholderChanges('Hi {{name}}, {{count}} new', '{{count}} neu, {{ name }}')).toEqual({
      lost: [],
      added: [],
    });
    expect(placeholderChanges('Hi {{name}}', 'Hi')).toEqual({ lost: ['name'], added: [] });
    expect(placeholderChanges('Hi', 'Hi {{name}}')).toEqual({ lost: [], added: ['name'] });
    expect(placeholderChanges('{{value, number}}', '{{value}}')).toEqual({
      lost: ['value, number'],
      added: ['value'],
    });
  });
});

describe('translation entries', () => {
  it('formats the edit time as dd.MM.yyyy and HH:mm in Berlin, winter and summer', () => {
    expect(berlinDateAndTime(new Date('2026-03-02T08:05:59Z'))).toEqual({
      date: '02.03.2026',
      time: '09:05',
    });
    expect(berlinDateAndTime(new Date('2026-06-30T22:30:00Z'))).toEqual({
      date: '01.07.2026',
      time: '00:30',
    });
  });

  it('names backups by their Berlin time, in the pattern restore accepts', () => {
    const name = backupFileNameAt(new Date('2026-06-30T22:30:07Z'));
    expect(name).toBe('translations-2026-07-01_00-30-07.json');
    expect(name).toMatch(TRANSLATION_BACKUP_FILE_PATTERN);
    expect('translations-2026-07-01_00-30-07-2.json').toMatch(TRANSLATION_BACKUP_FILE_PATTERN);
  });

  it('shows the draft over the published text over the file, and searches all three columns', () => {
    const file = { key: 'ns->a', de: 'Datei', en: 'File' };
    const at = new Date('2026-03-02T08:00:00Z');
    const published = { key: 'ns->a', de: 'Veröffentlicht', en: 'Published', editedBy: 'P', modifiedAt: at };
    const draft = { ...published, de: 'Entwurf', en: 'Draft', editedBy: 'D' };
    expect(entryOf(file, undefined, undefined)).toMatchObject({
      de: 'Datei',
      lstEditedBy: null,
      staged: false,
    });
    expect(entryOf(file, published, undefined)).toMatchObject({ de: 'Veröffentlicht', lstEditedBy: 'P' });
    const entry = entryOf(file, published, draft);
    expect(entry).toMatchObject({ de: 'Entwurf', en: 'Draft', lstEditedBy: 'D', staged: true });
    expect(matchesSearch(entry, 'NS->')).toBe(true);
    expect(matchesSearch(entry, 'entw')).toBe(true);
    expect(matchesSearch(entry, ' draft ')).toBe(true);
    expect(matchesSearch(entry, 'datei')).toBe(false);
    expect(matchesSearch(entry, '')).toBe(true);
  });
});
