import { Box, Button, Callout, Flex, Heading, Spinner, Text, Tooltip } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format';
import { AlertIcon } from '../../shared/icons';
import { Snackbar, type SnackbarTone } from '../../shared/snackbar/snackbar.view';
import { ConfirmDeleteDialog, type ConfirmDeleteDialogProps } from '../list/logbook-dialogs.view';
import { LogbookPagination } from '../list/logbook-pagination.view';
import { LogbookTable, type LogbookTableProps } from '../list/logbook-table.view';
import '../logbook.css';

export interface LogbookDraftsViewProps {
  readonly title: string;
  /** When the open entries were last fetched (ms); null: not yet. */
  readonly lastSyncedAt: number | null;
  readonly timeZone?: string | undefined;
  readonly vehicleName: string | null;
  readonly canCreate: boolean;
  readonly onAddEntry: () => void;
  readonly selectedCount: number;
  readonly onDeleteSelected: () => void;
  readonly table: LogbookTableProps;
  readonly page: number;
  readonly totalPages: number;
  readonly onPage: (page: number) => void;
  readonly spinner: boolean;
  readonly failed: boolean;
  readonly onRetry: () => void;
  readonly deleteDialog: ConfirmDeleteDialogProps;
  readonly snackbar: {
    readonly message: string;
    readonly tone: SnackbarTone;
    readonly onDismiss: () => void;
  } | null;
  readonly drawer?: ReactNode;
}

/**
 * The open (draft) entries (spec 001 §2 Logbook draft entries): sync (disabled until the offline
 * work of issue 8 lands), add new entry (create right and a selected vehicle), delete selected (at
 * least one selected), the checkbox table with 15 a page and the last-synced time.
 */
export function LogbookDraftsView(props: LogbookDraftsViewProps) {
  const { t } = useTranslation('logbook');
  return (
    <Box p="5" className="logbook-page" data-testid="logbook-drafts">
      <Flex justify="between" align="start" gap="3" wrap="wrap" mb="3">
        <Box>
          <Heading as="h1" size="6">
            {props.title}
          </Heading>
          <Text as="p" size="2" color="gray" data-testid="last-synced">
            {props.lastSyncedAt === null
              ? t('labels.neverSynced')
              : t('labels.lastSynced', { time: formatDateTime(props.lastSyncedAt, props.timeZone) })}
          </Text>
        </Box>
        <Flex gap="2" align="center" wrap="wrap" className="logbook-toolbar">
          {props.spinner && <Spinner aria-label={t('labels.loading')} />}
          <Tooltip content={t('labels.syncComesLater')}>
            <Button variant="soft" disabled aria-describedby="logbook-sync-note" data-testid="sync-entries">
              {t('actions.sync')}
            </Button>
          </Tooltip>
          <span id="logbook-sync-note" className="logbook-visually-hidden">
            {t('labels.syncComesLater')}
          </span>
          {props.canCreate && (
            <Button
              className="logbook-strong"
              onClick={props.onAddEntry}
              disabled={props.vehicleName === null}
              data-testid="add-entry"
            >
              {t('actions.addEntry')}
            </Button>
          )}
          <Button
            color="red"
            variant="soft"
            onClick={props.onDeleteSelected}
            disabled={props.selectedCount === 0}
            data-testid="delete-selected"
          >
            {t('actions.deleteSelected')}
          </Button>
        </Flex>
      </Flex>
      <Text as="p" size="2" color="gray" mb="2" data-testid="selected-count">
        {t('labels.selectedCount', { count: props.selectedCount })}
      </Text>
      {props.failed && (
        <Callout.Root color="red" variant="surface" size="1" mb="3" role="alert">
          <Callout.Icon>
            <AlertIcon />
          </Callout.Icon>
          <Flex align="center" gap="3">
            <Callout.Text>{t('labels.loadFailed')}</Callout.Text>
            <Button size="1" variant="soft" color="red" onClick={props.onRetry}>
              {t('actions.retry')}
            </Button>
          </Flex>
        </Callout.Root>
      )}
      <LogbookTable {...props.table} />
      <Flex justify="center" mt="3">
        <LogbookPagination page={props.page} totalPages={props.totalPages} onPage={props.onPage} />
      </Flex>
      <ConfirmDeleteDialog {...props.deleteDialog} />
      {props.snackbar && (
        <Snackbar
          message={props.snackbar.message}
          tone={props.snackbar.tone}
          onDismiss={props.snackbar.onDismiss}
        />
      )}
      {props.drawer}
    </Box>
  );
}
