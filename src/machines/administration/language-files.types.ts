import type { LanguageFilesDeployment, TranslationBackupFile, TranslationRestore } from '../../api/contract';

/** What the last deploy or restore came to (spec 001 §8: "Restore Complete" / "Fail to restore"). */
export type LanguageFilesOutcome =
  | { readonly kind: 'deployed'; readonly deployment: LanguageFilesDeployment }
  | { readonly kind: 'deployFailed'; readonly failure: unknown }
  | { readonly kind: 'restored'; readonly restore: TranslationRestore }
  | { readonly kind: 'restoreFailed'; readonly failure: unknown };

export interface LanguageFilesContext {
  readonly backups: readonly TranslationBackupFile[];
  readonly loadFailure: unknown;
  readonly outcome: LanguageFilesOutcome | null;
  /** Bumped after every deploy or restore that landed: the translation table reads again. */
  readonly publishedVersion: number;
}

export type LanguageFilesEvent =
  /** The deploy button; `sure` is the sure-checkbox (spec 001 §5). */
  | { readonly type: 'user.deploy'; readonly sure: boolean }
  /** The restore button; `enable` is the enable-checkbox, `fileName` the chosen backup. */
  | { readonly type: 'user.restore'; readonly enable: boolean; readonly fileName: string | null }
  | { readonly type: 'user.dismissOutcome' }
  | { readonly type: 'user.reload' };

export type LanguageFilesTag = 'loading' | 'loadFailed' | 'ready' | 'deploying' | 'restoring';
