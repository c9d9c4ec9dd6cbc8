import { fleetViewMachinesFor } from './fleet-view-machines';
import { createActor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/api-client';
import { viewOfPath } from '../app-actors';
import { vehicleNamesOf } from './fleet-app-actors';
import { startAppActors, type StartedAppActors } from '../app-actors.fixtures';
import { USER_TOKEN_STORAGE_KEY } from '../session/session-app-actors';
import {
  FIXTURE_ACCOUNT_ID,
  accessTokenOutput,
  fixtureProfile,
  makeUserToken,
} from '../session/session.fixtures';
import { fixtureDatasheet, fixtureEntries, fixtureItems } from './fleet.fixtures';
import { USER_LOCO_LIST_STORAGE_KEY } from './fleet.types';
import { selectActiveList } from './vehicle-selection.types';
import { selectMapToggleValues } from '../map/map-toggles.types';

const DAY = 24 * 60 * 60 * 1000;
const GW = '/logbook/api/logbook/v1';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A fake server answering the account and fleet calls; `liveDataStatus` makes getLiveData fail,
 * `vehicleListFailures` the first so many getUserVehicles.
 */
const fakeServer = (
  options: {
    liveDataStatus?: number;
    saveStatus?: number;
    logbookOnly?: boolean;
    vehicleListFailures?: number;
  } = {},
) => {
  let vehicleListFailures = options.vehicleListFailures ?? 0;
  const requests: { method: string; url: string; authorization: string | null; body: unknown }[] = [];
  let organisationId = 'org-1';
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    requests.push({ method, url, authorization: new Headers(init?.headers).get('authorization'), body });
    const [path = ''] = url.split('?');
    const route = `${method} ${path}`;
    if (route === 'POST /um/v1/access-tokens') return json(201, accessTokenOutput);
    if (route === 'GET /um/v1/accounts/me')
      return json(200, { ...fixtureProfile.account, activeOrganisationId: organisationId });
    if (route === 'GET /um/v1/accounts/me/access-rights')
      return json(200, {
        activeOrganisationId: organisationId,
        accessRights: options.logbookOnly
          ? { logbook_entries: { canRead: true, canCreate: true } }
          : fixtureProfile.accessRights,
        accessRightsByOrganisation: fixtureProfile.accessRightsByOrganisation,
      });
    if (route === 'GET /um/v1/accounts/me/settings') return json(200, { settings: fixtureProfile.settings });
    if (route === 'PATCH /um/v1/accounts/me/settings') {
      organisationId = 'org-2';
      return json(200, { settings: { ...fixtureProfile.settings, activeOrganisationId: 'org-2' } });
    }
    if (route === `GET ${GW}/vehicles` && vehicleListFailures > 0) {
      vehicleListFailures -= 1;
      return json(503, { error: 'unavailable', message: 'down' });
    }
    if (route === `GET ${GW}/vehicles`) return json(200, { items: fixtureItems });
    if (route === `GET ${GW}/live-data`)
      return options.liveDataStatus
        ? json(options.liveDataStatus, { error: 'unavailable', message: 'down' })
        : json(200, { items: fixtureEntries });
    if (route === `GET ${GW}/vehicles/active`) return json(200, { items: fixtureEntries.slice(0, 1) });
    if (route === `GET ${GW}/vehicles/101/datasheet`) return json(200, fixtureDatasheet(101));
    if (route === 'POST /wp-json/fvm/v1/locomotive/comment/9101')
      return options.saveStatus
        ? json(options.saveStatus, { error: 'forbidden', message: 'demo' })
        : json(200, { comments: [] });
    return json(404, { error: 'not_found', message: route });
  });
  return { fetch, requests };
};

let running: StartedAppActors | null = null;
const start = (options: Parameters<typeof fakeServer>[0] = {}, initialView = 'dashboard') => {
  const server = fakeServer(options);
  localStorage.setItem(USER_TOKEN_STORAGE_KEY, makeUserToken(FIXTURE_ACCOUNT_ID, Date.now() + 30 * DAY));
  running = startAppActors({
    api: createApiClient({ fetch: server.fetch }),
    storage: window.localStorage,
    window,
    reload: vi.fn(),
    initialView,
  });
  return { ...running, server };
};
const liveDataRequests = (server: ReturnType<typeof fakeServer>) =>
  server.requests.filter((r) => r.url.startsWith(`${GW}/live-data`));

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  running?.stop();
  running = null;
  vi.useRealTimers();
});

