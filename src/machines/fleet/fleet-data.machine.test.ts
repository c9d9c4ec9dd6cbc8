import { createActor, fromPromise } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeModel } from '../../../tests/model/run-model';
import { callsOf, contextOf, implies, noCall, tagged } from '../../../tests/model/invariant-helpers';
import type { ModelInvariant } from '../../../tests/model/replay-path';
import type { FleetDataContext } from './fleet-data.types';
import { ApiCallError } from '../../api/api-failure';
import type { VehicleEntry, VehicleListItem } from '../../api/contract';
import { fixtureEntries, fixtureItems } from './fleet.fixtures';
import type { LiveDataRequest } from './fleet.actors';
import { fleetDataFixtures, serializeFleetData } from './fleet-data.fixtures';
import { fleetDataMachine } from './fleet-data.machine';
import type { FleetDataInput } from './fleet-data.types';

const NOW = Date.UTC(2026, 2, 2, 8, 0, 0);

const ctx = contextOf<FleetDataContext>;
const invariants: readonly ModelInvariant[] = [
  {
    name: 'logged out (not ready), nothing is polled and no vehicles are kept',
    holds: (o) =>
      implies(!ctx(o).ready, noCall(o) && ctx(o).vehicleIds.length === 0 && tagged(o, 'inactive')),
  },
  {
    name: 'offline, no live-data or active-vehicle request is in flight',
    holds: (o) => implies(!ctx(o).online, noCall(o, 'loadLiveData', 'loadActiveVehicles')),
  },
  { name: 'paused, nothing is in flight', holds: (o) => implies(tagged(o, 'paused'), noCall(o)) },
  { name: 'at most one request is in flight', holds: (o) => callsOf(o).length <= 1 },
  {
    name: 'without live-data read, no live-data or active-vehicle request is ever in flight',
    holds: (o) => implies(!ctx(o).liveData, noCall(o, 'loadLiveData', 'loadActiveVehicles')),
  },
  {
    name: 'the listOnly tag is on only without live-data read',
    holds: (o) => implies(tagged(o, 'listOnly'), !ctx(o).liveData),
  },
  {
    name: 'the loadingVehicles tag is on exactly while the list loads',
    holds: (o) => tagged(o, 'loadingVehicles') === (callsOf(o, 'loadUserVehicles').length === 1),
  },
  {
    name: "the poll asks for the user's vehicles",
    holds: (o) =>
      callsOf(o, 'loadLiveData').every(
        (call) =>
          JSON.stringify((call.input as { vehicleIds: unknown }).vehicleIds) ===
          JSON.stringify(ctx(o).vehicleIds),
      ),
  },
];

describeModel('fleet data machine (model-based)', {
  machine: fleetDataMachine,
  inputs: fleetDataFixtures.inputs,
  eventVariants: fleetDataFixtures.eventVariants,
  now: NOW,
  invariants,
  serializeState: serializeFleetData,
  onCoverage: (report) =>
    console.info(
      `fleet data coverage: states ${report.states.covered}/${report.states.total}, ` +
        `transitions ${report.transitions.covered}/${report.transitions.total}`,
    ),
});

