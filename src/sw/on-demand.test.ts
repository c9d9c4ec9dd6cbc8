import { describe, expect, it } from 'vitest';
import { onDemandFiles, type BundleChunk, type BundleOutput } from './on-demand';

const NM = '/app/node_modules';
const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  needs: { css?: string[]; assets?: string[] } = {},
  isEntry = false,
): BundleChunk => ({
  type: 'chunk',
  fileName,
  isEntry,
  moduleIds,
  imports,
  viteMetadata: { importedCss: new Set(needs.css ?? []), importedAssets: new Set(needs.assets ?? []) },
});
const bundleOf = (...outputs: BundleOutput[]) => Object.fromEntries(outputs.map((o) => [o.fileName, o]));

/** A build shaped like the app's: an entry, routes, the map's chunks, a chart, the export worker's. */
const APP = bundleOf(
  chunk(
    'assets/index-a.js',
    ['/app/src/main.tsx'],
    ['assets/theme-b.js'],
    { css: ['assets/index-c.css'] },
    true,
  ),
  chunk('assets/theme-b.js', [`${NM}/@radix-ui/themes/dist/index.js`]),
  chunk(
    'assets/logbook-page.view-d.js',
    ['/app/src/views/logbook/logbook-page.view.tsx'],
    ['assets/theme-b.js'],
  ),
  chunk('assets/maplibre-e.js', [`${NM}/maplibre-gl/dist/maplibre-gl.js`], [], {
    css: ['assets/maplibre-f.css'],
  }),
  chunk('assets/deck-g.js', [`${NM}/@deck.gl/core/dist/index.js`, `${NM}/@luma.gl/core/dist/index.js`]),
  chunk(
    'assets/fleet-map.view-h.js',
    ['/app/src/views/map/fleet-map.view.tsx', '/app/src/views/map/use-maplibre.ts'],
    ['assets/maplibre-e.js', 'assets/deck-g.js', 'assets/theme-b.js'],
    { css: ['assets/fleet-map-i.css'], assets: ['assets/maplibre-gl-worker-j.mjs'] },
  ),
  chunk(
    'assets/dashboard.screen-k.js',
    ['/app/src/views/dashboard/dashboard.screen.tsx'],
    ['assets/theme-b.js'],
    {
      css: ['assets/fleet-map-i.css'],
    },
  ),
  chunk('assets/graph-charts.view-l.js', [
    `${NM}/recharts/es6/index.js`,
    '/app/src/views/reporting/graph.tsx',
  ]),
  chunk('assets/countries-50m-m.js', [`${NM}/world-atlas/countries-50m.json`]),
  chunk('assets/exceljs.min-n.js', [`${NM}/exceljs/dist/exceljs.min.js`]),
  { type: 'asset', fileName: 'assets/maplibre-gl-worker-j.mjs' },
  { type: 'asset', fileName: 'assets/index-c.css' },
);

describe('the files cached on demand', () => {
  it('are the map, chart, outline and spreadsheet chunks, what imports them, and their own styles and files', () => {
    expect([...onDemandFiles(APP)].sort()).toEqual([
      '/assets/countries-50m-m.js',
      '/assets/deck-g.js',
      '/assets/exceljs.min-n.js',
      '/assets/fleet-map.view-h.js',
      '/assets/graph-charts.view-l.js',
      '/assets/maplibre-e.js',
      '/assets/maplibre-f.css',
      '/assets/maplibre-gl-worker-j.mjs',
      // Not fleet-map-i.css: the dashboard's precached chunk needs it too.
    ]);
  });

  it('follow static imports through cycles, whatever the order of the bundle', () => {
    const cyclic = bundleOf(
      chunk('assets/a.js', ['/app/src/a.ts'], ['assets/b.js']),
      chunk('assets/b.js', ['/app/src/b.ts'], ['assets/a.js', 'assets/c.js']),
      chunk('assets/c.js', ['/app/src/c.ts'], ['assets/map.js']),
      chunk('assets/map.js', [`${NM}/maplibre-gl/dist/maplibre-gl.js`]),
      chunk('assets/d.js', ['/app/src/d.ts'], ['assets/a.js']),
      chunk('assets/e.js', ['/app/src/e.ts']),
    );
    const expected = ['/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/d.js', '/assets/map.js'];
    expect([...onDemandFiles(cyclic)].sort()).toEqual(expected);
    const reversed = Object.fromEntries(Object.entries(cyclic).reverse());
    expect([...onDemandFiles(reversed)].sort()).toEqual(expected);
  });

  it('are none in a build without those libraries, and a library of a similar name is not one of them', () => {
    expect(
      onDemandFiles(
        bundleOf(chunk('assets/x.js', [`${NM}/maplibre-gl-extra/index.js`, `${NM}/exceljs-lite/a.js`])),
      ),
    ).toEqual(new Set());
  });

  it('stop the build when the app’s entry would need them: the login and the offline logbook would need a network', () => {
    const broken = bundleOf(
      chunk('assets/index-a.js', ['/app/src/main.tsx'], ['assets/maplibre-e.js'], {}, true),
      chunk('assets/maplibre-e.js', [`${NM}/maplibre-gl/dist/maplibre-gl.js`]),
    );
    expect(() => onDemandFiles(broken)).toThrow(
      /assets\/index-a\.js, an entry, imports code meant to load on demand/,
    );
  });
});
