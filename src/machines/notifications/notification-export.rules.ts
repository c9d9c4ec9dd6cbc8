import { NOTIFICATION_LIMITS, REPORT_LIMITS, reportExportTop } from '../../api/contract';
import { isExportablePeriod } from '../reporting/report-export.rules';
import type { NotificationExportContext } from './notification-export.types';

export {
  exportableVehicles,
  inListOrder,
  isExportablePeriod,
  selectAllState,
  visibleVehicles,
} from '../reporting/report-export.rules';

/** The Quick Export's page: the list's largest (its events a page at a time). */
export const QUICK_EXPORT_PAGE = NOTIFICATION_LIMITS.maxPageSize;

/** The Quick Export's limit: export top 8,000,000 events (spec 001 §9). */
export const QUICK_EXPORT_TOP = NOTIFICATION_LIMITS.exportTop;

/** Vehicles per export page: 10 × ceiling(vehicles / 10) (spec 001 §9), at most the server's page. */
export const notificationExportTop = (vehicleCount: number): number =>
  Math.min(reportExportTop(vehicleCount), REPORT_LIMITS.maxExportPageVehicles);

/** The drawer's Export button: not the demo user, a selection (within the limit), an exportable period. */
export const canStartNotificationExport = (context: NotificationExportContext): boolean =>
  !context.demo &&
  context.selected.length > 0 &&
  context.selected.length <= NOTIFICATION_LIMITS.maxVehicles &&
  isExportablePeriod(context.period, context.today);

/** Events the Quick Export fetches of a list of `total`. */
export const quickExportTotal = (total: number): number => Math.min(total, QUICK_EXPORT_TOP);
