import type { ExportByIdPage, ExportByMetricPage } from '../../api/contract';
import {
  configureExportDrawer,
  receivedOf,
  type ExportSource,
} from '../shared/export-drawer/export-drawer.configure';
import { exportPageTop } from '../shared/export-drawer/export-drawer.rules';
import type { ExportDrawerContext } from '../shared/export-drawer/export-drawer.types';
import { canStartExport, metricSheets, nextMetricPage } from './report-export.rules';
import type { BuildExportRequest, ExportFetchRequest, ReportExportReceived } from './report-export.types';

type Request<T> = T extends unknown ? Omit<T, 'reportWait'> : never;

const FIRST_METRIC_PAGE = nextMetricPage([])!;

/**
 * The reporting export's pages (spec 000 §7 export by id and by metric): grouped by vehicle, every
 * selected id with `top` = 10 × ceiling(n / 10) capped at 100 and `skip` = the vehicles received, until
 * the server's total (an empty page ends it); grouped by metric, each metric's pages from page 0 (20
 * vehicles a page) until the server's total, then the next metric. An answer of the other grouping
 * (never asked for) is not kept. The build gets the vehicles (by metric: a sheet per metric) in the
 * format chosen.
 */
export const reportExportSource: ExportSource<ReportExportReceived, ExportByIdPage | ExportByMetricPage> = {
  empty: { fetched: [], total: 0, metricPages: [] },
  request: (context, received): Request<ExportFetchRequest> => {
    const common = {
      start: context.period.startDate,
      end: context.period.endDate,
      vehicleIds: context.selected,
    };
    if (context.options.grouping === 'byMetric')
      // After the last page `building` follows; a retry asks for the page that failed.
      return {
        grouping: 'byMetric',
        ...common,
        ...(nextMetricPage(received.metricPages) ?? FIRST_METRIC_PAGE),
      };
    return {
      grouping: 'byVehicle',
      ...common,
      skip: received.fetched.length,
      top: exportPageTop(context.selected.length),
    };
  },
  keep: (context, received, page) => {
    if ('metric' in page)
      return context.options.grouping === 'byMetric'
        ? { ...received, metricPages: [...received.metricPages, page] }
        : received;
    return context.options.grouping === 'byVehicle'
      ? { ...received, fetched: [...received.fetched, ...page.items], total: page.total }
      : received;
  },
  // More vehicles to fetch (an empty page ends it: nothing more comes); grouped by metric, also metrics.
  more: (context, received, page) => {
    if ('metric' in page)
      return (
        context.options.grouping === 'byMetric' && nextMetricPage([...received.metricPages, page]) !== null
      );
    return (
      context.options.grouping === 'byVehicle' &&
      page.items.length > 0 &&
      received.fetched.length + page.items.length < page.total
    );
  },
  build: (context, received): Omit<BuildExportRequest, 'reportProgress'> => ({
    format: context.options.format,
    period: context.period,
    vehicles: received.fetched,
    ...(context.options.grouping === 'byMetric' ? { byMetric: metricSheets(received.metricPages) } : {}),
  }),
};

/** What the reporting export has received in the machine's context. */
export const reportExportReceived = (context: Pick<ExportDrawerContext, 'received'>): ReportExportReceived =>
  receivedOf(reportExportSource, context);

/**
 * The reporting export drawer (spec 000 §2, §5, §7): the export drawer machine with the reporting
 * source, the Export button's rule (a selection of at most the export's limit, an exportable period)
 * and the options dialog (format, grouping) before the run; no quick export.
 */
export const reportExportDrawerMachine = configureExportDrawer({
  source: reportExportSource,
  canStart: canStartExport,
  withOptions: true,
});
