import { fromPromise } from 'xstate';
import type { LogbookOfflineStore } from '../../../api/offline/logbook-offline-store';
import type { LogbookApiActors } from '../list/logbook.actors';
import { listFilter } from '../list/logbook-list.rules';
import type { LogbookListPage, LogbookListRequest } from '../list/logbook-list.types';
import type { EntryAuthor } from './local-entry';

export interface KeepListedDraftsDeps {
  readonly store: LogbookOfflineStore;
  /** The logged-in account (the store's scope); null while logged out: nothing is kept. */
  readonly author: () => EntryAuthor | null;
}

/** Keeps one loaded list page's open entries on the device. */
export type KeepListedDrafts = (request: LogbookListRequest, page: LogbookListPage) => Promise<void>;

/**
 * Keeps the open entries a list page shows (issue 8) as the device's `synced` copies, so a draft seen
 * online opens and is edited offline, and its offline save names the version last seen. The drafts'
 * first and only page lists every open entry of the organisation (`complete`: copies it no longer lists
 * are dropped); any other page only adds and refreshes copies. A store failure (quota) is logged and
 * the list shows anyway: the copies are a help, not a condition.
 */
export const createKeepListedDrafts =
  (deps: KeepListedDraftsDeps): KeepListedDrafts =>
  async (request, page) => {
    const author = deps.author();
    if (author === null) return;
    const complete =
      request.filter === listFilter('drafts', null) && request.skip === 0 && !page.pagination.hasNextPage;
    try {
      await deps.store.cacheServerEntries(
        { accountId: author.accountId, organisationId: request.organisationId },
        page.items,
        { complete },
      );
    } catch (error) {
      console.warn('[logbook] keeping the listed drafts on the device failed', error);
    }
  };

/** The list calls with every loaded page's open entries kept on the device (the composition root). */
export const withListedDraftsKept = (actors: LogbookApiActors, keep: KeepListedDrafts): LogbookApiActors => {
  const loadEntries = async (input: LogbookListRequest, signal: AbortSignal) => {
    const page = await actors.calls.loadEntries(input, signal);
    await keep(input, page);
    return page;
  };
  return {
    ...actors,
    calls: { loadEntries },
    list: {
      loadEntries: fromPromise<LogbookListPage, LogbookListRequest>(({ input, signal }) =>
        loadEntries(input, signal),
      ),
    },
  };
};
