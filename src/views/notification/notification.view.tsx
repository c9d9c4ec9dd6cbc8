import { Badge, Button, Callout, Flex, Heading, Spinner, Text, Tooltip } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationEvent } from '../../api/contract';
import type { NotificationSortKey } from '../../api/contract/notifications-limits';
import type { HistorySort } from '../../machines/notifications/history-list.types';
import { InfoIcon } from '../shared/icons';
import { NotificationPagination } from './notification-pagination.view';
import { NotificationTable } from './notification-table.view';
import { QuickExportStatusView, type QuickExportStatus } from './quick-export-status.view';
import '../shared/wrapping-buttons.css';
import './notification.css';

export interface NotificationViewProps {
  /** How many vehicles are selected (0: every vehicle of the user is listed). */
  readonly selectedCount: number;
  readonly events: readonly NotificationEvent[];
  readonly names: ReadonlyMap<number, string>;
  readonly sort: HistorySort;
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly loading: boolean;
  readonly failed: boolean;
  /** The page arrived without events. */
  readonly empty: boolean;
  readonly onSort: (key: NotificationSortKey) => void;
  readonly onPage: (page: number) => void;
  readonly onRetry: () => void;
  /** The toolbar's date-range picker, placed by the screen. */
  readonly dateRange?: ReactNode;
  /** The caller is the demo user: Export is disabled with the reason (spec 001 §6). */
  readonly demo: boolean;
  readonly onExport: () => void;
  /** Development mode (the dev hosts): the settings button and the Quick Export (spec 001 §6). */
  readonly devMode: boolean;
  /** Opens the settings drawer; absent: the drawer is not mounted yet (the button is disabled). */
  readonly onOpenSettings?: (() => void) | undefined;
  readonly onQuickExport: () => void;
  readonly quickExport: QuickExportStatus | null;
  readonly onQuickStop: () => void;
  readonly onQuickRetry: () => void;
  readonly onQuickDismiss: () => void;
  /** The alarms part (issue 30 §1), placed by the screen above the history. */
  readonly alarms?: ReactNode;
  /** The drawers, placed by the screen. */
  readonly drawers?: ReactNode;
  readonly timeZone?: string;
}

/**
 * The notifications page (spec 001 §2 Notifications page; spec 000 §2 multi-select view): the title
 * with the vehicles it covers, the toolbar (date range, Export; in development also the settings
 * button and the Quick Export), the table sorted remotely, and the pages of 50.
 */
export function NotificationView(props: NotificationViewProps) {
  const { t } = useTranslation('notifications');
  const { t: common } = useTranslation('common');
  const exportButton = (
    <Button
      type="button"
      variant="soft"
      disabled={props.demo}
      onClick={props.onExport}
      data-testid="notification-export"
    >
      {t('toolbar.export')}
    </Button>
  );
  return (
    <div className="notification-page">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="6">
          {common('routes.notification')}
        </Heading>
        <Badge
          size="3"
          variant="soft"
          radius="full"
          className="notification-scope"
          data-testid="notification-scope"
        >
          {props.selectedCount === 0 ? t('scope.all') : t('scope.selected', { count: props.selectedCount })}
        </Badge>
        {props.loading && <Spinner size="2" role="status" aria-label={t('table.loading')} />}
        <Flex align="center" gap="2" ml="auto" wrap="wrap" className="notification-toolbar wrapping-buttons">
          {props.dateRange}
          {props.demo ? (
            <Tooltip content={t('toolbar.demoNoExport')}>
              <span tabIndex={0}>{exportButton}</span>
            </Tooltip>
          ) : (
            exportButton
          )}
          {props.devMode && (
            <>
              <Button
                type="button"
                variant="soft"
                color="gray"
                title={t('toolbar.devOnly')}
                disabled={props.onOpenSettings === undefined}
                onClick={props.onOpenSettings}
                data-testid="notification-settings"
              >
                {t('toolbar.settings')}
              </Button>
              <Button
                type="button"
                variant="soft"
                color="gray"
                title={t('toolbar.devOnly')}
                disabled={props.demo || props.quickExport !== null}
                onClick={props.onQuickExport}
                data-testid="notification-quick-export"
              >
                {t('toolbar.quickExport')}
              </Button>
            </>
          )}
        </Flex>
      </Flex>
      {props.demo && (
        <Text size="1" color="gray" data-testid="notification-demo-note">
          {t('toolbar.demoNoExport')}
        </Text>
      )}
      {props.quickExport && (
        <QuickExportStatusView
          status={props.quickExport}
          onStop={props.onQuickStop}
          onRetry={props.onQuickRetry}
          onDismiss={props.onQuickDismiss}
        />
      )}
      {props.alarms}
      {props.failed && (
        <Callout.Root color="red" variant="surface" role="alert">
          <Callout.Text>
            {t('table.failed')}{' '}
            <Button type="button" size="1" variant="soft" color="red" onClick={props.onRetry}>
              {t('table.retry')}
            </Button>
          </Callout.Text>
        </Callout.Root>
      )}
      {props.empty && (
        <Callout.Root color="gray" variant="surface" data-testid="notification-empty">
          <Callout.Icon>
            <InfoIcon />
          </Callout.Icon>
          <Callout.Text>{t('table.empty')}</Callout.Text>
        </Callout.Root>
      )}
      {props.events.length > 0 && (
        <div aria-busy={props.loading}>
          <NotificationTable
            events={props.events}
            names={props.names}
            sort={props.sort}
            onSort={props.onSort}
            {...(props.timeZone ? { timeZone: props.timeZone } : {})}
          />
        </div>
      )}
      {props.total > 0 && (
        <NotificationPagination
          page={props.page}
          pageSize={props.pageSize}
          total={props.total}
          onPage={props.onPage}
        />
      )}
      {props.drawers}
    </div>
  );
}
