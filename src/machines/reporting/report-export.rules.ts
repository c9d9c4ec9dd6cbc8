import type { ExportByMetricPage, ExportMetric } from '../../api/contract';
import { REPORT_LIMITS } from '../../api/contract/reports-limits';
import { EXPORT_COLUMNS } from '../../api/export/report-export.rules';
import type { ExportMetricSheet, ReportExportGrouping } from '../../api/export/report-export.types';
import { canExportSelection } from '../shared/export-drawer/export-drawer.rules';
import type { ExportDrawerContext } from '../shared/export-drawer/export-drawer.types';

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
export const canStartExport = (context: ExportDrawerContext): boolean =>
  canExportSelection(context, REPORT_LIMITS.maxExportVehicles);

/** The metric and page the export by metric asks for next; null once every metric is complete. */
export const nextMetricPage = (
  pages: readonly ExportByMetricPage[],
): { readonly metric: ExportMetric; readonly page: number } | null => {
  const last = pages.at(-1);
  if (last === undefined) return { metric: EXPORT_COLUMNS[0], page: 0 };
  // An empty page ends a metric: nothing more comes.
  if (last.items.length > 0 && (last.page + 1) * last.pageSize < last.total)
    return { metric: last.metric, page: last.page + 1 };
  const next = EXPORT_COLUMNS[EXPORT_COLUMNS.indexOf(last.metric) + 1];
  return next === undefined ? null : { metric: next, page: 0 };
};

/** The fetch's progress grouped by metric: metrics complete in `pages` of all. */
export const metricFetchProgress = (
  pages: readonly ExportByMetricPage[],
): { readonly done: number; readonly total: number } => {
  const next = nextMetricPage(pages);
  const total = EXPORT_COLUMNS.length;
  return {
    done: next === null ? total : EXPORT_COLUMNS.indexOf(next.metric),
    total,
  };
};

/** What the progress reads: the grouping, what was received, the selection and the worker's report. */
export interface ExportProgressState extends Pick<ExportDrawerContext, 'selected' | 'progress'> {
  readonly grouping: ReportExportGrouping;
  readonly fetched: readonly unknown[];
  readonly metricPages: readonly ExportByMetricPage[];
}

/**
 * What the progress bar and its text count: while fetching, vehicles (grouped by metric: metrics)
 * loaded of all; while building, what the worker reported, and before its first report nothing done
 * of what it will write (the vehicles, or the metric sheets: not '0 of 0 metrics').
 */
export const exportProgressOf = (
  context: ExportProgressState,
  phase: 'fetching' | 'building' | 'other',
): { readonly done: number; readonly total: number } => {
  const byMetric = context.grouping === 'byMetric';
  if (phase === 'fetching')
    return byMetric
      ? metricFetchProgress(context.metricPages)
      : { done: context.fetched.length, total: context.selected.length };
  return (
    context.progress ?? {
      done: 0,
      total: byMetric ? metricSheets(context.metricPages).length : context.fetched.length,
    }
  );
};

/** The pages joined into a sheet per metric, in column order. */
export const metricSheets = (pages: readonly ExportByMetricPage[]): ExportMetricSheet[] =>
  EXPORT_COLUMNS.map((metric) => ({
    metric,
    vehicles: pages.filter((page) => page.metric === metric).flatMap((page) => page.items),
  })).filter((sheet) => pages.some((page) => page.metric === sheet.metric));
