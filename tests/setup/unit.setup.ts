import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy/waitFor wait for what the page shows; on a busy two-core machine the first render of a screen can
// take longer than Testing Library's 1 s default, so give them room (they return as soon as it shows).
configure({ asyncUtilTimeout: 5000 });

// The views project shares a worker's modules between files (`isolate: false`): libraries load once, the
// project's own modules afresh for each file, so a file's `vi.mock` replaces what its screen imports.
vi.resetModules();

// A worker's files share one jsdom document (`isolate: false`): what a test leaves in it (session storage,
// nodes outside Testing Library's containers) must not reach the next file. The route-focus test failed
// once in a CI run with the focus on its heading, as if a `#main-content` or a stored "came from the login
// page" of an earlier file were still there; both are cleared after every test now.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
});
