import { describeModels } from '../../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../../tests/model/invariant-helpers';
import type { ModelInvariant, ModelObservation } from '../../../../tests/model/replay-path';
import {
  notificationExportFixtures,
  serializeNotificationExport,
} from '../../notifications/notification-export.fixtures';
import {
  canStartNotificationExport,
  notificationExportTop,
} from '../../notifications/notification-export.rules';
import {
  notificationExportDrawerMachine,
  notificationExportReceived,
  quickExportQuery,
  quickExportReceived,
} from '../../notifications/notification-export.source';
import type {
  NotificationBuildRequest,
  NotificationExportPageRequest,
  QuickExportPageRequest,
} from '../../notifications/notification-export.types';
import { reportExportFixtures, serializeReportExport } from '../../reporting/report-export.fixtures';
import {
  canStartExport,
  exportPageTop,
  metricSheets,
  nextMetricPage,
} from '../../reporting/report-export.rules';
import { reportExportDrawerMachine, reportExportReceived } from '../../reporting/report-export.source';
import type { BuildExportRequest, ExportFetchRequest } from '../../reporting/report-export.types';
import type { ExportDrawerContext } from './export-drawer.types';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const ctx = contextOf<ExportDrawerContext>;

/** What every configuration holds to. */
const shared: readonly ModelInvariant[] = [
  {
    name: 'a wait the server asked for shows only while a page is being fetched (issue 38)',
    holds: (o) => implies(ctx(o).waitSeconds !== null, tagged(o, 'fetching')),
  },
  {
    name: 'busy exactly while one call is in flight',
    holds: (o) => tagged(o, 'busy') === (callsOf(o).length === 1),
  },
  {
    name: 'a file is held exactly when ready',
    holds: (o) => tagged(o, 'ready') === (ctx(o).file !== null),
  },
  {
    name: 'a failure is shown exactly in a failed state',
    holds: (o) => tagged(o, 'failed') === (ctx(o).failure !== null),
  },
  { name: 'no cranes are offered', holds: (o) => ctx(o).vehicles.every((v) => !v.isCrane) },
];

const reported = (o: ModelObservation) => reportExportReceived(ctx(o));

/** The reporting page's configuration: the options dialog, pages by vehicle or by metric. */
const reportingInvariants: readonly ModelInvariant[] = [
  ...shared,
  {
    name: 'a page asks for the selection and the period; by vehicle top by the rule and skip = vehicles received, by metric the next metric page',
    holds: (o) =>
      callsOf(o, 'fetchExportPage').every((call) => {
        const input = call.input as ExportFetchRequest;
        const c = ctx(o);
        const received = reported(o);
        const common =
          input.grouping === c.options.grouping &&
          input.vehicleIds === c.selected &&
          input.start === c.period.startDate &&
          input.end === c.period.endDate;
        if (input.grouping === 'byMetric') {
          const next = nextMetricPage(received.metricPages);
          return common && next !== null && input.metric === next.metric && input.page === next.page;
        }
        return (
          common && input.skip === received.fetched.length && input.top === exportPageTop(c.selected.length)
        );
      }),
  },
  {
    name: 'the build gets every vehicle fetched (by metric: every metric page), in the format chosen',
    holds: (o) =>
      callsOf(o, 'buildExportFile').every((call) => {
        const input = call.input as BuildExportRequest;
        const c = ctx(o);
        const received = reported(o);
        const grouped =
          c.options.grouping === 'byMetric'
            ? JSON.stringify(input.byMetric) === JSON.stringify(metricSheets(received.metricPages))
            : input.byMetric === undefined;
        return input.vehicles === received.fetched && input.format === c.options.format && grouped;
      }),
  },
  {
    name: 'only the chosen grouping’s pages are held',
    holds: (o) =>
      ctx(o).options.grouping === 'byMetric'
        ? reported(o).fetched.length === 0
        : reported(o).metricPages.length === 0,
  },
  {
    name: 'the options dialog only opens with a selection and an exportable period',
    holds: (o) => implies(tagged(o, 'export'), canStartExport(ctx(o))),
  },
  { name: 'nothing runs outside the options dialog', holds: (o) => implies(!tagged(o, 'export'), noCall(o)) },
  { name: 'reporting has no quick export', holds: (o) => !tagged(o, 'quick') },
];

/** The notifications page's configuration: the run at once under the drawer, and the Quick Export. */
const notificationInvariants: readonly ModelInvariant[] = [
  ...shared,
  {
    name: 'a drawer page asks for the selection and the period, top 10 × ceiling(n / 10), skip = vehicles received',
    holds: (o) =>
      callsOf(o, 'fetchExportPage').every((call) => {
        const input = call.input as NotificationExportPageRequest;
        const c = ctx(o);
        return (
          input.vehicleIds === c.selected &&
          input.startDate === c.period.startDate &&
          input.endDate === c.period.endDate &&
          input.skip === notificationExportReceived(c).vehiclesDone &&
          input.top === notificationExportTop(c.selected.length)
        );
      }),
  },
  {
    name: 'a quick page asks for the list query, 1000 from the events received',
    holds: (o) =>
      callsOf(o, 'fetchListPage').every((call) => {
        const input = call.input as QuickExportPageRequest;
        const c = ctx(o);
        return (
          input.orderBy === quickExportQuery(c).orderBy &&
          input.skip === quickExportReceived(c).events.length &&
          input.top === 1000
        );
      }),
  },
  {
    name: 'the build gets every event fetched',
    holds: (o) =>
      callsOf(o, 'buildExportFile').every((call) => {
        const c = ctx(o);
        const events = tagged(o, 'quick')
          ? quickExportReceived(c).events
          : notificationExportReceived(c).events;
        return (call.input as NotificationBuildRequest).events === events;
      }),
  },
  { name: 'the demo user never fetches', holds: (o) => implies(ctx(o).demo, noCall(o)) },
  {
    name: 'a drawer fetch only with an allowed selection and period',
    holds: (o) => implies(callsOf(o, 'fetchExportPage').length > 0, canStartNotificationExport(ctx(o))),
  },
  { name: 'no options dialog: the run starts at once', holds: (o) => !tagged(o, 'options') },
];

describeModels('export drawer machine (model-based)', {
  reporting: {
    machine: reportExportDrawerMachine,
    inputs: reportExportFixtures.inputs,
    eventVariants: reportExportFixtures.eventVariants,
    now: NOW,
    invariants: reportingInvariants,
    serializeState: serializeReportExport,
  },
  notifications: {
    machine: notificationExportDrawerMachine,
    inputs: notificationExportFixtures.inputs,
    eventVariants: notificationExportFixtures.eventVariants,
    now: NOW,
    invariants: notificationInvariants,
    serializeState: serializeNotificationExport,
  },
});
