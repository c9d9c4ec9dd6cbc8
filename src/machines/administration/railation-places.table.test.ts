import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/api-client';
import { ApiCallError } from '../../api/api-failure';
import { RAILATION_LIMITS, type RailationPage, type RailationPlaceSummary } from '../../api/contract';
import { ADMIN_PAGE_SIZES, ADMIN_SEARCH_DEBOUNCE_MS } from './admin-table.types';
import { railationPageRequest, railationPlacesTableFor } from './railation-places.table';

const place = (n: number): RailationPlaceSummary => ({
  id: `p${n}`,
  name: n === 142 ? 'Hafen Hamburg' : `Ort ${n}`,
  categories: [3],
  lat: 53.5,
  lng: 10,
  city: 'Hamburg',
  country: 'DE',
});
/** 250 places: three directory pages (100, 100, 50). */
const PLACES = Array.from({ length: 250 }, (_, i) => place(i + 1));

/** A fake server: answers the directory's pages of 100 and deletes; records every call. */
const fakeServer = (deleteFails = false) => {
  const calls: { operationId: string; input: unknown }[] = [];
  const api: ApiClient = {
    call: (endpoint, input) => {
      calls.push({ operationId: endpoint.operationId, input });
      if (endpoint.operationId === 'deleteRailationPlace') {
        return deleteFails
          ? Promise.reject(
              new ApiCallError({ _tag: 'HttpError', status: 404, body: null, retryAfterSeconds: null }),
            )
          : Promise.resolve(undefined as never);
      }
      const query = (input as { query: { page?: number; search?: string } }).query;
      const found = query.search ? PLACES.filter((p) => p.name.includes(query.search ?? '')) : PLACES;
      const page = query.page ?? 1;
      const answer: RailationPage = {
        total: found.length,
        page,
        pageSize: 100,
        items: found.slice((page - 1) * 100, page * 100),
      };
      return Promise.resolve(answer as never);
    },
  };
  const machine = railationPlacesTableFor({ api, getAccessToken: () => 'at-1' });
  return { calls, actor: createActor(machine).start() };
};
const queries = (calls: readonly { operationId: string; input: unknown }[]) =>
  calls
    .filter((c) => c.operationId === 'getRailationPlaces')
    .map((c) => (c.input as { query: unknown }).query);
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the railation places table', () => {
  it('keeps every console page size inside one directory page of 100', () => {
    for (const size of ADMIN_PAGE_SIZES) expect(RAILATION_LIMITS.pageSize % size).toBe(0);
  });

  it('maps the table page onto the directory page and slices its rows', async () => {
    const { actor, calls } = fakeServer();
    await settle();
    expect(actor.getSnapshot().context.items.map((r) => r.id)).toEqual(PLACES.slice(0, 20).map((p) => p.id));
    expect(actor.getSnapshot().context.totalCount).toBe(250);
    actor.send({ type: 'user.goToPage', page: 7 }); // rows 141–160: directory page 2 from row 41
    await settle();
    expect(actor.getSnapshot().context.items[0]?.id).toBe('p141');
    expect(actor.getSnapshot().context.items).toHaveLength(20);
    actor.send({ type: 'user.setPageSize', pageSize: 50 });
    await settle();
    actor.send({ type: 'user.goToPage', page: 4 }); // rows 201–250: the last directory page
    await settle();
    expect(actor.getSnapshot().context.items.map((r) => r.id)).toEqual(PLACES.slice(200).map((p) => p.id));
    expect(queries(calls)).toEqual([{ page: 1 }, { page: 2 }, { page: 1 }, { page: 3 }]);
    expect((calls[0]?.input as { accessToken?: string }).accessToken).toBe('at-1');
  });

  it('sends a search shorter than 3 characters as no search', async () => {
    const { actor, calls } = fakeServer();
    await settle();
    actor.send({ type: 'user.search', search: ' Ha ' });
    await vi.advanceTimersByTimeAsync(ADMIN_SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'user.search', search: 'Hafen' });
    await vi.advanceTimersByTimeAsync(ADMIN_SEARCH_DEBOUNCE_MS);
    expect(queries(calls)).toEqual([{ page: 1 }, { page: 1 }, { page: 1, search: 'Hafen' }]);
    expect(actor.getSnapshot().context.items.map((r) => r.name)).toEqual(['Hafen Hamburg']);
    expect(railationPageRequest({ top: 10, skip: 0, search: '--- ' }).query).toEqual({ page: 1 });
  });

  it('deletes a place and shows its row as removed', async () => {
    const { actor, calls } = fakeServer();
    await settle();
    actor.send({ type: 'user.save', key: 'p3', change: { action: 'delete' } });
    await settle();
    expect(calls.at(-1)).toMatchObject({
      operationId: 'deleteRailationPlace',
      input: { params: { placeId: 'p3' }, accessToken: 'at-1' },
    });
    expect(actor.getSnapshot().hasTag('saved')).toBe(true);
    expect(actor.getSnapshot().context.items[2]).toEqual({ ...place(3), deleted: true });
    expect(actor.getSnapshot().context.items[3]?.deleted).toBeUndefined();
  });

  it('keeps a failed delete for its row', async () => {
    const { actor } = fakeServer(true);
    await settle();
    actor.send({ type: 'user.save', key: 'p3', change: { action: 'delete' } });
    await settle();
    expect(actor.getSnapshot().hasTag('saveFailed')).toBe(true);
    expect(actor.getSnapshot().context.pending?.key).toBe('p3');
    expect(actor.getSnapshot().context.items[2]?.deleted).toBeUndefined();
  });
});
