import { vi } from 'vitest';

// A worker's e2e files share their libraries (vitest.config.ts, `isolate: false`): Playwright and the
// rest of node_modules load once per worker. The project's own modules load afresh for each file, as in
// the unit project (tests/setup/node.setup.ts), so the support modules' state (the service-worker
// choice, the axe checks of open pages) never carries over to the next file.
vi.resetModules();
