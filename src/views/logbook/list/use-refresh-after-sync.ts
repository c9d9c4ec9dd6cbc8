import { useEffect } from 'react';
import type { LogbookSyncActor } from '../../../machines/logbook/offline/logbook-offline-actors';
import type { SyncFinished } from '../../../machines/logbook/sync/logbook-sync.types';

/** Whether a sync's end makes the shown lists stale. */
export const refreshesLists = ({ pushed, reason }: Pick<SyncFinished, 'pushed' | 'reason'>): boolean =>
  pushed > 0 || reason === 'online';

/**
 * Fetches the logbook lists again when a sync changed the server (new entries from the device, new
 * versions) or the connection came back (a list that failed offline recovers by itself): without it
 * an entry made offline left the page once synced, until a reload.
 */
export const useRefreshAfterSync = (
  sync: Pick<LogbookSyncActor, 'on'>,
  lists: readonly { send: (event: { readonly type: 'list.refresh' }) => void }[],
): void => {
  useEffect(() => {
    const subscription = sync.on('sync.finished', (finished) => {
      if (!refreshesLists(finished)) return;
      for (const list of new Set(lists)) list.send({ type: 'list.refresh' });
    });
    return () => subscription.unsubscribe();
    // The lists are the page's and the app-wide drafts actor: stable for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sync, ...lists]);
};
