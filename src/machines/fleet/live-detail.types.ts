import type { ApiFailure } from '../../api/api-failure';
import type { Datasheet, Language, VehicleId } from '../../api/contract';
import type { ConnectivityChanged } from '../shared/app-facts';
import type { FleetView } from './fleet.types';

/**
 * The public interface of the live-data detail machine (per view: the livedata screen creates an actor
 * of `AppActors.fleetViews.liveDetail`, which has the API calls and the failure report provided): the
 * active vehicle's notification, weather and datasheet, fetched 200 ms after the vehicle settles,
 * refreshed every 30 s while online, and the manual update (spec 000 §2 Live-data detail). A failure
 * goes to the app-wide connection-error actor (named action `reportFailure`), which shows the 'Connection
 * Error' snackbar unless offline (spec 000 §8).
 */

/** The answer of getLiveDataForVehicle. */
export interface LiveDetailData {
  readonly notificationResp: { readonly timestamp: string; readonly type: string } | null;
  readonly weatherResp: {
    readonly icon: string;
    readonly summary: string;
    readonly temperature: number;
  } | null;
  readonly datasheet: Datasheet;
}

/** What the live-detail machine knows. */
export interface LiveDetailContext {
  /** The vehicle shown (the last entry of the active list); null: none active. */
  readonly vehicleId: VehicleId | null;
  readonly view: FleetView;
  readonly userSessionId: string;
  readonly isDemoUser: boolean;
  readonly language: Language;
  readonly online: boolean;
  /** The last answer for `vehicleId`; cleared when the vehicle changes. */
  readonly data: LiveDetailData | null;
  /** Epoch ms of `data`. */
  readonly loadedAt: number | null;
  /** The last fetch failed; cleared by the next success. */
  readonly failure: ApiFailure | null;
  /** Epoch ms of the last manual update; its loading flag clears 750 ms later. */
  readonly manualUpdateAt: number | null;
}

/** What the screen hands in. */
export interface LiveDetailInput {
  /** Sent with the call as `currentView` (spec 000 §7). */
  readonly view: FleetView;
  /** Sent as `userSessionId` (default 12453, spec 000 §9). */
  readonly userSessionId: string;
  readonly isDemoUser: boolean;
  readonly language: Language;
  /** The start (tests and stories); the app leaves it out: the `watchVehicle` watcher sends it. */
  readonly vehicleId?: VehicleId | null;
  /** The start (tests and stories); the app leaves it out: `watchConnectivity` sends it. */
  readonly online?: boolean;
}

/** The active vehicle changed (the `watchVehicle` watcher follows `selectLastActive`). */
export interface VehicleChanged {
  readonly type: 'view.vehicleChanged';
  readonly vehicleId: VehicleId | null;
}

/** Events, named by who speaks. */
export type LiveDetailEvent =
  /** Restarts the 200 ms debounce. */
  | VehicleChanged
  /** The manual update button: fetch now; the `loading` tag shows for 750 ms. */
  | { readonly type: 'user.refreshLiveData' }
  /** The connectivity actor's flag: the refresh pauses while offline and fetches at once on return. */
  | ConnectivityChanged;

/**
 * Tags:
 * - `fetching`: a call is running (with `context.data === null`: the first load, show a spinner)
 * - `loading`: the manual-update loading flag (on for 750 ms after `user.refreshLiveData`)
 * - `noVehicle`: no active vehicle
 * - `paused`: offline; refreshes wait for the connection
 */
export type LiveDetailTag = 'fetching' | 'loading' | 'noVehicle' | 'paused';
