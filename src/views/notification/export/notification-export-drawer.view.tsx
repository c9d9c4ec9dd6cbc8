import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportChoice } from '../../../machines/notifications/notification-export.types';
import {
  VehicleGridDrawer,
  type VehicleGridSelectionProps,
} from '../../shared/vehicle-grid-drawer/vehicle-grid-drawer.view';
import { VehicleGridPeriod } from '../../shared/vehicle-grid-drawer/vehicle-grid-period.view';
import type { ExportErrorProps } from '../../shared/export-drawer/export-drawer-selection';
import { ExportProgressView } from '../../shared/export-progress/export-progress.view';
import '../notification.css';

/** Where the export is: choosing, loading pages, writing the file, saved, or failed. */
export type NotificationExportPhase =
  'choosing' | 'fetching' | 'building' | 'done' | 'fetchFailed' | 'buildFailed';

export interface NotificationExportDrawerViewProps extends VehicleGridSelectionProps<ExportChoice> {
  /** The date-range picker (it carries its own label). */
  readonly dateRange: ReactNode;
  readonly periodInFuture: boolean;
  readonly demo: boolean;
  readonly canExport: boolean;
  readonly phase: NotificationExportPhase;
  /** Locomotives loaded of all while fetching; rows written while building. */
  readonly progress: { readonly done: number; readonly total: number; readonly waitSeconds?: number | null };
  readonly fileName: string | null;
  readonly error: ExportErrorProps | null;
  readonly onExport: () => void;
  readonly onStop: () => void;
  readonly onRetry: () => void;
  readonly onDownload: () => void;
  readonly onDismiss: () => void;
}

const CLASS_NAMES = {
  head: 'notification-export-head',
  body: 'notification-export-body',
  grid: 'notification-export-grid',
  vehicle: 'notification-export-vehicle',
} as const;
const TEST_IDS = {
  drawer: 'notification-export-drawer',
  selectAll: 'notification-export-select-all',
} as const;

/**
 * The notifications export drawer (spec 001 §2, §5: cranes excluded; §9: 80 % up to 868 px): the date
 * range, select-all, a name filter, the grid of locomotives and the Export button, which loads the
 * notifications and saves one xlsx sheet; progress, the saved file or the failure under the grid.
 * Pure props.
 */
export function NotificationExportDrawerView(props: NotificationExportDrawerViewProps) {
  const { t } = useTranslation('notifications');
  const busy = props.phase === 'fetching' || props.phase === 'building';
  const errorText =
    props.error === null
      ? null
      : props.error.stage === 'build'
        ? t('drawer.buildFailed', { message: props.error.message })
        : props.error.status === null
          ? t('drawer.fetchFailedOffline')
          : t('drawer.fetchFailed', { status: props.error.status });
  return (
    <VehicleGridDrawer
      {...props}
      text={(key, counts) => t(`drawer.${key}`, counts)}
      testIds={TEST_IDS}
      classNames={CLASS_NAMES}
      locked={busy}
      periodSlot={<VehicleGridPeriod {...props} futureWarning={t('drawer.periodInFuture')} />}
      foot={
        <Flex className="notification-export-foot" direction="column" gap="3">
          {busy && (
            <ExportProgressView
              done={props.progress.done}
              total={props.progress.total}
              text={t(`drawer.${props.phase}`, props.progress)}
              testId="notification-export-progress"
              waitSeconds={props.progress.waitSeconds ?? null}
            />
          )}
          {props.phase === 'done' && props.fileName !== null && (
            <Callout.Root color="green" size="1" role="status" data-testid="notification-export-done">
              <Callout.Text>{t('drawer.done', { fileName: props.fileName })}</Callout.Text>
            </Callout.Root>
          )}
          {errorText !== null && (
            <Callout.Root color="red" size="1" role="alert">
              <Callout.Text>{errorText}</Callout.Text>
            </Callout.Root>
          )}
          <Flex justify="end" align="center" gap="3" wrap="wrap">
            {props.demo && (
              <Text size="1" color="gray">
                {t('toolbar.demoNoExport')}
              </Text>
            )}
            {busy && (
              <Button variant="soft" color="gray" onClick={props.onStop}>
                {t('drawer.stop')}
              </Button>
            )}
            {props.phase === 'done' && (
              <Button
                variant="soft"
                style={{ color: 'var(--accent-12)' }}
                onClick={props.onDownload}
                data-testid="notification-export-download"
              >
                {t('drawer.download')}
              </Button>
            )}
            {errorText !== null ? (
              <>
                <Button variant="soft" color="gray" onClick={props.onDismiss}>
                  {t('drawer.dismiss')}
                </Button>
                <Button onClick={props.onRetry} data-testid="notification-export-retry">
                  {t('drawer.retry')}
                </Button>
              </>
            ) : (
              <Button
                onClick={props.onExport}
                disabled={!props.canExport || busy}
                loading={busy}
                data-testid="notification-export-start"
              >
                {t('drawer.export')}
              </Button>
            )}
          </Flex>
        </Flex>
      }
    />
  );
}
