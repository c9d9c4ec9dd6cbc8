import { fromPromise } from 'xstate';
import { callAuth } from '../../api/api-client';
import {
  deployLanguageFiles,
  getTranslationBackups,
  restoreTranslationBackup,
  type LanguageFilesDeployment,
  type TranslationBackups,
  type TranslationRestore,
} from '../../api/contract';
import type { AdministrationDeps } from './admin-console.actors';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The language files' '${name}' was not provided.`));

/** The calls; the defaults reject (tests and stories provide fakes). */
export const languageFilesActorDefaults = {
  loadBackups: fromPromise<TranslationBackups>(notProvided('loadBackups')),
  deploy: fromPromise<LanguageFilesDeployment>(notProvided('deploy')),
  restore: fromPromise<TranslationRestore, { readonly fileName: string }>(notProvided('restore')),
};

export const createLanguageFilesActors = (deps: AdministrationDeps): typeof languageFilesActorDefaults => ({
  loadBackups: fromPromise<TranslationBackups>(({ signal }) =>
    deps.api.call(getTranslationBackups, callAuth(deps.getAccessToken(), signal)),
  ),
  deploy: fromPromise<LanguageFilesDeployment>(({ signal }) =>
    deps.api.call(deployLanguageFiles, { ...callAuth(deps.getAccessToken(), signal), body: { sure: true } }),
  ),
  restore: fromPromise<TranslationRestore, { readonly fileName: string }>(({ input, signal }) =>
    deps.api.call(restoreTranslationBackup, {
      ...callAuth(deps.getAccessToken(), signal),
      body: { enable: true, fileName: input.fileName },
    }),
  ),
});
