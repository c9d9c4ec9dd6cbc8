import type { ApiFailure } from '../../api/api-failure';
import type { VehicleId } from '../../api/contract';
import type { ConnectivityChanged, SessionChanged } from '../shared/app-facts';
import type { FleetView } from './fleet.types';

/**
 * The public interface of the fleet data machine (app-wide; `AppActors.fleetData`): loads the user's
 * vehicles once logged in and ready, polls live data every 30 s while online, and refreshes the active
 * vehicles 15 s after each poll on dashboard and livedata (spec 000 §4 Polling). The data itself goes to
 * the selection actor through named actions the composition root provides (`deliverVehicles`,
 * `deliverLiveData`, `deliverActiveVehicles`); failures of the live-data poll go to the connection-error
 * actor (`reportLiveDataFailure`). Views read only the flags below.
 */

/** What the fleet data machine knows. */
export interface FleetDataContext {
  /** Logged in with the profile loaded (the session's `ready` tag). */
  readonly ready: boolean;
  /** The current view (the active-vehicle refresh runs on dashboard and livedata). */
  readonly view: FleetView;
  /** The connectivity actor's online flag. */
  readonly online: boolean;
  /** The active organisation the vehicles were loaded for. */
  readonly organisationId: string | null;
  /**
   * The user may read live data (gateway/telematics read). Without it (logbook read only) the
   * vehicle list is loaded and nothing is polled.
   */
  readonly liveData: boolean;
  /** The user's vehicle ids (getUserVehicles); the live-data poll asks for these. */
  readonly vehicleIds: readonly VehicleId[];
  /** The last vehicle list load failed (the list is then empty, spec 000 §8); retried every 30 s. */
  readonly vehiclesFailure: ApiFailure | null;
  /** The last live-data poll failed; cleared by the next success. */
  readonly liveDataFailure: ApiFailure | null;
  /** The last active-vehicle refresh failed; cleared by the next success. */
  readonly activeVehiclesFailure: ApiFailure | null;
  /** Epoch ms of the last live data received ("last data time"); null before the first. */
  readonly lastDataAt: number | null;
}

/**
 * The start (tests and stories). The app hands in nothing: its watchers send the session, the
 * connectivity and the view when the actor starts.
 */
export interface FleetDataInput {
  readonly view?: FleetView;
  readonly online?: boolean;
  readonly ready?: boolean;
  readonly organisationId?: string | null;
  /** Default false: the session watcher tells it with `ready`. */
  readonly liveData?: boolean;
}

/** The route changed (the `watchView` watcher follows the selection actor's `view`). */
export interface ViewChanged {
  readonly type: 'view.changed';
  readonly view: FleetView;
}

/** Events, named by who speaks. All of them come from the machine's own watchers. */
export type FleetDataEvent =
  /**
   * The session changed: ready (logged in, profile loaded) or not, and the active organisation.
   * A new organisation while ready reloads the vehicles.
   */
  | SessionChanged
  /** The connectivity actor's flag changed; polling pauses while offline and fetches at once on return. */
  | ConnectivityChanged
  | ViewChanged;

/**
 * Tags:
 * - `inactive`: logged out or not ready; nothing is fetched
 * - `loadingVehicles`: the vehicle list is loading
 * - `paused`: ready but offline; polling waits for the connection
 * - `listOnly`: the list is loaded and, without live-data read, nothing is polled
 */
export type FleetDataTag = 'inactive' | 'loadingVehicles' | 'paused' | 'listOnly';
