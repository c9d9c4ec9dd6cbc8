import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './pglite.db';
import { startPgliteEarly, takePgliteEarly } from './pglite-directory';

/**
 * Issue 34 §1: the server's entry starts the embedded database before the server's modules load; the
 * server then opens that very instance (its data there), once, and never a second one on the directory.
 */
describe('the embedded database started ahead of the server', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('is the instance the server opens on that directory, taken once, with the directory’s data', async () => {
    const root = await mkdtemp(join(tmpdir(), 'portal-early-pglite-'));
    dirs.push(root);
    const dataDir = join(root, 'db');
    startPgliteEarly(dataDir);
    const db = await openPglite(dataDir);
    // The open took the early start: nothing is left to take, and its data is the directory's.
    expect(takePgliteEarly(dataDir)).toBeNull();
    await db.exec('CREATE TABLE started_early (id int)');
    await db.close();
    // A restart: the early instance opens the directory's data.
    startPgliteEarly(dataDir);
    const again = await openPglite(dataDir);
    expect(takePgliteEarly(dataDir)).toBeNull();
    expect(await again.query("SELECT to_regclass('started_early') IS NOT NULL AS there")).toEqual([
      { there: true },
    ]);
    await again.close();
  });
});
