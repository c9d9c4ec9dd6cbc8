import { COUNTRY_OUTLINES_PROTOCOL } from './map.constants';

type LoadDataHandler = (
  mapId: string | number,
  params: { readonly request?: { readonly url?: string } },
  abort?: AbortController,
) => Promise<{ data?: unknown } | undefined>;

/**
 * MapLibre 6 answers the load of a GeoJSON source from a URL with the whole data (for the source's
 * `getData()` on the page), so the outlines made here crossed to the main thread after all: a
 * structured clone of the 1:50m FeatureCollection and MapLibre rebuilding every coordinate array of
 * it, 0.47–0.58 s of the main thread in a warm dashboard load at 4× CPU (BENCHMARKS.md). The page
 * never reads the outlines' data (the map draws and queries their tiles), so the answer to their load
 * leaves it out. Internal API (the worker's handler of `loadData`, MessageType `LD`), guarded: if
 * MapLibre changes it, the outlines load as before.
 */
export const keepOutlinesInWorker = (scope: unknown): boolean => {
  const handlers = (scope as { worker?: { actor?: { messageHandlers?: Record<string, unknown> } } }).worker
    ?.actor?.messageHandlers;
  const loadData = handlers?.['LD'];
  if (!handlers || typeof loadData !== 'function') return false;
  const original = loadData as LoadDataHandler;
  const withoutOutlines: LoadDataHandler = async (mapId, params, abort) => {
    const result = await original(mapId, params, abort);
    if (result && params.request?.url?.startsWith(`${COUNTRY_OUTLINES_PROTOCOL}://`)) delete result.data;
    return result;
  };
  handlers['LD'] = withoutOutlines;
  return true;
};
