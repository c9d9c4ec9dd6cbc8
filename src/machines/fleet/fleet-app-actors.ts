import { createActor, type ActorRefFrom } from 'xstate';
import type { ApiClient } from '../../api/api-client';
import type { VehicleId } from '../../api/contract';
import type { AppFacts } from '../shared/app-facts';
import { watchFact } from '../shared/fact-watch';
import { mapTogglesMachine, type MapTogglesMachine } from '../map/map-toggles.machine';
import { trackingDisabledFor, type MapVehicleChanged } from '../map/map-toggles.types';
import { createFleetRestrictionsApiActors } from '../restrictions/fleet-restrictions.actors';
import {
  fleetRestrictionsMachine,
  type FleetRestrictionsMachine,
} from '../restrictions/fleet-restrictions.machine';
import { connectionErrorMachine, type ConnectionErrorMachine } from './connection-error.machine';
import { createFleetApiActors } from './fleet.actors';
import { createSelectionFacts, type SelectionFacts } from './fleet.facts';
import { createLastVehicleList } from './last-vehicle-list';
import { USER_LOCO_LIST_STORAGE_KEY, type StoredSelection } from './fleet.types';
import { fleetDataMachine, type FleetDataMachine } from './fleet-data.machine';
import { reportFailureTo, type FleetViewDeps } from './fleet-view-deps';
import { parseStoredSelection } from './vehicle-selection.rules';
import { vehiclePanelMachine, type VehiclePanelMachine } from './vehicle-panel.machine';
import { vehicleSelectionMachine, type VehicleSelectionMachine } from './vehicle-selection.machine';
import { selectLastActive } from './vehicle-selection.types';

export type { FleetViewDeps };

/** The running vehicle selection actor. */
export type VehicleSelectionActor = ActorRefFrom<VehicleSelectionMachine>;
/** The running fleet data (polling) actor. */
export type FleetDataActor = ActorRefFrom<FleetDataMachine>;
/** The running connection-error snackbar actor. */
export type ConnectionErrorActor = ActorRefFrom<ConnectionErrorMachine>;
/** The running map toggles actor (the map switches of the app state). */
export type MapTogglesActor = ActorRefFrom<MapTogglesMachine>;
/** The running vehicle panel actor (beside the content or a drawer; shown or not). */
export type VehiclePanelActor = ActorRefFrom<VehiclePanelMachine>;
/** The running fleet restrictions actor (the active restriction notices by vehicle). */
export type FleetRestrictionsActor = ActorRefFrom<FleetRestrictionsMachine>;

/** The app-wide fleet actors and the per-view machines. */
export interface FleetActors {
  /**
   * The user's vehicles with their flags, the selection mode and the filter (spec 000 §2 Vehicle list
   * panel). Views send `view.changed` on every route change and the `user.*` events to it.
   */
  readonly selection: VehicleSelectionActor;
  /** Vehicle list and live-data polling; fed by the composition root, views only read its tags. */
  readonly fleetData: FleetDataActor;
  /** The 'Connection Error' snackbar of live-data failures (tag `visible`, `context.messageKey`). */
  readonly connectionError: ConnectionErrorActor;
  /**
   * The map switches (heat map, satellite, railway, tracking map, railation): app state (spec 000 §3),
   * so they keep their values from one map view to the next. Follows the route and the selected
   * vehicle through the selection's watchers.
   */
  readonly mapToggles: MapTogglesActor;
  /**
   * Where the vehicle list panel is and whether it shows: app state, so a hidden panel stays hidden
   * from one view to the next. Starts as on a desk; the shell sends the layout its media queries see.
   */
  readonly vehiclePanel: VehiclePanelActor;
  /**
   * The active restriction notices of the organisation's vehicles (issue 30 §2), read with the fleet
   * and every 30 s: the map's badges, the panel's cards and the live data read it.
   */
  readonly restrictions: FleetRestrictionsActor;
  /**
   * What the per-view machines need (dashboard fetch, live detail, datasheet); the screens build them
   * with `fleetViewMachinesFor` in their own chunks.
   */
  readonly fleetViews: FleetViewDeps;
  /** The selection's watchers (the logbook list follows the selected vehicle). */
  readonly selectionFacts: SelectionFacts;
  /** Stops the six actors (and with them their watchers). */
  readonly stop: () => void;
}

/** What {@link createFleetActors} needs from the composition root. */
export interface FleetActorDeps {
  readonly api: ApiClient;
  readonly storage: Storage;
  /** The watchers over the session and connectivity actors. */
  readonly facts: AppFacts;
  /** Reads the current access token at call time. */
  readonly getAccessToken: () => string | null;
  /** The view at start: the first path segment (the shell sends `view.changed` on every route change). */
  readonly initialView: string;
  /**
   * Whose vehicle list is loaded (account and organisation); the last one is kept on the device for a
   * start offline (issue 8). Null or left out: nothing kept.
   */
  readonly vehicleListScope?: () => string | null;
}

/**
 * Creates and starts the vehicle selection, fleet data and connection-error actors with the real API
 * calls, `userLocoList` in storage, their watchers (each subscribes itself to the session,
 * connectivity or selection facts it needs) and their outputs: fleet data → selection (vehicles, live
 * entries), live-data failures → snackbar.
 */
