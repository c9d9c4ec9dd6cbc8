import { Button, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format';
import { ConfirmDeleteDialog, type ConfirmDeleteDialogProps } from '../list/logbook-dialogs.view';
import { AddEntryButton, LogbookPageFrame, type LogbookPageProps } from '../list/logbook-page.view';

export interface LogbookDraftsViewProps extends LogbookPageProps {
  /** When the device's logbook last synced without a failure (ms); null: not yet. */
  readonly lastSyncedAt: number | null;
  /** The Synchronise button (issue 8): disabled offline, busy while a sync runs. */
  readonly sync: {
    readonly online: boolean;
    readonly running: boolean;
    /** Entries and deletions waiting on the device for the server. */
    readonly pendingCount: number;
    readonly onSync: () => void;
  };
  readonly timeZone?: string | undefined;
  readonly onDeleteSelected: () => void;
  readonly deleteDialog: ConfirmDeleteDialogProps;
}

/**
 * The open (draft) entries (spec 001 §2 Logbook draft entries): sync (disabled offline), add new entry (create right and a selected vehicle), delete selected (at
 * least one selected), the checkbox table with 15 a page and the last-synced time.
 */
export function LogbookDraftsView(props: LogbookDraftsViewProps) {
  const { t } = useTranslation('logbook');
  return (
    <LogbookPageFrame
      {...props}
      testId="logbook-drafts"
      subtitle={
        <Text as="p" size="2" color="gray" data-testid="last-synced">
          {props.lastSyncedAt === null
            ? t('labels.neverSynced')
            : t('labels.lastSynced', { time: formatDateTime(props.lastSyncedAt, props.timeZone) })}
          {props.sync.pendingCount > 0 && (
            <span data-testid="pending-work">
              {' · '}
              {t('labels.pendingWork', { count: props.sync.pendingCount })}
            </span>
          )}
        </Text>
      }
      actions={
        <>
          <Button
            variant="soft"
            disabled={!props.sync.online || props.sync.running}
            loading={props.sync.running}
            onClick={props.sync.onSync}
            data-testid="sync-entries"
          >
            {t('actions.sync')}
          </Button>
          <AddEntryButton {...props} />
          <Button
            color="red"
            variant="soft"
            onClick={props.onDeleteSelected}
            disabled={props.selectedCount === 0}
            data-testid="delete-selected"
          >
            {t('actions.deleteSelected')}
          </Button>
        </>
      }
      dialog={<ConfirmDeleteDialog {...props.deleteDialog} />}
    >
      <Text as="p" size="2" color="gray" mb="2" data-testid="selected-count">
        {t('labels.selectedCount', { count: props.selectedCount })}
      </Text>
    </LogbookPageFrame>
  );
}
