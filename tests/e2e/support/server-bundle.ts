import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { KEPT_AS_PACKAGES, REQUIRE_FOR_BUNDLED_PACKAGES } from '../../../scripts/build-server';

const root = resolve(import.meta.dirname, '../../..');

/**
 * The server every end-to-end portal runs: `server/portal-server.ts` bundled once per run (about 0.3 s), so
 * each of the run's ~40 portal starts loads one file instead of transpiling ~200 modules through tsx
 * (about 2 CPU-s per start). Packages are bundled as in the production build (scripts/build-server.ts),
 * those it keeps external are resolved from node_modules as under tsx.
 */
/**
 * In the checkout's own tmp/ (git-ignored), not under node_modules: git worktrees that share one
 * node_modules by a link would otherwise run each other's server, bundled from another tree's sources.
 * Bare imports still resolve, from the checkout's node_modules upwards.
 */
export const SERVER_BUNDLE = join(root, 'tmp/e2e-server/main.mjs');

/**
 * Bundles the server. `import.meta.url` is replaced by each source file's own address, so the
 * migrations and seed files are found where they lie in the checkout.
 */
export const bundleServer = async (): Promise<void> => {
  await build({
    // The server itself, without main.ts's early database start (its dynamic import names the compiled
    // server's file, which this bundle is not; production-start.test.ts runs that entry).
    entryPoints: [join(root, 'server/portal-server.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: KEPT_AS_PACKAGES,
    banner: { js: REQUIRE_FOR_BUNDLED_PACKAGES },
    sourcemap: 'inline',
    outfile: SERVER_BUNDLE,
    logLevel: 'warning',
    plugins: [
      {
        name: 'source-file-url',
        setup(bundle) {
          bundle.onLoad({ filter: /\.ts$/ }, async ({ path }) => ({
            contents: (await readFile(path, 'utf8')).replaceAll(
              'import.meta.url',
              JSON.stringify(pathToFileURL(path).href),
            ),
            loader: 'ts',
          }));
        },
      },
    ],
  });
};
