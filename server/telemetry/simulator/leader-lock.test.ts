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

  it('lets one instance lead; another waits in line and takes over as soon as it stops', async () => {
    const running = new Set<string>();
    const logs: string[] = [];
    const lead = (name: string) => () => {
      running.add(name);
      return { stop: async () => void running.delete(name) };
    };
    const log = (message: string) => logs.push(message);
    // An hour between tries: a takeover within seconds can only come from waiting for the lock.
    const first = leadWhileLocked(database.url, lead('first'), log, 3_600_000);
    await expect.poll(() => [...running]).toEqual(['first']);
    const outcomes: string[] = [];
    let refused!: () => void;
    const inLine = new Promise<void>((resolve) => (refused = resolve));
    const second = leadWhileLocked(database.url, lead('second'), log, 3_600_000, (outcome) => {
      outcomes.push(outcome);
      if (outcome === 'refused') refused();
    });
    await inLine;
    // A third waits too, and stops while it waits: its wait is cancelled, not left hanging.
    let thirdRefused!: () => void;
    const thirdInLine = new Promise<void>((resolve) => (thirdRefused = resolve));
    const third = leadWhileLocked(database.url, lead('third'), log, 3_600_000, (outcome) => {
      if (outcome === 'refused') thirdRefused();
    });
    await thirdInLine;
    await third.stop();
    expect([...running]).toEqual(['first']);

    await first.stop();
    await expect.poll(() => [...running], { timeout: 5_000 }).toEqual(['second']);
    expect(outcomes).toEqual(['refused', 'leading']);
    await second.stop();
    expect(running.size).toBe(0);
    expect(logs).toEqual([]);
  });
});
