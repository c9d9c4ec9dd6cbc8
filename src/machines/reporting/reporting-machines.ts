import type { ApiClient } from '../../api/api-client';
import type { FleetVehicle } from '../fleet/fleet.types';
import { selectActiveVehicleIds, selectLastActive } from '../fleet/vehicle-selection.types';
import type { SelectionFactSnapshot } from '../fleet/fleet.facts';
import type { AppFacts } from '../shared/app-facts';
import { watchFact, type FactSource } from '../shared/fact-watch';
import { createTrackingApiActors } from '../tracking/tracking.actors';
import { trackingMachine, type TrackingMachine } from '../tracking/tracking.machine';
import type { TrackVehicle, TrackVehicleChanged } from '../tracking/tracking.types';
import { createReplayApiActors } from '../replay/replay.actors';
import { replayMachine, type ReplayMachine } from '../replay/replay.machine';
import { replayVehicleIdsOf } from '../replay/replay-windows';
import type { ReplayVehiclesChanged } from '../replay/replay.types';
import { sameItems } from '../shared/fact-watch';
import type { ReportExportFile, ReportExportTexts } from '../../api/export/report-export.types';
import { createGraphApiActors } from './graph.actors';
import { createReportExportMachine } from './report-export.actors';
import type { ExportDrawerMachine } from '../shared/export-drawer/export-drawer.machine';
import { graphMachine, type GraphMachine } from './graph.machine';
import { createReportingApiActors } from './reporting.actors';
import { reportingMachine, type ReportingMachine } from './reporting.machine';
import type { ReportVehicle, ReportVehicleChanged } from './reporting.types';

/**
 * The reporting and tracking views' machines with their calls and app-wide watchers provided (the
 * composition root builds them once); a screen adds its own period's watcher and starts an actor.
 */
export interface ReportingMachines {
  readonly report: ReportingMachine;
  /** The export drawer (issue 9): pages of exportById, the file built in the export worker. */
  readonly export: ExportDrawerMachine;
  readonly graph: GraphMachine;
  readonly tracking: TrackingMachine;
  /** The tracking map's fleet replay (issue 30 §3): the selected vehicles, at most 100. */
  readonly replay: ReplayMachine;
}

export interface ReportingMachineDeps {
  readonly api: ApiClient;
  readonly getAccessToken: () => string | null;
  readonly facts: Pick<AppFacts, 'callConnectivity'>;
  readonly selection: FactSource<SelectionFactSnapshot>;
  /** The export file's texts in the current language, read when a build starts. */
  readonly exportTexts: () => ReportExportTexts;
  readonly saveFile: (file: ReportExportFile) => void;
}

/** The vehicle a report is about: the last active one (reporting is a single-select view). */
export const reportVehicleOf = (vehicle: FleetVehicle | null): ReportVehicle | null =>
  vehicle && {
    vehicleId: vehicle.vehicleId,
    name: vehicle.name,
    isCrane: vehicle.isCrane,
    isEloc: vehicle.isEloc,
    startDate: vehicle.startDate,
    endDate: vehicle.endDate,
  };

const sameReportVehicle = (a: ReportVehicle | null, b: ReportVehicle | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.vehicleId === b.vehicleId &&
    a.name === b.name &&
    a.isCrane === b.isCrane &&
    a.isEloc === b.isEloc &&
    a.startDate === b.startDate &&
    a.endDate === b.endDate);

/** The reporting machine's vehicle, at the screen's start. */
export const selectReportVehicle = (snapshot: SelectionFactSnapshot): ReportVehicle | null =>
  reportVehicleOf(selectLastActive(snapshot));

/** The tracking machine's vehicle, at the screen's start. */
export const selectTrackVehicle = (snapshot: SelectionFactSnapshot): TrackVehicle | null => {
  const vehicle = selectLastActive(snapshot);
  return vehicle && { vehicleId: vehicle.vehicleId, isCrane: vehicle.isCrane };
};

const built = new WeakMap<ReportingMachineDeps, ReportingMachines>();

/**
 * The machines for the app's deps, built once per deps (the screens ask on every mount). They live in
 * the reporting and tracking routes' chunks, not in the first load.
 */
export const reportingMachinesFor = (deps: ReportingMachineDeps): ReportingMachines => {
  let machines = built.get(deps);
  if (!machines) {
    machines = createReportingMachines(deps);
    built.set(deps, machines);
  }
  return machines;
};

export const createReportingMachines = (deps: ReportingMachineDeps): ReportingMachines => {
  const watchConnectivity = deps.facts.callConnectivity;
  return {
    report: reportingMachine.provide({
      actors: {
        ...createReportingApiActors(deps.api, deps.getAccessToken),
        watchConnectivity,
        watchVehicle: watchFact({
          source: deps.selection,
          select: selectReportVehicle,
          equals: sameReportVehicle,
          toEvent: (vehicle): ReportVehicleChanged => ({ type: 'view.vehicleChanged', vehicle }),
        }),
      },
    }),
    export: createReportExportMachine({
      api: deps.api,
      getAccessToken: deps.getAccessToken,
      texts: deps.exportTexts,
      saveFile: deps.saveFile,
    }),
    graph: graphMachine.provide({ actors: createGraphApiActors(deps.api, deps.getAccessToken) }),
    tracking: trackingMachine.provide({
      actors: {
        ...createTrackingApiActors(deps.api, deps.getAccessToken),
        watchConnectivity,
        watchVehicle: watchFact({
          source: deps.selection,
          select: selectTrackVehicle,
          equals: (a, b) => a?.vehicleId === b?.vehicleId && a?.isCrane === b?.isCrane,
          toEvent: (vehicle): TrackVehicleChanged => ({ type: 'view.vehicleChanged', vehicle }),
        }),
      },
    }),
    replay: replayMachine.provide({
      actors: {
        ...createReplayApiActors(deps.api, deps.getAccessToken),
        watchVehicles: watchFact({
          source: deps.selection,
          select: (snapshot) => replayVehicleIdsOf(selectActiveVehicleIds(snapshot)),
          equals: sameItems,
          toEvent: (vehicleIds): ReplayVehiclesChanged => ({ type: 'view.vehiclesChanged', vehicleIds }),
        }),
      },
    }),
  };
};
