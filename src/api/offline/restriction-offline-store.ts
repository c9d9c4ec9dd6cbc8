import type { VehicleRestrictions } from '../contract/restrictions.contract';
import type { StoreScope } from './logbook-offline-store';

/** An acknowledgement made on the device while the server could not be reached (issue 30 §2). */
export interface QueuedAcknowledgement extends StoreScope {
  readonly vehicleId: number;
  readonly restrictionId: number;
  /** When the driver acknowledged, ISO; sent as `acknowledgedAt`. */
  readonly acknowledgedAt: string;
}

/**
 * The device's copy of what the drawer's restriction gate needs offline: each vehicle's restrictions
 * as last read, and the acknowledgements not yet sent. Kept per account and organisation like the
 * logbook; its own small database, so the logbook's schema and its upgrades stay untouched.
 */
export interface RestrictionOfflineStore {
  keep(scope: StoreScope, restrictions: VehicleRestrictions): Promise<void>;
  /** The vehicle's restrictions as last read; null when never read on this device. */
  read(scope: StoreScope, vehicleId: number): Promise<VehicleRestrictions | null>;
  queue(ack: QueuedAcknowledgement): Promise<void>;
  /** The queued acknowledgements of the scope (of one vehicle when given), oldest first. */
  queued(scope: StoreScope, vehicleId?: number): Promise<readonly QueuedAcknowledgement[]>;
  drop(ack: QueuedAcknowledgement): Promise<void>;
}

const DATABASE = 'rail-portal-restrictions';
const VEHICLES = 'vehicles';
const ACKS = 'acknowledgements';
const SCOPE = ['accountId', 'organisationId'];

interface KeptRecord extends StoreScope {
  readonly vehicleId: number;
  readonly restrictions: VehicleRestrictions;
}

const done = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

const open = (factory: IDBFactory): Promise<IDBDatabase> => {
  const request = factory.open(DATABASE, 1);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(VEHICLES, { keyPath: [...SCOPE, 'vehicleId'] });
    request.result.createObjectStore(ACKS, { keyPath: [...SCOPE, 'vehicleId', 'restrictionId'] });
  };
  const opened = done(request);
  // Held back by another tab's older connection: answer at once instead of waiting without end.
  return Promise.race([
    opened,
    new Promise<never>((_, reject) => {
      request.onblocked = () => reject(new Error('The restrictions store is blocked by another tab'));
    }),
  ]);
};

const byOldest = (a: QueuedAcknowledgement, b: QueuedAcknowledgement) =>
  a.acknowledgedAt.localeCompare(b.acknowledgedAt);

/**
 * A failing device database must not fail the online read or the sync push: reading answers nothing
 * kept, keeping and dropping are skipped (warned); only queueing an acknowledgement fails (the gate
 * stays closed, nothing is lost).
 */
const tolerant = (store: RestrictionOfflineStore): RestrictionOfflineStore => {
  const warned =
    <T>(fallback: T) =>
    (error: unknown): T => {
      console.warn('[restrictions] the device store failed', error);
      return fallback;
    };
  return {
    keep: (scope, restrictions) => store.keep(scope, restrictions).catch(warned(undefined)),
    read: (scope, vehicleId) => store.read(scope, vehicleId).catch(warned(null)),
    queue: (ack) => store.queue(ack),
    queued: (scope, vehicleId) => store.queued(scope, vehicleId).catch(warned([])),
    drop: (ack) => store.drop(ack).catch(warned(undefined)),
  };
};

/** The store in IndexedDB (survives a reload); without IndexedDB it keeps nothing. */
export const createIndexedDbRestrictionStore = (factory: IDBFactory | undefined): RestrictionOfflineStore =>
  factory ? tolerant(indexedDbStore(factory)) : createMemoryRestrictionStore();

const indexedDbStore = (factory: IDBFactory): RestrictionOfflineStore => {
  let db: Promise<IDBDatabase> | null = null;
  const store = async (name: string, mode: IDBTransactionMode) => {
    db ??= open(factory);
    return (await db).transaction(name, mode).objectStore(name);
  };
  return {
    keep: async (scope, restrictions) => {
      const record: KeptRecord = { ...scope, vehicleId: restrictions.vehicleId, restrictions };
      await done((await store(VEHICLES, 'readwrite')).put(record));
    },
    read: async (scope, vehicleId) => {
      const key = [scope.accountId, scope.organisationId, vehicleId];
      const record = (await done((await store(VEHICLES, 'readonly')).get(key))) as KeptRecord | undefined;
      return record?.restrictions ?? null;
    },
    queue: async (ack) => {
      await done((await store(ACKS, 'readwrite')).put(ack));
    },
    queued: async (scope, vehicleId) => {
      const all = (await done((await store(ACKS, 'readonly')).getAll())) as QueuedAcknowledgement[];
      return all
        .filter(
          (a) =>
            a.accountId === scope.accountId &&
            a.organisationId === scope.organisationId &&
            (vehicleId === undefined || a.vehicleId === vehicleId),
        )
        .toSorted(byOldest);
    },
    drop: async (ack) => {
      const key = [ack.accountId, ack.organisationId, ack.vehicleId, ack.restrictionId];
      await done((await store(ACKS, 'readwrite')).delete(key));
    },
  };
};

/** The same in memory: tests, stories, and browsers without IndexedDB (lost on reload). */
export const createMemoryRestrictionStore = (): RestrictionOfflineStore => {
  const kept = new Map<string, VehicleRestrictions>();
  const acks = new Map<string, QueuedAcknowledgement>();
  const key = (scope: StoreScope, ...rest: number[]) =>
    JSON.stringify([scope.accountId, scope.organisationId, ...rest]);
  return {
    keep: (scope, restrictions) => {
      kept.set(key(scope, restrictions.vehicleId), restrictions);
      return Promise.resolve();
    },
    read: (scope, vehicleId) => Promise.resolve(kept.get(key(scope, vehicleId)) ?? null),
    queue: (ack) => {
      acks.set(key(ack, ack.vehicleId, ack.restrictionId), ack);
      return Promise.resolve();
    },
    queued: (scope, vehicleId) =>
      Promise.resolve(
        [...acks.values()]
          .filter(
            (a) =>
              a.accountId === scope.accountId &&
              a.organisationId === scope.organisationId &&
              (vehicleId === undefined || a.vehicleId === vehicleId),
          )
          .toSorted(byOldest),
      ),
    drop: (ack) => {
      acks.delete(key(ack, ack.vehicleId, ack.restrictionId));
      return Promise.resolve();
    },
  };
};
