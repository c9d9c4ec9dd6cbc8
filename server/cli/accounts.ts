import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { openDb, type Db } from '../db/db';
import { migrate, MigrationError } from '../db/migrate';
import { loadMigrations } from '../db/migrations';
import {
  CliError,
  createAdministrator,
  createOrganisation,
  formatAccounts,
  listAccounts,
} from './account-commands';
import {
  listDevicesCommand,
  registerDeviceCommand,
  revokeDeviceKeyCommand,
  rotateDeviceKeyCommand,
} from './device-commands';
import { assignTrackerCommand, listUnknownDevicesCommand, revokeTrackerCommand } from './tracker-commands';
import { readAdminPassword } from './read-password';
import { runningPortalOf } from '../ops/backup/control-client';

const USAGE = `Usage: npm run accounts -- <command> [options]

Commands:
  create-organisation --name "<name>"
      Creates an organisation and prints its id.
  create-admin --organisation <id> --account-name <name> --email <address>
               --first-name <first> --last-name <last>
      Creates an administrator with every right in the organisation. The password is read from
      PORTAL_ADMIN_PASSWORD, or asked for on the terminal, or read from the first line of stdin.
  list
      Lists the accounts with their roles and organisations.
  register-device --vehicle <vehicle id> --label "<serial or name>"
      Registers the telematics device of a vehicle and prints its key, once (only its hash is stored).
  rotate-device-key --vehicle <vehicle id>
      Prints a new key for the vehicle's device; the previous key stops working at once.
  revoke-device-key --vehicle <vehicle id>
      Revokes the key of the vehicle's device at once.
  list-devices
      Lists the registered devices (keys only by their first characters, trackers by identifier).
  assign-tracker --vehicle <vehicle id> (--imei <15 digits> | --phone <device identifier>) [--label "<name>"]
      Makes the Teltonika box with this IMEI, or the phone (Traccar Client, OsmAnd) with this device
      identifier, the vehicle's device (a vehicle has one device: revoke a working key or tracker
      first). Its next connection on TELTONIKA_PORT or OSMAND_PORT is accepted.
  revoke-tracker --vehicle <vehicle id>
      Revokes the vehicle's tracker at once: its connections are refused.
  list-unknown-devices
      Lists trackers that connected without being assigned (IMEI or phone identifier, first and last
      seen, attempts).

It uses the server's database: DATA_DIR (embedded) or DATABASE_URL, as "npm start" does.`;

const OPTIONS = {
  name: { type: 'string' },
  organisation: { type: 'string' },
  'account-name': { type: 'string' },
  email: { type: 'string' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  vehicle: { type: 'string' },
  label: { type: 'string' },
  imei: { type: 'string' },
  phone: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];

const run = async (db: Db, command: string, values: Values): Promise<string> => {
  switch (command) {
    case 'create-organisation':
      return createOrganisation(db, values.name);
    case 'create-admin': {
      const password = await readAdminPassword();
      const accountId = await createAdministrator(db, {
        organisationId: values.organisation,
        accountName: values['account-name'],
        email: values.email,
        firstName: values['first-name'],
        lastName: values['last-name'],
        password,
      });
      return `Administrator "${values['account-name']}" created (account id ${accountId}).`;
    }
    case 'list':
      return formatAccounts(await listAccounts(db));
    case 'register-device':
      return registerDeviceCommand(db, values);
    case 'rotate-device-key':
      return rotateDeviceKeyCommand(db, values);
    case 'revoke-device-key':
      return revokeDeviceKeyCommand(db, values);
    case 'list-devices':
      return listDevicesCommand(db);
    case 'assign-tracker':
      return assignTrackerCommand(db, values);
    case 'revoke-tracker':
      return revokeTrackerCommand(db, values);
    case 'list-unknown-devices':
      return listUnknownDevicesCommand(db);
    default:
      throw new CliError(`Unknown command "${command}".\n\n${USAGE}`);
  }
};

const main = async (): Promise<number> => {
  let parsed;
  try {
    parsed = parseArgs({ options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const [command, ...rest] = parsed.positionals;
  if (parsed.values.help || !command || rest.length > 0) {
    (parsed.values.help ? console.log : console.error)(USAGE);
    return parsed.values.help ? 0 : 2;
  }
  const config = readConfig();
  // Only one process may open the embedded database: a second one beside the portal would corrupt it.
  const running = config.databaseUrl ? null : await runningPortalOf(config.dataDir);
  if (running) {
    console.error(
      `Error: the portal runs on the embedded database in ${config.dataDir} (process ${running.pid}): stop it before running this command.`,
    );
    return 1;
  }
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/db` });
  try {
    await migrate(db, loadMigrations());
    console.log(await run(db, command, parsed.values));
    return 0;
  } catch (error) {
    if (!(error instanceof CliError || error instanceof MigrationError)) throw error;
    console.error(`Error: ${error.message}`);
    return 1;
  } finally {
    await db.close();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The command failed:', error);
    process.exit(1);
  },
);
