import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { httpError, networkError } from '../session/session.fixtures';
import { done, failed, fixtureEntries, fixtureItems } from './fleet.fixtures';
import { isActiveRefreshView } from './fleet.types';
import type { FleetDataContext, FleetDataInput } from './fleet-data.types';

/**
 * Test and story data for the fleet data machine: start inputs (logged out, ready online on the
 * dashboard, ready offline on reporting), payload variants of the forwarded events and the outcomes of
 * every call. Shared by the model-based test and the walker story. Not imported by the app.
 */
export const fleetDataFixtures: {
  readonly inputs: Readonly<
    Record<'loggedOut' | 'readyOnDashboard' | 'readyOffline' | 'readyLogbookOnly', FleetDataInput>
  >;
  readonly eventVariants: Readonly<Record<string, readonly AnyEventObject[]>>;
} = {
  inputs: {
    loggedOut: { view: 'dashboard', online: true, ready: false, organisationId: null },
    readyOnDashboard: {
      view: 'dashboard',
      online: true,
      ready: true,
      organisationId: 'org-1',
      liveData: true,
    },
    readyOffline: { view: 'reporting', online: false, ready: true, organisationId: 'org-1', liveData: true },
    // A driver: logbook read, no gateway read.
    readyLogbookOnly: {
      view: 'logbook-all-entries',
      online: true,
      ready: true,
      organisationId: 'org-1',
      liveData: false,
    },
  },
  eventVariants: {
    'session.changed': [
      { type: 'session.changed', ready: true, organisationId: 'org-1', liveData: true },
      { type: 'session.changed', ready: true, organisationId: 'org-2', liveData: true },
      { type: 'session.changed', ready: true, organisationId: 'org-1', liveData: false },
      { type: 'session.changed', ready: false, organisationId: null, liveData: false },
    ],
    'connectivity.changed': [
      { type: 'connectivity.changed', online: false },
      { type: 'connectivity.changed', online: true },
    ],
    'view.changed': [
      { type: 'view.changed', view: 'livedata' },
      { type: 'view.changed', view: 'reporting' },
    ],
    'xstate.done.actor.loadUserVehicles': [
      done('loadUserVehicles', fixtureItems),
      done('loadUserVehicles', []),
    ],
    'xstate.error.actor.loadUserVehicles': [failed('loadUserVehicles', httpError(500))],
    'xstate.done.actor.loadLiveData': [done('loadLiveData', fixtureEntries)],
    'xstate.error.actor.loadLiveData': [failed('loadLiveData', networkError())],
    'xstate.done.actor.loadActiveVehicles': [done('loadActiveVehicles', fixtureEntries.slice(0, 2))],
    'xstate.error.actor.loadActiveVehicles': [failed('loadActiveVehicles', httpError(503))],
  },
};

/**
 * The model's "same state": the value plus exactly the context the guards read (ready, online, the
 * view's refresh class, the organisation, the live-data right).
 */
export const serializeFleetData = (snapshot: AnyMachineSnapshot): string => {
  const context = snapshot.context as FleetDataContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    ready: context.ready,
    online: context.online,
    activeRefresh: isActiveRefreshView(context.view),
    organisation: context.organisationId,
    liveData: context.liveData,
  });
};
