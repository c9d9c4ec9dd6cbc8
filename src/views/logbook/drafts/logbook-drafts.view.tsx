import { Button, Text, Tooltip } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format';
import { ConfirmDeleteDialog, type ConfirmDeleteDialogProps } from '../list/logbook-dialogs.view';
import { AddEntryButton, LogbookPageFrame, type LogbookPageProps } from '../list/logbook-page.view';

export interface LogbookDraftsViewProps extends LogbookPageProps {
  /** When the open entries were last fetched (ms); null: not yet. */
  readonly lastSyncedAt: number | null;
  readonly timeZone?: string | undefined;
  readonly onDeleteSelected: () => void;
  readonly deleteDialog: ConfirmDeleteDialogProps;
}

/**
 * The open (draft) entries (spec 001 §2 Logbook draft entries): sync (disabled until the offline
 * work of issue 8 lands), add new entry (create right and a selected vehicle), delete selected (at
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
        </Text>
      }
      actions={
        <>
          <Tooltip content={t('labels.syncComesLater')}>
            <Button variant="soft" disabled aria-describedby="logbook-sync-note" data-testid="sync-entries">
              {t('actions.sync')}
            </Button>
          </Tooltip>
          <span id="logbook-sync-note" className="logbook-visually-hidden">
            {t('labels.syncComesLater')}
          </span>
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
