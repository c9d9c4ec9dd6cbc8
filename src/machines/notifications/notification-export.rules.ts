import { NOTIFICATION_LIMITS } from '../../api/contract';
import { canExportSelection } from '../shared/export-drawer/export-drawer.rules';
import type { ExportDrawerContext } from '../shared/export-drawer/export-drawer.types';

export {
  exportableVehicles,
  inListOrder,
  isExportablePeriod,
  selectAllState,
  visibleVehicles,
  /** Vehicles per export page: 10 × ceiling(vehicles / 10) (spec 001 §9), at most the server's page. */
  exportPageTop as notificationExportTop,
} from '../shared/export-drawer/export-drawer.rules';

/** The Quick Export's page: the list's largest (its events a page at a time). */
export const QUICK_EXPORT_PAGE = NOTIFICATION_LIMITS.maxPageSize;

/** The Quick Export's limit: export top 8,000,000 events (spec 001 §9). */
export const QUICK_EXPORT_TOP = NOTIFICATION_LIMITS.exportTop;

/** The drawer's Export button: not the demo user, a selection (within the limit), an exportable period. */
export const canStartNotificationExport = (context: ExportDrawerContext): boolean =>
  !context.demo && canExportSelection(context, NOTIFICATION_LIMITS.maxVehicles);

/** Events the Quick Export fetches of a list of `total`. */
export const quickExportTotal = (total: number): number => Math.min(total, QUICK_EXPORT_TOP);
