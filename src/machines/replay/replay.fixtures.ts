import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { FleetAt, ReplayChunk, ReportPeriod, ReplayTrack } from '../../api/contract';
import { networkError } from '../session/session.fixtures';
import { done, failed } from '../fleet/fleet.fixtures';
import { hasWindow, nextWindow, rangeOfPeriod, windowAt } from './replay-windows';
import type { ReplayContext, ReplayInput, ReplayRange } from './replay.types';

/** Test and story data for the replay machine. Not imported by the app. */

/** One day: four 6-hour windows. */
export const REPLAY_PERIOD: ReportPeriod = { startDate: '2026-11-20', endDate: '2026-11-20' };
export const REPLAY_RANGE: ReplayRange = rangeOfPeriod(REPLAY_PERIOD);
const HOUR = 3_600_000;

/** A vehicle moving east from Kassel, a point a minute, with the last quarter arrived late. */
export const fixtureReplayTrack = (vehicleId: number, window: ReplayRange, lat = 51.3): ReplayTrack => {
  const count = Math.max(2, Math.floor((window.to - window.from) / 60_000));
  const times = Array.from({ length: count }, (_, i) => window.from + i * 60_000);
  return {
    vehicleId,
    times,
    coordinates: times.map((_, i) => [9.4 + i * 0.002, lat] as [number, number]),
    speeds: times.map(() => 60),
    statusCodes: times.map(() => 4),
    late: times.map((_, i) => (i >= (count * 3) / 4 ? 1 : 0)),
    storedPoints: count * 6,
  };
};

export const fixtureReplayChunk = (window: ReplayRange, vehicleIds = [101, 102]): ReplayChunk => ({
  from: new Date(window.from).toISOString(),
  to: new Date(window.to).toISOString(),
  pointsPerVehicle: 400,
  vehicles: vehicleIds.map((id, i) => fixtureReplayTrack(id, window, 51.3 + i * 0.05)),
});

export const fixtureFleetAt = (at: number, vehicleIds = [101, 102]): FleetAt => ({
  at: new Date(at).toISOString(),
  vehicles: vehicleIds.map((vehicleId, i) => ({
    vehicleId,
    position:
      i === 0
        ? {
            time: at - 30_000,
            coordinates: [9.45, 51.3],
            speed: 42,
            bearing: 90,
            statusCode: 4,
            late: false,
            stale: false,
          }
        : {
            time: at - 2 * HOUR,
            coordinates: [9.5, 51.35],
            speed: 0,
            bearing: 0,
            statusCode: 1,
            late: true,
            stale: true,
          },
  })),
});

const first = windowAt(REPLAY_RANGE, REPLAY_RANGE.from);
const second = windowAt(REPLAY_RANGE, first.to);

export const replayFixtures: {
  readonly inputs: Readonly<Record<'fleet' | 'none', ReplayInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    fleet: { vehicleIds: [101, 102], period: REPLAY_PERIOD },
    none: { vehicleIds: [], period: REPLAY_PERIOD },
  },
  eventVariants: {
    // The map's selection emptied (the picker's choice covers a change of vehicles).
    'view.vehiclesChanged': [{ type: 'view.vehiclesChanged', vehicleIds: [] }],
    // One kept, one dropped and one added (only 103 is fetched); sent twice: the same choice again.
    'user.vehicles': [{ type: 'user.vehicles', vehicleIds: [101, 103] }],
    'period.changed': [
      { type: 'period.changed', period: { startDate: '2026-11-19', endDate: '2026-11-20' } },
    ],
    'user.speed': [{ type: 'user.speed', speed: 3600 }],
    'user.seek': [
      { type: 'user.seek', at: REPLAY_RANGE.from + 13 * HOUR },
      { type: 'user.seek', at: REPLAY_RANGE.to },
    ],
    'user.fleetAt': [{ type: 'user.fleetAt', at: REPLAY_RANGE.from + 2 * HOUR }],
    // 1 s at 60×: a minute on; 400 s: into the next window (kept once prefetched); 10^6 s: past the end.
    'clock.tick': [
      { type: 'clock.tick', elapsedMs: 1000 },
      { type: 'clock.tick', elapsedMs: 400_000 },
      { type: 'clock.tick', elapsedMs: 1_000_000_000 },
    ],
    'server.busy': [{ type: 'server.busy', seconds: 3 }],
    'xstate.done.actor.loadChunk': [done('loadChunk', fixtureReplayChunk(first))],
    'xstate.error.actor.loadChunk': [failed('loadChunk', networkError())],
    'xstate.done.actor.prefetchChunk': [done('prefetchChunk', fixtureReplayChunk(second))],
    'xstate.error.actor.prefetchChunk': [failed('prefetchChunk', networkError())],
    'xstate.done.actor.loadFleetAt': [done('loadFleetAt', fixtureFleetAt(REPLAY_RANGE.from + 2 * HOUR))],
    'xstate.error.actor.loadFleetAt': [failed('loadFleetAt', networkError())],
  },
};

/** The model's "same state": the value and what the guards read (windows kept, where the cursor is). */
export const serializeReplay = (snapshot: AnyMachineSnapshot): string => {
  const c = snapshot.context as ReplayContext;
  const next = nextWindow(c.range, c.cursor);
  return JSON.stringify({
    value: snapshot.value as unknown,
    vehicles: c.vehicleIds.length,
    picked: c.picked,
    cursorKept: hasWindow(c.chunks, windowAt(c.range, c.cursor), c.vehicleIds),
    nextMissing: next !== null && !hasWindow(c.chunks, next, c.vehicleIds),
    atEnd: c.cursor >= c.range.to,
    wantsPlay: c.wantsPlay,
  });
};
