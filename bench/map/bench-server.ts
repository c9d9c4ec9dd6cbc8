import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '../..');

/** Builds the benchmark page (`bench/map/index.html`) with the project's Vite config into `outDir`. */
export const buildBenchPage = async (outDir: string): Promise<void> => {
  await build({
    configFile: resolve(root, 'vite.config.ts'),
    root: import.meta.dirname,
    base: './',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false },
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
