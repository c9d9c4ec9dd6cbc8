import { Box, Button, Callout, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AlertIcon, DraftIcon } from '../../shared/icons';
import { Snackbar, type SnackbarTone } from '../../shared/snackbar/snackbar.view';
import { ExportFormatDialog, type ExportFormatDialogProps } from './logbook-dialogs.view';
import { badgeCount } from './logbook-format';
import { LogbookPagination } from './logbook-pagination.view';
import { LogbookTable, type LogbookTableProps } from './logbook-table.view';
import '../logbook.css';

export interface LogbookListViewProps {
  readonly title: string;
  /** The selected vehicle; null: the no-device-selected label. */
  readonly vehicleName: string | null;
  /** Entries rights (spec 001 §6): without create the add button is left out. */
  readonly canCreate: boolean;
  readonly onAddEntry: () => void;
  readonly selectedCount: number;
  readonly foundCount: number;
  readonly onSelectAll: () => void;
  readonly onDeselectAll: () => void;
  readonly onExport: () => void;
  readonly table: LogbookTableProps;
  readonly page: number;
  readonly totalPages: number;
  readonly onPage: (page: number) => void;
  /** The fetch has run longer than 500 ms. */
  readonly spinner: boolean;
  /** The last fetch failed: the retry notice. */
  readonly failed: boolean;
  readonly onRetry: () => void;
  /** Open (status created) entries exist: the "view open entries" link. */
  readonly openEntries: number;
  readonly snackbar: {
    readonly message: string;
    readonly tone: SnackbarTone;
    readonly onDismiss: () => void;
  } | null;
  readonly exportDialog: ExportFormatDialogProps;
  /** The entry drawer (rendered by the screen). */
  readonly drawer?: ReactNode;
}

/**
 * The logbook list page (spec 001 §2 Logbook list): toolbar (add new entry, export), header (vehicle,
 * select all / deselect all with the count), the checkbox table with remote sorting, pagination, the
 * link to the open entries, the export format dialog and the snackbar.
 */
export function LogbookListView(props: LogbookListViewProps) {
  const { t } = useTranslation('logbook');
  return (
    <Box p="5" className="logbook-page" data-testid="logbook-list">
      <Flex justify="between" align="start" gap="3" wrap="wrap" mb="3">
        <Box>
          <Heading as="h1" size="6">
            {props.title}
          </Heading>
          <Text as="p" size="3" color="gray" data-testid="logbook-vehicle">
            {props.vehicleName ?? t('labels.noDeviceSelected')}
          </Text>
        </Box>
        <Flex gap="2" align="center" wrap="wrap" className="logbook-toolbar">
          {props.spinner && <Spinner aria-label={t('labels.loading')} />}
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
            variant="soft"
            onClick={props.onExport}
            disabled={props.selectedCount === 0}
            data-testid="export-entries"
          >
            {t('actions.export')}
          </Button>
        </Flex>
      </Flex>
      {props.openEntries > 0 && (
        <Callout.Root color="amber" variant="surface" size="1" mb="3">
          <Callout.Icon>
            <DraftIcon />
          </Callout.Icon>
          <Callout.Text>
            <Link href="/logbook-draft-entries" className="logbook-link" data-testid="view-open-entries">
              {t('labels.viewOpenEntries')} ({badgeCount(props.openEntries)})
            </Link>
          </Callout.Text>
        </Callout.Root>
      )}
      <Flex gap="2" align="center" wrap="wrap" mb="2" className="logbook-selection">
        <Button size="1" variant="soft" onClick={props.onSelectAll} disabled={props.foundCount === 0}>
          {t('actions.selectAll')}
        </Button>
        <Button
          size="1"
          variant="soft"
          color="gray"
          onClick={props.onDeselectAll}
          disabled={props.selectedCount === 0}
        >
          {t('actions.deselectAll')}
        </Button>
        <Text size="2" color="gray" data-testid="selected-count" aria-live="polite">
          {t('labels.selectedCount', { count: props.selectedCount })} ·{' '}
          {t('labels.foundCount', { count: props.foundCount })}
        </Text>
      </Flex>
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
      <ExportFormatDialog {...props.exportDialog} />
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
