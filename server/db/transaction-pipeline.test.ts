import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { together } from './statements-together';
import { databaseKinds, openEmptyDatabase } from '../test-support/test-databases';

/**
 * Statements of one transaction sent without waiting for each other's answers (`together`, as the
 * ingestion does: on PostgreSQL they travel pipelined, BEGIN with the first ones). What it relies on,
 * on both databases: they run in the order sent, each seeing what the ones before wrote, and one that
 * fails takes every other one with it, those sent after it included.
 */
describe.each(databaseKinds())('statements sent together in a transaction on %s', (kind) => {
  let db: Db;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await openEmptyDatabase(kind));
    await db.exec('CREATE TABLE together_test (n int PRIMARY KEY)');
  });
  afterAll(() => dispose());

  const stored = async () =>
    (await db.query<{ n: number }>('SELECT n FROM together_test ORDER BY n')).map((r) => r.n);

  it('runs them in the order sent, each after the writes of the ones before', async () => {
    const counts = await db.transaction((tx) =>
      Promise.all([
        tx.query('INSERT INTO together_test (n) VALUES ($1)', [1]),
        tx.query<{ c: number }>('SELECT count(*)::int AS c FROM together_test'),
        tx.query('INSERT INTO together_test (n) VALUES ($1)', [2]),
        tx.query<{ c: number }>('SELECT count(*)::int AS c FROM together_test'),
      ]),
    );
    expect([counts[1][0]?.c, counts[3][0]?.c]).toEqual([1, 2]);
    expect(await stored()).toEqual([1, 2]);
  });

  it('keeps none of them when one fails, not even those sent after it', async () => {
    const attempt = db.transaction((tx) =>
      together(
        tx.query('INSERT INTO together_test (n) VALUES ($1)', [3]),
        tx.query('INSERT INTO together_test (n) VALUES ($1)', [1]),
        tx.query('INSERT INTO together_test (n) VALUES ($1)', [4]),
      ),
    );
    await expect(attempt).rejects.toThrow(/duplicate key/);
    expect(await stored()).toEqual([1, 2]);
  });
});