export const createFleetActors = (deps: FleetActorDeps): FleetActors => {
  const { storage, facts } = deps;
  const apiActors = createFleetApiActors(
    deps.api,
    deps.getAccessToken,
    createLastVehicleList(storage, deps.vehicleListScope ?? (() => null)),
  );
  let stored: StoredSelection | null = null;
  try {
    stored = parseStoredSelection(storage.getItem(USER_LOCO_LIST_STORAGE_KEY));
  } catch (error) {
    console.warn('[fleet] reading the stored selection failed', error);
  }

  const selection = createActor(
    vehicleSelectionMachine.provide({
      actors: { watchOrganisation: facts.organisationSwitch },
      actions: {
        persistSelection: (_, { selection: entries }) => {
          try {
            storage.setItem(USER_LOCO_LIST_STORAGE_KEY, JSON.stringify(entries));
          } catch (error) {
            console.warn('[fleet] storing the selection failed', error);
          }
        },
      },
    }),
    { input: { view: deps.initialView, storedSelection: stored } },
  );
  const selectionFacts = createSelectionFacts(selection);
  const connectionError = createActor(
    connectionErrorMachine.provide({ actors: { watchConnectivity: facts.callConnectivity } }),
  );
  const fleetData = createActor(
    fleetDataMachine.provide({
      actors: {
        ...apiActors.fleetData,
        watchSession: facts.session,
        watchConnectivity: facts.callConnectivity,
        watchView: selectionFacts.view,
      },
      actions: {
        deliverVehicles: (_, { items }) => selection.send({ type: 'api.vehiclesLoaded', items }),
        deliverLiveData: (_, { entries }) => selection.send({ type: 'api.liveDataLoaded', entries }),
        deliverActiveVehicles: (_, { entries }) =>
          selection.send({ type: 'api.activeVehiclesLoaded', entries }),
        reportLiveDataFailure: reportFailureTo(connectionError),
      },
    }),
  );

  const mapToggles = createMapTogglesActor(selection, selectionFacts);
  const vehiclePanel = createActor(vehiclePanelMachine, { input: { layout: 'desk' } });
  const restrictions = createActor(
    fleetRestrictionsMachine.provide({
      actors: {
        ...createFleetRestrictionsApiActors(deps.api, deps.getAccessToken),
        watchSession: facts.session,
        watchConnectivity: facts.callConnectivity,
      },
    }),
  );

  selection.start();
  connectionError.start();
  fleetData.start();
  mapToggles.start();
  vehiclePanel.start();
  restrictions.start();

  return {
    selection,
    fleetData,
    connectionError,
    mapToggles,
    vehiclePanel,
    restrictions,
    selectionFacts,
    fleetViews: { api: apiActors, appFacts: facts, selectionFacts, selection, connectionError },
    stop: () => {
      restrictions.stop();
      vehiclePanel.stop();
      mapToggles.stop();
      fleetData.stop();
      connectionError.stop();
      selection.stop();
    },
  };
};

/**
 * The app-wide map toggles actor (not started): it watches the selection's view (the route) and its
 * last active vehicle (a crane has no tracking) itself, so no view forwards either.
 */
export const createMapTogglesActor = (
  selection: VehicleSelectionActor,
  selectionFacts: Pick<SelectionFacts, 'view'>,
): MapTogglesActor => {
  const snapshot = selection.getSnapshot();
  return createActor(
    mapTogglesMachine.provide({
      actors: {
        watchView: selectionFacts.view,
        watchTracking: watchFact({
          source: selection,
          select: (s) => trackingDisabledFor(selectLastActive(s)),
          toEvent: (trackingDisabled): MapVehicleChanged => ({
            type: 'view.vehicleChanged',
            trackingDisabled,
          }),
        }),
      },
    }),
    {
      input: {
        view: snapshot.context.view,
        trackingDisabled: trackingDisabledFor(selectLastActive(snapshot)),
      },
    },
  );
};

/**
 * The selection's vehicle names for the live toasts: a name, null for a vehicle the user does not
 * have, undefined until the list has loaded (the toast then waits for it). A list that failed to load
 * (spec 000 §8: the selection then holds none) knows no vehicle yet either: the toast waits for the
 * fleet data's next attempt instead of being dropped as if the vehicle were not the user's.
 */
export const vehicleNamesOf = (
  selection: VehicleSelectionActor,
  fleetData: Pick<FleetDataActor, 'getSnapshot' | 'subscribe'>,
) => ({
  nameOf: (vehicleId: VehicleId): string | null | undefined => {
    const snapshot = selection.getSnapshot();
    if (!snapshot.hasTag('loaded') || fleetData.getSnapshot().context.vehiclesFailure !== null) {
      return undefined;
    }
    return snapshot.context.vehicles.find((v) => v.vehicleId === vehicleId)?.name ?? null;
  },
  subscribe: (listener: () => void) => {
    const subscriptions = [selection.subscribe(() => listener()), fleetData.subscribe(() => listener())];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  },
});
