import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { HeatmapData, ReportPeriod, TrackData } from '../../api/contract';
import { networkError } from '../session/session.fixtures';
import { done, failed } from '../fleet/fleet.fixtures';
import type { TrackingContext, TrackingInput, TrackVehicle } from './tracking.types';

/** Test and story data for the tracking machine. Not imported by the app. */

export const TRACK_PERIOD: ReportPeriod = { startDate: '2026-11-08', endDate: '2026-11-21' };
export const trackLoco: TrackVehicle = { vehicleId: 101, isCrane: false };
export const trackCrane: TrackVehicle = { vehicleId: 103, isCrane: true };

/** A short track near Kassel with two stretches. */
export const fixtureTrack = (vehicleId = 101, period: ReportPeriod = TRACK_PERIOD): TrackData => ({
  vehicleId,
  period,
  truncated: false,
  zoom: 12,
  track: {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: {
          type: 'LineString',
          coordinates: [
            [9.447, 51.318],
            [9.47, 51.3],
            [9.51, 51.275],
          ],
        },
        properties: { times: [1763715600, 1763716200, 1763716800], speeds: [0, 42.5, 61] },
      },
      {
        type: 'Feature',
        geometry: {
          type: 'LineString',
          coordinates: [
            [9.51, 51.275],
            [9.56, 51.24],
          ],
        },
        properties: { times: [1763720400, 1763721000], speeds: [12, 35] },
      },
    ],
  },
});

export const fixtureHeatmap = (vehicleId = 101, period: ReportPeriod = TRACK_PERIOD): HeatmapData => ({
  vehicleId,
  period,
  cellSize: { lat: 0.005, lng: 0.0075 },
  totalSeconds: 10_800,
  cells: [
    [9.4475, 51.3175, 7200],
    [9.47, 51.3, 1800],
    [9.51, 51.275, 1800],
  ],
});

const base = { period: TRACK_PERIOD } as const;

export const trackingFixtures: {
  readonly inputs: Readonly<Record<'loco' | 'crane' | 'noVehicle' | 'offline', TrackingInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    loco: { ...base, vehicle: trackLoco, online: true },
    crane: { ...base, vehicle: trackCrane, online: true },
    noVehicle: { ...base, vehicle: null, online: true },
    offline: { ...base, vehicle: trackLoco, online: false },
  },
  eventVariants: {
    'view.vehicleChanged': [
      { type: 'view.vehicleChanged', vehicle: { vehicleId: 102, isCrane: false } },
      { type: 'view.vehicleChanged', vehicle: trackCrane },
      { type: 'view.vehicleChanged', vehicle: null },
    ],
    'period.changed': [
      { type: 'period.changed', period: { startDate: '2026-08-01', endDate: '2026-11-20' } },
    ],
    'connectivity.changed': [
      { type: 'connectivity.changed', online: false },
      { type: 'connectivity.changed', online: true },
    ],
    'xstate.done.actor.loadTrack': [done('loadTrack', fixtureTrack())],
    'xstate.error.actor.loadTrack': [failed('loadTrack', networkError())],
    'xstate.done.actor.loadHeatmap': [done('loadHeatmap', fixtureHeatmap())],
    'xstate.error.actor.loadHeatmap': [failed('loadHeatmap', networkError())],
  },
};

/** The model's "same state": the value, online, the kind of vehicle, which layers are there. */
export const serializeTracking = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as TrackingContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    online: context.online,
    vehicle: context.vehicle === null ? null : context.vehicle.isCrane ? 'crane' : 'loco',
    track: context.track !== null,
    heatmap: context.heatmap !== null,
  });
};
