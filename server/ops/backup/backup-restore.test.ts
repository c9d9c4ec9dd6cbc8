import { copyFile, mkdtemp, readFile, rm, stat, truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '../../db/db';
import type { BulkDatabase } from '../../db/bulk-session';
import { loadMigrations } from '../../db/migrations';
import { openDb } from '../../db/db';
import { pgliteDb } from '../../db/pglite.db';
import { pgliteBulk } from '../../db/pglite-bulk';
import { postgresBulk } from '../../db/postgres-bulk';
import { createTestFleet, telemetryRecord } from '../../fleet/test-fleet';
import { ingestRecords } from '../../telemetry/ingestion.service';
import { createPostgresDatabase, databaseKinds, type DatabaseKind } from '../../test-support/test-databases';
import { RestoreRefused } from './backup-loader';
import { BackupFileError } from './backup-manifest';
import { backupToFile, restoreFromFile } from './backup-operations';
import { frozenCopyOf } from './frozen-copy';

/**
 * Issue 34 §2: a backup taken while telemetry is ingested restores, on a fresh database of the other
 * kind, every table as it stood at one moment: no batch half in it, every batch acknowledged before
 * the backup began in it, none begun after it ended, each vehicle's live row its newest position.
 * Then a restore refuses a database with data, and a damaged file changes nothing.
 */

const migrations = loadMigrations();
const BATCH = 20;
/** The ingestion's now: late enough that no batch of the run counts as in the future. */
const NOW = new Date('2027-06-01T12:00:00Z');

interface Source {
  readonly db: Db;
  readonly backupSource: () => Promise<BulkDatabase>;
  readonly dispose: () => Promise<void>;
}

/** A seeded database of `kind` on which the portal runs: PGlite in a directory (as `npm start`), or a server's. */
const openSource = async (kind: DatabaseKind, scratch: string): Promise<Source> => {
  if (kind === 'pglite') {
    const dir = join(scratch, 'db');
    const seeded = await readFile(inject('databaseTemplates').pglite.seeded);
    const instance = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([seeded]) });
    const db = pgliteDb(instance);
    return { db, backupSource: () => frozenCopyOf(db, dir, scratch), dispose: () => db.close() };
  }
  const created = await createPostgresDatabase('seeded');
  const db = await openDb({ databaseUrl: created.url, dataDir: '' });
  return {
    db,
    backupSource: async () => db.bulk(),
    dispose: async () => {
      await db.close();
      await created.drop();
    },
  };
};

/** A fresh empty database of `kind` to restore into (a new machine). */
const openTarget = async (
  kind: DatabaseKind,
): Promise<{ bulk: BulkDatabase; db: Db; dispose: () => Promise<void> }> => {
  if (kind === 'pglite') {
    const empty = await readFile(inject('databaseTemplates').pglite.empty);
    const instance = await PGlite.create({ dataDir: 'memory://', loadDataDir: new Blob([empty]) });
    return { bulk: pgliteBulk(instance), db: pgliteDb(instance), dispose: () => instance.close() };
  }
  const created = await createPostgresDatabase('empty');
  const db = await openDb({ databaseUrl: created.url, dataDir: '' });
  return {
    bulk: postgresBulk(created.url),
    db,
    dispose: async () => {
      await db.close();
      await created.drop();
    },
  };
};

interface SentBatch {
  readonly vehicleId: number;
  readonly first: string;
  readonly last: string;
  readonly sentAt: number;
  ackedAt: number | null;
}

const batchRecords = (index: number) =>
  Array.from({ length: BATCH }, (_, i) => {
    const at = new Date(Date.UTC(2026, 10, 1) + (index * BATCH + i) * 10_000).toISOString();
    return telemetryRecord(at, { status: 'driving', speed: 40, mileageKm: 1000 + index * BATCH + i });
  });

