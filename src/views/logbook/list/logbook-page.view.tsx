import { Box, Button, Callout, Flex, Heading, Spinner } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../shared/icons';
import { Snackbar, type SnackbarTone } from '../../shared/snackbar/snackbar.view';
import { LogbookPagination } from './logbook-pagination.view';
import { LogbookEntries } from './logbook-entries.view';
import type { LogbookTableProps } from './logbook-table.view';
import '../logbook.css';

export interface LogbookSnackbarProps {
  readonly message: string;
  readonly tone: SnackbarTone;
  readonly onDismiss: () => void;
}

/** What the logbook list and the drafts page both show (spec 001 §2). */
export interface LogbookPageProps {
  readonly title: string;
  /** The selected vehicle; null: none selected (adding an entry is disabled). */
  readonly vehicleName: string | null;
  /** Entries rights (spec 001 §6): without create the add button is left out. */
  readonly canCreate: boolean;
  readonly onAddEntry: () => void;
  readonly selectedCount: number;
  readonly table: LogbookTableProps;
  readonly page: number;
  readonly totalPages: number;
  readonly onPage: (page: number) => void;
  /** A fetch of the page runs (its table is `aria-busy`). */
  readonly busy?: boolean;
  /** The fetch has run longer than 500 ms. */
  readonly spinner: boolean;
  /** The last fetch failed: the retry notice. */
  readonly failed: boolean;
  readonly onRetry: () => void;
  readonly snackbar: LogbookSnackbarProps | null;
  /** The entry drawer (rendered by the screen). */
  readonly drawer?: ReactNode;
}

/** "Add new entry": left out without the create right, disabled without a selected vehicle. */
export function AddEntryButton(props: Pick<LogbookPageProps, 'canCreate' | 'vehicleName' | 'onAddEntry'>) {
  const { t } = useTranslation('logbook');
  if (!props.canCreate) return null;
  return (
    <Button
      className="logbook-strong"
      onClick={props.onAddEntry}
      disabled={props.vehicleName === null}
      data-testid="add-entry"
    >
      {t('actions.addEntry')}
    </Button>
  );
}

/**
 * The frame of a logbook page: the title with the page's subtitle, the spinner and the page's
 * actions; what the page shows above the table (`children`); the retry notice; the checkbox table
 * with its pagination; the page's dialog, the snackbar and the entry drawer.
 */
export function LogbookPageFrame(
  props: LogbookPageProps & {
    readonly testId: string;
    readonly subtitle: ReactNode;
    readonly actions: ReactNode;
    readonly dialog: ReactNode;
    readonly children?: ReactNode;
  },
) {
  const { t } = useTranslation('logbook');
  return (
    <Box p="5" className="logbook-page" data-testid={props.testId} aria-busy={props.busy ?? false}>
      <Flex justify="between" align="start" gap="3" wrap="wrap" mb="3">
        <Box className="logbook-heading">
          <Heading as="h1" size="6">
            {props.title}
          </Heading>
          {props.subtitle}
        </Box>
        <Flex gap="2" align="center" wrap="wrap" className="logbook-toolbar">
          {props.spinner && <Spinner role="status" aria-label={t('labels.loading')} />}
          {props.actions}
        </Flex>
      </Flex>
      {props.children}
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
      <LogbookEntries {...props.table} />
      <Flex justify="center" mt="3">
        <LogbookPagination page={props.page} totalPages={props.totalPages} onPage={props.onPage} />
      </Flex>
      {props.dialog}
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
