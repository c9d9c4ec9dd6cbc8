import { cp, mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');

/**
 * What the bundle imports from node_modules at run time: packages with native code (argon2, pg's
 * optional native half), WebAssembly or data files beside their code (PGlite, the fonts, pdfkit,
 * fontkit), worker files of their own (pino's transports), and those loaded only at first use.
 */
export const KEPT_AS_PACKAGES = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  'dejavu-fonts-ttf',
  'exceljs',
  'fontkit',
  'nodemailer',
  'pdfkit',
  'pg-copy-streams',
  'pg-native',
  'pino',
  'pino-pretty',
  'tar-stream',
];

/** The `require` that CommonJS packages bundled into an ES module (pg, prom-client) call for Node's own modules. */
export const REQUIRE_FOR_BUNDLED_PACKAGES =
  "import { createRequire as __portalRequire } from 'node:module'; const require = __portalRequire(import.meta.url);";

/**
 * The server as it runs in production (issue 34 §1): `server/main.ts` compiled to JavaScript,
 * `<outDir>/main.js` (and the account commands, `accounts.js`, and the database commands, `db.js`), that needs only the production
 * dependencies (`npm ci --omit=dev`): no tsx, TypeScript or Vite at run time. The packages of plain
 * JavaScript are bundled with the sources; {@link KEPT_AS_PACKAGES} stay in node_modules. The files the server reads lie beside it, where each source's
 * `new URL(…, import.meta.url)` finds them from the bundle: the migrations (`migrations/`), the demo's
 * seed files (`seed-files/`), the locale files (`locales/`) and the embedded database's worker (`pglite-worker.mjs`). `PORTAL_SERVER_BUNDLE` tells the
 * configuration that the built app is the folder above (dist/), so `node dist/server/main.js` runs
 * from any working directory.
 */
export const buildServer = async (outDir = join(root, 'dist/server')): Promise<void> => {
  await rm(outDir, { recursive: true, force: true });
  await build({
    // The server, and the account, device and database commands for a machine without tsx (README).
    entryPoints: {
      // The entry starts the embedded database, then loads the server (issue 34 §1).
      main: join(root, 'server/main.ts'),
      'portal-server': join(root, 'server/portal-server.ts'),
      accounts: join(root, 'server/cli/accounts.ts'),
      db: join(root, 'server/cli/db.ts'),
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The rest is bundled (issue 34 §1): loading effect's hundreds of modules one by one took 0.7 s of
    // every start.
    external: KEPT_AS_PACKAGES,
    banner: { js: REQUIRE_FOR_BUNDLED_PACKAGES },
    // Stack traces name the sources (main.ts turns source maps on).
    sourcemap: 'linked',
    // Each a whole file beside the others (no shared chunks in a subfolder): the sources' paths relative
    // to `import.meta.url` must resolve from the folder the files lie in.
    outdir: outDir,
    define: { PORTAL_SERVER_BUNDLE: 'true' },
    logLevel: 'warning',
  });
  await mkdir(outDir, { recursive: true });
  await cp(join(root, 'server/db/migrations'), join(outDir, 'migrations'), {
    recursive: true,
    filter: (source) => !source.endsWith('.md'),
  });
  await cp(join(root, 'server/demo/seed-files'), join(outDir, 'seed-files'), { recursive: true });
  await cp(join(root, 'src/i18n/locales'), join(outDir, 'locales'), { recursive: true });
  // The embedded database's thread (pglite-host.ts), a JavaScript file as it is.
  await cp(join(root, 'server/db/pglite-worker.mjs'), join(outDir, 'pglite-worker.mjs'));
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  await buildServer();
  console.log(`dist/server/main.js built in ${Date.now() - started} ms`);
}
