import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { httpError, networkError } from '../session/session.fixtures';
import { done, failed, fixtureLiveDetail } from './fleet.fixtures';
import type { LiveDetailContext, LiveDetailInput } from './live-detail.types';

const base: Omit<LiveDetailInput, 'vehicleId' | 'online'> = {
  view: 'livedata',
  userSessionId: '12453',
  isDemoUser: false,
  language: 'de-DE',
};

/** Test and story data for the live-data detail machine. Not imported by the app. */
export const liveDetailFixtures: {
  readonly inputs: Readonly<Record<'vehicleOnline' | 'noVehicle' | 'offline', LiveDetailInput>>;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    vehicleOnline: { ...base, vehicleId: 101, online: true },
    noVehicle: { ...base, vehicleId: null, online: true },
    offline: { ...base, vehicleId: 101, online: false },
  },
  eventVariants: {
    'view.vehicleChanged': [
      { type: 'view.vehicleChanged', vehicleId: 102 },
      { type: 'view.vehicleChanged', vehicleId: null },
    ],
    'connectivity.changed': [
      { type: 'connectivity.changed', online: false },
      { type: 'connectivity.changed', online: true },
    ],
    'xstate.done.actor.loadLiveDetail': [done('loadLiveDetail', fixtureLiveDetail())],
    'xstate.error.actor.loadLiveDetail': [failed('loadLiveDetail', networkError())],
    'xstate.done.actor.refreshLiveDetail': [done('refreshLiveDetail', fixtureLiveDetail())],
    'xstate.error.actor.refreshLiveDetail': [failed('refreshLiveDetail', httpError(404))],
  },
};

/** The model's "same state": the value, the online flag and whether a vehicle is shown. */
export const serializeLiveDetail = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as LiveDetailContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    online: context.online,
    vehicle: context.vehicleId !== null,
  });
};
