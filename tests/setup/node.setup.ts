import { afterAll, vi } from 'vitest';

// The unit project runs its files one after another in shared workers (`isolate: false`): libraries load
// once, the project's own modules afresh for each file (a module's state never carries over), and
// whatever a file changed globally is put back when it ends, so the next file starts as if alone.
vi.resetModules();

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
