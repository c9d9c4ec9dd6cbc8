import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import type { NotificationPage } from '../../api/contract';
import { httpError } from '../session/session.fixtures';
import {
  FIXTURE_HISTORY_PERIOD,
  fixtureHistoryPage,
  historyListFixtures,
  serializeHistoryList,
} from './history-list.fixtures';
import { historyListMachine } from './history-list.machine';
import { nextSort, orderByOf, pageCount } from './history-list.rules';
import type { HistoryListContext, HistoryListInput, HistoryListRequest } from './history-list.types';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const ctx = contextOf<HistoryListContext>;

const invariants: readonly ModelInvariant[] = [
  {
    name: 'without a period nothing is fetched',
    holds: (o) => implies(ctx(o).period === null, noCall(o)),
  },
  {
    name: 'loading exactly while one request is in flight',
    holds: (o) => tagged(o, 'loading') === (callsOf(o).length === 1),
  },
  {
    name: 'the request asks for the context: vehicles, period, sort, 50 from the page',
    holds: (o) =>
      callsOf(o).every((call) => {
        const input = call.input as HistoryListRequest;
        const c = ctx(o);
        return (
          input.vehicleIds === c.vehicleIds &&
          input.period === c.period &&
          input.orderBy === orderByOf(c.sort) &&
          input.top === 50 &&
          input.skip === (c.page - 1) * 50
        );
      }),
  },
  {
    name: 'a failure is held exactly when failed',
    holds: (o) => tagged(o, 'failed') === (ctx(o).failure !== null),
  },
  {
    name: 'ready shows a page; empty only when it has no events',
    holds: (o) =>
      implies(tagged(o, 'ready'), ctx(o).result !== null) &&
      implies(tagged(o, 'empty'), ctx(o).result?.items.length === 0),
  },
  { name: 'the page is never below 1', holds: (o) => ctx(o).page >= 1 },
];

describeModel('history list machine (model-based)', {
  machine: historyListMachine,
  inputs: historyListFixtures.inputs,
  eventVariants: historyListFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeHistoryList,
});

const start = (
  input: HistoryListInput,
  answer: (request: HistoryListRequest) => Promise<NotificationPage>,
) => {
  const calls: HistoryListRequest[] = [];
  const aborted: HistoryListRequest[] = [];
  const actor = createActor(
    historyListMachine.provide({
      actors: {
        loadPage: fromPromise<NotificationPage, HistoryListRequest>(({ input: request, signal }) => {
          calls.push(request);
          signal.addEventListener('abort', () => aborted.push(request));
          return answer(request);
        }),
      },
    }),
    { input },
  );
  actor.start();
  return { actor, calls, aborted };
};
const after = (ms: number, page: NotificationPage) =>
  new Promise<NotificationPage>((resolve) => setTimeout(() => resolve(page), ms));

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('history list (rules)', () => {
  it('asks for the first 50 of the selected vehicles, newest first (spec 001 §9)', async () => {
    const { actor, calls } = start(historyListFixtures.inputs.selected, () =>
      after(10, fixtureHistoryPage(1, 120)),
    );
    expect(calls).toEqual([
      { vehicleIds: [101, 102], period: FIXTURE_HISTORY_PERIOD, orderBy: 'timestamp desc', top: 50, skip: 0 },
    ]);
    await vi.advanceTimersByTimeAsync(10);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(pageCount(actor.getSnapshot().context)).toBe(3);
  });

  it('pages by 50 and a new sort, period or selection goes back to the first page', async () => {
    const { actor, calls } = start(historyListFixtures.inputs.selected, () =>
      after(0, fixtureHistoryPage(1, 120)),
    );
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.goToPage', page: 3 });
    expect(calls.at(-1)?.skip).toBe(100);
    actor.send({ type: 'user.sort', sort: { key: 'type', direction: 'asc' } });
    expect(calls.at(-1)).toMatchObject({ skip: 0, orderBy: 'type asc' });
    actor.send({ type: 'user.goToPage', page: 2 });
    actor.send({ type: 'selection.changed', vehicleIds: [102] });
    expect(calls.at(-1)).toMatchObject({ skip: 0, vehicleIds: [102] });
    actor.send({ type: 'user.goToPage', page: 2 });
    const period = { startDate: '2026-11-01', endDate: '2026-11-02' };
    actor.send({ type: 'period.changed', period });
    expect(calls.at(-1)).toMatchObject({ skip: 0, period });
  });

  it('ignores the same selection or period again (no refetch)', async () => {
    const { actor, calls } = start(historyListFixtures.inputs.selected, () =>
      after(0, fixtureHistoryPage(1, 3)),
    );
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'selection.changed', vehicleIds: [101, 102] });
    actor.send({ type: 'period.changed', period: { ...FIXTURE_HISTORY_PERIOD } });
    expect(calls).toHaveLength(1);
  });

  it('ignores a stale answer: a slow first page never replaces the newer query', async () => {
    const slow = fixtureHistoryPage(1, 120);
    const fresh = { ...fixtureHistoryPage(1, 2), orderBy: 'type asc' };
    const { actor, aborted } = start(historyListFixtures.inputs.selected, (request) =>
      request.orderBy === 'timestamp desc' ? after(500, slow) : after(100, fresh),
    );
    actor.send({ type: 'user.sort', sort: { key: 'type', direction: 'asc' } });
    expect(aborted).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context.result).toBe(fresh);
  });

  it('shows the empty state, and fails with retry', async () => {
    let fail = true;
    const { actor, calls } = start(historyListFixtures.inputs.allVehicles, () =>
      fail ? Promise.reject(httpError(500)) : after(0, fixtureHistoryPage(1, 0)),
    );
    expect(calls[0]?.vehicleIds).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    fail = false;
    actor.send({ type: 'user.retry' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('empty')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('goes back to the last page that has events when the page ran past the end', async () => {
    const { actor, calls } = start(historyListFixtures.inputs.selected, (request) =>
      after(0, fixtureHistoryPage(request.skip / 50 + 1, 60)),
    );
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.goToPage', page: 3 });
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.skip)).toEqual([0, 100, 50]);
    expect(actor.getSnapshot().context.page).toBe(2);
  });

  it('waits for a period', () => {
    const { actor, calls } = start(historyListFixtures.inputs.noPeriod, () =>
      after(0, fixtureHistoryPage(1, 1)),
    );
    expect(actor.getSnapshot().hasTag('waiting')).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('flips the direction on the same column; a new column starts ascending (the date descending)', () => {
    expect(nextSort({ key: 'timestamp', direction: 'desc' }, 'timestamp')).toEqual({
      key: 'timestamp',
      direction: 'asc',
    });
    expect(nextSort({ key: 'timestamp', direction: 'desc' }, 'type')).toEqual({
      key: 'type',
      direction: 'asc',
    });
    expect(nextSort({ key: 'type', direction: 'asc' }, 'timestamp')).toEqual({
      key: 'timestamp',
      direction: 'desc',
    });
  });
});
