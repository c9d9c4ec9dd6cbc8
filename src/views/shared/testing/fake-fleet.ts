import { createActor, fromPromise, setup } from 'xstate';
import type { Datasheet, VehicleEntry, VehicleListItem } from '../../../api/contract/fleet.contract';
import { connectionErrorMachine } from '../../../machines/fleet/connection-error.machine';
import type {
  DatasheetRequest,
  LiveDataRequest,
  LiveDetailRequest,
  SaveDatasheetRequest,
} from '../../../machines/fleet/fleet.actors';
import type { FleetDataContext, FleetDataTag } from '../../../machines/fleet/fleet-data.types';
import type { LiveDetailData } from '../../../machines/fleet/live-detail.types';
import { createMapTogglesActor } from '../../../machines/fleet/fleet-app-actors';
import { createSelectionFacts } from '../../../machines/fleet/fleet.facts';
import { vehiclePanelMachine } from '../../../machines/fleet/vehicle-panel.machine';
import { vehicleSelectionMachine } from '../../../machines/fleet/vehicle-selection.machine';
import type {
  FleetRestrictionsContext,
  RestrictionsByVehicle,
} from '../../../machines/restrictions/fleet-restrictions.types';
import { createAppFacts } from '../../../machines/shared/app-facts';
import type { FleetServices } from '../app-services';
import { createFakeConnectivity, createFakeSession } from './fake-actors';

/**
 * Fleet services for view tests and stories: the real (pure) selection and snackbar machines, a
 * stand-in for the polling actor that only carries its flags, and the real per-view machines with
 * their calls answered by the functions given (by default: never settling, so nothing changes unless
 * a test says so).
 */
export interface FakeFleetOptions {
  /** The user's vehicle list; null: not loaded yet. */
  readonly items?: readonly VehicleListItem[] | null;
  /** Live entries already received. */
  readonly entries?: readonly VehicleEntry[];
  /** Vehicles to activate, in this order. */
  readonly activeIds?: readonly number[];
  /** The selection's view at start. */
  readonly view?: string;
  /** The polling actor's vehicle list load is running. */
  readonly loadingVehicles?: boolean;
  readonly online?: boolean;
  /** The active restriction notices by vehicle (default: none). */
  readonly restrictions?: RestrictionsByVehicle;
  readonly loadLiveData?: (request: LiveDataRequest) => Promise<readonly VehicleEntry[]>;
  readonly loadLiveDetail?: (request: LiveDetailRequest) => Promise<LiveDetailData>;
  readonly loadDatasheet?: (request: DatasheetRequest) => Promise<Datasheet>;
  readonly saveDatasheet?: (request: SaveDatasheetRequest) => Promise<void>;
}

const never = <T>(): Promise<T> => new Promise<T>(() => undefined);

const FLEET_DATA_CONTEXT: FleetDataContext = {
  ready: true,
  view: 'dashboard',
  online: true,
  organisationId: 'org-1',
  liveData: true,
  vehicleIds: [],
  vehiclesFailure: null,
  liveDataFailure: null,
  activeVehiclesFailure: null,
  lastDataAt: null,
};

const fakeFleetDataMachine = setup({
  types: { context: {} as FleetDataContext, tags: {} as FleetDataTag },
}).createMachine({
  id: 'fakeFleetData',
  context: () => FLEET_DATA_CONTEXT,
  initial: 'polling',
  states: { polling: {}, loadingVehicles: { tags: 'loadingVehicles' } },
});

const NO_RESTRICTIONS: RestrictionsByVehicle = {};

/** A stand-in for the fleet restrictions actor that only carries what it read. */
const fakeRestrictionsMachine = setup({
  types: { context: {} as FleetRestrictionsContext, input: NO_RESTRICTIONS },
}).createMachine({
  id: 'fakeFleetRestrictions',
  context: ({ input }) => ({
    ready: true,
    organisationId: 'org-1',
    online: true,
    byVehicle: input,
    failure: null,
  }),
});

export const createFakeFleet = (options: FakeFleetOptions = {}): FleetServices => {
  const online = options.online ?? true;
  const selection = createActor(vehicleSelectionMachine, {
    input: { view: options.view ?? 'dashboard', storedSelection: null },
  });
  selection.start();
  if (options.items) selection.send({ type: 'api.vehiclesLoaded', items: options.items });
  if (options.entries) selection.send({ type: 'api.liveDataLoaded', entries: options.entries });
  for (const vehicleId of options.activeIds ?? []) selection.send({ type: 'user.toggleVehicle', vehicleId });

  const fleetData = createActor(fakeFleetDataMachine, {
    snapshot: fakeFleetDataMachine.resolveState({
      value: options.loadingVehicles ? 'loadingVehicles' : 'polling',
      context: { ...FLEET_DATA_CONTEXT, online },
    }),
  });
  fleetData.start();
  // The per-view machines and the snackbar subscribe to a connectivity actor of their own here.
  const facts = createAppFacts({
    session: createFakeSession(),
    connectivity: createFakeConnectivity(online),
  });
  const connectionError = createActor(
    connectionErrorMachine.provide({ actors: { watchConnectivity: facts.connectivity } }),
  );
  connectionError.start();
  const selectionFacts = createSelectionFacts(selection);
  // The app-wide map switches, following this selection's view and vehicle as in the app.
  const mapToggles = createMapTogglesActor(selection, selectionFacts);
  mapToggles.start();
  const panel = createActor(vehiclePanelMachine, { input: { layout: 'desk' } });
  panel.start();
  const restrictions = createActor(fakeRestrictionsMachine, {
    input: options.restrictions ?? NO_RESTRICTIONS,
  });
  restrictions.start();

  return {
    selection,
    fleetData,
    connectionError,
    mapToggles,
    panel,
    restrictions,
    views: {
      api: {
        dashboardFetch: {
          loadLiveData: fromPromise(({ input }: { input: LiveDataRequest }) =>
            (options.loadLiveData ?? never)(input),
          ),
        },
        liveDetail: {
          loadLiveDetail: fromPromise(({ input }: { input: LiveDetailRequest }) =>
            (options.loadLiveDetail ?? never)(input),
          ),
        },
        datasheet: {
          loadDatasheet: fromPromise(({ input }: { input: DatasheetRequest }) =>
            (options.loadDatasheet ?? never)(input),
          ),
          saveDatasheet: fromPromise(({ input }: { input: SaveDatasheetRequest }) =>
            (options.saveDatasheet ?? never)(input),
          ),
        },
      },
      appFacts: facts,
      selectionFacts,
      selection,
      connectionError,
    },
  };
};
