import { Either, Schema } from 'effect';
import { VehicleListItem } from '../../api/contract';

/** The localStorage key of the vehicle list last loaded on this device (issue 8). */
export const LAST_VEHICLE_LIST_STORAGE_KEY = 'lastVehicleList';

const StoredList = Schema.parseJson(
  Schema.Struct({ scope: Schema.String, items: Schema.Array(VehicleListItem) }),
);
const encodeList = Schema.encodeSync(StoredList);
const decodeList = Schema.decodeUnknownEither(StoredList);

/**
 * The user's vehicle list as last loaded, kept on the device for the account and organisation it
 * belongs to (`scope`), so a reload offline still shows the vehicle panel and the driver keeps
 * working the logbook (spec 001 §4 Offline and sync). One list is kept: the last scope's.
 */
export interface LastVehicleList {
  /** Keeps `items` for the current scope (nothing without a scope; a full storage is only logged). */
  save(items: readonly VehicleListItem[]): void;
  /** The list kept for the current scope; null when there is none, or it is another scope's. */
  read(): readonly VehicleListItem[] | null;
}

export const createLastVehicleList = (storage: Storage, scope: () => string | null): LastVehicleList => ({
  save: (items) => {
    const current = scope();
    if (current === null) return;
    try {
      storage.setItem(LAST_VEHICLE_LIST_STORAGE_KEY, encodeList({ scope: current, items }));
    } catch (error) {
      console.warn('[fleet] keeping the vehicle list failed', error);
    }
  },
  read: () => {
    const current = scope();
    let raw: string | null = null;
    try {
      raw = storage.getItem(LAST_VEHICLE_LIST_STORAGE_KEY);
    } catch {
      return null;
    }
    if (current === null || raw === null) return null;
    const decoded = decodeList(raw);
    return Either.isRight(decoded) && decoded.right.scope === current ? decoded.right.items : null;
  },
});
