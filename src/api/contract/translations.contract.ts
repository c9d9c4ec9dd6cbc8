import { Schema } from 'effect';
import { endpoint } from './endpoint';

/**
 * The administration console's Site Translation tab (spec 001 §2, §3 Translation entry, §5
 * Administration, §7 Administration, §8 Restore). Every text of the portal's locale files is an
 * entry; edits are staged as drafts, a deployment publishes them (keeping a backup of what was
 * published before), and a backup can be restored.
 */
const ADMIN = '/api/admin/v1';
const tag = 'administration';

/** Separates the namespace and the groups of a key: `common->header->logout`. */
export const TRANSLATION_KEY_SEPARATOR = '->';
/** The special entry holding the release notes (a leaf of common.json, listed first). */
export const RELEASE_NOTES_KEY = 'common->releaseNotes';
/** The special entry holding the version of the texts (a leaf of common.json, listed second). */
export const TRANSLATION_VERSION_KEY = 'common->version';

export const TRANSLATION_LIMITS = {
  /** One text per language, in characters (the spec's long-text limit). */
  maxTextLength: 4000,
  /** A key, in characters (the longest real key is far shorter). */
  maxKeyLength: 500,
  maxSearchLength: 200,
  /** Page size when the query gives none (the console's tables show 20). */
  defaultTop: 20,
  maxTop: 200,
  /** Offset bound (far beyond the number of texts; keeps the offset sane). */
  maxSkip: 1_000_000,
} as const;

/** `translations-YYYY-MM-DD_HH-mm-ss.json` (Europe/Berlin), `-2`, `-3` … when one second holds several. */
export const TRANSLATION_BACKUP_FILE_PATTERN =
  /^translations-\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}(-\d{1,6})?\.json$/;

const QueryInt = Schema.NumberFromString.pipe(Schema.int(), Schema.nonNegative());

/** A text for one language: not blank, at most {@link TRANSLATION_LIMITS.maxTextLength}. */
export const TranslationText = Schema.String.pipe(
  Schema.maxLength(TRANSLATION_LIMITS.maxTextLength),
  Schema.filter((text) => text.trim().length > 0, { message: () => 'must not be empty' }),
);

export const TranslationKey = Schema.String.pipe(
  Schema.minLength(1),
  Schema.maxLength(TRANSLATION_LIMITS.maxKeyLength),
);

/** One row of the Translation tab (spec 001 §3 Translation entry). */
export const TranslationEntry = Schema.Struct({
  key: Schema.String,
  /** The effective texts: the staged draft, else the published one, else the locale file's. */
  de: Schema.String,
  en: Schema.String,
  /** Who edited the entry last (display name); null when never edited. */
  lstEditedBy: Schema.NullOr(Schema.String),
  /** `dd.MM.yyyy` and `HH:mm`, Europe/Berlin, of the last edit; null when never edited. */
  modifiedDate: Schema.NullOr(Schema.String),
  modifiedTime: Schema.NullOr(Schema.String),
  /** An edit waits for the next deployment of the language files. */
  staged: Schema.Boolean,
}).annotations({ identifier: 'TranslationEntry' });
export type TranslationEntry = typeof TranslationEntry.Type;

export const TranslationList = Schema.Struct({
  items: Schema.Array(TranslationEntry),
  /** Entries matching the search (all pages). */
  totalCount: Schema.Number,
}).annotations({ identifier: 'TranslationList' });
export type TranslationList = typeof TranslationList.Type;

export const TranslationQuery = Schema.Struct({
  /** Case-insensitive part of the key, the German or the English text. */
  search: Schema.optional(Schema.String.pipe(Schema.maxLength(TRANSLATION_LIMITS.maxSearchLength))),
  top: Schema.optional(QueryInt.pipe(Schema.between(1, TRANSLATION_LIMITS.maxTop))),
  skip: Schema.optional(QueryInt.pipe(Schema.lessThanOrEqualTo(TRANSLATION_LIMITS.maxSkip))),
});
export type TranslationQuery = typeof TranslationQuery.Type;

/** Both texts must keep the `{{placeholders}}` of the locale file's text. */
export const UpdateTranslationBody = Schema.Struct({
  key: TranslationKey,
  de: TranslationText,
  en: TranslationText,
}).annotations({ identifier: 'UpdateTranslationBody' });
export type UpdateTranslationBody = typeof UpdateTranslationBody.Type;

