import { useTranslation } from 'react-i18next';
import { canStartNotificationExport } from '../../../machines/notifications/notification-export.rules';
import { notificationExportReceived } from '../../../machines/notifications/notification-export.source';
import {
  ExportDrawerWithPeriod,
  type ExportDrawerActor,
  type ExportDrawerPage,
  type ExportDrawerWithPeriodProps,
} from '../../shared/export-drawer/export-drawer.screen';
import type { ExportDrawerLook } from '../../shared/export-drawer/export-drawer.view';
import '../notification.css';

export type NotificationExportActor = ExportDrawerActor;

/** The notifications export drawer's look: its texts (`notifications`), test ids and classes. */
export const notificationExportLook: ExportDrawerLook = {
  useTexts: () => {
    const { t } = useTranslation('notifications');
    return {
      grid: (key, counts) => t(`drawer.${key}`, counts),
      periodInFuture: t('drawer.periodInFuture'),
      export: t('drawer.export'),
      run: (key, values) => t(`drawer.${key}`, values ?? {}),
      demoNoExport: t('toolbar.demoNoExport'),
    };
  },
  testIds: {
    drawer: 'notification-export-drawer',
    selectAll: 'notification-export-select-all',
    export: 'notification-export-start',
    progress: 'notification-export-progress',
    done: 'notification-export-done',
    download: 'notification-export-download',
    retry: 'notification-export-retry',
  },
  classNames: {
    head: 'notification-export-head',
    body: 'notification-export-body',
    grid: 'notification-export-grid',
    vehicle: 'notification-export-vehicle',
    foot: 'notification-export-foot',
  },
};

/**
 * The notifications page's export drawer (spec 001 §2, §5, §9): no options dialog; the Export button
 * loads the notifications and saves one xlsx sheet, with the progress (locomotives loaded of all,
 * then rows written), the saved file or the failure under the grid.
 */
export const notificationExportDrawerPage: ExportDrawerPage = {
  look: notificationExportLook,
  canStart: canStartNotificationExport,
  progress: (context, phase) => {
    const received = notificationExportReceived(context);
    return phase === 'fetching'
      ? { done: received.vehiclesDone, total: context.selected.length }
      : (context.progress ?? { done: 0, total: received.events.length });
  },
};

export type NotificationExportDrawerProps = Omit<ExportDrawerWithPeriodProps, 'page'>;

/** The notifications export drawer, mounted while open, with its own date range. */
export function NotificationExportDrawer(props: NotificationExportDrawerProps) {
  return <ExportDrawerWithPeriod {...props} page={notificationExportDrawerPage} />;
}
