import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isRouteReachable, LOGBOOK_RESOURCE, ROUTE_IDS } from '../views/app/app.routes';
import {
  isOnDemandLocale,
  ON_DEMAND_SCREENS,
  onDemandFiles,
  type BundleChunk,
  type BundleOutput,
} from './on-demand';

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
/** A chunk that `import()` loads (a route's view): its module is its facade. */
const dynamicChunk = (
  fileName: string,
  facade: string,
  imports: string[] = [],
  dynamicImports: string[] = [],
  needs: { css?: string[] } = {},
): BundleChunk => ({ ...chunk(fileName, [facade], imports, needs), facadeModuleId: facade, dynamicImports });

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

  it('are the screens a driver cannot open and what only they reach, not what the logbook reaches too', () => {
    const routes = bundleOf(
      {
        ...chunk('assets/index-a.js', ['/app/src/main.tsx'], [], {}, true),
        dynamicImports: ['assets/app-b.js'],
      },
      dynamicChunk(
        'assets/app-b.js',
        '/app/src/views/app/logged-in-app.screen.tsx',
        ['assets/select-c.js'],
        [
          'assets/logbook-list.screen-d.js',
          'assets/administration.screen-e.js',
          'assets/reporting.screen-f.js',
        ],
      ),
      chunk('assets/select-c.js', [`${NM}/@radix-ui/react-select/dist/index.mjs`]),
      dynamicChunk('assets/logbook-list.screen-d.js', '/app/src/views/logbook/list/logbook-list.screen.tsx', [
        'assets/select-c.js',
        'assets/calendar-g.js',
      ]),
      dynamicChunk(
        'assets/administration.screen-e.js',
        '/app/src/views/useradministration/administration.screen.tsx',
        ['assets/select-c.js', 'assets/admin.contract-h.js', 'assets/calendar-g.js'],
        ['assets/webhooks-i.js'],
        { css: ['assets/administration-j.css'] },
      ),
      chunk('assets/admin.contract-h.js', ['/app/src/api/contract/admin.contract.ts']),
      dynamicChunk('assets/webhooks-i.js', '/app/src/views/useradministration/webhooks-tab.screen.tsx'),
      // The logbook reaches the calendar too: precached, though the console imports it.
      chunk('assets/calendar-g.js', ['/app/src/views/shared/date-range/app-calendar.view.tsx']),
      dynamicChunk('assets/reporting.screen-f.js', '/app/src/views/reporting/reporting.screen.tsx', [
        'assets/admin.contract-h.js',
      ]),
    );
    expect([...onDemandFiles(routes)].sort()).toEqual([
      '/assets/admin.contract-h.js',
      '/assets/administration-j.css',
      '/assets/administration.screen-e.js',
      '/assets/reporting.screen-f.js',
      '/assets/webhooks-i.js',
    ]);
  });

  it('include the locale files only those screens read, in either language', () => {
    expect(isOnDemandLocale('/locales/de-DE/administration.json')).toBe(true);
    expect(isOnDemandLocale('/locales/en-GB/reportExport.json')).toBe(true);
    for (const kept of [
      'common',
      'auth',
      'logbook',
      'logbookEntry',
      'logbookComments',
      'map',
      'fleet',
      'profile',
    ])
      expect(isOnDemandLocale(`/locales/en-GB/${kept}.json`)).toBe(false);
    expect(isOnDemandLocale('/assets/administration.screen-e.js')).toBe(false);
  });

  it('name by module every route a driver cannot open and the console, and no other route', () => {
    // The module each route's view is loaded from, as route-views.ts writes it (`route: () => import(…)`).
    const source = readFileSync(new URL('../views/app/route-views.ts', import.meta.url), 'utf8');
    const modules = new Map(
      [...source.matchAll(/'?([\w-]+)'?: \(\) =>\s+import\('\.\.?\/([^']+)'\)/g)].map(([, route, path]) => [
        route,
        `/app/src/views/${path?.startsWith('route-views/') ? `app/${path}` : path}.tsx`,
      ]),
    );
    expect([...modules.keys()].sort()).toEqual([...ROUTE_IDS].sort());
    // A driver's rights: the logbook only (spec 000 §6). The console is reachable, but the server refuses it.
    const driver = { [LOGBOOK_RESOURCE]: { canRead: true, canCreate: true } };
    for (const route of ROUTE_IDS) {
      const onDemand = !isRouteReachable(route, driver) || route === 'useradministration';
      expect([route, ON_DEMAND_SCREENS.test(modules.get(route) ?? '')]).toEqual([route, onDemand]);
    }
  });
});
