import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy/waitFor wait for what the page shows; on a busy two-core machine the first render of a screen can
// take longer than Testing Library's 1 s default, so give them room (they return as soon as it shows).
configure({ asyncUtilTimeout: 5000 });

// The views project shares a worker's modules between files (`isolate: false`): libraries load once, the
// project's own modules afresh for each file, so a file's `vi.mock` replaces what its screen imports.
vi.resetModules();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
