import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, databaseKinds } from '../../test-support/test-databases';
import { leadWhileLocked } from './leader-lock';

/** Several instances on one PostgreSQL database: only the lock holder simulates. */
describe.runIf(databaseKinds().includes('postgres'))('simulator leadership [postgres]', () => {
  let database: { url: string; drop: () => Promise<void> };
  beforeAll(async () => {
    database = await createPostgresDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('lets one instance lead and another take over when it stops', async () => {
    const running = new Set<string>();
    const logs: string[] = [];
    const lead = (name: string) => () => {
      running.add(name);
      return { stop: async () => void running.delete(name) };
    };
    const log = (message: string) => logs.push(message);
    const first = leadWhileLocked(database.url, lead('first'), log, 50);
    await expect.poll(() => [...running]).toEqual(['first']);
    // The second instance keeps asking for the lock while the first holds it: two refusals in a row.
    let refusals = 0;
    let refusedTwice!: () => void;
    const competing = new Promise<void>((resolve) => (refusedTwice = resolve));
    const second = leadWhileLocked(database.url, lead('second'), log, 50, (outcome) => {
      if (outcome === 'refused' && ++refusals === 2) refusedTwice();
    });
    await competing;
    expect([...running]).toEqual(['first']);

    await first.stop();
    await expect.poll(() => [...running]).toEqual(['second']);
    await second.stop();
    expect(running.size).toBe(0);
    expect(logs).toEqual([]);
  });
});
