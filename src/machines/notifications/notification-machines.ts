import type { ApiClient } from '../../api/api-client';
import type { NotificationExportTexts } from '../../api/export/notification-export.types';
import type { ReportExportFile } from '../../api/export/report-export.types';
import type { SelectionFactSnapshot } from '../fleet/fleet.facts';
import { alarmActionMachine, type AlarmActionMachine } from '../alarms/alarm-action.machine';
import { alarmDefectMachine, type AlarmDefectMachine } from '../alarms/alarm-defect.machine';
import { createAlarmApiActors, watchLiveAlarms, type LiveAlarmSource } from '../alarms/alarm-list.actors';
import { alarmListMachine, type AlarmListMachine } from '../alarms/alarm-list.machine';
import type { AlarmVehiclesChanged } from '../alarms/alarm-list.types';
import { selectActiveVehicleIds } from '../fleet/vehicle-selection.types';
import { sameItems, watchFact, type FactSource } from '../shared/fact-watch';
import { createHistoryListApiActors, loadNotificationPage } from './history-list.actors';
import { historyListMachine, type HistoryListMachine } from './history-list.machine';
import type { HistoryVehiclesChanged } from './history-list.types';
import { createNotificationExportMachine } from './notification-export.actors';
import type { ExportDrawerMachine } from '../shared/export-drawer/export-drawer.machine';

/**
 * The notifications page's machines with their calls and the selection watcher provided (the route's
 * chunk builds them once per deps); the screen adds its period's watcher and starts the actors.
 */
export interface NotificationMachines {
  readonly history: HistoryListMachine;
  readonly export: ExportDrawerMachine;
  /** The alarms (issue 30 §1): the list, kept current by the live stream, and one alarm's action. */
  readonly alarms: AlarmListMachine;
  readonly alarmAction: AlarmActionMachine;
  /** Joining one alarm to a logbook defect (made from it, or an open one linked). */
  readonly alarmDefect: AlarmDefectMachine;
}

export interface NotificationMachineDeps {
  readonly api: ApiClient;
  readonly getAccessToken: () => string | null;
  readonly selection: FactSource<SelectionFactSnapshot>;
  /** The export file's texts in the current language, read when a build starts. */
  readonly exportTexts: () => NotificationExportTexts;
  readonly saveFile: (file: ReportExportFile) => void;
  /** The live stream once loaded (never for a user without live data): the alarms' changes. */
  readonly liveStream?: Promise<LiveAlarmSource>;
}

const built = new WeakMap<NotificationMachineDeps, NotificationMachines>();

/** The machines for the app's deps, built once per deps (the screen asks on every mount). */
export const notificationMachinesFor = (deps: NotificationMachineDeps): NotificationMachines => {
  let machines = built.get(deps);
  if (!machines) {
    machines = createNotificationMachines(deps);
    built.set(deps, machines);
  }
  return machines;
};

export const createNotificationMachines = (deps: NotificationMachineDeps): NotificationMachines => {
  const alarmApi = createAlarmApiActors(deps.api, deps.getAccessToken);
  return {
    history: historyListMachine.provide({
      actors: {
        ...createHistoryListApiActors(deps.api, deps.getAccessToken),
        // The multi-select view's selection: every active vehicle (spec 000 §2 Selection mode).
        watchSelection: watchFact({
          source: deps.selection,
          select: selectActiveVehicleIds,
          equals: sameItems,
          toEvent: (vehicleIds): HistoryVehiclesChanged => ({ type: 'selection.changed', vehicleIds }),
        }),
      },
    }),
    export: createNotificationExportMachine({
      api: deps.api,
      getAccessToken: deps.getAccessToken,
      saveFile: deps.saveFile,
      texts: deps.exportTexts,
      loadListPage: (request, signal) => loadNotificationPage(deps.api, deps.getAccessToken, request, signal),
    }),
    alarms: alarmListMachine.provide({
      actors: {
        loadAlarmPage: alarmApi.loadAlarmPage,
        // The same selection as the history beside it (issue 30 §1).
        watchSelection: watchFact({
          source: deps.selection,
          select: selectActiveVehicleIds,
          equals: sameItems,
          toEvent: (vehicleIds): AlarmVehiclesChanged => ({ type: 'selection.changed', vehicleIds }),
        }),
        ...(deps.liveStream ? { watchLive: watchLiveAlarms(deps.liveStream) } : {}),
      },
    }),
    alarmAction: alarmActionMachine.provide({ actors: { submitAlarmAction: alarmApi.submitAlarmAction } }),
    alarmDefect: alarmDefectMachine.provide({
      actors: {
        loadDefectChoices: alarmApi.loadDefectChoices,
        submitAlarmDefect: alarmApi.submitAlarmDefect,
      },
    }),
  };
};
