import { useTranslation } from 'react-i18next';
import type { SyncNotice } from '../../../machines/logbook/sync/sync-notice.machine';
import { Snackbar } from '../../shared/snackbar/snackbar.view';

export interface SyncNoticeSnackbarProps {
  /** What to say; nothing shows while null. */
  readonly notice: SyncNotice | null;
  readonly onDismiss: () => void;
}

/**
 * The logbook sync's snackbar in the shell (spec 001 §4, §8): "Unsaved entries synchronised" when the
 * connection came back and the device's work reached the server, "Error (status)" when a sync someone
 * waits on failed, and why the Synchronise button did not sync. The sync notice machine keeps it 3 s.
 */
export function SyncNoticeSnackbar({ notice, onDismiss }: SyncNoticeSnackbarProps) {
  const { t } = useTranslation('logbook');
  if (notice === null) return null;
  const [message, tone] =
    notice.kind === 'synced'
      ? [t('labels.logbookUnsavedEntriesSynced'), 'success' as const]
      : notice.kind === 'failed'
        ? [t('labels.syncFailed', { status: notice.status }), 'error' as const]
        : [
            t(
              notice.answer === 'new_login_required'
                ? 'labels.syncNewLoginRequired'
                : 'labels.syncFailedOffline',
            ),
            'info' as const,
          ];
  return <Snackbar message={message} tone={tone} onDismiss={onDismiss} testId="sync-notice" />;
}
