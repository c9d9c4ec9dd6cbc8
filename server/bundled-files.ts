import { fileURLToPath } from 'node:url';

/** Set to true by scripts/build-server.ts in the compiled server; not defined under tsx. */
declare const PORTAL_SERVER_BUNDLE: boolean | undefined;

/**
 * Where the compiled server (dist/server/main.js, issue 34 §1) finds the files it serves: the built app
 * in the folder above it, the locale files beside it. Null when the server runs from its sources, which
 * find them from the working directory (`dist/`, `src/i18n/locales/`).
 */
export const bundledFiles: { readonly staticDir: string; readonly localesDir: string } | null =
  typeof PORTAL_SERVER_BUNDLE !== 'undefined' && PORTAL_SERVER_BUNDLE
    ? {
        staticDir: fileURLToPath(new URL('..', import.meta.url)),
        localesDir: fileURLToPath(new URL('./locales', import.meta.url)),
      }
    : null;
