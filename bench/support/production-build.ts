import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/**
 * Builds the app as it ships (`vite build` into dist/, which the server serves), so a benchmark
 * measures the current source and never a stale build. A few seconds with Vite 8.
 */
export const buildProduction = (): void => {
  execFileSync(resolve(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    // A development build of React would be measured otherwise.
    env: { ...process.env, NODE_ENV: 'production' },
  });
};