/** The deploy-language button's explicit sure-checkbox (spec 001 §5). */
export const DeployLanguageFilesBody = Schema.Struct({ sure: Schema.Literal(true) }).annotations({
  identifier: 'DeployLanguageFilesBody',
});
export type DeployLanguageFilesBody = typeof DeployLanguageFilesBody.Type;

export const LanguageFilesDeployment = Schema.Struct({
  /** How many staged entries were published. */
  deployed: Schema.Number,
  /** The backup of what was published before. */
  backupFile: Schema.String,
}).annotations({ identifier: 'LanguageFilesDeployment' });
export type LanguageFilesDeployment = typeof LanguageFilesDeployment.Type;

export const TranslationBackupFile = Schema.Struct({
  fileName: Schema.String,
  /** ISO instant. */
  createdAt: Schema.String,
  /** Display name of who deployed or restored. */
  createdBy: Schema.String,
  /** Published entries the backup holds. */
  entries: Schema.Number,
});
export type TranslationBackupFile = typeof TranslationBackupFile.Type;

/** The spec's backupFiles (spec 001 §7 get deployment status), newest first. */
export const TranslationBackups = Schema.Struct({
  backupFiles: Schema.Array(TranslationBackupFile),
}).annotations({ identifier: 'TranslationBackups' });
export type TranslationBackups = typeof TranslationBackups.Type;

/** Restore needs its enable-checkbox and a chosen backup file (spec 001 §5). */
export const RestoreTranslationBackupBody = Schema.Struct({
  enable: Schema.Literal(true),
  fileName: Schema.String.pipe(
    Schema.pattern(TRANSLATION_BACKUP_FILE_PATTERN, {
      message: () => 'must be a backup file name (translations-YYYY-MM-DD_HH-mm-ss.json)',
    }),
  ),
}).annotations({ identifier: 'RestoreTranslationBackupBody' });
export type RestoreTranslationBackupBody = typeof RestoreTranslationBackupBody.Type;

export const TranslationRestore = Schema.Struct({
  /** The backup now published ("Restore Complete"). */
  restored: Schema.String,
  /** The backup of what was published before the restore. */
  backupFile: Schema.String,
}).annotations({ identifier: 'TranslationRestore' });
export type TranslationRestore = typeof TranslationRestore.Type;

export const getTranslations = endpoint({
  operationId: 'getTranslations',
  method: 'GET',
  path: `${ADMIN}/translations`,
  summary: 'A page of the site’s texts (key, de, en, last editor and time, staged), optionally searched.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  query: TranslationQuery,
  success: { status: 200, schema: TranslationList },
  errors: [401, 403],
});

export const updateTranslation = endpoint({
  operationId: 'updateTranslation',
  method: 'PUT',
  path: `${ADMIN}/translations`,
  summary: 'Stages new texts for one key until the next deployment of the language files.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  body: UpdateTranslationBody,
  success: { status: 200, schema: TranslationEntry },
  errors: [401, 403, 409],
});

export const deployLanguageFiles = endpoint({
  operationId: 'deployLanguageFiles',
  method: 'POST',
  path: `${ADMIN}/translations/deploy`,
  summary: 'Publishes every staged text, keeping a backup of the texts published before.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  body: DeployLanguageFilesBody,
  success: { status: 200, schema: LanguageFilesDeployment },
  errors: [401, 403, 409],
});

export const getTranslationBackups = endpoint({
  operationId: 'getTranslationBackups',
  method: 'GET',
  path: `${ADMIN}/translations/backups`,
  summary: 'The backups of published texts, newest first.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  success: { status: 200, schema: TranslationBackups },
  errors: [401, 403],
});

export const restoreTranslationBackup = endpoint({
  operationId: 'restoreTranslationBackup',
  method: 'POST',
  path: `${ADMIN}/translations/restore`,
  summary: 'Publishes a backup’s texts again, keeping a backup of the texts published before.',
  tag,
  auth: 'accessToken',
  access: 'administrator',
  body: RestoreTranslationBackupBody,
  success: { status: 200, schema: TranslationRestore },
  errors: [401, 403, 404, 409],
});

export const translationEndpoints = [
  getTranslations,
  updateTranslation,
  deployLanguageFiles,
  getTranslationBackups,
  restoreTranslationBackup,
] as const;
