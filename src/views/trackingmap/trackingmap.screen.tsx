import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useMemo, useState } from 'react';
import { defaultPeriod, todayAt } from '../../machines/period/period.rules';
import { reportingMachinesFor, selectTrackVehicle } from '../../machines/reporting/reporting-machines';
import { createAppliedPeriodWatcher } from '../../machines/period/period.facts';
import { selectActiveVehicleIds } from '../../machines/fleet/vehicle-selection.types';
import { replayVehicleIdsOf } from '../../machines/replay/replay-windows';
import { retentionLimitOf } from '../../machines/tracking/tracking-retention';
import { LazyFleetMapScreen } from '../map';
import { ReplayNamesContext } from '../map/replay/replay-names';
import { PeriodPickerScreen, usePeriodActor } from '../shared/date-range/period-picker.screen';
import type { RouteViewProps } from '../shared/routes';
import { ReplayBarScreen } from './replay-bar.screen';
import { TrackingMapView } from './trackingmap.view';

/**
 * The tracking map route: the toolbar's period (in the address; today onward blocked, locked for
 * cranes), a tracking actor following the selected vehicle and that period, and the map drawing its
 * track and heat map per the tracking/heat-map switches.
 */
export function TrackingMapScreen({ services }: RouteViewProps) {
  const { selection } = services.fleet;
  const period = usePeriodActor({ kind: 'trackingmap', selection, lockForCranes: true, inAddress: true });
  const [setup] = useState(() => ({
    replay: reportingMachinesFor(services.reporting).replay.provide({
      actors: { watchPeriod: createAppliedPeriodWatcher(period) },
    }),
    machine: reportingMachinesFor(services.reporting).tracking.provide({
      actors: {
        watchPeriod: createAppliedPeriodWatcher(period),
      },
    }),
    input: {
      vehicle: selectTrackVehicle(selection.getSnapshot()),
      period: period.getSnapshot().context.applied ?? defaultPeriod(todayAt(Date.now())),
    },
  }));
  const tracking = useActorRef(setup.machine, { input: setup.input });
  const replay = useActorRef(setup.replay, {
    input: {
      vehicleIds: replayVehicleIdsOf(selectActiveVehicleIds(selection.getSnapshot())),
      period: setup.input.period,
    },
  });
  const track = useSelector(tracking, (s) => s.context.track);
  const heatmap = useSelector(tracking, (s) => s.context.heatmap);
  const loading = useSelector(tracking, (s) => s.hasTag('loading'));
  const noVehicle = useSelector(tracking, (s) => s.hasTag('noVehicle'));
  const replayVehicles = useSelector(replay, (s) =>
    s.hasTag('noVehicles') ? 0 : s.context.vehicleIds.length,
  );
  // The replayed vehicles' names (labels and tooltip on the map); the fleet's list rarely changes.
  const fleet = useSelector(selection, (s) => s.context.vehicles);
  const names = useMemo(() => new Map(fleet.map((v) => [v.vehicleId, v.name] as const)), [fleet]);
  const months = services.config.positionsRetentionMonths ?? 0;
  const keptFrom = useSelector(tracking, (s) => retentionLimitOf(s.context.period, Date.now(), months));
  return (
    <TrackingMapView
      noVehicle={noVehicle}
      replayVehicles={replayVehicles}
      loading={loading}
      beyondRetention={keptFrom === null ? null : { months, keptFrom }}
      replay={<ReplayBarScreen replay={replay} selection={selection} />}
      map={
        <ReplayNamesContext.Provider value={names}>
          <Suspense fallback={null}>
            <LazyFleetMapScreen
              selection={selection}
              toggles={services.fleet.mapToggles}
              restrictions={services.fleet.restrictions}
              view="trackingmap"
              tiles={services.config.mapTiles}
              period={<PeriodPickerScreen period={period} />}
              track={track}
              heatmap={heatmap}
              replay={replay}
              railation={services.content}
            />
          </Suspense>
        </ReplayNamesContext.Provider>
      }
    />
  );
}
