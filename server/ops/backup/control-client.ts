import { createWriteStream } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CONTROL_FILE, type ControlFile } from './control-channel';

const readControlFile = async (dataDir: string): Promise<ControlFile | null> => {
  try {
    const parsed = JSON.parse(await readFile(join(dataDir, CONTROL_FILE), 'utf8')) as Partial<ControlFile>;
    return typeof parsed.port === 'number' &&
      typeof parsed.token === 'string' &&
      typeof parsed.pid === 'number'
      ? { pid: parsed.pid, port: parsed.port, token: parsed.token }
      : null;
  } catch {
    return null;
  }
};

/**
 * The portal running on the embedded database in `dataDir`, if one answers; null when none runs (no
 * control file, or one left by a portal that was killed: its port answers no more).
 */
export const runningPortalOf = async (dataDir: string): Promise<ControlFile | null> => {
  const control = await readControlFile(dataDir);
  if (control === null) return null;
  try {
    const response = await fetch(`http://127.0.0.1:${control.port}/status`, {
      headers: { authorization: `Bearer ${control.token}` },
      signal: AbortSignal.timeout(5_000),
    });
    return response.ok ? control : null;
  } catch {
    return null;
  }
};

/**
 * Asks the running portal for a backup and writes it to `path` whole or not at all (`<path>.partial`
 * until the last byte came); `onBytes` hears the bytes received so far.
 */
export const fetchBackupFrom = async (
  control: ControlFile,
  path: string,
  onBytes: (bytes: number) => void = () => {},
): Promise<void> => {
  const response = await fetch(`http://127.0.0.1:${control.port}/backup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${control.token}` },
  });
  if (!response.ok || response.body === null)
    throw new Error(`The running portal refused the backup (HTTP ${response.status}).`);
  const partial = `${path}.partial`;
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      onBytes(bytes);
      done(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(response.body), counter, createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw new Error(
      `The running portal's backup broke off after ${bytes} bytes (${error instanceof Error ? error.message : String(error)}); see its log. No file was written.`,
    );
  }
};
