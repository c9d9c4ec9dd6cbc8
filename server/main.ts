import { dataDirOf } from './data-dir';
import { startPgliteEarly } from './db/pglite-directory';

declare const PORTAL_SERVER_BUNDLE: boolean | undefined;

/**
 * The server's entry (`node dist/server/main.js`, `npm run serve`). On the embedded database it first
 * starts PGlite in its thread on the data directory the configuration names (`DATA_DIR`, else `data`),
 * and only then loads the server (`portal-server.ts`, which takes that database when it opens it):
 * PGlite opens, about a second, while the server's modules load on the other core (issue 34 §1).
 */
if (!process.env['DATABASE_URL']) {
  try {
    startPgliteEarly(`${dataDirOf(process.env, process.cwd())}/db`);
  } catch {
    // The server's own start opens it again and reports what is wrong in its log.
  }
}
const bundled = typeof PORTAL_SERVER_BUNDLE !== 'undefined' && PORTAL_SERVER_BUNDLE;
// Not a literal: the bundle loads the server's own file (built beside this one) only now.
await import(new URL(bundled ? './portal-server.js' : './portal-server.ts', import.meta.url).href);
