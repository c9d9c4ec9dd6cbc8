import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressBuild } from './src/build/precompress.plugin.js';
import { radixBreakpoints } from './src/build/radix-breakpoints.plugin.js';
import { portalServiceWorker, workerChunkCollector } from './src/sw/precache.plugin.js';

const backend = process.env['PORTAL_BACKEND'] ?? 'http://localhost:8080';
const proxied = ['/api', '/um', '/logbook', '/wp-json', '/locales'];
const workerChunks = workerChunkCollector();

export default defineConfig({
  // Radix Themes' sheets without the responsive rules of breakpoints the app never uses; the service
  // worker (dist/sw.js) with the list of every built file and locale file it precaches; then, once
  // everything is written, each text file's brotli and gzip copies for the server to send.
  plugins: [
    radixBreakpoints(),
    react(),
    portalServiceWorker({ localesDir: 'src/i18n/locales', workerChunks: workerChunks.chunks }),
    precompressBuild(),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: backend, changeOrigin: false }])),
  },
  // Module workers (the reporting export's): their chunks can load lazily; the
  // service worker's plugin learns which of them to cache on demand.
  worker: { format: 'es', plugins: () => [workerChunks.plugin()] },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // MapLibre alone is about 1 MB minified; it loads only with a map route (see below).
    chunkSizeWarningLimit: 1100,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The map libraries get chunks of their own, named after them, reached only through the
          // lazily loaded map screen: no other route (least of all the login) loads them, and the
          // login-bundle test can tell them by name.
          groups: [
            // Vite's preload helper is shared by every lazy import; left alone, the deck group (whose
            // loaders use dynamic imports) would take it along, and the entry would load deck.gl.
            { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 30 },
            { name: 'maplibre', test: /[\\/]node_modules[\\/]maplibre-gl[\\/]/, priority: 20 },
            {
              name: 'deck',
              // Not the aggregation layers: they stay with the heat map's lazily loaded module (the
              // dashboard never needs them; a group of their own drew shared luma.gl code in).
              test: /[\\/]node_modules[\\/](@deck\.gl(?![\\/]aggregation-layers)|@luma\.gl|@loaders\.gl|@math\.gl|@probe\.gl|mjolnir\.js)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
