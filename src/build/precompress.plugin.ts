import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * The Vite plugin that compresses the build once: beside every text file of dist above
 * MIN_COMPRESSED_BYTES it writes `<file>.br` (brotli) and `<file>.gz` (gzip level 9), which the server
 * sends to browsers that accept them (server/http/precompressed-static.ts). Source maps are left alone
 * (only developers fetch them), and so are images and fonts, compressed already.
 */

/** The text files worth compressing, by extension. */
export const COMPRESSED_EXTENSIONS: ReadonlySet<string> = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
]);
/** Below this a compressed answer saves less than a round trip's headers are worth. */
export const MIN_COMPRESSED_BYTES = 1024;
/** What each encoding's file ends with (the server looks for the same suffixes). */
export const ENCODED_SUFFIXES = { br: '.br', gzip: '.gz' } as const;
/**
 * Brotli quality 10, not 11: on the whole build (7 MB of text) 11 took about 7.6 s on two cores and 10
 * about 3.0 s, for files 2 % larger (1.63 MB against 1.60 MB); quality 5 took 0.4 s but is 12 % larger.
 */
export const BROTLI_QUALITY = 10;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Whether a built file of `bytes` bytes at `path` gets compressed copies. */
export const isCompressedFile = (path: string, bytes: number): boolean =>
  COMPRESSED_EXTENSIONS.has(extname(path).toLowerCase()) && bytes >= MIN_COMPRESSED_BYTES;

export interface CompressedFile {
  readonly path: string;
  readonly raw: number;
  /** Bytes of each copy written; absent where the copy would not be smaller than the file. */
  readonly br?: number;
  readonly gzip?: number;
}

/** Writes `<path>.br` and `<path>.gz` beside `path`, each only where it is smaller than the file. */
export const compressFile = async (path: string): Promise<CompressedFile> => {
  const content = await readFile(path);
  const [br, gz] = await Promise.all([
    brotliAsync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  const written: { br?: number; gzip?: number } = {};
  if (br.length < content.length) {
    await writeFile(path + ENCODED_SUFFIXES.br, br);
    written.br = br.length;
  }
  if (gz.length < content.length) {
    await writeFile(path + ENCODED_SUFFIXES.gzip, gz);
    written.gzip = gz.length;
  }
  return { path, raw: content.length, ...written };
};

/** The files under `dir` that `isCompressedFile` selects. */
export const filesToCompress = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
  return files.filter((file, i) => isCompressedFile(file, sizes[i] ?? 0)).sort();
};

/** Compresses every selected file under `dir`; zlib works on libuv's thread pool, so files overlap. */
export const compressDirectory = async (dir: string): Promise<CompressedFile[]> =>
  Promise.all((await filesToCompress(dir)).map(compressFile));

/** The plugin: runs after every other plugin has written its files (the service worker's list too). */
export const precompressBuild = (): Plugin => {
  let outDir = '';
  let enabled = false;
  let logger: ResolvedConfig['logger'] | undefined;
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
      // As the service worker's plugin: only the app's own build, not Storybook's (own input).
      enabled = config.build.rolldownOptions.input === undefined && !config.build.ssr;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (!enabled) return;
        const started = performance.now();
        const files = await compressDirectory(outDir);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        logger?.info(`precompress: ${files.length} files as .br and .gz in ${seconds} s`);
      },
    },
  };
};
