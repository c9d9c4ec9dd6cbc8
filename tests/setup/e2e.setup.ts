import { useServiceWorker } from '../e2e/support/browser';

// Runs before every e2e file. A worker's files share their modules (vitest.config.ts, `isolate: false`):
// one file's choice of the service worker must not reach the next.
useServiceWorker(false);
