import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseKinds, openEmptyDatabase } from '../test-support/test-databases';
import { LEGACY_CHECKSUMS, MigrationError, migrate } from './migrate';
import { loadMigrations, MIGRATIONS_DIR } from './migrations';

const FIXTURE = fileURLToPath(new URL('./test-fixtures/0002-demo-database.sql', import.meta.url));

/** A copy of the migration files that a test may edit, as a developer would edit the real ones. */
const copyOfMigrations = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  return dir;
};

describe('the migration files', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('keep 0001 and 0002 exactly as releases before checksums applied them', () => {
    const [accounts, fleet] = loadMigrations();
    expect(accounts?.id).toBe('0001_accounts');
    expect(fleet?.id).toBe('0002_fleet_telemetry');
    expect(accounts?.checksum).toBe(LEGACY_CHECKSUMS['0001_accounts']);
    expect(fleet?.checksum).toBe(LEGACY_CHECKSUMS['0002_fleet_telemetry']);
    expect(loadMigrations()[0]?.file).toBe(join('server', 'db', 'migrations', '0001_accounts.sql'));
  });

  it('refuses a gap, a number used twice and a misnamed file, naming it', () => {
    const dir = copyOfMigrations();
    dirs.push(dir);
    const last = loadMigrations(dir).length;
    const next = String(last + 1).padStart(4, '0');
    writeFileSync(join(dir, `${String(last + 2).padStart(4, '0')}_skips_one.sql`), 'SELECT 1;');
    expect(() => loadMigrations(dir)).toThrow(/_skips_one\.sql: migrations are numbered 0001, 0002, …/);
    rmSync(join(dir, `${String(last + 2).padStart(4, '0')}_skips_one.sql`));
    writeFileSync(join(dir, `${next}_a.sql`), 'SELECT 1;');
    writeFileSync(join(dir, `${next}_b.sql`), 'SELECT 1;');
    expect(() => loadMigrations(dir)).toThrow(new RegExp(`${next}_b\\.sql: .*without gaps or repeats`));
    rmSync(join(dir, `${next}_b.sql`));
    writeFileSync(join(dir, `${String(last + 2).padStart(4, '0')}-Bad Name.sql`), 'SELECT 1;');
    expect(() => loadMigrations(dir)).toThrow(
      /Bad Name\.sql: a migration file is named NNNN_lower_case_name\.sql/,
    );
  });
});

for (const kind of databaseKinds()) {
  describe(`checking applied migrations [${kind}]`, () => {
    const dirs: string[] = [];
    afterEach(() => {
      for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    });

    it('refuses an applied migration whose file was edited, naming the file, and applies nothing', async () => {
      const dir = copyOfMigrations();
      dirs.push(dir);
      const { db, dispose } = await openEmptyDatabase(kind);
      try {
        await migrate(db, loadMigrations(dir));
        const file = join(dir, '0002_fleet_telemetry.sql');
        writeFileSync(file, readFileSync(file, 'utf8').replace('name text NOT NULL', 'name text'));
        const next = String(loadMigrations(dir).length + 1).padStart(4, '0');
        writeFileSync(join(dir, `${next}_after_the_edit.sql`), 'CREATE TABLE after_the_edit (id int);');
        const error: unknown = await migrate(db, loadMigrations(dir)).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(MigrationError);
        expect((error as Error).message).toMatch(
          /0002_fleet_telemetry\.sql was changed after it was applied to this database .* new numbered migration file/,
        );
        expect(await db.query("SELECT 1 FROM pg_tables WHERE tablename = 'after_the_edit'")).toEqual([]);
        // Even a comment or a trailing line changes the checksum.
        writeFileSync(file, readFileSync(join(MIGRATIONS_DIR, '0002_fleet_telemetry.sql')));
        appendFileSync(join(dir, '0001_accounts.sql'), '-- a harmless-looking note\n');
        await expect(migrate(db, loadMigrations(dir))).rejects.toThrow(/0001_accounts\.sql was changed/);
        // Restored, it starts again and applies what is new.
        writeFileSync(
          join(dir, '0001_accounts.sql'),
          readFileSync(join(MIGRATIONS_DIR, '0001_accounts.sql')),
        );
        expect(await migrate(db, loadMigrations(dir))).toEqual([`${next}_after_the_edit`]);
      } finally {
        await dispose();
      }
    });

    it('checks a database made before checksums against the SQL it got, and refuses one made by a newer server', async () => {
      const dir = copyOfMigrations();
      dirs.push(dir);
      const { db, dispose } = await openEmptyDatabase(kind);
      try {
        await db.exec(readFileSync(FIXTURE, 'utf8'));
        appendFileSync(join(dir, '0002_fleet_telemetry.sql'), '\n');
        await expect(migrate(db, loadMigrations(dir))).rejects.toThrow(
          /0002_fleet_telemetry\.sql was changed/,
        );
        // The refused start changed nothing, not even the bookkeeping's new column.
        expect(await db.query('SELECT id FROM schema_migrations ORDER BY id')).toEqual([
          { id: '0001_accounts' },
          { id: '0002_fleet_telemetry' },
        ]);
        expect(
          await db.query(
            "SELECT 1 FROM information_schema.columns WHERE table_name = 'schema_migrations' AND column_name = 'checksum'",
          ),
        ).toEqual([]);
        expect(await db.query("SELECT 1 FROM pg_tables WHERE tablename = 'vehicle_devices'")).toEqual([]);
        await migrate(db, loadMigrations());
        await db.query("INSERT INTO schema_migrations (id, checksum) VALUES ('9999_from_the_future', 'x')");
        await expect(migrate(db, loadMigrations())).rejects.toThrow(
          /migration 9999_from_the_future applied, which is not among the migration files .* newer version/,
        );
      } finally {
        await dispose();
      }
    });
  });
}
