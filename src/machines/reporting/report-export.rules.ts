import { REPORT_LIMITS } from '../../api/contract';
import { canExportSelection } from '../shared/export-drawer/export-drawer.rules';
import type { ReportExportContext } from './report-export.types';

export {
  exportableVehicles,
  exportPageTop,
  inListOrder,
  isExportablePeriod,
  periodDays,
  selectAllState,
  visibleVehicles,
} from '../shared/export-drawer/export-drawer.rules';

/** The Export button's rule: a selection (at most the export's limit) and an exportable period. */
export const canStartExport = (context: ReportExportContext): boolean =>
  canExportSelection(context, REPORT_LIMITS.maxExportVehicles);
