import type {
  Datasheet,
  LocomotiveCommentBody,
  VehicleEntry,
  VehicleListItem,
  WeatherInfo,
} from '../../src/api/contract';
import type { Clock } from '../clock';
import type { Db } from '../db/db';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/route';
import type { CallerScope } from '../accounts/caller-scope';
import { encodeAnswer, type PreEncodedJson } from '../http/pre-encoded';
import { localDayOf } from '../telemetry/local-day';
import { createAnswerCache } from './answer-cache';
import { requireFleetReader } from './fleet-access';
import { readVehicles, windowOf } from './vehicle-rows';
import { lastNotification } from '../notifications/last-notification';
import type { WeatherProvider } from '../telemetry/weather-provider';
import { readDatasheet } from './datasheet';
import { readFleet, readOneVehicle, readVehicleList } from './fleet-reader';
import { saveLocomotiveComment } from './locomotive-comment-save';
import type { CommentView } from './locomotive-comments';
import { toListItem, toVehicleEntry, vehicleBase } from './vehicle-entry';
import { weatherAtVehicle } from './vehicle-weather';

export interface FleetDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly weather: WeatherProvider | undefined;
  readonly log: (message: string, error?: unknown) => void;
}

type Language = 'de-DE' | 'en-GB';
const ACTIVE_WITHIN_MS = 15 * 60_000;
const MAX_VEHICLE_ID = 2_147_483_647;

/** Comma-joined ids as numbers; ids no vehicle can have are left out, like unknown ones. */
const parseIds = (list: string): number[] => [
  ...new Set(
    list
      .split(',')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id >= 1 && id <= MAX_VEHICLE_ID),
  ),
];

const getLiveDataForVehicle = async (
  deps: FleetDeps,
  caller: Caller,
  vehicleId: number,
  language: Language,
) => {
  const { row, now } = await readOneVehicle(deps, caller, vehicleId);
  const [weather, datasheet, notification] = await Promise.all([
    weatherAtVehicle(deps, row, language, now),
    readDatasheet(deps.db, row.id, caller.accountId),
    lastNotification(deps.db, row.id, windowOf(row)),
  ]);
  return {
    notificationResp: notification,
    weatherResp: weather && {
      icon: weather.icon,
      summary: weather.summary,
      temperature: weather.temperature,
    },
    datasheet,
  };
};

const getWeatherInfo = async (
  deps: FleetDeps,
  caller: Caller,
  vehicleId: number,
  language: Language,
): Promise<WeatherInfo> => {
  const { row, now } = await readOneVehicle(deps, caller, vehicleId);
  const weather = await weatherAtVehicle(deps, row, language, now);
  if (!weather)
    throw new ApiError(404, 'not_found', 'No weather: the vehicle has no position, or none is available.');
  return weather;
};

/**
 * The caller's access windows over the requested vehicles, as part of the cache key: callers
 * without windows (most) share answers; limited callers get answers cut to their windows.
 */
const windowsKey = (scope: CallerScope, sortedIds: readonly number[]): string =>
  scope.accessWindows
    .filter((w) => includesSorted(sortedIds, w.vehicleId))
    .map((w) => w.text)
    .join(';');

const includesSorted = (sorted: readonly number[], id: number): boolean => {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = sorted[middle]!;
    if (value === id) return true;
    if (value < id) low = middle + 1;
    else high = middle - 1;
  }
  return false;
};

interface IdList {
  readonly ids: readonly number[];
  readonly key: string;
}

/**
 * Parsed vehicle id lists by their text: every open dashboard of a fleet polls with the same list,
 * so it is split, checked and sorted once, not on every poll (the newest 100 lists are kept: at most
 * 5,000 ids each, a few MB in all).
 */
const createIdListParser = () => {
  const lists = new Map<string, IdList>();
  return (text: string): IdList => {
    const hit = lists.get(text);
    if (hit) return hit;
    const ids = parseIds(text).sort((a, b) => a - b);
    const list = { ids, key: ids.join(',') };
    lists.set(text, list);
    if (lists.size > 100) lists.delete(lists.keys().next().value as string);
    return list;
  };
};

/** Live data answers are shared for 2 s: devices report every 10 s, dashboards poll every 30 s. */
const LIVE_DATA_CACHE_MS = 2_000;

/** The fleet operations (spec 000 §7 Vehicle data calls), each authorised on the server. */
export const createFleetService = (deps: FleetDeps) => {
  const liveDataCache = createAnswerCache<PreEncodedJson>({
    ttlMs: LIVE_DATA_CACHE_MS,
    maxEntries: 1_000,
    now: () => Date.now(),
  });
  const idList = createIdListParser();
  return {
    // The two static lists are also for logbook-only callers (see requireVehicleListReader).
    getVehicleMetadata: async (caller: Caller) => ({
      items: (await readVehicleList(deps, caller)).rows.map(vehicleBase),
    }),
    getUserVehicles: async (caller: Caller): Promise<{ items: VehicleListItem[] }> => {
      const { rows, liveData } = await readVehicleList(deps, caller);
      return { items: rows.map((row) => toListItem(row, liveData)) };
    },
    getActiveVehicleList: async (caller: Caller): Promise<{ items: VehicleEntry[] }> => {
      const since = new Date(deps.clock.now().getTime() - ACTIVE_WITHIN_MS);
      const { rows, today } = await readFleet(deps, caller, { reportedSince: since });
      // A vehicle whose recent record lies outside the caller's window is not active for them.
      return { items: rows.map((r) => toVehicleEntry(r, today)).filter((e) => e.live !== null) };
    },
    getLiveData: async (caller: Caller, vehicleIds: string): Promise<PreEncodedJson> => {
      // Authorised per request; only the encoded answer is shared (see answer-cache.ts).
      const scope = await requireFleetReader(deps.db, caller);
      const { ids, key: idsKey } = idList(vehicleIds);
      const key = `${scope.organisationId}|${idsKey}|${windowsKey(scope, ids)}`;
      return liveDataCache.get(key, async () => {
        const today = localDayOf(deps.clock.now().getTime());
        const rows = await readVehicles(deps.db, scope, today, { ids });
        return encodeAnswer(JSON.stringify({ items: rows.map((r) => toVehicleEntry(r, today)) }));
      });
    },
    getLiveDataForVehicle: (caller: Caller, vehicleId: number, language: Language = 'de-DE') =>
      getLiveDataForVehicle(deps, caller, vehicleId, language),
    getWeatherInfo: (caller: Caller, vehicleId: number, language: Language = 'de-DE') =>
      getWeatherInfo(deps, caller, vehicleId, language),
    getDatasheet: async (caller: Caller, vehicleId: number): Promise<Datasheet> =>
      readDatasheet(deps.db, (await readOneVehicle(deps, caller, vehicleId)).row.id, caller.accountId),
    saveLocomotiveComment: (
      caller: Caller,
      wpId: number,
      body: typeof LocomotiveCommentBody.Type,
    ): Promise<{ comments: CommentView[] }> => saveLocomotiveComment(deps, caller, wpId, body),
  };
};

export type FleetService = ReturnType<typeof createFleetService>;
