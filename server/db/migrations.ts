import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MigrationError, type Migration } from './migrate';

/**
 * The migration files: `NNNN_name.sql`, numbered from 0001 without gaps. Read relative to this
 * module, so they are found wherever the server runs from (tsx runs the sources in place).
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

const FILE_NAME = /^(\d{4})_[a-z0-9_]+\.sql$/;

/**
 * Reads every `.sql` file of `dir` as a migration, in number order. A misnamed file, a gap or a
 * number used twice (two branches that both added the next number) is refused before anything runs.
 */
export const loadMigrations = (dir: string = MIGRATIONS_DIR): Migration[] => {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  return names.map((name, index) => {
    const file = relative(process.cwd(), join(dir, name)) || name;
    const number = FILE_NAME.exec(name)?.[1];
    if (number === undefined) {
      throw new MigrationError(`${file}: a migration file is named NNNN_lower_case_name.sql.`);
    }
    if (Number(number) !== index + 1) {
      throw new MigrationError(
        `${file}: migrations are numbered 0001, 0002, … without gaps or repeats; ` +
          `this file should be number ${String(index + 1).padStart(4, '0')}.`,
      );
    }
    // Bytes, not text: the checksum is over exactly what the file holds.
    const bytes = readFileSync(join(dir, name));
    return {
      id: name.slice(0, -'.sql'.length),
      file,
      sql: bytes.toString('utf8'),
      checksum: createHash('sha256').update(bytes).digest('hex'),
    };
  });
};
