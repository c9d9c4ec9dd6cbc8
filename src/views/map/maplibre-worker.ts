/// <reference lib="webworker" />
import MapLibreWorker from 'maplibre-gl/dist/maplibre-gl-worker.mjs';
import type { FeatureCollection } from 'geojson';
import type { WorkerGlobalScopeInterface } from 'maplibre-gl';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { COUNTRY_OUTLINES_PROTOCOL } from './map.constants';
import { keepOutlinesInWorker } from './outlines-in-worker';

/**
 * MapLibre's worker with the country outlines made where they are used (issue 35): the offline base
 * layer's source asks for `portal-countries://…`, and this worker answers it itself by converting the
 * world-atlas TopoJSON (Natural Earth 1:50m, a chunk loaded on the first request). On the page's main
 * thread the outlines cost about a second at 4× CPU on a cab tablet: the conversion, and MapLibre
 * serializing the whole FeatureCollection into its worker (BENCHMARKS.md).
 */
declare const self: DedicatedWorkerGlobalScope & WorkerGlobalScopeInterface;

let outlines: Promise<FeatureCollection> | null = null;
const loadOutlines = (): Promise<FeatureCollection> =>
  (outlines ??= import('world-atlas/countries-50m.json').then(
    (atlas) => {
      const topology = atlas.default as unknown as Topology<{ countries: GeometryCollection }>;
      return feature(topology, topology.objects.countries);
    },
    (error: unknown) => {
      outlines = null;
      throw error;
    },
  ));

// maplibre-gl declares its dist files free of side effects: naming the worker's class keeps the module
// (whose evaluation starts the worker on `self`) in the bundle.
if (typeof MapLibreWorker !== 'function' || !('worker' in self))
  throw new Error('MapLibre worker not started');
self.addProtocol(COUNTRY_OUTLINES_PROTOCOL, async () => ({ data: await loadOutlines() }));

// The outlines' data stays here: only their tiles go to the page.
keepOutlinesInWorker(self);
