import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { MigrationError } from '../db/migrate';
import { loadMigrations } from '../db/migrations';
import { RestoreRefused } from '../ops/backup/backup-loader';
import { BackupFileError } from '../ops/backup/backup-manifest';
import { CliError } from './cli-error';
import { backupCommand, copyCommand, restoreCommand, verifyCommand, type DbCommandEnv } from './db-commands';
import { progressPrinter } from './progress-printer';

const USAGE = `Usage: npm run db -- <command> [options]
(with only the production packages installed: node dist/server/db.js <command> [options])

Commands:
  backup <file>
      Writes one consistent moment of the portal's database to <file> (a .tar.gz), also while the
      portal runs and ingests. With the embedded database and a running portal, the portal takes the
      backup; otherwise the command reads the database itself. An existing file is never overwritten.
  restore <file> [--replace]
      Loads a backup into an empty database: the embedded one in DATA_DIR, or DATABASE_URL's. A database
      that holds data is refused unless --replace (the embedded one is then kept beside, renamed).
      Stop the portal first; the next start upgrades the schema when the backup is older.
  copy --to <postgres-url>
      Copies the embedded database in DATA_DIR into an empty PostgreSQL database, with progress, and
      compares every table's rows and checksum at the end. Stop the portal first.
  verify <file>
      Reads a backup file through and says what it holds.

It uses the server's settings: DATA_DIR (embedded) or DATABASE_URL, as "npm start" does.`;

const OPTIONS = {
  replace: { type: 'boolean' },
  to: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

const KNOWN = [CliError, MigrationError, BackupFileError, RestoreRefused];

const main = async (): Promise<number> => {
  let parsed;
  try {
    parsed = parseArgs({ options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const [command, file, ...rest] = parsed.positionals;
  const needsFile = command === 'backup' || command === 'restore' || command === 'verify';
  if (parsed.values.help || !command || rest.length > 0 || needsFile !== (file !== undefined)) {
    (parsed.values.help ? console.log : console.error)(USAGE);
    return parsed.values.help ? 0 : 2;
  }
  const config = readConfig();
  const env: DbCommandEnv = {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    migrations: loadMigrations(),
    onProgress: progressPrinter(),
    note: (line) => console.error(line),
  };
  try {
    switch (command) {
      case 'backup':
        console.log(await backupCommand(env, file ?? ''));
        return 0;
      case 'restore':
        console.log(await restoreCommand(env, file ?? '', parsed.values.replace === true));
        return 0;
      case 'copy':
        console.log(await copyCommand(env, parsed.values.to));
        return 0;
      case 'verify':
        console.log(await verifyCommand(file ?? ''));
        return 0;
      default:
        console.error(`Unknown command "${command}".\n\n${USAGE}`);
        return 2;
    }
  } catch (error) {
    // What the operator can act on is one line; anything else (a refused connection) too, with its reason.
    const known = KNOWN.some((kind) => error instanceof kind);
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    if (!known && process.env['DEBUG']) console.error(error);
    return 1;
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The command failed:', error);
    process.exit(1);
  },
);
