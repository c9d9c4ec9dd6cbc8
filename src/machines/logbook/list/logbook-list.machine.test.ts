import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../../tests/model/replay-path';
import { httpError } from '../../session/session.fixtures';
import {
  FIXTURE_LIST_PERIOD,
  FIXTURE_OTHER_PERIOD,
  fixtureEntry,
  fixturePage,
  logbookListFixtures,
  serializeLogbookList,
} from './logbook-list.fixtures';
import { logbookListMachine } from './logbook-list.machine';
import { exportFilter, isPageSelected, selectedCountOf } from './logbook-list.rules';
import type { LogbookListContext, LogbookListPage, LogbookListRequest } from './logbook-list.types';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const ctx = contextOf<LogbookListContext>;

const invariants: readonly ModelInvariant[] = [
  {
    name: 'without an organisation nothing is fetched',
    holds: (o) => implies(!ctx(o).ready || ctx(o).organisationId === null, noCall(o)),
  },
  {
    name: 'the loading tag is on exactly while one request is in flight',
    holds: (o) => tagged(o, 'loading') === (callsOf(o).length === 1),
  },
  {
    name: 'the request asks for the page, the sort and the filter of the context',
    holds: (o) =>
      callsOf(o).every((call) => {
        const input = call.input as LogbookListRequest;
        const c = ctx(o);
        return (
          input.skip === (c.page - 1) * c.pageSize &&
          input.top === c.pageSize &&
          input.orderby === c.orderby &&
          input.filter ===
            (c.scope === 'drafts'
              ? "status eq 'created'"
              : [
                  c.vehicleId === null ? 'vehicleIdRef ne null' : `vehicleIdRef eq ${c.vehicleId}`,
                  ...(c.period
                    ? [`createDay ge '${c.period.startDate}'`, `createDay le '${c.period.endDate}'`]
                    : []),
                ].join(' and '))
        );
      }),
  },
  {
    name: 'the drafts never narrow to a date range',
    holds: (o) => implies(ctx(o).scope === 'drafts', ctx(o).period === null),
  },
  {
    name: 'the snackbar shows exactly while it has a notice',
    holds: (o) => tagged(o, 'snackbar') === (ctx(o).notice !== null),
  },
  {
    name: 'the spinner shows only while loading',
    holds: (o) => implies(tagged(o, 'spinner'), tagged(o, 'loading')),
  },
];

describeModel('logbook list machine (model-based)', {
  machine: logbookListMachine,
  inputs: logbookListFixtures.inputs,
  eventVariants: logbookListFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeLogbookList,
});

const start = (input = logbookListFixtures.inputs.vehicle, answer: () => Promise<LogbookListPage>) => {
  const calls: LogbookListRequest[] = [];
  const persisted = vi.fn();
  const actor = createActor(
    logbookListMachine.provide({
      actors: {
        loadEntries: fromPromise<LogbookListPage, LogbookListRequest>(({ input: request }) => {
          calls.push(request);
          return answer();
        }),
      },
      actions: { persistOrderBy: (_, params) => void persisted(params) },
    }),
    { input },
  );
  actor.start();
  return { actor, calls, persisted };
};
const after = (ms: number, page: LogbookListPage) => () =>
  new Promise<LogbookListPage>((resolve) => setTimeout(() => resolve(page), ms));
