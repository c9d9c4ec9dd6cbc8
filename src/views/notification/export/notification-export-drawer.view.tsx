import {
  Box,
  Button,
  Callout,
  Checkbox,
  Dialog,
  Flex,
  IconButton,
  Progress,
  Text,
  TextField,
} from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportChoice } from '../../../machines/notifications/notification-export.types';
import { CrossIcon } from '../../shared/icons';
import '../../shared/side-drawer.css';
import '../notification.css';

/** Where the export is: choosing, loading pages, writing the file, saved, or failed. */
export type NotificationExportPhase =
  'choosing' | 'fetching' | 'building' | 'done' | 'fetchFailed' | 'buildFailed';

export interface NotificationExportDrawerViewProps {
  readonly open: boolean;
  /** The vehicles the filter shows (cranes are never offered). */
  readonly vehicles: readonly ExportChoice[];
  readonly offeredCount: number;
  readonly selected: ReadonlySet<number>;
  readonly selectAll: boolean | 'indeterminate';
  readonly filter: string;
  /** The date-range picker (it carries its own label). */
  readonly dateRange: ReactNode;
  readonly periodInFuture: boolean;
  readonly demo: boolean;
  readonly canExport: boolean;
  readonly phase: NotificationExportPhase;
  /** Locomotives loaded of all while fetching; rows written while building. */
  readonly progress: { readonly done: number; readonly total: number };
  readonly fileName: string | null;
  /** The failure's HTTP status (null: no answer) or the build's message. */
  readonly error: { readonly status: number | null } | { readonly message: string } | null;
  readonly onToggle: (vehicleId: number) => void;
  readonly onSelectAll: (selected: boolean) => void;
  readonly onFilter: (text: string) => void;
  readonly onExport: () => void;
  readonly onStop: () => void;
  readonly onRetry: () => void;
  readonly onDownload: () => void;
  readonly onDismiss: () => void;
  readonly onClose: () => void;
}

/**
 * The notifications export drawer (spec 001 §2, §5: cranes excluded; §9: 80 % up to 868 px): the date
 * range, select-all, a name filter, the grid of locomotives and the Export button, which loads the
 * notifications and saves one xlsx sheet; progress, the saved file or the failure under the grid.
 * Pure props.
 */
export function NotificationExportDrawerView(props: NotificationExportDrawerViewProps) {
  const { t } = useTranslation('notifications');
  const busy = props.phase === 'fetching' || props.phase === 'building';
  const percent = props.progress.total > 0 ? (100 * props.progress.done) / props.progress.total : 0;
  const errorText =
    props.error === null
      ? null
      : 'message' in props.error
        ? t('drawer.buildFailed', { message: props.error.message })
        : props.error.status === null
          ? t('drawer.fetchFailedOffline')
          : t('drawer.fetchFailed', { status: props.error.status });
  return (
    <Dialog.Root open={props.open} onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Content
        className="side-drawer"
        aria-describedby={undefined}
        data-testid="notification-export-drawer"
      >
        <Flex className="notification-export-head" align="center" justify="between" gap="3">
          <Dialog.Title mb="0" size="5">
            {t('drawer.title')}
          </Dialog.Title>
          <IconButton
            type="button"
            variant="ghost"
            color="gray"
            aria-label={t('drawer.close')}
            onClick={props.onClose}
          >
            <CrossIcon size={18} />
          </IconButton>
        </Flex>
        <Box className="notification-export-body">
          <Flex direction="column" gap="4">
            <Flex direction="column" gap="1">
              {props.dateRange}
              {props.periodInFuture && (
                <Text size="2" color="red" role="alert">
                  {t('drawer.periodInFuture')}
                </Text>
              )}
            </Flex>
            <Flex gap="4" align="end" wrap="wrap">
              <Text as="label" size="2">
                <Flex gap="2" align="center">
                  <Checkbox
                    checked={props.selectAll}
                    disabled={props.vehicles.length === 0 || busy}
                    onCheckedChange={(checked) => props.onSelectAll(checked === true)}
                    data-testid="notification-export-select-all"
                  />
                  {t('drawer.selectAll')}
                </Flex>
              </Text>
              <Box flexGrow="1" maxWidth="320px">
                <TextField.Root
                  aria-label={t('drawer.filter')}
                  placeholder={t('drawer.filterPlaceholder')}
                  value={props.filter}
                  onChange={(event) => props.onFilter(event.target.value)}
                />
              </Box>
            </Flex>
            <Text size="2" color="gray">
              {t('drawer.selected', { selected: props.selected.size, total: props.offeredCount })}
            </Text>
            {props.vehicles.length === 0 ? (
              <Text size="2">{t('drawer.noVehicles')}</Text>
            ) : (
              <div className="notification-export-grid" role="group" aria-label={t('drawer.vehicles')}>
                {props.vehicles.map((vehicle) => (
                  <Text as="label" size="2" key={vehicle.vehicleId} className="notification-export-vehicle">
                    <Flex gap="2" align="center">
                      <Checkbox
                        checked={props.selected.has(vehicle.vehicleId)}
                        disabled={busy}
                        onCheckedChange={() => props.onToggle(vehicle.vehicleId)}
                      />
                      {vehicle.name}
                    </Flex>
                  </Text>
                ))}
              </div>
            )}
          </Flex>
        </Box>
        <Flex className="notification-export-foot" direction="column" gap="3">
          {busy && (
            <Flex direction="column" gap="2" data-testid="notification-export-progress">
              <Progress value={percent} aria-label={t(`drawer.${props.phase}`, props.progress)} />
              <Text size="2" color="gray">
                {t(`drawer.${props.phase}`, props.progress)}
              </Text>
            </Flex>
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
      </Dialog.Content>
    </Dialog.Root>
  );
}
