import '@radix-ui/themes/styles.css';
import { Theme } from '@radix-ui/themes';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { I18nextProvider } from 'react-i18next';
import { createStaticI18n } from '../../src/i18n/static-resources';
import { clusterByGrid } from '../../src/views/map/clustering';
import { FleetMap } from '../../src/views/map/fleet-map.view';
import type { MapVehicle } from '../../src/views/map/map-vehicle';
import { generateFleet, moveFleet, NO_TILES, SMALL_FLEET } from '../../src/views/map/testing/fleet.fixtures';
import { RHINE_HEATMAP, RHINE_TRACK } from '../../src/views/map/testing/track.fixtures';
import { startBenchReplay } from './replay-fixture';

/**
 * The map benchmark's page: FleetMap alone, fed from the outside through `window.__mapBench`, so the
 * benchmark controls when data arrives and when positions move. `?fleet=small` shows the small
 * fixture fleet at once (screenshots), `?focus=<id>` focuses a vehicle, `?track=rhine` hands the map
 * the fixture track and heat map (the track layers' end-to-end test), shown as `?layers=track`,
 * `heatmap` or `both` say (the toggles machine's states).
 */
export interface MapBench {
  /** Resolves once the map reported loaded. */
  loaded: Promise<void>;
  /** Sets the fleet synchronously (React commit included); returns the milliseconds it took. */
  setFleet(kind: 'none' | 'small' | number): number;
  /**
   * Computes the fleet of the next 15 s update (every vehicle moved a little) without handing it to
   * the map, so that the measured update holds only the map's work, not the fixture's.
   */
  prepareMove(): void;
  /** Moves every vehicle a little, as a 15 s update does; returns the synchronous milliseconds. */
  move(): number;
  /**
   * Takes the fleet off the map (`false`: the bare map, MapLibre and the offline base layer) or puts
   * the same fleet back; returns the synchronous milliseconds.
   */
  showFleet(show: boolean): number;
  fleet(): readonly MapVehicle[];
  /**
   * A [lng, lat] where a marker is drawn at `zoom`: the largest cluster's disc, or a lone vehicle.
   * The benchmark picks there to confirm that deck.gl really drew the markers.
   */
  anchor(zoom: number): [number, number] | null;
}

declare global {
  interface Window {
    __mapBench?: MapBench;
    /** `?replay=<vehicles>`: the fleet replay's actor over a week of fixture chunks (replay-bench.ts). */
    __replayBench?: ReturnType<typeof startBenchReplay>;
  }
}

const params = new URLSearchParams(window.location.search);
let setVehicles: (fleet: readonly MapVehicle[]) => void = () => undefined;
let current: readonly MapVehicle[] = params.get('fleet') === 'small' ? SMALL_FLEET : [];
let step = 0;
let prepared: readonly MapVehicle[] | null = null;
let markLoaded: () => void = () => undefined;
const loaded = new Promise<void>((done) => (markLoaded = done));

const timed = (next: readonly MapVehicle[], keep = true): number => {
  const start = performance.now();
  if (keep) current = next;
  flushSync(() => setVehicles(next));
  return performance.now() - start;
};

window.__mapBench = {
  loaded,
  setFleet: (kind) => timed(kind === 'none' ? [] : kind === 'small' ? SMALL_FLEET : generateFleet(kind)),
  prepareMove: () => {
    prepared = moveFleet(current, ++step);
  },
  move: () => {
    const next = prepared ?? moveFleet(current, ++step);
    prepared = null;
    return timed(next);
  },
  showFleet: (show) => timed(show ? current : [], false),
  fleet: () => current,
  anchor: (zoom) => {
    const points = current.map((v) => v.position);
    const { clusters, inCluster } = clusterByGrid(points, zoom);
    const biggest = [...clusters].sort((a, b) => b.count - a.count)[0];
    if (biggest) return [biggest.lng, biggest.lat];
    const lone = current.find((v, i) => v.position && !inCluster[i])?.position;
    return lone ? [lone.lng, lone.lat] : null;
  },
};

const focus = params.get('focus');
const withTrack = params.get('track') === 'rhine';
const layers = params.get('layers') ?? 'track';
const replayVehicles = Number(params.get('replay') ?? 0);
const replay = replayVehicles > 0 ? startBenchReplay(replayVehicles) : null;
if (replay) window.__replayBench = replay;

function BenchMap() {
  const [vehicles, set] = useState<readonly MapVehicle[]>(current);
  setVehicles = set;
  return (
    <FleetMap
      vehicles={vehicles}
      activeVehicleIds={null}
      focusedVehicleId={focus ? Number(focus) : null}
      toggles={{
        railway: false,
        satellite: false,
        trackingMap: layers === 'track' || layers === 'both',
        heatMap: layers === 'heatmap' || layers === 'both',
      }}
      track={withTrack ? RHINE_TRACK : null}
      heatmap={withTrack ? RHINE_HEATMAP : null}
      replay={replay}
      tiles={NO_TILES}
      view={params.get('view') ?? 'dashboard'}
      onLoaded={() => markLoaded()}
      debug
    />
  );
}

const i18n = createStaticI18n(params.get('lang') === 'de' ? 'de-DE' : 'en-GB');
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <I18nextProvider i18n={i18n}>
      <Theme accentColor="teal" grayColor="slate" radius="medium">
        <BenchMap />
      </Theme>
    </I18nextProvider>,
  );
