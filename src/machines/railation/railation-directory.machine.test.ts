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
    name: 'no list request while no category is ticked',
    holds: (o) => implies(ctx(o).categories.length === 0, !asking(o) && !tagged(o, 'listShown')),
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

describe('railation directory (filters, search, paging, detail)', () => {
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

  it('closes the list when the last category is unticked or the filters are reset', async () => {
    const { actor } = start();
    actor.send({ type: 'user.toggleCategory', categoryId: 3 });
    await wait(RAILATION_DEBOUNCE_MS);
    actor.send({ type: 'user.toggleCategory', categoryId: 3 });
    expect(actor.getSnapshot().hasTag('listShown')).toBe(false);
    actor.send({ type: 'user.toggleCategory', categoryId: 11 });
    actor.send({ type: 'user.search', text: 'Kiel' });
    actor.send({ type: 'user.resetFilters' });
    expect(actor.getSnapshot().context).toMatchObject({
      categories: [],
      search: '',
      searchText: '',
      places: [],
    });
  });
});
