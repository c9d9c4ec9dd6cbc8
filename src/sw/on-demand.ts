/**
 * Which built files the service worker fetches only when the app first asks for them (issue 35): the
 * map (MapLibre and its worker and styles, deck.gl, the country outlines), the reports' charts and the
 * spreadsheet writer. Together they are about 1 MB of the build's 1.6 MB (brotli) that a driver, who
 * opens no map, chart or report export, would otherwise download on the first visit. Then the screens a
 * driver cannot open or cannot use offline (the dashboard, live data, reporting, the tracking map, the
 * data sheet, notifications and their settings, railation, the administration console) with the code
 * only they load, and their locale files: about 140 KB more. Build only: reads the bundle Vite writes.
 */

/** The libraries whose code is loaded on demand, by the path of their modules. */
export const ON_DEMAND_MODULES =
  /[\\/]node_modules[\\/](maplibre-gl|@deck\.gl|@luma\.gl|@loaders\.gl|@math\.gl|@probe\.gl|mjolnir\.js|exceljs|world-atlas|topojson-client|recharts)[\\/]/;

/**
 * The route views (src/views/app/route-views.ts) cached on first use, by their module: the routes a
 * driver cannot open (spec 000 §6: they need read on gateway/telematics, or the public railation page)
 * and the administration console, which the server refuses a driver and which needs it anyway. Neither
 * the logbook's routes nor the profile, FAQ or supplier list are among them: those stay precached.
 * on-demand.test.ts holds the list to the route table (app.routes.ts) and the modules route-views.ts loads.
 */
export const ON_DEMAND_SCREENS =
  /[\\/]src[\\/]views[\\/](dashboard[\\/]dashboard\.screen|livedata[\\/]livedata\.screen|reporting[\\/]reporting\.screen|trackingmap[\\/]trackingmap\.screen|datasheet[\\/]datasheet\.screen|app[\\/]route-views[\\/]notification-route\.view|notification-settings[\\/]notification-settings\.screen|railation[\\/]railation\.screen|useradministration[\\/]administration\.screen)\.tsx$/;

/** The locale namespaces only those screens use (src/i18n/i18n.ts NAMESPACES): fetched on first use too. */
export const ON_DEMAND_NAMESPACES: ReadonlySet<string> = new Set([
  'administration',
  'reporting',
  'reportExport',
  'notifications',
  'notificationSettings',
]);

/** True for a locale file (`/locales/{lang}/{namespace}.json`) of {@link ON_DEMAND_NAMESPACES}. */
export const isOnDemandLocale = (url: string): boolean => {
  const match = /^\/locales\/[^/]+\/([^/]+)\.json$/.exec(url);
  return match !== null && ON_DEMAND_NAMESPACES.has(match[1] ?? '');
};

/** What the classification reads of a Vite (Rolldown) output chunk. */
export interface BundleChunk {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly moduleIds: readonly string[];
  /** The chunks it imports statically: loading it loads them. */
  readonly imports: readonly string[];
  /** The chunks it may import later (`import()`); absent: none. */
  readonly dynamicImports?: readonly string[];
  /** The module the chunk stands for when it is an entry or a dynamic import's target. */
  readonly facadeModuleId?: string | null;
  readonly viteMetadata?: {
    readonly importedCss: ReadonlySet<string>;
    readonly importedAssets: ReadonlySet<string>;
  };
}
export type BundleOutput = BundleChunk | { readonly type: 'asset'; readonly fileName: string };

/**
 * The URLs (`/assets/…`) of the files to cache on demand: every chunk that holds a module of
 * {@link ON_DEMAND_MODULES} or imports such a chunk statically (it cannot run without it); every chunk
 * that only the screens of {@link ON_DEMAND_SCREENS} reach (by static or dynamic imports: a chunk the
 * app's entry reaches by another way, the logbook's above all, stays precached); and the styles and
 * files (MapLibre's worker) those chunks bring. A style or file that a precached chunk needs too stays
 * precached.
 */
export const onDemandFiles = (bundle: Readonly<Record<string, BundleOutput>>): Set<string> => {
  const chunks = new Map<string, BundleChunk>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  // Those holding such a module, then, until nothing changes, those importing one of them.
  const lazy = new Set(
    [...chunks.values()]
      .filter((c) => c.moduleIds.some((id) => ON_DEMAND_MODULES.test(id)))
      .map((c) => c.fileName),
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const chunk of chunks.values())
      if (!lazy.has(chunk.fileName) && chunk.imports.some((imported) => lazy.has(imported))) {
        lazy.add(chunk.fileName);
        grew = true;
      }
  }
  // The app's own start can never wait for them: the login and the offline logbook would need the network.
  for (const chunk of chunks.values())
    if (chunk.isEntry && lazy.has(chunk.fileName))
      throw new Error(
        `${chunk.fileName}, an entry, imports code meant to load on demand (${ON_DEMAND_MODULES})`,
      );
  // The screens' chunks and what they reach, less what the entries reach without passing through a
  // screen or a library's chunk.
  const screens = [...chunks.values()].filter(
    (c) => !c.isEntry && ON_DEMAND_SCREENS.test(c.facadeModuleId ?? ''),
  );
  const reach = (from: readonly BundleChunk[], stop: ReadonlySet<string>): Set<string> => {
    const seen = new Set<string>();
    const queue = from.filter((c) => !stop.has(c.fileName));
    for (let c = queue.pop(); c; c = queue.pop()) {
      if (seen.has(c.fileName)) continue;
      seen.add(c.fileName);
      for (const next of [...c.imports, ...(c.dynamicImports ?? [])]) {
        const target = chunks.get(next);
        if (target && !stop.has(next) && !seen.has(next)) queue.push(target);
      }
    }
    return seen;
  };
  const screenNames = new Set(screens.map((c) => c.fileName));
  const fromEntries = reach(
    [...chunks.values()].filter((c) => c.isEntry),
    new Set([...lazy, ...screenNames]),
  );
  for (const name of reach(screens, new Set())) if (!fromEntries.has(name)) lazy.add(name);
  const onDemand = new Set<string>();
  const precachedNeeds = new Set<string>();
  for (const chunk of chunks.values()) {
    const onLoad = lazy.has(chunk.fileName);
    const needs = [...(chunk.viteMetadata?.importedCss ?? []), ...(chunk.viteMetadata?.importedAssets ?? [])];
    if (onLoad) onDemand.add(chunk.fileName);
    for (const file of needs) (onLoad ? onDemand : precachedNeeds).add(file);
  }
  for (const file of precachedNeeds) onDemand.delete(file);
  return new Set([...onDemand].map((fileName) => `/${fileName}`));
};
