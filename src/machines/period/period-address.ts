import { watchFact, type FactWatcher } from '../shared/fact-watch';
import { parsePeriod } from './period.rules';
import type { AddressChanged, PeriodAddress, PeriodAddressWrite } from './period.types';

/**
 * The address (`?vehicle=12&from=2026-11-08&to=2026-11-22`) as a port the period machine is given:
 * read, watch and replace the query. The browser's lives with the views; tests use a memory one.
 * Picks replace the history entry instead of pushing one: Back leaves the report rather than stepping
 * through every period tried, and a bookmark or shared link still carries the last one.
 */
export interface AddressPort {
  /** The query, with or without its leading `?`. */
  read(): string;
  subscribe(listener: () => void): { unsubscribe(): void };
  /** Replaces the current history entry's query. */
  replace(search: string): void;
}

export const ADDRESS_PARAMS = { vehicle: 'vehicle', from: 'from', to: 'to' } as const;

const VEHICLE_ID = /^[1-9]\d{0,9}$/;

/** The vehicle and period an address names (null for what is missing or invalid). */
export const readAddress = (search: string): PeriodAddress => {
  const params = new URLSearchParams(search);
  const vehicle = params.get(ADDRESS_PARAMS.vehicle);
  const vehicleId = vehicle !== null && VEHICLE_ID.test(vehicle) ? Number(vehicle) : null;
  return {
    vehicleId: vehicleId !== null && vehicleId <= 2147483647 ? vehicleId : null,
    period: parsePeriod(params.get(ADDRESS_PARAMS.from), params.get(ADDRESS_PARAMS.to)),
  };
};

/** The query with the vehicle and period written in; other parameters stay. `?`-prefixed or empty. */
export const writeAddress = (search: string, { vehicleId, period }: PeriodAddressWrite): string => {
  const params = new URLSearchParams(search);
  if (vehicleId === null) params.delete(ADDRESS_PARAMS.vehicle);
  else if (vehicleId !== undefined) params.set(ADDRESS_PARAMS.vehicle, String(vehicleId));
  if (period === null) {
    params.delete(ADDRESS_PARAMS.from);
    params.delete(ADDRESS_PARAMS.to);
  } else {
    params.set(ADDRESS_PARAMS.from, period.startDate);
    params.set(ADDRESS_PARAMS.to, period.endDate);
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
};

/** The period's `watchAddress`: the address's vehicle and period, told when either changes. */
export const createAddressWatcher = (port: AddressPort): FactWatcher<AddressChanged> =>
  watchFact({
    source: {
      getSnapshot: () => port.read(),
      subscribe: (listener) => port.subscribe(() => listener(port.read())),
    },
    select: (search) => readAddress(search),
    equals: (a, b) =>
      a.vehicleId === b.vehicleId &&
      a.period?.startDate === b.period?.startDate &&
      a.period?.endDate === b.period?.endDate,
    toEvent: (address): AddressChanged => ({ type: 'address.changed', ...address }),
  });

/** The period's `writeAddress` output: replaces the query when it would change. */
export const addressWriter =
  (port: AddressPort) =>
  (_: unknown, address: PeriodAddressWrite): void => {
    const current = port.read();
    const next = writeAddress(current, address);
    if (new URLSearchParams(next).toString() !== new URLSearchParams(current).toString()) port.replace(next);
  };

/** An address port kept in memory (tests, stories). */
export const memoryAddressPort = (initial = ''): AddressPort & { readonly writes: string[] } => {
  let search = initial;
  const listeners = new Set<() => void>();
  const writes: string[] = [];
  return {
    writes,
    read: () => search,
    subscribe: (listener) => {
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
    replace: (next) => {
      search = next;
      writes.push(next);
      for (const listener of listeners) listener();
    },
  };
};
