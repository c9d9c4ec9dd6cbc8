import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';

const root = resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

/**
 * A working device key for a demo vehicle, issued by the operator's command (`npm run accounts --
 * rotate-device-key`) on a portal data directory whose server is stopped (the embedded database
 * has one user at a time).
 */
export const issueDeviceKey = async (dataDir: string, vehicleId: number): Promise<string> => {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'server/cli/accounts.ts', 'rotate-device-key', '--vehicle', String(vehicleId)],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir } },
  );
  const key = /^\s{2}(\S+)$/m.exec(stdout)?.[1];
  if (!key) throw new Error(`no device key in:\n${stdout}`);
  return key;
};
