import { fromPromise } from 'xstate';
import { callAuth, type ApiClient } from '../../api/api-client';
import { toApiFailure } from '../../api/api-failure';
import {
  getActiveVehicleList,
  getDatasheet,
  getLiveData,
  getLiveDataForVehicle,
  getUserVehicles,
  saveLocomotiveComment,
  type Datasheet,
  type FuelConsumptionSettings,
  type Language,
  type VehicleEntry,
  type VehicleId,
  type VehicleListItem,
} from '../../api/contract';
import type { LastVehicleList } from './last-vehicle-list';
import type { LiveDetailData } from './live-detail.types';

/** Input of `loadLiveData` (getLiveData): the vehicle ids, sent comma-joined in one request. */
export interface LiveDataRequest {
  readonly vehicleIds: readonly VehicleId[];
}
/** Input of `loadLiveDetail` (getLiveDataForVehicle, spec 000 §7). */
export interface LiveDetailRequest {
  readonly vehicleId: VehicleId;
  readonly view: string;
  readonly userSessionId: string;
  readonly isDemoUser: boolean;
  readonly language: Language;
}
/** Input of `loadDatasheet` (getDatasheet). */
export interface DatasheetRequest {
  readonly vehicleId: VehicleId;
}
/** Input of `saveDatasheet` (saveLocomotiveComment). */
export interface SaveDatasheetRequest {
  readonly wpId: number;
  readonly comment: string;
  readonly fuelConsumption: FuelConsumptionSettings;
}

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`The fleet actor '${name}' was not provided (see createAppActors).`));

/** The fleet data machine's calls; the defaults reject (tests and stories provide fakes). */
export const fleetDataActorDefaults = {
  loadUserVehicles: fromPromise<readonly VehicleListItem[], void>(notProvided('loadUserVehicles')),
  loadLiveData: fromPromise<readonly VehicleEntry[], LiveDataRequest>(notProvided('loadLiveData')),
  loadActiveVehicles: fromPromise<readonly VehicleEntry[], void>(notProvided('loadActiveVehicles')),
};
/** The dashboard fetch machine's call. */
export const dashboardFetchActorDefaults = {
  loadLiveData: fleetDataActorDefaults.loadLiveData,
};
/** The live-data detail machine's call. */
export const liveDetailActorDefaults = {
  loadLiveDetail: fromPromise<LiveDetailData, LiveDetailRequest>(notProvided('loadLiveDetail')),
};
/** The datasheet machine's calls. */
export const datasheetActorDefaults = {
  loadDatasheet: fromPromise<Datasheet, DatasheetRequest>(notProvided('loadDatasheet')),
  saveDatasheet: fromPromise<void, SaveDatasheetRequest>(notProvided('saveDatasheet')),
};

/** The real calls of every fleet machine, grouped by machine for `.provide({ actors })`. */
export interface FleetApiActors {
  readonly fleetData: typeof fleetDataActorDefaults;
  readonly dashboardFetch: typeof dashboardFetchActorDefaults;
  readonly liveDetail: typeof liveDetailActorDefaults;
  readonly datasheet: typeof datasheetActorDefaults;
}

/**
 * The real actors: every call goes through the typed API client with the access token read at call
 * time (a refresh in between is picked up) and passes the abort signal on, so leaving the state that
 * invoked a call cancels it.
 */
export const createFleetApiActors = (
  api: ApiClient,
  getAccessToken: () => string | null,
  /** Keeps the user's vehicle list on the device for offline starts (issue 8); none: not kept. */
  lastVehicles?: LastVehicleList,
): FleetApiActors => {
  const auth = (signal: AbortSignal) => callAuth(getAccessToken(), signal);
  const loadLiveData = fromPromise<readonly VehicleEntry[], LiveDataRequest>(async ({ input, signal }) => {
    // The query schema needs at least one id; nobody selected means nothing to ask for.
    if (input.vehicleIds.length === 0) return [];
    const answer = await api.call(getLiveData, {
      ...auth(signal),
      query: { vehicleIds: input.vehicleIds.join(',') },
    });
    return answer.items;
  });
  return {
    fleetData: {
      loadUserVehicles: fromPromise<readonly VehicleListItem[], void>(async ({ signal }) => {
        try {
          const { items } = await api.call(getUserVehicles, auth(signal));
          lastVehicles?.save(items);
          return items;
        } catch (error) {
          // No answer (offline): the list last loaded here, so the logbook works on (issue 8).
          const kept = toApiFailure(error)._tag === 'NetworkError' ? (lastVehicles?.read() ?? null) : null;
          if (kept === null) throw error;
          return kept;
        }
      }),
      loadLiveData,
      loadActiveVehicles: fromPromise<readonly VehicleEntry[], void>(
        async ({ signal }) => (await api.call(getActiveVehicleList, auth(signal))).items,
      ),
    },
    dashboardFetch: { loadLiveData },
    liveDetail: {
      // The last notification table reads the notification preview (spec 000 §7: skip 0, top 1) of
      // the vehicle; if that call fails, the live data's own notificationResp stands (spec 000 §8).
      loadLiveDetail: fromPromise<LiveDetailData, LiveDetailRequest>(async ({ input, signal }) => {
        const [detail, preview] = await Promise.all([
          api.call(getLiveDataForVehicle, {
            ...auth(signal),
            params: { vehicleId: input.vehicleId },
            query: {
              currentView: input.view,
              userSessionId: input.userSessionId,
              isDemoUser: input.isDemoUser ? 'true' : 'false',
              language: input.language,
            },
          }),
          // The notifications contract loads with the live view, not on the login route.
          import('../../api/contract/notifications.contract')
            .then(({ getNotificationPreview }) =>
              api.call(getNotificationPreview, {
                ...auth(signal),
                query: { vehicleIds: String(input.vehicleId), skip: 0, top: 1 },
              }),
            )
            .catch(() => null),
        ]);
        if (preview === null) return detail;
        const newest = preview.items[0];
        return {
          ...detail,
          notificationResp: newest ? { timestamp: newest.timestamp, type: newest.type } : null,
        };
      }),
    },
    datasheet: {
      loadDatasheet: fromPromise<Datasheet, DatasheetRequest>(({ input, signal }) =>
        api.call(getDatasheet, { ...auth(signal), params: { vehicleId: input.vehicleId } }),
      ),
      saveDatasheet: fromPromise<void, SaveDatasheetRequest>(async ({ input, signal }) => {
        // Any status but 200 rejects (the API client checks the contract's success status).
        await api.call(saveLocomotiveComment, {
          ...auth(signal),
          params: { wpId: input.wpId },
          body: { comment: input.comment, fuelConsumption: JSON.stringify(input.fuelConsumption) },
        });
      }),
    },
  };
};
