import {
  TRANSLATION_LIMITS,
  type LanguageFilesDeployment,
  type TranslationBackups,
  type TranslationEntry,
  type TranslationList,
  type TranslationQuery,
  type TranslationRestore,
  type UpdateTranslationBody,
} from '../../src/api/contract';
import type { Config } from '../config';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/route';
import { assertPreparingEnvironment, requireAdministrator, type Administrator } from './admin-access';
import type { Queryable } from '../db/db';
import type { AdminDeps } from './admin.deps';
import { writeAudit } from './audit-log';
import { placeholderChanges, readCatalogue, type CatalogueText } from './translation-catalogue';
import { backupFileNameAt, entryOf, matchesSearch } from './translation-entries';
import {
  backupPublished,
  lockPublishing,
  publish,
  readAll,
  readBackups,
  readOne,
  restoreBackup,
  takeDrafts,
  writeDraft,
  type StoredTranslation,
} from './translations.store';

export interface TranslationDeps extends AdminDeps {
  readonly config: Pick<Config, 'environment' | 'localesDir'>;
}

const invalid = (field: string, message: string) =>
  new ApiError(400, 'invalid_request', `Invalid ${field}: ${message}`, {
    field,
    issues: [{ field, message }],
  });

/** Refuses texts that lost or added an interpolation placeholder of the locale file's text. */
const assertPlaceholders = (file: CatalogueText, body: UpdateTranslationBody): void => {
  for (const language of ['de', 'en'] as const) {
    const { lost, added } = placeholderChanges(file[language], body[language]);
    const named = (names: string[]) => names.map((name) => `{{${name}}}`).join(', ');
    if (lost.length > 0) throw invalid(language, `must keep the placeholders ${named(lost)}`);
    if (added.length > 0) throw invalid(language, `has placeholders the text does not have: ${named(added)}`);
  }
};

type Texts = Readonly<Record<string, { readonly de: string; readonly en: string } | null>>;

const textsOf = (rows: Iterable<StoredTranslation>): Record<string, { de: string; en: string }> =>
  Object.fromEntries([...rows].map((row) => [row.key, { de: row.de, en: row.en }]));

/** The keys whose published texts differ between two sets, with both sides (null: the file's text). */
const differences = (before: Texts, after: Texts): { before: Texts; after: Texts } => {
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .sort()
    .filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
};

/**
 * Publishes every staged text at once after keeping a backup of the published set (in the caller's
 * transaction); null when nothing is staged. The language-file deployment and the app deployment
 * (two approvals, deployment.service.ts) both publish through here.
 */
export const publishDrafts = async (
  tx: Queryable,
  admin: Administrator,
  at: Date,
): Promise<LanguageFilesDeployment | null> => {
  await lockPublishing(tx);
  const drafts = await takeDrafts(tx);
  if (drafts.length === 0) return null;
  const published = await readAll(tx, 'translation_overrides');
  const backupFile = await backupPublished(tx, backupFileNameAt(at), admin.name, at);
  await publish(tx, drafts, at);
  await writeAudit(tx, admin, at, {
    action: 'deployTranslations',
    target: backupFile,
    before: Object.fromEntries(
      drafts.map((draft) => {
        const old = published.get(draft.key);
        return [draft.key, old ? { de: old.de, en: old.en } : null];
      }),
    ),
    after: textsOf(drafts),
  });
  return { deployed: drafts.length, backupFile };
};

/**
 * The Site Translation tab (spec 001 §2, §5, §7, §8 Restore). The locale files stay the source of
 * every text; an edit is a draft until a deployment publishes all drafts at once, and the
 * `/locales` route serves the published texts in place of the files'. Each deployment and restore
 * first keeps a backup of the published set, in the same transaction.
 */
export const createTranslationsService = (deps: TranslationDeps) => ({
  async list(caller: Caller, query: TranslationQuery): Promise<TranslationList> {
    await requireAdministrator(deps.db, caller);
    const catalogue = await readCatalogue(deps.config.localesDir);
    const published = await readAll(deps.db, 'translation_overrides');
    const drafts = await readAll(deps.db, 'translation_drafts');
    const matching = [...catalogue.values()]
      .map((file) => entryOf(file, published.get(file.key), drafts.get(file.key)))
      .filter((entry) => matchesSearch(entry, query.search ?? ''));
    const skip = query.skip ?? 0;
    const top = query.top ?? TRANSLATION_LIMITS.defaultTop;
    return { items: matching.slice(skip, skip + top), totalCount: matching.length };
  },

  async update(caller: Caller, body: UpdateTranslationBody): Promise<TranslationEntry> {
    const admin = await requireAdministrator(deps.db, caller);
    assertPreparingEnvironment(deps.config.environment);
    const file = (await readCatalogue(deps.config.localesDir)).get(body.key);
    if (!file) throw invalid('key', 'no text of the locale files has this key');
    assertPlaceholders(file, body);
    const at = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      const published = (await readOne(tx, 'translation_overrides', body.key)) ?? undefined;
      const staged = (await readOne(tx, 'translation_drafts', body.key)) ?? undefined;
      // Saving the staged texts again changes nothing (no new editor, time or audit entry).
      if (staged && staged.de === body.de && staged.en === body.en) return entryOf(file, published, staged);
      const before = entryOf(file, published, staged);
      const draft = { key: body.key, de: body.de, en: body.en, editedBy: admin.name, modifiedAt: at };
      await writeDraft(tx, draft);
      await writeAudit(tx, admin, at, {
        action: 'updateTranslation',
        target: body.key,
        before: { de: before.de, en: before.en },
        after: { de: body.de, en: body.en },
      });
      return entryOf(file, published, draft);
    });
  },

  async deploy(caller: Caller): Promise<LanguageFilesDeployment> {
    const admin = await requireAdministrator(deps.db, caller);
    assertPreparingEnvironment(deps.config.environment);
    const at = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      const deployed = await publishDrafts(tx, admin, at);
      if (deployed === null) {
        throw new ApiError(
          409,
          'conflict',
          'Nothing is staged: edit a text before deploying the language files.',
        );
      }
      return deployed;
    });
  },

  async backups(caller: Caller): Promise<TranslationBackups> {
    await requireAdministrator(deps.db, caller);
    return { backupFiles: await readBackups(deps.db) };
  },

  async restore(caller: Caller, fileName: string): Promise<TranslationRestore> {
    const admin = await requireAdministrator(deps.db, caller);
    assertPreparingEnvironment(deps.config.environment);
    const at = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      await lockPublishing(tx);
      const before = textsOf((await readAll(tx, 'translation_overrides')).values());
      const backupFile = await backupPublished(tx, backupFileNameAt(at), admin.name, at);
      if (!(await restoreBackup(tx, fileName))) {
        throw new ApiError(404, 'not_found', 'Backup file not found.', { field: 'fileName' });
      }
      const after = textsOf((await readAll(tx, 'translation_overrides')).values());
      await writeAudit(tx, admin, at, {
        action: 'restoreTranslations',
        target: fileName,
        ...differences(before, after),
      });
      return { restored: fileName, backupFile };
    });
  },
});

export type TranslationsService = ReturnType<typeof createTranslationsService>;