describe('createAppActors: the fleet actors', () => {
  it('once ready loads the vehicles, then their live data with the ids comma-joined, by Bearer', async () => {
    const { selection, server, fleetData } = start();
    await vi.waitFor(() => expect(liveDataRequests(server)).toHaveLength(1));
    const ids = fixtureItems.map((i) => i.vehicleId).join(',');
    expect(liveDataRequests(server)[0]).toMatchObject({
      url: `${GW}/live-data?vehicleIds=${encodeURIComponent(ids)}`,
      authorization: `Bearer ${accessTokenOutput.accessToken}`,
    });
    await vi.waitFor(() =>
      expect(selection.getSnapshot().context.vehicles.every((v) => v.entry !== null)).toBe(true),
    );
    expect(selection.getSnapshot().hasTag('loaded')).toBe(true);
    expect(fleetData.getSnapshot().context.lastDataAt).not.toBeNull();
  });

  it('restores the persisted selection and persists every change to userLocoList', async () => {
    localStorage.setItem(USER_LOCO_LIST_STORAGE_KEY, JSON.stringify([{ vehicleId: 102, activeTime: 5 }]));
    const { selection } = start();
    // start() cleared nothing but the token it set; the stored selection is read at creation.
    await vi.waitFor(() => expect(selection.getSnapshot().hasTag('loaded')).toBe(true));
    expect(selectActiveList(selection.getSnapshot()).map((v) => v.vehicleId)).toEqual([102]);
    selection.send({ type: 'user.toggleVehicle', vehicleId: 101 });
    const stored = JSON.parse(localStorage.getItem(USER_LOCO_LIST_STORAGE_KEY) ?? '[]') as {
      vehicleId: number;
    }[];
    expect(stored.map((s) => s.vehicleId)).toEqual([102, 101]);
  });

  it("a failed poll shows the 'Connection Error' snackbar, not when offline", async () => {
    const { connectionError, server } = start({ liveDataStatus: 503 });
    await vi.waitFor(() => expect(connectionError.getSnapshot().hasTag('visible')).toBe(true));
    expect(connectionError.getSnapshot().context.messageKey).toBe('messages.connectionError');
    connectionError.send({ type: 'user.dismissSnackbar' });
    window.dispatchEvent(new Event('offline'));
    expect(connectionError.getSnapshot().context.online).toBe(false);
    const before = liveDataRequests(server).length;
    // Offline: the poll paused; a failure reported now is not shown.
    connectionError.send({ type: 'api.liveDataFailed', failure: { _tag: 'NetworkError', message: 'x' } });
    expect(connectionError.getSnapshot().hasTag('visible')).toBe(false);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(liveDataRequests(server).length).toBe(before + 1));
  });

  it("the toasts' names: a failed vehicle list knows no vehicle yet, so a toast waits for the next load", async () => {
    const { selection, fleetData, server } = start({ vehicleListFailures: 1 });
    const names = vehicleNamesOf(selection, fleetData);
    const changes = vi.fn();
    const unsubscribe = names.subscribe(changes);
    await vi.waitFor(() => expect(fleetData.getSnapshot().context.vehiclesFailure).not.toBeNull());
    // Spec 000 §8: the selection holds an empty list, yet 101 is not "not the user's".
    expect(selection.getSnapshot().hasTag('loaded')).toBe(true);
    expect(names.nameOf(101)).toBeUndefined();
    const listLoads = () => server.requests.filter((r) => r.url === `${GW}/vehicles`).length;
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(listLoads()).toBe(2));
    await vi.waitFor(() => expect(names.nameOf(101)).toBe('V 100 Lisa'));
    expect(names.nameOf(999)).toBeNull();
    expect(changes).toHaveBeenCalled();
    unsubscribe();
  });

  it('forwards the route to the polling: the 15 s active refresh follows the view', async () => {
    const { selection, fleetData } = start({}, 'reporting');
    expect(fleetData.getSnapshot().context.view).toBe('reporting');
    selection.send({ type: 'view.changed', view: 'livedata' });
    expect(fleetData.getSnapshot().context.view).toBe('livedata');
  });

  it('the map switches are app state: one actor keeps them across route changes (spec 000 §3)', async () => {
    const { selection, mapToggles } = start({}, 'dashboard');
    const values = () => selectMapToggleValues(mapToggles.getSnapshot());
    mapToggles.send({ type: 'user.toggleSatellite' });
    mapToggles.send({ type: 'user.toggleRailway' });
    // The actor follows the route itself: on the tracking map its switches work.
    selection.send({ type: 'view.changed', view: 'trackingmap' });
    expect(mapToggles.getSnapshot().context.view).toBe('trackingmap');
    mapToggles.send({ type: 'user.toggleHeatMap' });
    mapToggles.send({ type: 'user.toggleTrackingMap' });
    const kept = { satellite: true, railway: true, heatMap: true, trackingMap: false };
    for (const view of ['livedata', 'reporting', 'railation', 'dashboard', 'trackingmap']) {
      selection.send({ type: 'view.changed', view });
      expect(values(), view).toMatchObject(kept);
    }
    // And the selected vehicle: a crane has no tracking, so its switches are locked.
    await vi.waitFor(() => expect(selection.getSnapshot().hasTag('loaded')).toBe(true));
    selection.send({ type: 'user.toggleVehicle', vehicleId: 105 });
    expect(mapToggles.getSnapshot().context.trackingDisabled).toBe(true);
    expect(mapToggles.getSnapshot().can({ type: 'user.toggleTrackingMap' })).toBe(false);
  });

  it('an organisation switch resets the selection and reloads the vehicles', async () => {
    const { selection, session, server } = start();
    await vi.waitFor(() => expect(selection.getSnapshot().hasTag('loaded')).toBe(true));
    selection.send({ type: 'user.toggleVehicle', vehicleId: 101 });
    const listLoads = () => server.requests.filter((r) => r.url === `${GW}/vehicles`).length;
    expect(listLoads()).toBe(1);
    session.send({ type: 'user.switchOrganisation', organisationId: 'org-2' });
    await vi.waitFor(() => expect(listLoads()).toBe(2));
    await vi.waitFor(() => expect(selection.getSnapshot().hasTag('loaded')).toBe(true));
    expect(selectActiveList(selection.getSnapshot())).toEqual([]);
    expect(localStorage.getItem(USER_LOCO_LIST_STORAGE_KEY)).toBe('[]');
  });

  it('the per-view datasheet machine follows the selection and saves with the access token', async () => {
    const { fleetViews, selection } = start();
    await vi.waitFor(() => expect(selection.getSnapshot().hasTag('loaded')).toBe(true));
    const datasheet = createActor(fleetViewMachinesFor(fleetViews).datasheet, {
      input: { isDemoUser: false },
    }).start();
    expect(datasheet.getSnapshot().context.locomotive).toBeNull();
    // No screen forwards the vehicle: the machine's own watcher sees the selection change.
    selection.send({ type: 'user.toggleVehicle', vehicleId: 101 });
    expect(datasheet.getSnapshot().context.locomotive).toMatchObject({ vehicleId: 101, wpId: 9101 });
    await vi.waitFor(() => expect(datasheet.getSnapshot().context.datasheet).not.toBeNull());
    const { fuelConsumption } = datasheet.getSnapshot().context;
    datasheet.send({ type: 'user.saveDatasheet', comment: 'ok', fuelConsumption });
    await vi.waitFor(() => expect(datasheet.getSnapshot().hasTag('saved')).toBe(true));
    datasheet.stop();
  });

  it('the per-view dashboard fetch follows the selection and the connectivity by itself', async () => {
    const { fleetViews, selection, server } = start();
    await vi.waitFor(() => expect(liveDataRequests(server)).toHaveLength(1));
    const fetch = createActor(fleetViewMachinesFor(fleetViews).dashboardFetch).start();
    expect(fetch.getSnapshot().context).toMatchObject({ online: true, activeVehicleIds: [] });
    selection.send({ type: 'user.toggleVehicle', vehicleId: 101 });
    expect(fetch.getSnapshot().context.activeVehicleIds).toEqual([101]);
    window.dispatchEvent(new Event('offline'));
    expect(fetch.getSnapshot().context.online).toBe(false);
    expect(fetch.getSnapshot().value).toBe('idle');
    window.dispatchEvent(new Event('online'));
    expect(fetch.getSnapshot().value).toBe('debouncing');
    fetch.stop();
  });

  it('a user with logbook read only gets the vehicle list and no live-data request, ever', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { selection, fleetData, server } = start({ logbookOnly: true }, 'logbook-all-entries');
    await vi.waitFor(() => expect(fleetData.getSnapshot().hasTag('listOnly')).toBe(true));
    expect(selection.getSnapshot().context.vehicles.map((v) => v.vehicleId)).toEqual(
      fixtureItems.map((i) => i.vehicleId),
    );
    selection.send({ type: 'view.changed', view: 'dashboard' });
    await vi.advanceTimersByTimeAsync(95_000);
    // The logbook's own calls (the app-wide open entries, under /organisations/) are not the fleet's.
    const fleetCalls = server.requests
      .filter(
        (r) =>
          r.url.startsWith(GW) &&
          !r.url.startsWith(`${GW}/organisations/`) &&
          !r.url.startsWith(`${GW}/restrictions/`),
      )
      .map((r) => r.url);
    expect(fleetCalls).toEqual([`${GW}/vehicles`]);
    // Drivers see restriction notices too: the active list is read at once and every 30 s.
    expect(server.requests.filter((r) => r.url === `${GW}/restrictions/active`)).toHaveLength(4);
    // The selected vehicle is the fact the logbook follows.
    selection.send({ type: 'user.toggleVehicle', vehicleId: 101 });
    expect(selectActiveList(selection.getSnapshot()).map((v) => v.vehicleId)).toEqual([101]);
  });

  it('names the view of a path', () => {
    expect(viewOfPath('/')).toBe('dashboard');
    expect(viewOfPath('/livedata')).toBe('livedata');
    expect(viewOfPath('/logbook-all-entries/12')).toBe('logbook-all-entries');
  });
});
