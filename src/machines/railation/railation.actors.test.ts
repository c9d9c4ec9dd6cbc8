import { createActor, toPromise } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../api/api-client';
import { FIXTURE_COUNTS } from './railation-directory.fixtures';
import { createRailationApiActors } from './railation.actors';

describe('the railation calls', () => {
  const recording = () => {
    const calls: { operationId: string; input: unknown }[] = [];
    const client: ApiClient = {
      call: (endpoint, input) => {
        calls.push({ operationId: endpoint.operationId, input });
        return Promise.resolve(FIXTURE_COUNTS as never);
      },
    };
    return { calls, client };
  };

  it('asks for the ticked categories (every one when none is), the term when there is one, and the page', async () => {
    const { calls, client } = recording();
    const actors = createRailationApiActors({ api: client, getAccessToken: () => 'at-1' });
    await toPromise(
      createActor(actors.loadPage, { input: { categories: [3, 11], search: 'Ham', page: 2 } }).start(),
    );
    await toPromise(
      createActor(actors.loadPage, { input: { categories: [3], search: '', page: 1 } }).start(),
    );
    await toPromise(
      createActor(actors.loadPage, { input: { categories: [], search: 'Hamburg', page: 1 } }).start(),
    );
    expect(calls.map((c) => (c.input as { query: unknown }).query)).toEqual([
      { categories: '3,11', search: 'Ham', page: 2 },
      { categories: '3', page: 1 },
      { search: 'Hamburg', page: 1 },
    ]);
    expect((calls[0]?.input as { accessToken?: string }).accessToken).toBe('at-1');
  });

  it('sends no token in a public frame without a session', async () => {
    const { calls, client } = recording();
    const actors = createRailationApiActors({ api: client, getAccessToken: () => null });
    await toPromise(createActor(actors.loadPlace, { input: { placeId: 's1' } }).start());
    expect(calls[0]).toMatchObject({
      operationId: 'getRailationPlace',
      input: { params: { placeId: 's1' } },
    });
    expect((calls[0]?.input as { accessToken?: string }).accessToken).toBeUndefined();
  });

  it('asks for the markers of the categories and the area, all categories when none is ticked', async () => {
    const { calls, client } = recording();
    const actors = createRailationApiActors({ api: client, getAccessToken: () => 'at-1' });
    await toPromise(
      createActor(actors.loadMarkers, { input: { categories: [10], bbox: '5,47,15,55' } }).start(),
    );
    await toPromise(createActor(actors.loadMarkers, { input: { categories: [], bbox: null } }).start());
    expect(calls.map((c) => (c.input as { query: unknown }).query)).toEqual([
      { categories: '10', bbox: '5,47,15,55' },
      {},
    ]);
  });
});