const id = (n: number) => fixtureEntry(n).header.logbookEntryId;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('logbook list (rules)', () => {
  it('asks for 20 entries of the vehicle, newest first, and keeps when it fetched', async () => {
    const { actor, calls } = start(undefined, after(10, fixturePage(1, 45)));
    expect(calls).toEqual([
      {
        organisationId: 'org-1',
        top: 20,
        skip: 0,
        filter: "vehicleIdRef eq 203 and createDay ge '2026-11-08' and createDay le '2026-11-22'",
        orderby: 'createTimestamp desc',
      },
    ]);
    await vi.advanceTimersByTimeAsync(10);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    expect(actor.getSnapshot().context.lastFetchedAt).toBe(NOW + 10);
  });

  it('shows the spinner only after 500 ms', async () => {
    const { actor } = start(undefined, after(2_000, fixturePage(1, 45)));
    await vi.advanceTimersByTimeAsync(499);
    expect(actor.getSnapshot().hasTag('spinner')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag('spinner')).toBe(true);
  });

  it('sorts remotely from the first page and persists the sort', async () => {
    const { actor, calls, persisted } = start(undefined, after(0, fixturePage(1, 45)));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.goToPage', page: 3 });
    expect(calls.at(-1)?.skip).toBe(40);
    actor.send({ type: 'user.sort', orderby: 'commentsCount asc' });
    expect(calls.at(-1)).toMatchObject({ skip: 0, orderby: 'commentsCount asc' });
    expect(persisted).toHaveBeenCalledWith({ orderby: 'commentsCount asc' });
  });

  it('selects all across pages with the deselected rows as exclusions, and builds the export filter', async () => {
    const { actor } = start(undefined, after(0, fixturePage(1, 45)));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.toggleEntry', id: id(1) });
    actor.send({ type: 'user.toggleEntry', id: id(2) });
    expect(exportFilter(actor.getSnapshot().context)).toBe(`logbookEntryId in ('${id(1)}','${id(2)}')`);
    actor.send({ type: 'user.selectAllPages' });
    actor.send({ type: 'user.toggleEntry', id: id(3) });
    actor.send({ type: 'user.toggleEntry', id: id(4) });
    const { context } = actor.getSnapshot();
    expect(selectedCountOf(context)).toBe(43);
    expect(isPageSelected(context)).toBe(false);
    expect(exportFilter(context)).toBe(
      `vehicleIdRef eq 203 and createDay ge '2026-11-08' and createDay le '2026-11-22' and logbookEntryId not in ('${id(3)}','${id(4)}')`,
    );
    actor.send({ type: 'user.selectPage' });
    expect(selectedCountOf(actor.getSnapshot().context)).toBe(45);
    actor.send({ type: 'user.deselectAll' });
    expect(exportFilter(actor.getSnapshot().context)).toBeNull();
  });

  it('goes back to the first page with nothing selected when the vehicle or organisation changes', async () => {
    const { actor, calls } = start(undefined, after(0, fixturePage(2, 45)));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.goToPage', page: 2 });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.selectPage' });
    actor.send({ type: 'view.vehicleChanged', vehicleId: 204 });
    expect(actor.getSnapshot().context).toMatchObject({ page: 1, selection: { mode: 'include', ids: [] } });
    expect(calls.at(-1)).toMatchObject({
      skip: 0,
      filter: "vehicleIdRef eq 204 and createDay ge '2026-11-08' and createDay le '2026-11-22'",
    });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.selectAllPages' });
    actor.send({ type: 'session.changed', ready: true, organisationId: 'org-2', liveData: true });
    expect(actor.getSnapshot().context.selection.mode).toBe('include');
    expect(calls.at(-1)).toMatchObject({ organisationId: 'org-2', skip: 0 });
  });

  it('a new date range asks for the entries created on its days, from page 1 with nothing selected; the export of every page keeps it', async () => {
    const { actor, calls } = start(undefined, after(0, fixturePage(2, 45)));
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.goToPage', page: 2 });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.selectPage' });
    // The watcher telling the range in force (e.g. at start) fetches nothing.
    actor.send({ type: 'period.changed', period: { ...FIXTURE_LIST_PERIOD } });
    expect(calls).toHaveLength(2);
    actor.send({ type: 'period.changed', period: FIXTURE_OTHER_PERIOD });
    expect(actor.getSnapshot().context).toMatchObject({
      page: 1,
      period: FIXTURE_OTHER_PERIOD,
      selection: { mode: 'include', ids: [] },
    });
    expect(calls.at(-1)).toMatchObject({
      skip: 0,
      filter: "vehicleIdRef eq 203 and createDay ge '2026-10-01' and createDay le '2026-10-31'",
    });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'user.selectAllPages' });
    expect(exportFilter(actor.getSnapshot().context)).toBe(
      "vehicleIdRef eq 203 and createDay ge '2026-10-01' and createDay le '2026-10-31'",
    );
  });

  it('shows "errors (status)" for 3 s when the list fails with a status above 204', async () => {
    const { actor } = start(undefined, () => Promise.reject(httpError(503)));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.notice).toEqual({ key: 'labels.listFailed', status: 503 });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(actor.getSnapshot().hasTag('snackbar')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().hasTag('snackbar')).toBe(false);
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
  });

  it('offline (the fetch failed) the device rows can still be ticked and cleared (issue 8)', async () => {
    const { actor } = start(undefined, () => Promise.reject(new TypeError('Failed to fetch')));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    actor.send({ type: 'user.toggleEntry', id: id(1) });
    actor.send({ type: 'user.toggleEntry', id: id(2) });
    expect(selectedCountOf(actor.getSnapshot().context)).toBe(2);
    actor.send({ type: 'user.toggleEntry', id: id(1) });
    expect(actor.getSnapshot().context.selection).toEqual({ mode: 'include', ids: [id(2)] });
    actor.send({ type: 'user.deselectAll' });
    expect(selectedCountOf(actor.getSnapshot().context)).toBe(0);
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
  });

  it('a page opening asks again only when no fetch runs and the last answer is 10 s old (issue 35)', async () => {
    const { actor, calls } = start(logbookListFixtures.inputs.drafts, after(100, fixturePage(1, 3, 15)));
    // The drafts load at start; the page opens while they do: no second request.
    actor.send({ type: 'list.opened' });
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(actor.getSnapshot().hasTag('ready')).toBe(true);
    await vi.advanceTimersByTimeAsync(9_999);
    actor.send({ type: 'list.opened' });
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    actor.send({ type: 'list.opened' });
    expect(calls).toHaveLength(2);
    // A refresh (an entry changed, a sync pushed) restarts even a running fetch.
    actor.send({ type: 'list.refresh' });
    expect(calls).toHaveLength(3);
  });

  it('a page opening after a failed fetch (offline) asks again at once', async () => {
    const { actor, calls } = start(logbookListFixtures.inputs.drafts, () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    actor.send({ type: 'list.opened' });
    expect(calls).toHaveLength(2);
  });

  it('the drafts ask for the open entries of the organisation, 15 a page, whatever the vehicle and date range', async () => {
    const { actor, calls } = start(
      { ...logbookListFixtures.inputs.drafts, period: FIXTURE_LIST_PERIOD },
      after(0, fixturePage(1, 3, 15)),
    );
    actor.send({ type: 'view.vehicleChanged', vehicleId: 204 });
    actor.send({ type: 'period.changed', period: FIXTURE_OTHER_PERIOD });
    expect(calls.map((c) => c.filter)).toEqual(["status eq 'created'", "status eq 'created'"]);
    expect(calls[0]?.top).toBe(15);
  });
});
