import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSendableRailationSearch, RAILATION_LIMITS } from '../../api/contract/railation-limits';
import { describeModel } from '../../../tests/model/run-model';
import { contextOf, implies, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import {
  FIXTURE_COUNTS,
  FIXTURE_FIRST_PAGE,
  FIXTURE_NOW,
  FIXTURE_SECOND_PAGE,
  railationDirectoryFixtures,
  serializeRailationDirectory,
} from './railation-directory.fixtures';
import { railationDirectoryMachine } from './railation-directory.machine';
import {
  RAILATION_DEBOUNCE_MS,
  type RailationDirectoryContext,
  type RailationPage,
  type RailationPageRequest,
} from './railation-directory.types';

const ctx = contextOf<RailationDirectoryContext>;
const asking = (o: Parameters<typeof tagged>[0]) =>
  o.pending.some((call) => call.id === 'loadPage' || call.id === 'loadMore');
const invariants: readonly ModelInvariant[] = [
  {
    name: 'no list request while no category is ticked and nothing is searched',
    holds: (o) =>
      implies(ctx(o).categories.length === 0 && ctx(o).search === '', !asking(o) && !tagged(o, 'listShown')),
  },
  {
    name: 'the list shows whenever a category is ticked or a term is searched',
    holds: (o) => implies(ctx(o).categories.length > 0 || ctx(o).search !== '', tagged(o, 'listShown')),
  },
  {
    name: 'the term asked for is empty or at least 3 characters',
    holds: (o) => isSendableRailationSearch(ctx(o).search),
  },
  {
    name: 'never more places than there are, nor than the pages loaded hold',
    holds: (o) =>
      ctx(o).places.length <= Math.max(ctx(o).total, 0) &&
      ctx(o).places.length <= ctx(o).page * RAILATION_LIMITS.pageSize,
  },
];

describeModel('railation directory machine (model-based)', {
  machine: railationDirectoryMachine,
  inputs: railationDirectoryFixtures.inputs,
  eventVariants: railationDirectoryFixtures.eventVariants,
  now: FIXTURE_NOW,
  invariants,
  serializeState: serializeRailationDirectory,
  onCoverage: (report) =>
    console.info(
      `railation-directory coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

beforeEach(() => {
  vi.useFakeTimers({ now: FIXTURE_NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

const start = (pages: (request: RailationPageRequest) => RailationPage = () => FIXTURE_FIRST_PAGE) => {
  const requests: RailationPageRequest[] = [];
  const machine = railationDirectoryMachine.provide({
    actors: {
      loadCategories: fromPromise(() => Promise.resolve(FIXTURE_COUNTS)),
      loadPage: fromPromise<RailationPage, RailationPageRequest>(({ input }) => {
        requests.push(input);
        return Promise.resolve(pages(input));
      }),
    },
  });
  return { actor: createActor(machine).start(), requests };
};
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('railation directory (search, filters, paging)', () => {
  it('asks once, 300 ms after the last tick, for every ticked category', async () => {
    const { actor, requests } = start();
    actor.send({ type: 'user.toggleCategory', categoryId: 3 });
    await wait(RAILATION_DEBOUNCE_MS - 50);
    actor.send({ type: 'user.toggleCategory', categoryId: 11 });
    await wait(RAILATION_DEBOUNCE_MS - 50);
    expect(requests).toEqual([]);
    await wait(50);
    expect(requests).toEqual([{ categories: [3, 11], search: '', page: 1 }]);
  });

  it('sends a term only when empty or at least 3 characters', async () => {
    const { actor, requests } = start();
    actor.send({ type: 'user.toggleCategory', categoryId: 3 });
    await wait(RAILATION_DEBOUNCE_MS);
    for (const text of ['H', 'Ha', 'Ham', 'Ham ', '']) {
      actor.send({ type: 'user.search', text });
      await wait(RAILATION_DEBOUNCE_MS);
    }
    expect(requests.map((r) => r.search)).toEqual(['', 'Ham', '']);
    expect(actor.getSnapshot().context.searchText).toBe('');
  });

  it('loads the next page on scrolling and stops at the last', async () => {
    const { actor, requests } = start((r) => (r.page === 1 ? FIXTURE_FIRST_PAGE : FIXTURE_SECOND_PAGE));
    actor.send({ type: 'user.toggleCategory', categoryId: 3 });
    await wait(RAILATION_DEBOUNCE_MS);
    actor.send({ type: 'user.loadMore' });
    await wait(0);
    actor.send({ type: 'user.loadMore' });
    await wait(0);
    expect(requests.map((r) => r.page)).toEqual([1, 2]);
    expect(actor.getSnapshot().context.places).toHaveLength(130);
  });

  it('searches every category from the start, without a tick, and closes when the term is cleared', async () => {
    const { actor, requests } = start();
    actor.send({ type: 'user.search', text: 'Ha' });
    await wait(RAILATION_DEBOUNCE_MS);
    expect(requests).toEqual([]);
    expect(actor.getSnapshot().hasTag('listShown')).toBe(false);
    actor.send({ type: 'user.search', text: 'Hamburg' });
    expect(actor.getSnapshot().hasTag('listShown')).toBe(true);
    await wait(RAILATION_DEBOUNCE_MS);
    expect(requests).toEqual([{ categories: [], search: 'Hamburg', page: 1 }]);
    expect(actor.getSnapshot().context.places).toHaveLength(100);
    // Shortened below 3 characters: the list keeps the last term's places.
    actor.send({ type: 'user.search', text: 'Ha' });
    expect(actor.getSnapshot().hasTag('listShown')).toBe(true);
    actor.send({ type: 'user.search', text: '' });
    expect(actor.getSnapshot().hasTag('listShown')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ search: '', searchText: '', places: [] });
    await wait(RAILATION_DEBOUNCE_MS);
    expect(requests).toHaveLength(1);
  });

  it('a tick narrows the search to the category; unticking the last widens it to every category again', async () => {
    const { actor, requests } = start();
    actor.send({ type: 'user.search', text: 'Kiel' });
    await wait(RAILATION_DEBOUNCE_MS);
    actor.send({ type: 'user.toggleCategory', categoryId: 3 });
    await wait(RAILATION_DEBOUNCE_MS);
    actor.send({ type: 'user.toggleCategory', categoryId: 3 });
    expect(actor.getSnapshot().hasTag('listShown')).toBe(true);
    await wait(RAILATION_DEBOUNCE_MS);
    expect(requests).toEqual([
      { categories: [], search: 'Kiel', page: 1 },
      { categories: [3], search: 'Kiel', page: 1 },
      { categories: [], search: 'Kiel', page: 1 },
    ]);
  });

  it('closes the list when the last category is unticked or the filters are reset with nothing searched', async () => {
    const { actor } = start();
    actor.send({ type: 'user.toggleCategory', categoryId: 3 });
    await wait(RAILATION_DEBOUNCE_MS);
    actor.send({ type: 'user.toggleCategory', categoryId: 3 });
    expect(actor.getSnapshot().hasTag('listShown')).toBe(false);
    actor.send({ type: 'user.toggleCategory', categoryId: 11 });
    actor.send({ type: 'user.search', text: 'Ki' });
    actor.send({ type: 'user.resetFilters' });
    expect(actor.getSnapshot().hasTag('listShown')).toBe(false);
    // The box keeps what was typed; only the categories were reset.
    expect(actor.getSnapshot().context).toMatchObject({
      categories: [],
      search: '',
      searchText: 'Ki',
      places: [],
    });
  });

  it('resetting the filters unticks every category and keeps the term: the search runs over all', async () => {
    const { actor, requests } = start();
    actor.send({ type: 'user.toggleCategory', categoryId: 3 });
    actor.send({ type: 'user.toggleCategory', categoryId: 11 });
    actor.send({ type: 'user.search', text: 'Kiel' });
    await wait(RAILATION_DEBOUNCE_MS);
    actor.send({ type: 'user.resetFilters' });
    await wait(RAILATION_DEBOUNCE_MS);
    expect(requests).toEqual([
      { categories: [3, 11], search: 'Kiel', page: 1 },
      { categories: [], search: 'Kiel', page: 1 },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ categories: [], search: 'Kiel' });
  });
});
