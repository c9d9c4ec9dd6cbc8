import { act, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import mapTexts from '../../i18n/locales/en-GB/map.json';
import { MAP_FRAME_TIMING } from '../../machines/map/map-frame.types';
import { DEFAULT_CLIENT_CONFIG } from '../shared/app-services';
import { createFakeFleet } from '../shared/testing/fake-fleet';
import { renderWithProviders } from '../shared/testing/render';
import { FleetMapScreen } from './fleet-map.screen';

/**
 * A stand-in for `maplibregl.Map`: an event emitter (`fire` plays MapLibre's part) with the few calls
 * the map and its layer components make; jsdom has no WebGL for the real one.
 */
const fake = vi.hoisted(() => {
  type Listener = () => void;
  class FakeMap {
    private readonly listeners = new Map<string, Set<Listener>>();
    readonly touchZoomRotate = { disableRotation: () => undefined };
    readonly keyboard = { disableRotation: () => undefined };
    constructor() {
      maps.push(this);
    }
    on(type: string, listener: Listener) {
      const set = this.listeners.get(type) ?? new Set<Listener>();
      this.listeners.set(type, set.add(listener));
      return this;
    }
    off(type: string, listener: Listener) {
      this.listeners.get(type)?.delete(listener);
      return this;
    }
    once(type: string, listener: Listener) {
      const once = () => {
        this.off(type, once);
        listener();
      };
      return this.on(type, once);
    }
    fire(type: string) {
      for (const listener of [...(this.listeners.get(type) ?? [])]) listener();
    }
    remove() {
      this.listeners.clear();
    }
    getZoom = () => 5;
    getCenter = () => ({ lng: 9.5, lat: 51 });
    getBounds = () => ({ getWest: () => 0, getSouth: () => 45, getEast: () => 20, getNorth: () => 57 });
    getCanvas = () => document.createElement('canvas');
    getLayersOrder = (): string[] => [];
    getSource = () => undefined;
    isMoving = () => false;
    cameraForBounds = () => undefined;
    addControl = () => this;
    addSource = () => this;
    addLayer = () => this;
    removeLayer = () => this;
    removeSource = () => this;
    setLayoutProperty = () => this;
    jumpTo = () => this;
    easeTo = () => this;
  }
  const maps: FakeMap[] = [];
  return { FakeMap, maps };
});

vi.mock('maplibre-gl', () => ({
  Map: fake.FakeMap,
  AttributionControl: class {},
  setWorkerUrl: () => undefined,
}));
// No worker runs here: its URL is all the map takes of it.
vi.mock('./maplibre-worker?worker&url', () => ({ default: 'maplibre-worker.js' }));
// deck.gl draws into MapLibre's WebGL context, which the fake has none of: its overlay only takes layers.
vi.mock('@deck.gl/mapbox', () => ({
  MapboxOverlay: class {
    setProps() {}
  },
}));

/**
 * jsdom has no 2D canvas to draw the marker icons with: a context that draws nothing and an empty PNG.
 * Stubbed on the canvas, not by mocking `./icon-atlas`: the views share a worker's module registry
 * between files, and in CI a map layer once reached the real module despite the mock (a lazy map
 * import of an earlier file landing in this one), so the atlas threw "No 2D canvas".
 */
const silent2d = new Proxy({}, { get: () => () => undefined, set: () => true });
const canvasStubs = [
  vi
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation((kind: string) => (kind === '2d' ? silent2d : null) as never),
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:,'),
];
vi.stubGlobal('Path2D', class {});
afterAll(() => {
  for (const stub of canvasStubs) stub.mockRestore();
  vi.unstubAllGlobals();
});

const BUSY = mapTexts.busy;
/** The map frame after 'map.loaded': the initial zoom, the loading indicator cleared, then quiet. */
const QUIET_MS =
  MAP_FRAME_TIMING.zoomDelayMs + MAP_FRAME_TIMING.clearLoadingDelayMs + MAP_FRAME_TIMING.updateDebounceMs;
/** The spec's limit of a busy phase (§4 Map frame), written out: this test holds the number too. */
const BUSY_LIMIT_MS = 2_000;

const renderLoadedMap = async () => {
  const fleet = createFakeFleet({ items: [] });
  renderWithProviders(
    <FleetMapScreen
      selection={fleet.selection}
      toggles={fleet.mapToggles}
      view="dashboard"
      tiles={DEFAULT_CLIENT_CONFIG.mapTiles}
    />,
    { language: 'en-GB' },
  );
  const map = fake.maps.at(-1);
  if (!map) throw new Error('The screen created no map');
  const fire = (type: string) =>
    act(() => {
      map.fire(type);
    });
  fire('load');
  await act(() => vi.advanceTimersByTimeAsync(QUIET_MS));
  expect(screen.queryByRole('status', { name: mapTexts.loading })).toBeNull();
  expect(screen.queryByText(BUSY)).toBeNull();
  return { fire };
};

describe("the map's busy phase, from MapLibre's events to the indicator (spec 000 §4 Map frame)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows 'Updating map …' from MapLibre's dataloading until its idle", async () => {
    const { fire } = await renderLoadedMap();
    fire('dataloading');
    expect(screen.getByText(BUSY).closest('[role="status"]')).not.toBeNull();
    fire('idle');
    expect(screen.queryByText(BUSY)).toBeNull();
  });

  it('without idle, the indicator goes after the 2000 ms limit', async () => {
    const { fire } = await renderLoadedMap();
    fire('dataloading');
    await act(() => vi.advanceTimersByTimeAsync(BUSY_LIMIT_MS - 1));
    expect(screen.getByText(BUSY)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText(BUSY)).toBeNull();
  });
});
