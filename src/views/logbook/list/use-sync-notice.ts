import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogbookSyncActor } from '../../../machines/logbook/offline/logbook-offline-actors';
import type { SyncItemReport } from '../../../machines/logbook/sync/logbook-sync.types';
import type { LogbookSnackbarProps } from './logbook-page.view';

type SyncNoticeKey = 'labels.conflictOverwritten' | 'labels.serverFinalizedWins';

/** What the user is told about one settled item of a sync, if anything (README: the conflict rule). */
export const syncNoticeOf = (report: SyncItemReport): SyncNoticeKey | null => {
  if (report.kind !== 'save') return null;
  if (report.outcome === 'done' && report.conflictOverwritten) return 'labels.conflictOverwritten';
  if (report.outcome === 'dropped') return 'labels.serverFinalizedWins';
  return null;
};

/**
 * The conflict rule told on the logbook pages (issue 8): a draft edited on another device too was
 * overwritten by this device's later save, or the server's finalised state won over this device's
 * change. Stays until dismissed: the sync that settles it may run while the user looks elsewhere.
 */
export const useSyncNotice = (sync: LogbookSyncActor): LogbookSnackbarProps | null => {
  const { t } = useTranslation('logbook');
  const [key, setKey] = useState<SyncNoticeKey | null>(null);
  useEffect(() => {
    const subscription = sync.on('sync.itemSettled', (report) => {
      const next = syncNoticeOf(report);
      if (next !== null) setKey(next);
    });
    return () => subscription.unsubscribe();
  }, [sync]);
  return key === null ? null : { message: t(key), tone: 'info', onDismiss: () => setKey(null) };
};
