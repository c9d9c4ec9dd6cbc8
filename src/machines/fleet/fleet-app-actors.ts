import { createActor, type ActorRefFrom } from 'xstate';
import type { ApiClient } from '../../api/api-client';
import type { ApiFailure } from '../../api/api-failure';
import type { ConnectivityMachine } from '../connectivity/connectivity.machine';
import { mapFrameMachine, type MapFrameMachine } from '../map/map-frame.machine';
import { mapTogglesMachine, type MapTogglesMachine } from '../map/map-toggles.machine';
import type { SessionMachine } from '../session/session.machine';
import { connectionErrorMachine, type ConnectionErrorMachine } from './connection-error.machine';
import { dashboardFetchMachine, type DashboardFetchMachine } from './dashboard-fetch.machine';
import { datasheetMachine, type DatasheetMachine } from './datasheet.machine';
import { createFleetApiActors } from './fleet.actors';
import { USER_LOCO_LIST_STORAGE_KEY, type StoredSelection } from './fleet.types';
import { fleetDataMachine, type FleetDataMachine } from './fleet-data.machine';
import { liveDetailMachine, type LiveDetailMachine } from './live-detail.machine';
import { parseStoredSelection } from './vehicle-selection.rules';
import { vehicleSelectionMachine, type VehicleSelectionMachine } from './vehicle-selection.machine';

/** The running vehicle selection actor. */
export type VehicleSelectionActor = ActorRefFrom<VehicleSelectionMachine>;
/** The running fleet data (polling) actor. */
export type FleetDataActor = ActorRefFrom<FleetDataMachine>;
/** The running connection-error snackbar actor. */
export type ConnectionErrorActor = ActorRefFrom<ConnectionErrorMachine>;

/**
 * The per-view fleet and map machines with their calls and outputs provided: a screen creates its
 * own actor of one (`useActorRef(fleetViews.liveDetail, { input })`), forwards `connectivity.changed`
 * and its vehicle or selection changes, and the actor dies with the screen.
 */
export interface FleetViewMachines {
  /** Dashboard table fetch; its entries go to the selection, failures to the snackbar. */
  readonly dashboardFetch: DashboardFetchMachine;
  /** Live-data detail; failures go to the snackbar. */
  readonly liveDetail: LiveDetailMachine;
  readonly datasheet: DatasheetMachine;
  /** No calls: the plain machines, here so that every map screen finds them in one place. */
  readonly mapToggles: MapTogglesMachine;
  readonly mapFrame: MapFrameMachine;
}

/** The app-wide fleet actors and the per-view machines. */
export interface FleetActors {
  readonly selection: VehicleSelectionActor;
  readonly fleetData: FleetDataActor;
  readonly connectionError: ConnectionErrorActor;
  readonly fleetViews: FleetViewMachines;
  /** Ends the forwarding and stops the three actors. */
  readonly stop: () => void;
}

/** What {@link createFleetActors} needs from the composition root. */
export interface FleetActorDeps {
  readonly api: ApiClient;
  readonly storage: Storage;
  readonly session: ActorRefFrom<SessionMachine>;
  readonly connectivity: ActorRefFrom<ConnectivityMachine>;
  /** Reads the current access token at call time. */
  readonly getAccessToken: () => string | null;
  /** The view at start: the first path segment (the shell sends `view.changed` on every route change). */
  readonly initialView: string;
}

const sessionFacts = (session: ActorRefFrom<SessionMachine>) => {
  const snapshot = session.getSnapshot();
  return {
    ready: snapshot.hasTag('ready'),
    organisationId: snapshot.context.account?.activeOrganisationId ?? null,
  };
};

/**
 * Creates and starts the vehicle selection, fleet data and connection-error actors with the real API
 * calls, `userLocoList` in storage, and the forwarding between them: fleet data → selection (vehicles,
 * live entries), live-data failures → snackbar, session and connectivity changes → fleet data and
 * snackbar, the selection's view → fleet data, an organisation switch → selection reset.
 */
export const createFleetActors = (deps: FleetActorDeps): FleetActors => {
  const { storage, session, connectivity } = deps;
  const apiActors = createFleetApiActors(deps.api, deps.getAccessToken);
  const online = () => connectivity.getSnapshot().hasTag('online');
  let stored: StoredSelection | null = null;
  try {
    stored = parseStoredSelection(storage.getItem(USER_LOCO_LIST_STORAGE_KEY));
  } catch (error) {
    console.warn('[fleet] reading the stored selection failed', error);
  }

  const selection = createActor(
    vehicleSelectionMachine.provide({
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
  const connectionError = createActor(connectionErrorMachine, { input: { online: online() } });
  const reportFailure = (_: unknown, { failure }: { readonly failure: ApiFailure }) =>
    connectionError.send({ type: 'api.liveDataFailed', failure });
  const fleetData = createActor(
    fleetDataMachine.provide({
      actors: apiActors.fleetData,
      actions: {
        deliverVehicles: (_, { items }) => selection.send({ type: 'api.vehiclesLoaded', items }),
        deliverLiveData: (_, { entries }) => selection.send({ type: 'api.liveDataLoaded', entries }),
        deliverActiveVehicles: (_, { entries }) =>
          selection.send({ type: 'api.activeVehiclesLoaded', entries }),
        reportLiveDataFailure: reportFailure,
      },
    }),
    { input: { view: deps.initialView, online: online(), ...sessionFacts(session) } },
  );

  let last = { ...sessionFacts(session), online: online(), view: deps.initialView };
  const subscriptions = [
    session.subscribe(() => {
      const next = sessionFacts(session);
      if (next.ready === last.ready && next.organisationId === last.organisationId) return;
      // Null → id is the profile arriving (keep the restored selection); id → other id is a switch.
      if (last.organisationId !== null && next.organisationId !== null)
        selection.send({ type: 'session.organisationChanged', organisationId: next.organisationId });
      last = { ...last, ...next };
      fleetData.send({ type: 'session.changed', ...next });
    }),
    connectivity.subscribe(() => {
      const next = online();
      if (next === last.online) return;
      last = { ...last, online: next };
      fleetData.send({ type: 'connectivity.changed', online: next });
      connectionError.send({ type: 'connectivity.changed', online: next });
    }),
    selection.subscribe((snapshot) => {
      if (snapshot.context.view === last.view) return;
      last = { ...last, view: snapshot.context.view };
      fleetData.send({ type: 'view.changed', view: snapshot.context.view });
    }),
  ];
  selection.start();
  connectionError.start();
  fleetData.start();

  return {
    selection,
    fleetData,
    connectionError,
    fleetViews: {
      dashboardFetch: dashboardFetchMachine.provide({
        actors: apiActors.dashboardFetch,
        actions: {
          deliverLiveData: (_, { entries }) => selection.send({ type: 'api.liveDataLoaded', entries }),
          reportFailure,
        },
      }),
      liveDetail: liveDetailMachine.provide({ actors: apiActors.liveDetail, actions: { reportFailure } }),
      datasheet: datasheetMachine.provide({ actors: apiActors.datasheet }),
      mapToggles: mapTogglesMachine,
      mapFrame: mapFrameMachine,
    },
    stop: () => {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      fleetData.stop();
      connectionError.stop();
      selection.stop();
    },
  };
};
