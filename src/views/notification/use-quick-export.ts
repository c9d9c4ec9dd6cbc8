import { useSelector } from '@xstate/react';
import { quickExportReceived } from '../../machines/notifications/notification-export.source';
import type { NotificationExportActor } from './export/notification-export-drawer.screen';
import type { QuickExportStatus } from './quick-export-status.view';

const sameStatus = (a: QuickExportStatus | null, b: QuickExportStatus | null): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** The Quick Export's status line from the export actor (null while none runs or shows). */
export const useQuickExport = (actor: NotificationExportActor): QuickExportStatus | null =>
  useSelector(
    actor,
    (s): QuickExportStatus | null => {
      if (!s.hasTag('quick')) return null;
      if (s.hasTag('failed')) return { phase: 'failed' };
      if (s.hasTag('fetching'))
        return {
          phase: 'fetching',
          done: quickExportReceived(s.context).events.length,
          total: quickExportReceived(s.context).total,
        };
      if (s.hasTag('building')) return { phase: 'building' };
      return { phase: 'done', fileName: s.context.file?.fileName ?? '' };
    },
    sameStatus,
  );
