import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import appConfig from '../../vite.config';

/**
 * Builds the benchmark page (`bench/map/index.html`) into `outDir` with the project's build options
 * (its chunks, so the map code is split as in the app) but without the app's service worker, whose
 * plugin expects the project root. `minify: false` keeps the functions' names (CPU profiles).
 */
export const buildBenchPage = async (outDir: string, options: { minify?: boolean } = {}): Promise<void> => {
  await build({
    configFile: false,
    plugins: [react()],
    root: import.meta.dirname,
    base: './',
    logLevel: 'warn',
    // Unminified on request: a CPU profile then names the functions.
    build: {
      ...appConfig.build,
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      minify: options.minify ?? true,
    },
  });
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** Serves `dir` on a free port of 127.0.0.1; resolves with its URL and a stop function. */
export const serveStatic = (dir: string): Promise<{ url: string; stop: () => Promise<void> }> =>
  new Promise((done) => {
    const server: Server = createServer((request, response) => {
      const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
      let file = join(dir, path);
      if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
        file = join(dir, 'index.html');
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(response);
    });
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      done({
        url: `http://127.0.0.1:${port}`,
        stop: () => new Promise((closed) => server.close(() => closed())),
      });
    });
  });
