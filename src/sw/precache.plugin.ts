import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { codeCacheFiles } from './code-cache.js';
import { isOnDemandLocale, onDemandFiles, type BundleChunk } from './on-demand.js';
import type { PrecacheEntry, PrecacheManifest } from './sw-routing';

/**
 * The Vite plugin that builds the service worker (service-worker.ts → dist/sw.js) and writes into it
 * the list of every file the app needs offline with the SHA-256 of each: all of dist (page, scripts,
 * styles, the MapLibre worker, icons, the web app manifest) except source maps and the worker
 * itself, plus the locale files the server serves from src/i18n/locales at /locales/; the map, chart
 * and spreadsheet code, the screens a driver cannot open and their locale files marked to be cached on
 * first use (on-demand.ts). Build only:
 * `npm run dev` registers no worker.
 */

/** What the worker source carries in place of the manifest (a string literal the minifier keeps). */
const MARKER = /(["'`])__PORTAL_PRECACHE_MANIFEST__\1/;
const WORKER_FILE = 'sw.js';
const WORKER_SOURCE = 'src/sw/service-worker.ts';

const sha256 = (content: Buffer | string): string => createHash('sha256').update(content).digest('hex');

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
};

const urlOf = (root: string, file: string, prefix = '/'): string =>
  prefix + relative(root, file).split(sep).join('/');

/**
 * Which built files belong in the precache: not source maps, not the worker itself, and not the
 * compressed copies (`.br`, `.gz`) of the build's files: the worker fetches the file, and the server
 * sends it compressed when the browser accepts it (the precompress plugin writes them after this list).
 */
export const isPrecachedFile = (url: string): boolean =>
  !/\.(map|br|gz)$/.test(url) && url !== `/${WORKER_FILE}`;

/** The manifest of a build in `outDir` with the locale files of `localesDir`. */
export const buildPrecacheManifest = async (
  outDir: string,
  localesDir: string,
  workerCode: string,
  onDemand: ReadonlySet<string> = new Set(),
  codeCache: ReadonlySet<string> = new Set(),
): Promise<PrecacheManifest> => {
  const built = (await filesUnder(outDir)).map((file) => ({ file, url: urlOf(outDir, file) }));
  const locales = (await filesUnder(localesDir))
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ file, url: urlOf(localesDir, file, '/locales/') }));
  const entries: PrecacheEntry[] = await Promise.all(
    [...built.filter(({ url }) => isPrecachedFile(url)), ...locales].map(async ({ file, url }) => ({
      url,
      revision: sha256(await readFile(file)),
      ...(onDemand.has(url) || isOnDemandLocale(url) ? { onDemand: true as const } : {}),
      ...(codeCache.has(url) ? { codeCache: true as const } : {}),
    })),
  );
  entries.sort((a, b) => a.url.localeCompare(b.url));
  // The worker's own code counts too: a changed worker gets a cache of its own.
  const buildId = sha256(JSON.stringify(entries) + workerCode).slice(0, 16);
  return { buildId, entries };
};

/**
 * The chunks of the app's web workers (the reporting export's), built apart from
 * the app's bundle, where they appear as plain files: the worker build's `plugin()` records them so
 * that the app's plugin can tell which of them are code to load on demand.
 */
export const workerChunkCollector = () => {
  const chunks: BundleChunk[] = [];
  const plugin = (): Plugin => ({
    name: 'portal-worker-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle))
        if (output.type === 'chunk')
          chunks.push({
            type: 'chunk',
            fileName: output.fileName,
            // The worker's start is not the app's: it may wait for the network.
            isEntry: false,
            moduleIds: output.moduleIds,
            imports: output.imports,
            dynamicImports: output.dynamicImports,
            ...(output.viteMetadata ? { viteMetadata: output.viteMetadata } : {}),
          });
    },
  });
  return { chunks, plugin };
};

/** The plugin; `localesDir` is relative to the project root. */
export const portalServiceWorker = (options: {
  readonly localesDir: string;
  /** The web workers' chunks (see {@link workerChunkCollector}). */
  readonly workerChunks?: readonly BundleChunk[];
}): Plugin => {
  let root = '';
  let outDir = '';
  let enabled = false;
  return {
    name: 'portal-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      // Only the app's own build (index.html); Storybook's build reuses this config with its own input.
      enabled = config.build.rolldownOptions.input === undefined && !config.build.ssr;
    },
    buildStart() {
      if (!enabled) return;
      this.emitFile({ type: 'chunk', id: resolve(root, WORKER_SOURCE), fileName: WORKER_FILE });
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(_options, bundle) {
        if (!enabled) return;
        const workerPath = join(outDir, WORKER_FILE);
        const code = await readFile(workerPath, 'utf8');
        if (!MARKER.test(code)) throw new Error(`${WORKER_FILE} has no manifest marker`);
        const onDemand = onDemandFiles({
          ...bundle,
          ...Object.fromEntries((options.workerChunks ?? []).map((chunk) => [chunk.fileName, chunk])),
        });
        const manifest = await buildPrecacheManifest(
          outDir,
          resolve(root, options.localesDir),
          code,
          onDemand,
          codeCacheFiles(bundle, onDemand),
        );
        await writeFile(
          workerPath,
          code.replace(MARKER, () => JSON.stringify(JSON.stringify(manifest))),
        );
      },
    },
  };
};
