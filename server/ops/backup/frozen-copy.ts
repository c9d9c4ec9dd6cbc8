import { constants } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../db/db';
import type { BulkDatabase } from '../../db/bulk-session';
import { pgliteBulk } from '../../db/pglite-bulk';

/**
 * A backup source for the embedded database of a running portal that keeps it waiting only for a file
 * copy: between two transactions (the database's own lock), a checkpoint writes every changed page
 * to its files and the data directory is copied (a reflink where the file system has them); the
 * backup then reads the copy with a second PGlite, while the portal answers and ingests. A logical
 * snapshot of the live database would hold its one session for the whole backup instead.
 * Closing the source removes the copy.
 */
export const frozenCopyOf = async (
  db: Db,
  databaseDir: string,
  scratchDir: string,
): Promise<BulkDatabase> => {
  const copyDir = await mkdtemp(join(scratchDir, 'backup-snapshot-'));
  try {
    const frozenAt = await db.transaction(async (tx) => {
      await tx.query('CHECKPOINT');
      const at = new Date().toISOString();
      await cp(databaseDir, copyDir, { recursive: true, mode: constants.COPYFILE_FICLONE });
      return at;
    });
    const instance = await PGlite.create(copyDir);
    const bulk = pgliteBulk(instance, async () => {
      await instance.close();
      await rm(copyDir, { recursive: true, force: true });
    });
    return { ...bulk, frozenAt };
  } catch (error) {
    await rm(copyDir, { recursive: true, force: true });
    throw error;
  }
};
