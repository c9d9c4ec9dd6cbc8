/**
 * Which built files the service worker fetches only when the app first asks for them (issue 35): the
 * map (MapLibre and its worker and styles, deck.gl, the country outlines), the reports' charts and the
 * spreadsheet writer. Together they are about 1 MB of the build's 1.6 MB (brotli) that a driver, who
 * opens no map, chart or report export, would otherwise download on the first visit. Build only: reads
 * the bundle Vite writes.
 */

/** The libraries whose code is loaded on demand, by the path of their modules. */
export const ON_DEMAND_MODULES =
  /[\\/]node_modules[\\/](maplibre-gl|@deck\.gl|@luma\.gl|@loaders\.gl|@math\.gl|@probe\.gl|mjolnir\.js|exceljs|world-atlas|topojson-client|recharts)[\\/]/;

/** What the classification reads of a Vite (Rolldown) output chunk. */
export interface BundleChunk {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly isEntry: boolean;
  readonly moduleIds: readonly string[];
  /** The chunks it imports statically: loading it loads them. */
  readonly imports: readonly string[];
  readonly viteMetadata?: {
    readonly importedCss: ReadonlySet<string>;
    readonly importedAssets: ReadonlySet<string>;
  };
}
export type BundleOutput = BundleChunk | { readonly type: 'asset'; readonly fileName: string };

/**
 * The URLs (`/assets/…`) of the files to cache on demand: every chunk that holds a module of
 * {@link ON_DEMAND_MODULES} or imports such a chunk statically (it cannot run without it), with the
 * styles and files (MapLibre's worker) those chunks bring. A style or file that a precached chunk
 * needs too stays precached.
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
