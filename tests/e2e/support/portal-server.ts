import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

/** A real portal server process on a free port with its own embedded database. */
export interface PortalServer {
  readonly url: string;
  readonly dataDir: string;
  /** Mails written to the outbox so far, newest last, as raw .eml text. */
  outbox(): string[];
  /** Resolves once the server has logged a line matching `pattern` (also if it already has). */
  waitForLog(pattern: RegExp, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
  /** Stops the process (SIGTERM) and keeps its data directory, for a restart on it. */
  halt(): Promise<void>;
  /** Kills the process at once (SIGKILL, a crash): the data directory stays for a restart. */
  crash(): Promise<void>;
}

export interface PortalOptions {
  /** Start on this data directory (a restart after `crash`); a new temporary one by default. */
  readonly dataDir?: string;
}

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });

const waitForReady = (child: ChildProcess, log: string[]) =>
  new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${log.join('')}`)), 90_000);
    const onData = (chunk: Buffer) => {
      log.push(chunk.toString());
      if (chunk.toString().includes('Portal on')) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${code}:\n${log.join('')}`));
    });
  });

/** Starts `server/main.ts` like `npm run serve` does, stopped by its own PID. */
export const startPortal = async (
  env: Record<string, string> = {},
  options: PortalOptions = {},
): Promise<PortalServer> => {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  await waitForReady(child, log);
  const outboxDir = join(dataDir, 'outbox');
  const waitForLog = (pattern: RegExp, timeoutMs = 120_000) =>
    new Promise<void>((done, fail) => {
      if (pattern.test(log.join(''))) return done();
      const timer = setTimeout(() => {
        child.stdout?.off('data', onData);
        fail(new Error(`the server did not log ${pattern} within ${timeoutMs} ms:\n${log.join('')}`));
      }, timeoutMs);
      const onData = () => {
        if (!pattern.test(log.join(''))) return;
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        done();
      };
      child.stdout?.on('data', onData);
    });
  return {
    waitForLog,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    outbox: () => {
      try {
        return readdirSync(outboxDir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .map((f) => readFileSync(join(outboxDir, f), 'utf8'));
      } catch {
        return [];
      }
    },
    stop: () =>
      new Promise<void>((done) => {
        const removeData = () => {
          rmSync(dataDir, { recursive: true, force: true });
          done();
        };
        // Already gone (exited, or crashed on purpose): only the data directory is left to remove.
        if (child.exitCode !== null || child.signalCode !== null) return removeData();
        child.once('exit', removeData);
        child.kill('SIGTERM');
      }),
    halt: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
    crash: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGKILL');
      }),
  };
};
