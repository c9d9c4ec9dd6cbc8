import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { STATUS_HOURS_CODES, type ExportByIdPage, type ExportByMetricPage } from '../../api/contract';
import {
  FIXTURE_PERIOD,
  fixtureExportVehicle,
  fixtureMetricPages,
} from '../../api/export/report-export.fixtures';
import { httpError, networkError } from '../session/session.fixtures';
import { done, failed } from '../fleet/fleet.fixtures';
import type { ExportDrawerContext, ExportDrawerInput } from '../shared/export-drawer/export-drawer.types';
import { canStartExport, nextMetricPage } from './report-export.rules';
import { reportExportReceived } from './report-export.source';
import type { ExportChoice, OpenExport } from './report-export.types';

/** Test and story data for the export drawer machine configured for reporting. Not imported by the app. */

export const FIXTURE_TODAY = '2026-11-22';

/** The user's vehicles: two locomotives, an electric one and a crane (left out of the drawer). */
export const fixtureExportChoices: readonly ExportChoice[] = [
  { vehicleId: 101, name: 'V 100 Lisa', isCrane: false },
  { vehicleId: 102, name: 'G 1206 Berta', isCrane: false },
  { vehicleId: 103, name: 'E-Lok 185/Clara', isCrane: false },
  { vehicleId: 104, name: 'Kran KRC 810', isCrane: true },
];

export const fixtureOpenExport: OpenExport = {
  type: 'user.openExport',
  vehicles: fixtureExportChoices,
  period: FIXTURE_PERIOD,
  today: FIXTURE_TODAY,
};

const lisa = fixtureExportVehicle(101, 'V 100 Lisa');
const berta = fixtureExportVehicle(102, 'G 1206 Berta');
/** The first page of a two-page export (one of two vehicles) and the last page. */
export const fixtureFirstPage: ExportByIdPage = {
  period: FIXTURE_PERIOD,
  total: 2,
  skip: 0,
  top: 10,
  statusCodes: STATUS_HOURS_CODES,
  items: [lisa],
};
export const fixtureLastPage: ExportByIdPage = {
  period: FIXTURE_PERIOD,
  total: 1,
  skip: 0,
  top: 10,
  statusCodes: STATUS_HOURS_CODES,
  items: [berta],
};

/**
 * Grouped by metric (20 vehicles a page): a page with more to come (the first metric's first of two),
 * and the last metric's last page (nothing more).
 */
const metricPages = fixtureMetricPages(
  Array.from({ length: 21 }, (_, i) => fixtureExportVehicle(2000 + i, `Lok ${i + 1}`)),
  20,
);
export const fixtureFirstMetricPage: ExportByMetricPage = metricPages[0]!;
export const fixtureLastMetricPage: ExportByMetricPage = metricPages.at(-1)!;

export const fixtureExportFile = {
  blob: new Blob(['xlsx'], { type: 'application/zip' }),
  fileName: '08-11-2026-22-11-2026-Export.xlsx',
};

export const reportExportFixtures: {
  readonly inputs: Readonly<Record<'closed' | 'open' | 'selected' | 'zip' | 'byMetric', ExportDrawerInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    closed: {},
    open: { open: fixtureOpenExport },
    selected: { open: fixtureOpenExport, selected: [101, 102] },
    zip: { format: 'zip', open: fixtureOpenExport, selected: [103] },
    byMetric: { grouping: 'byMetric', open: fixtureOpenExport, selected: [101, 102] },
  },
  eventVariants: {
    'user.openExport': [fixtureOpenExport],
    'view.vehiclesChanged': [{ type: 'view.vehiclesChanged', vehicles: fixtureExportChoices.slice(1) }],
    'view.periodChanged': [
      {
        type: 'view.periodChanged',
        period: { startDate: '2026-11-01', endDate: '2026-11-21' },
        today: FIXTURE_TODAY,
      },
      // A day after today: the Export button refuses it.
      {
        type: 'view.periodChanged',
        period: { startDate: '2026-11-20', endDate: '2026-11-23' },
        today: FIXTURE_TODAY,
      },
    ],
    'user.toggleVehicle': [{ type: 'user.toggleVehicle', vehicleId: 101 }],
    'user.selectAll': [
      { type: 'user.selectAll', selected: true },
      { type: 'user.selectAll', selected: false },
    ],
    'user.filterVehicles': [{ type: 'user.filterVehicles', text: 'lisa' }],
    'user.selectFormat': [
      { type: 'user.selectFormat', format: 'zip' },
      { type: 'user.selectFormat', format: 'xlsx' },
    ],
    'user.selectGrouping': [
      { type: 'user.selectGrouping', grouping: 'byMetric' },
      { type: 'user.selectGrouping', grouping: 'byVehicle' },
    ],
    'worker.progress': [{ type: 'worker.progress', done: 1, total: 2 }],
    'server.busy': [{ type: 'server.busy', seconds: 3 }],
    'xstate.done.actor.fetchExportPage': [
      done('fetchExportPage', fixtureFirstPage),
      done('fetchExportPage', fixtureLastPage),
      done('fetchExportPage', fixtureFirstMetricPage),
      done('fetchExportPage', fixtureLastMetricPage),
    ],
    'xstate.error.actor.fetchExportPage': [
      failed('fetchExportPage', httpError(403)),
      failed('fetchExportPage', networkError()),
    ],
    'xstate.done.actor.buildExportFile': [done('buildExportFile', fixtureExportFile)],
    'xstate.error.actor.buildExportFile': [failed('buildExportFile', new Error('out of memory'))],
  },
};

/** The model's "same state": the value and what the guards read (the Export button's rule). */
export const serializeReportExport = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as ExportDrawerContext;
  const received = reportExportReceived(context);
  return JSON.stringify({
    value: snapshot.value as unknown,
    canStart: canStartExport(context),
    grouping: context.options.grouping,
    fetched: received.fetched.length,
    // What the "more pages" guard reads of the metric pages (their count would grow without end).
    nextMetricPage: received.metricPages.length === 0 ? 'none' : nextMetricPage(received.metricPages),
  });
};
