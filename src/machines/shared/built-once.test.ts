import { describe, expect, it } from 'vitest';
import { builtOnce } from './built-once';

describe('builtOnce', () => {
  it('builds once per deps object and answers the same result after', () => {
    let builds = 0;
    const machinesFor = builtOnce((deps: { readonly name: string }) => ({
      built: ++builds,
      name: deps.name,
    }));
    const app = { name: 'app' };
    const first = machinesFor(app);
    expect(machinesFor(app)).toBe(first);
    expect(machinesFor({ name: 'app' })).not.toBe(first);
    expect(builds).toBe(2);
  });
});
