import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { NotificationExportPage } from '../../api/contract';
import { fixtureCrash, fixtureSpeeding } from '../../api/export/notification-export.fixtures';
import { httpError, networkError } from '../session/session.fixtures';
import { done, failed } from '../fleet/fleet.fixtures';
import { FIXTURE_HISTORY_PERIOD, fixtureHistoryPage } from './history-list.fixtures';
import type { ExportDrawerContext, ExportDrawerInput } from '../shared/export-drawer/export-drawer.types';
import { canStartNotificationExport } from './notification-export.rules';
import { notificationExportReceived, quickExportReceived } from './notification-export.source';
import type {
  ExportChoice,
  OpenNotificationExport,
  QuickNotificationExport,
} from './notification-export.types';

/** Test and story data for the export drawer machine configured for notifications. Not imported by the app. */

export const FIXTURE_EXPORT_TODAY = '2026-11-22';

/** Two locomotives, an electric one and a crane (left out of the drawer). */
export const fixtureNotificationChoices: readonly ExportChoice[] = [
  { vehicleId: 101, name: 'V 100 Lisa', isCrane: false },
  { vehicleId: 102, name: 'G 1206 Berta', isCrane: false },
  { vehicleId: 103, name: 'E-Lok 185/Clara', isCrane: false },
  { vehicleId: 104, name: 'Kran KRC 810', isCrane: true },
];

export const fixtureOpenNotificationExport: OpenNotificationExport = {
  type: 'user.openExport',
  vehicles: fixtureNotificationChoices,
  period: FIXTURE_HISTORY_PERIOD,
  today: FIXTURE_EXPORT_TODAY,
  demo: false,
};

export const fixtureQuickExport: QuickNotificationExport = {
  type: 'user.quickExport',
  query: {
    vehicleIds: [101, 102],
    period: FIXTURE_HISTORY_PERIOD,
    orderBy: 'timestamp desc',
    names: { 101: 'V 100 Lisa', 102: 'G 1206 Berta' },
  },
  demo: false,
};

/** The first of two vehicle pages (one vehicle of two), and a last page. */
export const fixtureVehiclePage: NotificationExportPage = {
  period: FIXTURE_HISTORY_PERIOD,
  total: 2,
  skip: 0,
  top: 10,
  items: [{ vehicleId: 101, name: 'V 100 Lisa', events: [fixtureSpeeding] }],
};
export const fixtureLastVehiclePage: NotificationExportPage = {
  period: FIXTURE_HISTORY_PERIOD,
  total: 1,
  skip: 0,
  top: 10,
  items: [{ vehicleId: 102, name: 'G 1206 Berta', events: [{ ...fixtureCrash, vehicleId: 102 }] }],
};

export const fixtureNotificationFile = {
  blob: new Blob(['xlsx'], { type: 'application/zip' }),
  fileName: '08-11-2026-22-11-2026-Notifications-Export.xlsx',
};

export const notificationExportFixtures: {
  readonly inputs: Readonly<Record<'closed' | 'open' | 'selected' | 'demo', ExportDrawerInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    closed: {},
    open: { open: fixtureOpenNotificationExport },
    selected: { open: fixtureOpenNotificationExport, selected: [101, 102] },
    demo: { open: { ...fixtureOpenNotificationExport, demo: true }, selected: [101] },
  },
  eventVariants: {
    'user.openExport': [fixtureOpenNotificationExport],
    'user.quickExport': [fixtureQuickExport, { ...fixtureQuickExport, demo: true }],
    'view.vehiclesChanged': [{ type: 'view.vehiclesChanged', vehicles: fixtureNotificationChoices.slice(1) }],
    'view.periodChanged': [
      {
        type: 'view.periodChanged',
        period: { startDate: '2026-11-01', endDate: '2026-11-21' },
        today: FIXTURE_EXPORT_TODAY,
      },
      // A day after today: the Export button refuses it.
      {
        type: 'view.periodChanged',
        period: { startDate: '2026-11-20', endDate: '2026-11-23' },
        today: FIXTURE_EXPORT_TODAY,
      },
    ],
    'user.toggleVehicle': [{ type: 'user.toggleVehicle', vehicleId: 101 }],
    'user.selectAll': [
      { type: 'user.selectAll', selected: true },
      { type: 'user.selectAll', selected: false },
    ],
    'user.filterVehicles': [{ type: 'user.filterVehicles', text: 'lisa' }],
    'worker.progress': [{ type: 'worker.progress', done: 1, total: 2 }],
    'server.busy': [{ type: 'server.busy', seconds: 3 }],
    'xstate.done.actor.fetchExportPage': [
      done('fetchExportPage', fixtureVehiclePage),
      done('fetchExportPage', fixtureLastVehiclePage),
    ],
    'xstate.error.actor.fetchExportPage': [
      failed('fetchExportPage', httpError(403)),
      failed('fetchExportPage', networkError()),
    ],
    'xstate.done.actor.fetchListPage': [
      // 1,500 events: the first page of 1000 asks for more; a short list ends at once.
      done('fetchListPage', { ...fixtureHistoryPage(1, 3), total: 1500 }),
      done('fetchListPage', fixtureHistoryPage(1, 3)),
    ],
    'xstate.error.actor.fetchListPage': [failed('fetchListPage', httpError(500))],
    'xstate.done.actor.buildExportFile': [done('buildExportFile', fixtureNotificationFile)],
    'xstate.error.actor.buildExportFile': [failed('buildExportFile', new Error('out of memory'))],
  },
};

/** The model's "same state": the value and what the guards read. */
export const serializeNotificationExport = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as ExportDrawerContext;
  const inQuick = snapshot.matches('quick');
  const events = inQuick ? quickExportReceived(context).events : notificationExportReceived(context).events;
  return JSON.stringify({
    value: snapshot.value as unknown,
    canStart: canStartNotificationExport(context),
    events: events.length > 0,
    vehiclesDone: !inQuick && notificationExportReceived(context).vehiclesDone > 0,
  });
};
