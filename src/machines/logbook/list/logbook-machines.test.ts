import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { createSelectionFacts } from '../../fleet/fleet.facts';
import { fixtureItems } from '../../fleet/fleet.fixtures';
import type { StoredSelection } from '../../fleet/fleet.types';
import { vehicleSelectionMachine } from '../../fleet/vehicle-selection.machine';
import { createAppFacts, type SessionFactSnapshot } from '../../shared/app-facts';
import { fixturePage } from './logbook-list.fixtures';
import { listFilter } from './logbook-list.rules';
import type { LogbookListPage, LogbookListRequest } from './logbook-list.types';
import { createLogbookMachines } from './logbook-machines';

const never = <T>() => new Promise<T>(() => undefined);

const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
};

/** A session that is ready in org-1 (the list's other fact). */
const readySession = {
  getSnapshot: (): SessionFactSnapshot => ({
    hasTag: () => true,
    context: {
      account: { accountId: 'acc-driver', activeOrganisationId: 'org-1' },
      accessRights: { logbook_entries: { canRead: true } },
      accessToken: 'token',
    },
  }),
  subscribe: () => ({ unsubscribe: () => undefined }),
};
const connectivity = {
  getSnapshot: () => ({ hasTag: () => true }),
  subscribe: () => ({ unsubscribe: () => undefined }),
};

/** The list page's actor over a real vehicle selection started from `stored`; its requests recorded. */
const startList = (stored: StoredSelection, answer: () => Promise<LogbookListPage>) => {
  const filters: string[] = [];
  const selection = createActor(vehicleSelectionMachine, {
    input: { view: 'logbook-all-entries', storedSelection: stored },
  }).start();
  const machines = createLogbookMachines({
    apiActors: {
      calls: { loadEntries: () => never() },
      list: {
        loadEntries: fromPromise<LogbookListPage, LogbookListRequest>(({ input }) => {
          filters.push(input.filter);
          return answer();
        }),
      },
      export: { createExport: fromPromise(() => never()), downloadExport: fromPromise(() => never()) },
      delete: { deleteEntries: fromPromise(() => never()) },
    },
    storage: memoryStorage(),
    facts: createAppFacts({ session: readySession, connectivity }),
    selectionFacts: createSelectionFacts(selection),
    canReadLogbook: () => true,
    saveFile: () => undefined,
  });
  const list = createActor(machines.list).start();
  return {
    filters,
    list,
    vehiclesLoaded: () => selection.send({ type: 'api.vehiclesLoaded', items: fixtureItems }),
    stop: () => {
      list.stop();
      machines.stop();
      selection.stop();
    },
  };
};

describe('the logbook list at start (issue 35)', () => {
  it("asks for the stored vehicle's entries at once, not after the vehicle list, and not twice", async () => {
    const started = startList([{ vehicleId: 101, activeTime: 5 }], () => Promise.resolve(fixturePage(1, 3)));
    expect(started.filters).toEqual([listFilter('all', 101)]);
    // The vehicle list comes with the stored vehicle in it: no second request.
    started.vehiclesLoaded();
    await vi.waitFor(() => expect(started.list.getSnapshot().hasTag('ready')).toBe(true));
    expect(started.filters).toHaveLength(1);
    started.stop();
  });

  it('asks for every vehicle once the vehicle list no longer has the stored one', () => {
    const started = startList([{ vehicleId: 999, activeTime: 5 }], never);
    started.vehiclesLoaded();
    expect(started.filters).toEqual([listFilter('all', 999), listFilter('all', null)]);
    started.stop();
  });
});
