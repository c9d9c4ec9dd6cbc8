import { fromPromise } from 'xstate';
import { callAuth } from '../../api/api-client';
import {
  getTranslations,
  updateTranslation,
  type TranslationEntry,
  type UpdateTranslationBody,
} from '../../api/contract';
import type { AdministrationDeps } from './admin-console.actors';
import { createAdminTableMachine } from './admin-table.machine';
import type { AdminPage, AdminPageRequest, AdminRowChange } from './admin-table.types';

/** The text edited for one key: German and English. */
export type TranslationChange = Pick<UpdateTranslationBody, 'de' | 'en'>;

/** Every text of the portal, paged and searched on the server; a save stages the edit. */
export const translationsTableFor = (deps: AdministrationDeps) =>
  createAdminTableMachine<TranslationEntry, TranslationChange>(
    'translationsTable',
    (entry) => entry.key,
  ).provide({
    actors: {
      load: fromPromise<AdminPage<TranslationEntry>, AdminPageRequest>(({ input, signal }) =>
        deps.api.call(getTranslations, {
          ...callAuth(deps.getAccessToken(), signal),
          query: { top: input.top, skip: input.skip, ...(input.search ? { search: input.search } : {}) },
        }),
      ),
      save: fromPromise<TranslationEntry, AdminRowChange<TranslationChange>>(({ input, signal }) =>
        deps.api.call(updateTranslation, {
          ...callAuth(deps.getAccessToken(), signal),
          body: { key: input.key, ...input.change },
        }),
      ),
    },
  });
export type TranslationsTableMachine = ReturnType<typeof translationsTableFor>;
