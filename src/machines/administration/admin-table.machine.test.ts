import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { contextOf, implies, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import {
  adminTableFixtures,
  FIXTURE_FIRST_PAGE,
  FIXTURE_NOW,
  fixtureTableMachine,
  serializeAdminTable,
  type FixtureRow,
} from './admin-table.fixtures';
import { pageExists } from './admin-table.machine';
import {
  ADMIN_SEARCH_DEBOUNCE_MS,
  type AdminPage,
  type AdminPageRequest,
  type AdminRowChange,
  type AdminTableContext,
} from './admin-table.types';

const ctx = contextOf<AdminTableContext<FixtureRow, string>>;
const loading = (o: Parameters<typeof tagged>[0]) => o.pending.some((call) => call.id === 'load');
const saving = (o: Parameters<typeof tagged>[0]) => o.pending.some((call) => call.id === 'save');
const invariants: readonly ModelInvariant[] = [
  {
    name: 'the page shown always exists',
    holds: (o) => pageExists(ctx(o).page, ctx(o).pageSize, Math.max(ctx(o).totalCount, 1)),
  },
  { name: 'never a load and a save at once', holds: (o) => !(loading(o) && saving(o)) },
  {
    name: 'a save runs only with its change kept',
    holds: (o) => implies(tagged(o, 'saving'), ctx(o).pending !== null),
  },
];

describeModel('administration table machine (model-based)', {
  machine: fixtureTableMachine,
  inputs: adminTableFixtures.inputs,
  eventVariants: adminTableFixtures.eventVariants,
  now: FIXTURE_NOW,
  invariants,
  serializeState: serializeAdminTable,
  onCoverage: (report) =>
    console.info(
      `admin-table coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

beforeEach(() => {
  vi.useFakeTimers({ now: FIXTURE_NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const start = (save: (change: AdminRowChange<string>) => Promise<FixtureRow>) => {
  const requests: AdminPageRequest[] = [];
  const machine = fixtureTableMachine.provide({
    actors: {
      load: fromPromise<AdminPage<FixtureRow>, AdminPageRequest>(({ input }) => {
        requests.push(input);
        return Promise.resolve(FIXTURE_FIRST_PAGE);
      }),
      save: fromPromise<FixtureRow, AdminRowChange<string>>(({ input }) => save(input)),
    },
  });
  return { actor: createActor(machine).start(), requests };
};
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('administration table (paging, search, saving)', () => {
  it('asks the server for 20 rows, then the page and size chosen', async () => {
    const { actor, requests } = start((c) => Promise.resolve({ key: c.key, text: c.change }));
    await settle();
    actor.send({ type: 'user.goToPage', page: 2 });
    await settle();
    actor.send({ type: 'user.goToPage', page: 3 }); // 45 rows: no fourth page of 20
    actor.send({ type: 'user.setPageSize', pageSize: 10 });
    await settle();
    expect(requests).toEqual([
      { top: 20, skip: 0, search: '' },
      { top: 20, skip: 40, search: '' },
      { top: 10, skip: 0, search: '' },
    ]);
  });

  it('searches 0.3 s after the last key, from the first page', async () => {
    const { actor, requests } = start((c) => Promise.resolve({ key: c.key, text: c.change }));
    await settle();
    actor.send({ type: 'user.goToPage', page: 1 });
    await settle();
    actor.send({ type: 'user.search', search: 'Zu' });
    await vi.advanceTimersByTimeAsync(ADMIN_SEARCH_DEBOUNCE_MS - 1);
    actor.send({ type: 'user.search', search: ' Zug ' });
    await vi.advanceTimersByTimeAsync(ADMIN_SEARCH_DEBOUNCE_MS);
    expect(requests.at(-1)).toEqual({ top: 20, skip: 0, search: 'Zug' });
    expect(requests).toHaveLength(3);
  });

  it('replaces the saved row with the stored one and keeps a failed change for its row', async () => {
    let fail = true;
    const { actor } = start((c) =>
      fail ? Promise.reject(new Error('400 body.de')) : Promise.resolve({ key: c.key, text: `${c.change}!` }),
    );
    await settle();
    actor.send({ type: 'user.save', key: 'common->row1', change: 'Hallo' });
    actor.send({ type: 'user.goToPage', page: 1 }); // held while saving
    await settle();
    expect(actor.getSnapshot().hasTag('saveFailed')).toBe(true);
    expect(actor.getSnapshot().context.pending).toEqual({ key: 'common->row1', change: 'Hallo' });
    expect(actor.getSnapshot().context.page).toBe(0);
    fail = false;
    actor.send({ type: 'user.save', key: 'common->row1', change: 'Hallo' });
    await settle();
    expect(actor.getSnapshot().hasTag('saved')).toBe(true);
    expect(actor.getSnapshot().context.items[1]).toEqual({ key: 'common->row1', text: 'Hallo!' });
    expect(actor.getSnapshot().context.savedKey).toBe('common->row1');
  });
});
