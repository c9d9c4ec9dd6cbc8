import { toApiFailure } from '../../../api/api-failure';
import type { IsoDay, ReportPeriod, VehicleId } from '../../../api/contract';
import type { ReportExportFile } from '../../../api/export/report-export.types';
import { exportableVehicles, inListOrder, visibleVehicles } from './export-drawer.rules';
import type {
  ExportChoice,
  ExportDrawerContext,
  ExportProgress,
  OpenExportDrawer,
} from './export-drawer.types';

/** The drawer before it was ever opened: no vehicles, a placeholder period. */
export const CLOSED_DRAWER: Omit<OpenExportDrawer, 'type'> = {
  vehicles: [],
  period: { startDate: '1970-01-01', endDate: '1970-01-01' },
  today: '1970-01-01',
};

/** The drawer as `user.openExport` opens it: the vehicles without cranes, nothing selected or filtered. */
export const openedDrawer = ({ vehicles, period, today }: Omit<OpenExportDrawer, 'type'>) => ({
  vehicles: exportableVehicles(vehicles),
  selected: [] as readonly VehicleId[],
  filter: '',
  period,
  today,
});

/**
 * The machines' first state: straight to the open drawer (`target`) when the input opened it with
 * vehicles (tests and stories), else closed.
 */
export const startOpenOrClosed = <const TTarget extends string>(target: TTarget) =>
  ({
    always: [
      {
        guard: ({ context }: { readonly context: ExportDrawerContext }) => context.vehicles.length > 0,
        target,
      },
      'closed',
    ],
  }) as const;

/**
 * The context updates every export drawer shares, for `assign(...)` in its `setup` (XState infers a
 * machine's types from its own `setup`, so the `assign` itself stays there). An export that drops its
 * data on an edit adds that in its own action (see `clearing`). `TContext` is the machine's context:
 * `assign` takes the machine's types from these functions' arguments.
 */
export const exportDrawerUpdates = <TContext extends ExportDrawerContext>() => ({
  changeVehicles: (
    { context }: { readonly context: TContext },
    { vehicles }: { readonly vehicles: readonly ExportChoice[] },
  ) => {
    const offered = exportableVehicles(vehicles);
    return { vehicles: offered, selected: inListOrder(offered, new Set(context.selected)) };
  },
  changePeriod: (
    _: unknown,
    { period, today }: { readonly period: ReportPeriod; readonly today: IsoDay },
  ) => ({
    period,
    today,
  }),
  toggleVehicle: (
    { context }: { readonly context: TContext },
    { vehicleId }: { readonly vehicleId: VehicleId },
  ) => {
    const ids = new Set(context.selected);
    if (ids.has(vehicleId)) ids.delete(vehicleId);
    else ids.add(vehicleId);
    return { selected: inListOrder(context.vehicles, ids) };
  },
  selectAll: ({ context }: { readonly context: TContext }, { selected }: { readonly selected: boolean }) => {
    const ids = new Set(context.selected);
    for (const vehicle of visibleVehicles(context))
      if (selected) ids.add(vehicle.vehicleId);
      else ids.delete(vehicle.vehicleId);
    return { selected: inListOrder(context.vehicles, ids) };
  },
  filterVehicles: (_: unknown, { text }: { readonly text: string }) => ({ filter: text }),
  startBuild: () => ({ progress: null, failure: null }),
  keepProgress: (_: unknown, { done, total }: ExportProgress) => ({ progress: { done, total } }),
  keepFile: (_: unknown, { file }: { readonly file: ReportExportFile }) => ({ file }),
  recordFetchFailure: (_: unknown, { error }: { readonly error: unknown }) => ({
    failure: { stage: 'fetch', failure: toApiFailure(error) } as const,
  }),
  recordBuildFailure: (_: unknown, { error }: { readonly error: unknown }) => ({
    failure: { stage: 'build', message: error instanceof Error ? error.message : String(error) } as const,
  }),
  clearFailure: () => ({ failure: null }),
  keepWait: (_: unknown, { seconds }: { readonly seconds: number }) => ({ waitSeconds: seconds }),
  clearWait: () => ({ waitSeconds: null }),
});

/** An update that also drops the export data (`cleared`): for edits that void what was fetched or built. */
export const clearing =
  <TArgs, TParams, TUpdate extends object, TCleared extends object>(
    update: (args: TArgs, params: TParams) => TUpdate,
    cleared: TCleared,
  ) =>
  (args: TArgs, params: TParams) => ({ ...update(args, params), ...cleared });
