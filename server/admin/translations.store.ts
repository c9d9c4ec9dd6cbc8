import { TRANSLATION_KEY_SEPARATOR, type TranslationBackupFile } from '../../src/api/contract';
import type { Queryable } from '../db/db';
import type { TranslationLanguage } from './translation-catalogue';

/** A staged (draft) or published (override) text pair and its last edit. */
export interface StoredTranslation {
  readonly key: string;
  readonly de: string;
  readonly en: string;
  readonly editedBy: string;
  readonly modifiedAt: Date;
}

type Table = 'translation_drafts' | 'translation_overrides';

interface TranslationRow {
  readonly key: string;
  readonly de: string;
  readonly en: string;
  readonly edited_by: string;
  readonly modified_ms: number;
}

const COLUMNS = `key, de, en, edited_by, (extract(epoch FROM modified_at) * 1000)::float8 AS modified_ms`;

const toStored = (row: TranslationRow): StoredTranslation => ({
  key: row.key,
  de: row.de,
  en: row.en,
  editedBy: row.edited_by,
  modifiedAt: new Date(Math.round(row.modified_ms)),
});

/** Every row of the drafts or the published texts, by key. */
export const readAll = async (q: Queryable, table: Table): Promise<Map<string, StoredTranslation>> => {
  const rows = await q.query<TranslationRow>(`SELECT ${COLUMNS} FROM ${table} ORDER BY key`);
  return new Map(rows.map((row) => [row.key, toStored(row)]));
};

export const readOne = async (q: Queryable, table: Table, key: string): Promise<StoredTranslation | null> => {
  const [row] = await q.query<TranslationRow>(`SELECT ${COLUMNS} FROM ${table} WHERE key = $1`, [key]);
  return row ? toStored(row) : null;
};

export const writeDraft = async (q: Queryable, draft: StoredTranslation): Promise<void> => {
  await q.query(
    `INSERT INTO translation_drafts (key, de, en, edited_by, modified_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (key) DO UPDATE SET de = $2, en = $3, edited_by = $4, modified_at = $5`,
    [draft.key, draft.de, draft.en, draft.editedBy, draft.modifiedAt.toISOString()],
  );
};

/**
 * Deploys and restores take turns (each writes a backup of what the other may be changing); edits
 * of drafts go on meanwhile.
 */
export const lockPublishing = async (q: Queryable): Promise<void> => {
  await q.query('LOCK TABLE translation_backups IN SHARE ROW EXCLUSIVE MODE');
};

/**
 * Removes and returns every draft. Deleting is the read, so an edit committed meanwhile is either
 * taken here (and published) or stays a draft; it is never lost.
 */
export const takeDrafts = async (q: Queryable): Promise<StoredTranslation[]> => {
  const rows = await q.query<TranslationRow>(`DELETE FROM translation_drafts RETURNING ${COLUMNS}`);
  return rows.map(toStored).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
};

/** Publishes the given texts (one statement for all of them). */
export const publish = async (q: Queryable, texts: readonly StoredTranslation[], at: Date): Promise<void> => {
  const rows = texts.map((t) => ({
    key: t.key,
    de: t.de,
    en: t.en,
    edited_by: t.editedBy,
    modified_at: t.modifiedAt.toISOString(),
  }));
  await q.query(
    `INSERT INTO translation_overrides (key, de, en, edited_by, modified_at, published_at)
     SELECT r.key, r.de, r.en, r.edited_by, r.modified_at, $2
     FROM jsonb_to_recordset($1::jsonb) AS r(key text, de text, en text, edited_by text, modified_at timestamptz)
     ON CONFLICT (key) DO UPDATE SET de = EXCLUDED.de, en = EXCLUDED.en, edited_by = EXCLUDED.edited_by,
       modified_at = EXCLUDED.modified_at, published_at = EXCLUDED.published_at`,
    [JSON.stringify(rows), at.toISOString()],
  );
};

/**
 * Stores the whole published set as a backup named `base`, or `base-2`, `base-3` … when that name is
 * taken (several in one second). Call under {@link lockPublishing}. Returns the file name.
 */
export const backupPublished = async (q: Queryable, base: string, by: string, at: Date): Promise<string> => {
  const stem = base.slice(0, -'.json'.length);
  const taken = new Set(
    (
      await q.query<{ file_name: string }>(
        'SELECT file_name FROM translation_backups WHERE starts_with(file_name, $1)',
        [stem],
      )
    ).map((row) => row.file_name),
  );
  let fileName = base;
  for (let n = 2; taken.has(fileName); n += 1) fileName = `${stem}-${n}.json`;
  await q.query(
    `INSERT INTO translation_backups (file_name, created_at, created_by, content)
     SELECT $1, $2, $3, coalesce(jsonb_agg(to_jsonb(o) ORDER BY o.key), '[]'::jsonb)
     FROM translation_overrides o`,
    [fileName, at.toISOString(), by],
  );
  return fileName;
};

/** Replaces the published set by a backup's; false when there is no backup of that name. */
export const restoreBackup = async (q: Queryable, fileName: string): Promise<boolean> => {
  const [found] = await q.query('SELECT 1 FROM translation_backups WHERE file_name = $1', [fileName]);
  if (!found) return false;
  await q.query('DELETE FROM translation_overrides');
  await q.query(
    `INSERT INTO translation_overrides (key, de, en, edited_by, modified_at, published_at)
     SELECT r.key, r.de, r.en, r.edited_by, r.modified_at, r.published_at
     FROM translation_backups b CROSS JOIN LATERAL jsonb_to_recordset(b.content)
       AS r(key text, de text, en text, edited_by text, modified_at timestamptz, published_at timestamptz)
     WHERE b.file_name = $1`,
    [fileName],
  );
  return true;
};

interface BackupRow {
  readonly file_name: string;
  readonly created_ms: number;
  readonly created_by: string;
  readonly entries: number;
}

/** Every backup, newest first. */
export const readBackups = async (q: Queryable): Promise<TranslationBackupFile[]> => {
  const rows = await q.query<BackupRow>(
    `SELECT file_name, (extract(epoch FROM created_at) * 1000)::float8 AS created_ms, created_by,
       jsonb_array_length(content) AS entries
     FROM translation_backups ORDER BY id DESC`,
  );
  return rows.map((row) => ({
    fileName: row.file_name,
    createdAt: new Date(Math.round(row.created_ms)).toISOString(),
    createdBy: row.created_by,
    entries: Number(row.entries),
  }));
};

/** The published texts of one namespace in one language, as `[key, text]`. */
export const readPublishedTexts = async (
  q: Queryable,
  namespace: string,
  language: TranslationLanguage,
): Promise<[string, string][]> => {
  const column = language === 'de' ? 'de' : 'en';
  const rows = await q.query<{ key: string; text: string }>(
    `SELECT key, ${column} AS text FROM translation_overrides WHERE starts_with(key, $1) ORDER BY key`,
    [`${namespace}${TRANSLATION_KEY_SEPARATOR}`],
  );
  return rows.map((row) => [row.key, row.text]);
};
