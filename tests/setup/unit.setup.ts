import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy/waitFor wait for what the page shows; on a busy two-core machine the first render of a screen can
// take longer than Testing Library's 1 s default, so give them room (they return as soon as it shows).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
