import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';
import { SERVER_BUNDLE } from './server-bundle';
import { freePort } from '../../../server/test-support/free-port';

/** A TCP port free now on 127.0.0.1 (a listener of a test asks the portal for it). */
export { freePort };

const root = resolve(import.meta.dirname, '../../..');

/**
 * Data directories made once per end-to-end run and copied for every portal a suite starts, so a suite
 * pays neither the migrations and demo seeding (about 6 s) nor, with the simulator on, the 45-day
 * history (about 20 s). Each suite still gets its own copy: nothing one suite writes reaches another.
 * The copies are minutes old when a suite starts; the simulator catches up from its newest record.
 */
export interface PortalTemplates {
  /** Migrated, demo data seeded, no telemetry history (`SIMULATOR=0`). */
  readonly demo: string;
  /** The same plus the simulator's history (`SIMULATOR=1`). */
  readonly fleet: string;
}

/** Which template a portal started with `env` is copied from; none for a portal without demo data. */
export const templateFor = (
  templates: PortalTemplates,
  env: Readonly<Record<string, string>>,
): string | undefined => {
  if (env['DEMO'] === '0') return undefined;
  return env['SIMULATOR'] === '1' ? templates.fleet : templates.demo;
};

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
  /**
   * A data directory to start a new one from (copied); by default the run's template for `env` (see
   * portal-templates.ts), null for an empty one.
   */
  readonly template?: string | null;
}

/**
 * Where the portals' data directories go: memory (/dev/shm) where the machine has it, as a test
 * database needs no disk; the temporary directory otherwise.
 */
export const portalDataRoot = (): string => (existsSync('/dev/shm') ? '/dev/shm' : tmpdir());

/**
 * Waits until a template is made: it marks itself `<dir>.ready` (or `<dir>.failed` with the reason);
 * the fleet's history is still being written while the first suites start.
 */
const templateReady = async (template: string): Promise<void> => {
  const until = Date.now() + 300_000;
  while (!existsSync(`${template}.ready`)) {
    if (existsSync(`${template}.failed`))
      throw new Error(
        `The portal template ${template} failed: ${readFileSync(`${template}.failed`, 'utf8')}`,
      );
    if (Date.now() > until) throw new Error(`The portal template ${template} was not ready within 300 s.`);
    await new Promise((done) => setTimeout(done, 250));
  }
};

/** A new temporary data directory, a copy of `template` when there is one. */
const newDataDir = async (template: string | null | undefined): Promise<string> => {
  const dataDir = mkdtempSync(join(portalDataRoot(), 'portal-e2e-'));
  if (template) {
    await templateReady(template);
    cpSync(template, dataDir, { recursive: true });
  }
  return dataDir;
};

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
    // `close`, not `exit`: the process's last output (why it stopped) has been read by then.
    child.once('close', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited with ${code}:\n${log.join('')}`));
    });
  });

/** How long a stopping portal may take to finish its requests and close its database. */
const STOP_GRACE_MS = 20_000;

/** How many ports a start tries when the one picked was taken before the server listened. */
const PORT_ATTEMPTS = 3;

/** The server process on `port` (see startPortal); killed with the test run if that ends first. */
const spawnPortal = (port: number, dataDir: string, env: Record<string, string>): ChildProcess => {
  // Liftoff only: the embedded database's WebAssembly (PGlite) is compiled once, by the baseline
  // compiler, instead of again in the background by the optimising one, which a portal that lives for
  // one test file never pays back: 0.6–1.3 CPU-s less per start, and no compiling while the test runs.
  const child = spawn(process.execPath, ['--liftoff-only', '--enable-source-maps', SERVER_BUNDLE], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Portals run side by side: none takes the Teltonika port unless its test asks for one.
      TELTONIKA_PORT: '0',
      OSMAND_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A run that ends early (a failed setup calling process.exit) takes its servers with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  return child;
};

/** Starts the bundled `server/portal-server.ts` (server-bundle.ts) like `npm run serve` does, stopped by its own PID. */
export const startPortal = async (
  env: Record<string, string> = {},
  options: PortalOptions = {},
): Promise<PortalServer> => {
  const dataDir =
    options.dataDir ??
    (await newDataDir(
      options.template === undefined ? templateFor(inject('portalTemplates'), env) : options.template,
    ));
  const log: string[] = [];
  let port = 0;
  let child: ChildProcess | undefined;
  for (let attempt = 1; child === undefined; attempt += 1) {
    port = await freePort();
    const started = spawnPortal(port, dataDir, env);
    try {
      await waitForReady(started, log);
      child = started;
    } catch (error) {
      // The port was free when picked, but something took it before the server listened (an outgoing
      // connection of another process can get it as its local port): the server exits; try another.
      if (
        attempt >= PORT_ATTEMPTS ||
        !log.join('').includes(`EADDRINUSE: address already in use 127.0.0.1:${port}`)
      )
        throw error;
      log.length = 0;
    }
  }
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
        // A server that does not finish within STOP_GRACE_MS after SIGTERM (hung) is killed by its PID.
        const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
        child.once('exit', () => {
          clearTimeout(kill);
          removeData();
        });
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