const start = (input: Partial<FleetDataInput> = {}, options: { failLiveData?: boolean } = {}) => {
  const loadUserVehicles = vi.fn(async (): Promise<readonly VehicleListItem[]> => fixtureItems);
  const loadLiveData = vi.fn(
    async ({ input: request }: { input: LiveDataRequest }): Promise<readonly VehicleEntry[]> => {
      if (options.failLiveData) throw new ApiCallError({ _tag: 'NetworkError', message: 'down' });
      return fixtureEntries.filter((e) => request.vehicleIds.includes(e.vehicleId));
    },
  );
  const loadActiveVehicles = vi.fn(async (): Promise<readonly VehicleEntry[]> => fixtureEntries.slice(0, 1));
  const delivered = { vehicles: vi.fn(), liveData: vi.fn(), active: vi.fn(), failures: vi.fn() };
  const actor = createActor(
    fleetDataMachine.provide({
      actors: {
        loadUserVehicles: fromPromise(loadUserVehicles),
        loadLiveData: fromPromise(loadLiveData),
        loadActiveVehicles: fromPromise(loadActiveVehicles),
      },
      actions: {
        deliverVehicles: (_, params) => void delivered.vehicles(params),
        deliverLiveData: (_, params) => void delivered.liveData(params),
        deliverActiveVehicles: (_, params) => void delivered.active(params),
        reportLiveDataFailure: (_, params) => void delivered.failures(params),
      },
    }),
    {
      input: {
        view: 'dashboard',
        online: true,
        ready: true,
        organisationId: 'org-1',
        liveData: true,
        ...input,
      },
    },
  );
  actor.start();
  return { actor, loadUserVehicles, loadLiveData, loadActiveVehicles, delivered };
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('fleet data (polling rules)', () => {
  it('loads the vehicles once ready, then polls the live data of all of them every 30 s', async () => {
    const { loadUserVehicles, loadLiveData, delivered, actor } = start({ view: 'reporting' });
    await vi.advanceTimersByTimeAsync(0);
    expect(loadUserVehicles).toHaveBeenCalledTimes(1);
    expect(delivered.vehicles).toHaveBeenCalledWith({ items: fixtureItems });
    expect(loadLiveData).toHaveBeenCalledTimes(1);
    expect(loadLiveData.mock.calls[0]?.[0].input.vehicleIds).toEqual(fixtureItems.map((i) => i.vehicleId));
    expect(delivered.liveData).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.lastDataAt).toBe(NOW);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(loadLiveData).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(loadLiveData).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(loadLiveData).toHaveBeenCalledTimes(3);
    expect(loadUserVehicles).toHaveBeenCalledTimes(1);
  });

  it('refreshes the active vehicles 15 s after each poll on dashboard and livedata only', async () => {
    const { loadActiveVehicles, delivered, actor } = start({ view: 'dashboard' });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(loadActiveVehicles).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(loadActiveVehicles).toHaveBeenCalledTimes(1);
    expect(delivered.active).toHaveBeenCalledWith({ entries: fixtureEntries.slice(0, 1) });
    actor.send({ type: 'view.changed', view: 'livedata' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(loadActiveVehicles).toHaveBeenCalledTimes(2);
    actor.send({ type: 'view.changed', view: 'reporting' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(loadActiveVehicles).toHaveBeenCalledTimes(2);
  });

  it('waits while logged out, and stops when the session ends', async () => {
    const { actor, loadUserVehicles, loadLiveData } = start({
      ready: false,
      organisationId: null,
      liveData: false,
    });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(loadUserVehicles).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('inactive')).toBe(true);
    actor.send({ type: 'session.changed', ready: true, organisationId: 'org-1', liveData: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(loadLiveData).toHaveBeenCalledTimes(1);
    actor.send({ type: 'session.changed', ready: false, organisationId: null, liveData: false });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(loadLiveData).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.vehicleIds).toEqual([]);
  });

  it('reloads the vehicles for another organisation, not for the same one', async () => {
    const { actor, loadUserVehicles } = start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'session.changed', ready: true, organisationId: 'org-1', liveData: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(loadUserVehicles).toHaveBeenCalledTimes(1);
    actor.send({ type: 'session.changed', ready: true, organisationId: 'org-2', liveData: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(loadUserVehicles).toHaveBeenCalledTimes(2);
  });

  it('pauses offline (cancelling a running poll) and fetches at once when back online', async () => {
    const { actor, loadLiveData } = start({ view: 'reporting' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'connectivity.changed', online: false });
    expect(actor.getSnapshot().hasTag('paused')).toBe(true);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(loadLiveData).toHaveBeenCalledTimes(1);
    actor.send({ type: 'connectivity.changed', online: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(loadLiveData).toHaveBeenCalledTimes(2);
  });

  it('passes the abort signal: leaving the state cancels the call', async () => {
    const signals: AbortSignal[] = [];
    const actor = createActor(
      fleetDataMachine.provide({
        actors: {
          loadUserVehicles: fromPromise(({ signal }) => {
            signals.push(signal);
            return new Promise<readonly VehicleListItem[]>(() => {});
          }),
        },
      }),
      { input: { view: 'dashboard', online: true, ready: true, organisationId: 'org-1', liveData: true } },
    );
    actor.start();
    actor.send({ type: 'session.changed', ready: false, organisationId: null, liveData: false });
    expect(signals[0]?.aborted).toBe(true);
  });

  it('reports a failed poll and keeps polling; a failed list means an empty list, retried', async () => {
    const { delivered, actor, loadLiveData } = start({ view: 'reporting' }, { failLiveData: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(delivered.failures).toHaveBeenCalledWith({
      failure: { _tag: 'NetworkError', message: 'down' },
    });
    expect(actor.getSnapshot().context.liveDataFailure).toEqual({ _tag: 'NetworkError', message: 'down' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(loadLiveData).toHaveBeenCalledTimes(2);

    const loadUserVehicles = vi.fn(async (): Promise<readonly VehicleListItem[]> => {
      throw new ApiCallError({ _tag: 'HttpError', status: 500, body: null, retryAfterSeconds: null });
    });
    const deliverVehicles = vi.fn();
    const failing = createActor(
      fleetDataMachine.provide({
        actors: { loadUserVehicles: fromPromise(loadUserVehicles) },
        actions: { deliverVehicles: (_, params) => void deliverVehicles(params) },
      }),
      { input: { view: 'dashboard', online: true, ready: true, organisationId: 'org-1', liveData: true } },
    );
    failing.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(deliverVehicles).toHaveBeenCalledWith({ items: [] });
    expect(failing.getSnapshot().context.vehiclesFailure).toMatchObject({ _tag: 'HttpError', status: 500 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(loadUserVehicles).toHaveBeenCalledTimes(2);
    failing.stop();
  });

  it('gives a user without live-data read (a driver) the list and polls nothing', async () => {
    const { actor, loadUserVehicles, loadLiveData, loadActiveVehicles, delivered } = start({
      view: 'logbook-all-entries',
      liveData: false,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(delivered.vehicles).toHaveBeenCalledWith({ items: fixtureItems });
    expect(actor.getSnapshot().hasTag('listOnly')).toBe(true);
    actor.send({ type: 'view.changed', view: 'dashboard' });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(loadUserVehicles).toHaveBeenCalledTimes(1);
    expect(loadLiveData).not.toHaveBeenCalled();
    expect(loadActiveVehicles).not.toHaveBeenCalled();
    // Back from offline the list is loaded again; gaining the right starts the poll.
    actor.send({ type: 'connectivity.changed', online: false });
    actor.send({ type: 'connectivity.changed', online: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(loadUserVehicles).toHaveBeenCalledTimes(2);
    expect(loadLiveData).not.toHaveBeenCalled();
    actor.send({ type: 'session.changed', ready: true, organisationId: 'org-1', liveData: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(loadUserVehicles).toHaveBeenCalledTimes(3);
    expect(loadLiveData).toHaveBeenCalledTimes(1);
  });
});