for (const kind of databaseKinds()) {
  const other: DatabaseKind =
    kind === 'pglite' && databaseKinds().includes('postgres') ? 'postgres' : 'pglite';

  describe(`a backup of the ${kind} database during ingestion, restored on ${other}`, () => {
    let scratch: string;
    let source: Source;
    let target: Awaited<ReturnType<typeof openTarget>>;
    const file = () => join(scratch, 'backup.tar.gz');
    const batches: SentBatch[] = [];
    let backupStarted = 0;
    let backupEnded = 0;

    beforeAll(async () => {
      scratch = await mkdtemp(join(tmpdir(), 'portal-backup-'));
      source = await openSource(kind, scratch);
      const fleet = await createTestFleet(source.db, 'backup');
      const vehicles = [fleet.diesel.id, fleet.eloc.id, fleet.crane.id];
      let stop = false;
      // Three devices send batches one after another, each batch one transaction, until told to stop.
      const devices = vehicles.map(async (vehicleId) => {
        for (let index = 0; !stop; index += 1) {
          const records = batchRecords(index);
          const batch: SentBatch = {
            vehicleId,
            first: records[0]!.timestamp,
            last: records.at(-1)!.timestamp,
            sentAt: Date.now(),
            ackedAt: null,
          };
          batches.push(batch);
          const result = await ingestRecords(source.db, vehicleId, records, NOW);
          expect(result, JSON.stringify(result).slice(0, 300)).toMatchObject({ accepted: BATCH });
          batch.ackedAt = Date.now();
          // A device sends again 100 ms after its answer (a busy tracker; real ones send every few
          // seconds). The three loops share this process with the embedded backup: at 10 ms pauses
          // (a batch takes 10-20 ms here) they kept the thread busy and starved the backup, whose
          // second PGlite took 70 s to open and the whole backup 160-240 s (a hook timeout in CI).
          await new Promise((r) => setTimeout(r, 100));
        }
      });
      while (batches.filter((b) => b.ackedAt !== null).length < 6)
        await new Promise((r) => setTimeout(r, 20));
      backupStarted = Date.now();
      await backupToFile(await source.backupSource(), file()).then(
        (manifest) => manifest,
        (error: unknown) => {
          stop = true;
          throw error;
        },
      );
      backupEnded = Date.now();
      // Ingestion went on meanwhile and goes on a little after.
      const after = batches.length;
      while (batches.length < after + 6) await new Promise((r) => setTimeout(r, 20));
      stop = true;
      await Promise.all(devices);
      target = await openTarget(other);
    }, 240_000);

    afterAll(async () => {
      await target?.dispose();
      await source?.dispose();
      await rm(scratch, { recursive: true, force: true });
    });

    it('restores every table as at one moment: whole batches only, those acknowledged before it, none begun after it', async () => {
      const result = await restoreFromFile(target.bulk, file(), { migrations, replace: false });
      expect(result.tables.find((t) => t.name === 'positions')?.rows).toBeGreaterThan(0);
      // Each month's positions went straight into their month's partition: none wait in the default
      // one for the next start to move them.
      const [waiting] = await target.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM positions_default',
      );
      expect(waiting?.n).toBe(0);
      let present = 0;
      for (const batch of batches) {
        const [row] = await target.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM positions WHERE vehicle_id = $1 AND ts BETWEEN $2 AND $3',
          [batch.vehicleId, batch.first, batch.last],
        );
        expect([0, BATCH], `batch of ${batch.vehicleId} at ${batch.first}`).toContain(row?.n);
        if (batch.ackedAt !== null && batch.ackedAt < backupStarted) expect(row?.n).toBe(BATCH);
        if (batch.sentAt > backupEnded) expect(row?.n).toBe(0);
        if (row?.n === BATCH) present += 1;
      }
      // Batches were written while the backup ran: the snapshot cut between them, not at an end.
      expect(present).toBeGreaterThanOrEqual(6);
      expect(present).toBeLessThan(batches.length);
      // Tables written in the same transaction agree: each vehicle's live row is its newest position.
      const live = await target.db.query<{ vehicle_id: number; live: string; newest: string }>(
        `SELECT l.vehicle_id, l.ts::text AS live, (SELECT max(ts) FROM positions p WHERE p.vehicle_id = l.vehicle_id)::text AS newest
           FROM vehicle_live l`,
      );
      expect(live.length).toBeGreaterThan(0);
      for (const row of live) expect(row.live, `vehicle ${row.vehicle_id}`).toBe(row.newest);
      // The sequences (identity columns') stand where the source's stood: new rows get new ids.
      expect(result.manifest.sequences.length).toBeGreaterThan(0);
      for (const sequence of result.manifest.sequences) {
        const [row] = await target.db.query<{ last: string; called: boolean }>(
          `SELECT last_value::text AS last, is_called AS called FROM "${sequence.name}"`,
        );
        expect({ name: sequence.name, last: row?.last, called: row?.called }).toEqual({
          name: sequence.name,
          last: sequence.lastValue,
          called: sequence.isCalled,
        });
      }
    });

    it('refuses a database that holds data unless told to replace it; a damaged file changes nothing', async () => {
      const count = async () =>
        (await target.db.query<{ n: number }>('SELECT count(*)::int AS n FROM positions'))[0]?.n;
      const before = await count();
      await expect(restoreFromFile(target.bulk, file(), { migrations, replace: false })).rejects.toThrow(
        RestoreRefused,
      );
      const damaged = join(scratch, 'damaged.tar.gz');
      await rm(damaged, { force: true });
      await copyFile(file(), damaged);
      await truncate(damaged, Math.floor((await stat(damaged)).size * 0.6));
      await expect(restoreFromFile(target.bulk, damaged, { migrations, replace: true })).rejects.toThrow(
        BackupFileError,
      );
      expect(await count()).toBe(before);
      // A backup whose database has a migration this version lacks is refused by name.
      await expect(
        restoreFromFile(target.bulk, file(), { migrations: migrations.slice(0, -1), replace: true }),
      ).rejects.toThrow(`has migration ${migrations.at(-1)?.id}, which this version does not know`);
      const replaced = await restoreFromFile(target.bulk, file(), { migrations, replace: true });
      expect(replaced.tables.find((t) => t.name === 'positions')?.rows).toBe(before);
      expect(await count()).toBe(before);
    });
  });
}
