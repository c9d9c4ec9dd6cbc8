import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from './db';
import { databaseKinds, openEmptyDatabase } from '../test-support/test-databases';

/**
 * LISTEN/NOTIFY through the Db interface, on both databases: what the live alerts of several server
 * instances rely on. Every wait is for a payload to arrive, never for a time.
 */

/** Collects payloads and resolves once `count` have arrived. */
const collector = () => {
  const payloads: string[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  let resumed = 0;
  const resumeWaiters: (() => void)[] = [];
  return {
    payloads,
    get resumed() {
      return resumed;
    },
    listener: {
      onPayload: (payload: string) => {
        payloads.push(payload);
        for (const w of waiters.filter((w) => payloads.length >= w.count)) w.resolve();
      },
      onResume: () => {
        resumed += 1;
        for (const resolve of resumeWaiters.splice(0)) resolve();
      },
    },
    received: (count: number) =>
      payloads.length >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ count, resolve })),
    nextResume: () => new Promise<void>((resolve) => resumeWaiters.push(resolve)),
  };
};

const notify = (db: Db, channel: string, payload: string) =>
  db.query('SELECT pg_notify($1, $2)', [channel, payload]);

describe.each(databaseKinds())('LISTEN/NOTIFY on %s', (kind) => {
  let db: Db;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await openEmptyDatabase(kind));
  });
  afterAll(() => dispose());

  it('delivers what committed transactions sent, in order, and nothing from a rolled-back one', async () => {
    const seen = collector();
    const stop = await db.listen('portal_test_a', seen.listener);
    await db
      .transaction(async (tx) => {
        await tx.query('SELECT pg_notify($1, $2)', ['portal_test_a', 'rolled back']);
        throw new Error('abort');
      })
      .catch(() => {});
    await db.transaction(async (tx) => {
      await tx.query('SELECT pg_notify($1, $2)', ['portal_test_a', 'first']);
      await tx.query('SELECT pg_notify($1, $2)', ['portal_test_a', 'second']);
    });
    await notify(db, 'portal_test_other', 'another channel');
    await notify(db, 'portal_test_a', 'third');
    await seen.received(3);
    expect(seen.payloads).toEqual(['first', 'second', 'third']);
    await stop();
  });

  it('stops delivering to a listener that stopped, and keeps the others', async () => {
    const stopped = collector();
    const kept = collector();
    const stop = await db.listen('portal_test_b', stopped.listener);
    const stopKept = await db.listen('portal_test_b', kept.listener);
    await notify(db, 'portal_test_b', 'both');
    await Promise.all([stopped.received(1), kept.received(1)]);
    await stop();
    await notify(db, 'portal_test_b', 'kept only');
    await kept.received(2);
    expect(stopped.payloads).toEqual(['both']);
    expect(kept.payloads).toEqual(['both', 'kept only']);
    await stopKept();
  });

  it('refuses a channel name that is not a plain identifier', async () => {
    await expect(db.listen('bad; DROP TABLE x', collector().listener)).rejects.toThrow(/channel/);
    await expect(db.listen('Upper', collector().listener)).rejects.toThrow(/channel/);
  });
});

describe.each(databaseKinds().filter((kind) => kind === 'postgres'))(
  'LISTEN/NOTIFY on %s servers',
  (kind) => {
    let db: Db;
    let url: string | undefined;
    let dispose: () => Promise<void>;

    beforeAll(async () => {
      ({ db, url, dispose } = await openEmptyDatabase(kind));
    });
    afterAll(() => dispose());

    it('reaches another instance, which resumes after its connection drops', async () => {
      const other = await openDb({ databaseUrl: url!, dataDir: '' });
      try {
        const seen = collector();
        const stop = await other.listen('portal_test_c', seen.listener);
        await notify(db, 'portal_test_c', 'from the first instance');
        await seen.received(1);

        const resumed = seen.nextResume();
        const [row] = await db.query<{ terminated: number }>(
          `SELECT count(pg_terminate_backend(pid))::int AS terminated FROM pg_stat_activity
         WHERE datname = current_database() AND query = 'LISTEN portal_test_c'`,
        );
        expect(row?.terminated).toBe(1);
        await resumed;
        expect(seen.resumed).toBe(1);
        await notify(db, 'portal_test_c', 'after the drop');
        await seen.received(2);
        expect(seen.payloads).toEqual(['from the first instance', 'after the drop']);
        await stop();
      } finally {
        await other.close();
      }
    });
  },
);
