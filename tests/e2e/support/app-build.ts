import { existsSync, readdirSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';

/** What `vite build` reads: a change to any of them makes `dist/` stale. */
const APP_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

/** The newest modification time (ms) under `path`, a file or a folder walked whole. */
const newestChange = (path: string): number => {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
};

/**
 * True when `dist/index.html` is missing or older than one of the app's sources: an e2e run against an
 * app built from other sources than the server it talks to tests neither (seen: offline-logbook tests
 * timing out against a build left from an earlier commit).
 */
export const appBuildIsStale = (root: string): boolean => {
  const built = resolve(root, 'dist/index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return APP_INPUTS.some((input) => {
    const path = resolve(root, input);
    return existsSync(path) && newestChange(path) > builtAt;
  });
};

/** Builds the app for production into `dist/` (`npm test` has built it already in its checks). */
export const buildApp = (root: string): void => {
  execFileSync(resolve(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    // Vitest runs with NODE_ENV=test, which would make this a development build of React.
    env: { ...process.env, NODE_ENV: 'production' },
  });
};
