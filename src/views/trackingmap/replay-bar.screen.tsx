import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ReplayMachine } from '../../machines/replay/replay.machine';
import type { FleetAt } from '../../api/contract';
import { sameItems } from '../../machines/shared/fact-watch';
import type { SelectionActor } from '../shared/app-services';
import { shownCursor } from './replay-bar-cursor';
import { ReplayBar } from './replay-bar.view';
import { ReplayVehicles, type ReplayVehicleOption } from './replay-vehicles.view';

/** What "fleet at" found: vehicles with a position, and how many of them are stale. */
const fleetAtSummary = (fleetAt: FleetAt | null) => {
  if (!fleetAt) return null;
  const found = fleetAt.vehicles.filter((v) => v.position !== null);
  return { found: found.length, stale: found.filter((v) => v.position?.stale === true).length };
};

const sameSummary = (a: ReturnType<typeof fleetAtSummary>, b: ReturnType<typeof fleetAtSummary>) =>
  a === b || (a !== null && b !== null && a.found === b.found && a.stale === b.stale);

const sameOptions = (a: readonly ReplayVehicleOption[], b: readonly ReplayVehicleOption[]) =>
  a.length === b.length && a.every((v, i) => v.vehicleId === b[i]?.vehicleId && v.name === b[i]?.name);

export interface ReplayBarScreenProps {
  readonly replay: ActorRefFrom<ReplayMachine>;
  /** The fleet's vehicles for the picker (read only: the map's selection is not changed). */
  readonly selection: SelectionActor;
}

/** The replay bar over the tracking map's replay actor: narrow selectors in, events out. */
export function ReplayBarScreen({ replay, selection }: ReplayBarScreenProps) {
  const vehicleIds = useSelector(replay, (s) => s.context.vehicleIds, sameItems);
  const fleet = useSelector(
    selection,
    (s) =>
      [...s.context.vehicles]
        .sort((a, b) => a.sortIndex - b.sortIndex)
        .map((v) => ({ vehicleId: v.vehicleId, name: v.name })),
    sameOptions,
  );
  const range = useSelector(replay, (s) => s.context.range);
  const cursor = useSelector(replay, (s) =>
    shownCursor(s.context.cursor, s.context.speed, s.hasTag('playing')),
  );
  const speed = useSelector(replay, (s) => s.context.speed);
  const playing = useSelector(replay, (s) => s.hasTag('playing'));
  const loading = useSelector(replay, (s) => s.hasTag('loading'));
  const failed = useSelector(replay, (s) => s.hasTag('failed'));
  const noVehicles = useSelector(replay, (s) => s.hasTag('noVehicles'));
  const waitSeconds = useSelector(replay, (s) => s.context.waitSeconds);
  const fleetAt = useSelector(replay, (s) => fleetAtSummary(s.context.fleetAt), sameSummary);
  return (
    <ReplayBar
      range={range}
      cursor={cursor}
      speed={speed}
      playing={playing}
      loading={loading}
      failed={failed}
      waitSeconds={waitSeconds}
      noVehicles={noVehicles}
      fleetAt={fleetAt}
      vehicles={
        <ReplayVehicles
          vehicles={fleet}
          chosen={vehicleIds}
          onChoose={(ids) => replay.send({ type: 'user.vehicles', vehicleIds: ids })}
        />
      }
      onPlay={() => replay.send({ type: 'user.play' })}
      onPause={() => replay.send({ type: 'user.pause' })}
      onSpeed={(s) => replay.send({ type: 'user.speed', speed: s })}
      onStepBack={() => replay.send({ type: 'user.stepBack' })}
      onStepForward={() => replay.send({ type: 'user.stepForward' })}
      onSeek={(at) => replay.send({ type: 'user.seek', at })}
      onFleetAt={(at) => replay.send({ type: 'user.fleetAt', at })}
      onRetry={() => replay.send({ type: 'user.retry' })}
    />
  );
}
