import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/** End-to-end tests run against the production build; build it when it is missing. */
export default function setup(): void {
  const root = resolve(import.meta.dirname, '../../..');
  if (!existsSync(resolve(root, 'dist/index.html'))) {
    execFileSync(resolve(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
  }
  if (!existsSync(process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium')) {
    throw new Error('Chromium is missing: apt-get install -y chromium (see .ci/run)');
  }
}
