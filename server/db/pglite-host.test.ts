import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { openPglite } from './pglite.db';

/**
 * The embedded database in its own thread (pglite-host.ts, what the server opens on a data directory)
 * keeps the Db interface exactly as the in-thread one that the other server suites run on: the same
 * values back, the same errors with their codes, transactions, notifications, COPY both ways, and its
 * data across a close. The thread's reason to exist, surviving a PANIC, is database-panic.test.ts's.
 */
describe('the embedded database in a thread of its own', () => {
  let dir = '';
  let db: Db;
  let inThread: Db;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portal-pglite-host-'));
    db = await openPglite(join(dir, 'db'));
    inThread = await openPglite('memory://');
    await db.exec('CREATE TABLE item (id int PRIMARY KEY, name text NOT NULL, data bytea, at timestamptz)');
  });
  afterAll(async () => {
    await db.close();
    await inThread.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers every type as the in-thread database does', async () => {
    const sql = `SELECT $1::timestamptz AS at, $2::bytea AS data, $3::jsonb AS doc, $4::int8 AS big,
      $5::text[] AS names, $6::text AS nothing, 1.5::float8 AS half, now() > '2020-01-01' AS later`;
    const params = [
      new Date('2026-11-27T10:00:00.123Z'),
      new Uint8Array([0, 1, 255]),
      JSON.stringify({ a: [1, 'zwei'] }),
      '9007199254740993',
      ['Zugführer', 'Łódź'],
      null,
    ];
    const [row] = await db.query(sql, params);
    expect(row).toEqual((await inThread.query(sql, params))[0]);
    expect(row?.['at']).toBeInstanceOf(Date);
    expect(row?.['data']).toEqual(new Uint8Array([0, 1, 255]));
  });

  it('fails a statement with PostgreSQL’s error fields and goes on', async () => {
    await db.query('INSERT INTO item (id, name) VALUES (1, $1)', ['first']);
    const error = await db
      .query('INSERT INTO item (id, name) VALUES (1, $1)', ['again'])
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', constraint: 'item_pkey', severity: 'ERROR' });
    expect(error).toBeInstanceOf(Error);
    expect(await db.query('SELECT name FROM item')).toEqual([{ name: 'first' }]);
  });

  it('commits a transaction whole, and rolls back one that threw or had a statement fail inside', async () => {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO item (id, name) VALUES (2, $1)', ['two']);
      await tx.query('UPDATE item SET name = $1 WHERE id = 1', ['one']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO item (id, name) VALUES (3, $1)', ['three']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO item (id, name) VALUES (4, $1)', ['four']);
        await tx.query('INSERT INTO item (id, name) VALUES (4, $1)', ['four again']).catch(() => {});
      }),
    ).rejects.toThrow(/rolled back/);
    expect(await db.query('SELECT id, name FROM item ORDER BY id')).toEqual([
      { id: 1, name: 'one' },
      { id: 2, name: 'two' },
    ]);
  });

  it('runs statements asked at once one after another, in the order asked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => db.query<{ n: number }>('SELECT $1::int AS n', [i])),
    );
    expect(answers.map(([row]) => row?.n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(db.connections()).toEqual({ open: 1, inUse: 0, waiting: 0 });
  });

  it('delivers notifications of committed transactions until told to stop', async () => {
    const payloads: string[] = [];
    let arrived: () => void = () => {};
    const stop = await db.listen('portal_host_test', {
      onPayload: (payload) => {
        payloads.push(payload);
        arrived();
      },
    });
    const first = new Promise<void>((resolve) => (arrived = resolve));
    await db.transaction((tx) => tx.query("SELECT pg_notify('portal_host_test', 'hello')"));
    await first;
    await stop();
    await db.query("SELECT pg_notify('portal_host_test', 'after stop')");
    await db.query('SELECT 1');
    expect(payloads).toEqual(['hello']);
  });

  it('copies rows out and in with COPY, as backups and restores do', async () => {
    await db.exec('CREATE TABLE item_copy (LIKE item)');
    const bulk = db.bulk();
    const text = await bulk.session('snapshot', (s) => s.copyOut('COPY item TO STDOUT'));
    expect(new TextDecoder().decode(text)).toContain('one');
    await bulk.session('load', (s) => s.copyIn('COPY item_copy FROM STDIN', text));
    expect(await db.query('SELECT id, name FROM item_copy ORDER BY id')).toEqual(
      await db.query('SELECT id, name FROM item ORDER BY id'),
    );
  });

  it('keeps its data across a close, and refuses statements once closed', async () => {
    await db.close();
    await expect(db.query('SELECT 1')).rejects.toThrow(/closed/);
    db = await openPglite(join(dir, 'db'));
    expect(await db.query('SELECT count(*)::int AS n FROM item')).toEqual([{ n: 2 }]);
  });
});
