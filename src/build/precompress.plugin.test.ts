import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  compressDirectory,
  filesToCompress,
  isCompressedFile,
  MIN_COMPRESSED_BYTES,
} from './precompress.plugin';

const text = (bytes: number) => 'const answer = "forty-two";\n'.repeat(Math.ceil(bytes / 28)).slice(0, bytes);

describe('the precompress plugin', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it.each([
    ['assets/index-abc.js', 2048, true],
    ['assets/worker-abc.mjs', 2048, true],
    ['assets/index-abc.css', 2048, true],
    ['index.html', 2048, true],
    ['favicon.svg', 2048, true],
    ['manifest.webmanifest', 2048, true],
    ['vehicles/types.json', 2048, true],
    ['robots.txt', 2048, true],
    ['assets/INDEX-ABC.JS', 2048, true],
    ['assets/index-abc.js', MIN_COMPRESSED_BYTES, true],
    ['assets/index-abc.js', MIN_COMPRESSED_BYTES - 1, false],
    ['assets/index-abc.js.map', 2048, false],
    ['icons/icon-512.png', 2048, false],
    ['assets/font.woff2', 2048, false],
    ['assets/index-abc.js.br', 2048, false],
    ['assets/index-abc.js.gz', 2048, false],
  ])('%s of %i bytes: compressed %s', (path, bytes, expected) => {
    expect(isCompressedFile(path, bytes)).toBe(expected);
  });

  it('compresses the selected files of a build, and only those, into copies that decode to them', async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
    await mkdir(join(dir, 'assets'));
    const files: Record<string, string> = {
      'index.html': `<!doctype html>${text(3000)}`,
      'sw.js': text(5000),
      'assets/index-abc.js': text(20_000),
      'assets/index-abc.js.map': text(20_000),
      'assets/index-abc.css': text(4000),
      'assets/tiny-abc.js': text(200),
      'assets/logo.png': text(4000),
    };
    for (const [path, content] of Object.entries(files)) await writeFile(join(dir, path), content);
    const selected = ['assets/index-abc.css', 'assets/index-abc.js', 'index.html', 'sw.js'];
    const relativeOf = (file: string) => relative(dir, file).split(sep).join('/');
    expect((await filesToCompress(dir)).map(relativeOf)).toEqual(selected);

    const written = await compressDirectory(dir);
    expect(written.map((file) => relativeOf(file.path))).toEqual(selected);
    const listing = (await readdir(dir, { recursive: true })).map((p) => p.split(sep).join('/')).sort();
    expect(listing.filter((p) => /\.(br|gz)$/.test(p))).toEqual(
      selected.flatMap((path) => [`${path}.br`, `${path}.gz`]).sort(),
    );
    for (const file of written) {
      const original = await readFile(file.path);
      const br = await readFile(`${file.path}.br`);
      const gz = await readFile(`${file.path}.gz`);
      expect(brotliDecompressSync(br).equals(original), file.path).toBe(true);
      expect(gunzipSync(gz).equals(original), file.path).toBe(true);
      expect(file).toEqual({ path: file.path, raw: original.length, br: br.length, gzip: gz.length });
      expect(br.length).toBeLessThan(original.length);
    }
    // A second run (a build into a directory that has copies already) selects the same files.
    expect((await filesToCompress(dir)).map(relativeOf)).toEqual(selected);
  });
});
