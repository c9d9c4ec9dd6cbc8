/**
 * MapLibre's worker script as a module (it ships no types of its own): evaluating it starts the
 * worker on `self`; its default export is the worker's class.
 */
declare module 'maplibre-gl/dist/maplibre-gl-worker.mjs' {
  const MapLibreWorker: abstract new (...args: never[]) => unknown;
  export default MapLibreWorker;
}
