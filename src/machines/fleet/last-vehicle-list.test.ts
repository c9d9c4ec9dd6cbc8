import { createActor, toPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/api-client';
import { fixtureItems } from './fleet.fixtures';
import { createFleetApiActors } from './fleet.actors';
import { createLastVehicleList, LAST_VEHICLE_LIST_STORAGE_KEY } from './last-vehicle-list';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const memoryStorage = (): Storage => {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
};

describe('the vehicle list kept on the device (issue 8: the logbook panel offline)', () => {
  it('hands back the list of the same account and organisation only', () => {
    const storage = memoryStorage();
    let scope: string | null = 'driver\norg-1';
    const kept = createLastVehicleList(storage, () => scope);
    expect(kept.read()).toBeNull();
    kept.save(fixtureItems);
    expect(kept.read()).toEqual(fixtureItems);
    scope = 'driver\norg-2';
    expect(kept.read()).toBeNull();
    scope = null;
    kept.save([]);
    expect(kept.read()).toBeNull();
  });

  it('ignores what does not decode', () => {
    const storage = memoryStorage();
    storage.setItem(LAST_VEHICLE_LIST_STORAGE_KEY, '{"scope":"s","items":[{"vehicleId":"x"}]}');
    expect(createLastVehicleList(storage, () => 's').read()).toBeNull();
    storage.setItem(LAST_VEHICLE_LIST_STORAGE_KEY, 'not json');
    expect(createLastVehicleList(storage, () => 's').read()).toBeNull();
  });

  it('loadUserVehicles keeps each list and answers with it when there is no answer, not on an error status', async () => {
    const kept = createLastVehicleList(memoryStorage(), () => 'driver\norg-1');
    let answer: () => Promise<Response> = async () => json(200, { items: fixtureItems });
    const fetch = vi.fn(() => answer());
    const actors = createFleetApiActors(createApiClient({ fetch }), () => 'token', kept);
    const load = () => toPromise(createActor(actors.fleetData.loadUserVehicles).start());

    expect(await load()).toEqual(fixtureItems);
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await load()).toEqual(fixtureItems);
    answer = async () => json(500, { error: 'internal', message: 'down' });
    await expect(load()).rejects.toThrow('HTTP 500');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('without a kept list an offline load fails as before', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const actors = createFleetApiActors(createApiClient({ fetch }), () => 'token');
    await expect(toPromise(createActor(actors.fleetData.loadUserVehicles).start())).rejects.toThrow();
  });
});
