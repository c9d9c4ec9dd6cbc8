import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { drivingRecord } from './send-record';

const root = resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

/**
 * Stores records through the portal's ingestion as if each had arrived at its `arrivedMs` (epoch ms):
 * a past day's records that came in on time, which the API cannot make (it stamps the arrival now).
 * On a portal data directory whose server is stopped (the embedded database has one user at a time).
 */
export const ingestAsOf = async (
  dataDir: string,
  vehicleId: number,
  sent: readonly { readonly record: ReturnType<typeof drivingRecord>; readonly arrivedMs: number }[],
): Promise<void> => {
  await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'tests/e2e/support/ingest-as-of.cli.ts',
      JSON.stringify({ vehicleId, sent: sent.map((s) => [s.record, s.arrivedMs]) }),
    ],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir } },
  );
};
