import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../scripts/build-server';
import { SHUTDOWN_STREAM_RETRY_MS } from './app';
import { DEMO_PASSWORD } from './demo/demo-accounts';
import { openTestStream } from './notifications/test-stream';
import { freePort } from './test-support/free-port';

const root = resolve(import.meta.dirname, '..');
const run = promisify(execFile);

/** Resolves once the server printed its ready line; fails with its output when it exits first. */
const ready = (child: ChildProcess, output: string[]) =>
  new Promise<void>((done, fail) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.join('').includes('Portal on')) done();
    });
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => fail(new Error(`the server exited with ${code}:\n${output.join('')}`)));
  });

/**
 * Issue 34 §1: the compiled server runs from a folder holding nothing but the build and the package
 * files, installed with `npm ci --omit=dev` (from npm's cache when it has the packages): no tsx,
 * TypeScript, Vite or esbuild at run time, its data directory outside the application's folder, started
 * from another working directory.
 */
describe('the production start: node dist/server/main.js after npm ci --omit=dev', () => {
  let work = '';
  let child: ChildProcess | undefined;
  let base = '';
  let accountsList = '';
  let accessToken = '';
  const output: string[] = [];

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'portal-production-'));
    const app = join(work, 'app');
    await buildServer(join(app, 'dist/server'));
    for (const file of ['package.json', 'package-lock.json'])
      await copyFile(join(root, file), join(app, file));
    await run(
      'npm',
      ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
      {
        cwd: app,
      },
    );
    // The account commands run without tsx too (here on the still empty data directory).
    const env = { PATH: process.env['PATH'] ?? '', DATA_DIR: join(work, 'data'), DEMO: '0' };
    accountsList = (
      await run(process.execPath, [join(app, 'dist/server/accounts.js'), 'list'], { cwd: work, env })
    ).stdout;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [join(app, 'dist/server/main.js')], {
      cwd: work,
      env: {
        PATH: process.env['PATH'] ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(work, 'data'),
        PUBLIC_URL: base,
        SIMULATOR: '0',
        TELTONIKA_PORT: '0',
        OSMAND_PORT: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await ready(child, output);
  }, 300_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((done) => child?.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    }
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('installs no development tool, TypeScript or client package', async () => {
    const installed = JSON.parse(
      await readFile(join(work, 'app/node_modules/.package-lock.json'), 'utf8'),
    ) as { packages: Record<string, { dev?: boolean }> };
    const names = Object.keys(installed.packages);
    for (const tool of ['tsx', 'vite', 'esbuild', 'vitest', '@vitejs/plugin-react', 'typescript', 'react']) {
      expect(names, tool).not.toContain(`node_modules/${tool}`);
    }
  });

  it('needs no package beyond the production dependencies, and those hold none the server neither loads nor bundles', async () => {
    // Every package the compiled server loads (imports, lazy imports, `require`, `require.resolve` of a
    // package's files). A lazily loaded one missing from `dependencies` would fail only when first used.
    const bundle = (
      await Promise.all(
        ['main', 'portal-server', 'accounts', 'db'].map((name) =>
          readFile(join(work, `app/dist/server/${name}.js`), 'utf8'),
        ),
      )
    ).join('\n');
    const specifiers = [
      // esbuild writes an import or export statement from the start of a line; `from "…"` inside a string
      // (an SQL text, a message) does not count.
      ...bundle.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s*"([^".][^"]*)";$|^import\s*"([^".][^"]*)";$/gm),
      ...bundle.matchAll(/\bimport\("([^".][^"]*)"\)|\brequire\d*(?:\.resolve)?\(["`]([^"`.][^"`]*)/g),
    ].map((m) => (m[1] ?? m[2])!);
    const packageOf = (specifier: string) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
    const used = new Set(specifiers.filter((s) => !s.startsWith('node:')).map(packageOf));
    const { dependencies } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    // The packages of plain JavaScript are bundled into the server (esbuild marks each file's origin).
    const bundled = new Set(
      [...bundle.matchAll(/^\/\/ node_modules\/((?:@[^/]+\/)?[^/]+)\//gm)].map((m) => m[1]!),
    );
    // Every package loaded at run time is installed; every production dependency is loaded or bundled
    // (the client's packages are bundled into dist/ by Vite: development dependencies, not installed here).
    expect([...used].filter((name) => !(name in dependencies))).toEqual([]);
    expect(Object.keys(dependencies).filter((name) => !used.has(name) && !bundled.has(name))).toEqual([]);
    expect(bundled).toContain('effect');
  });

  it('logs in and reads the fleet\u2019s live data, its data directory outside the application; the account commands run', async () => {
    const post = (path: string, init: RequestInit) => fetch(`${base}${path}`, { method: 'POST', ...init });
    const login = await post('/um/v1/refresh-tokens', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accountName: 'dispatcher', passkey: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(201);
    const { refreshToken } = (await login.json()) as { refreshToken: string };
    const access = await post('/um/v1/access-tokens', {
      headers: { authorization: `Basic ${Buffer.from(`${refreshToken}:`).toString('base64')}` },
    });
    expect(access.status).toBe(201);
    ({ accessToken } = (await access.json()) as { accessToken: string });
    const authorization = `Bearer ${accessToken}`;
    const vehicles = (await (
      await fetch(`${base}/logbook/api/logbook/v1/vehicles`, { headers: { authorization } })
    ).json()) as { items: { vehicleId: number }[] };
    expect(vehicles.items.length).toBeGreaterThan(0);
    const ids = vehicles.items.map((v) => v.vehicleId).join(',');
    const live = await fetch(`${base}/logbook/api/logbook/v1/live-data?vehicleIds=${ids}`, {
      headers: { authorization },
    });
    expect(live.status).toBe(200);
    const entries = ((await live.json()) as { items: { vehicleId: number }[] }).items;
    expect(entries.length).toBeGreaterThan(0);
    expect(output.join('')).toContain(`embedded PostgreSQL in ${join(work, 'data')}/db`);
    expect(accountsList).toContain('No accounts.');
    // The compiled server is in the build's folder, but never served.
    expect((await fetch(`${base}/server/main.js`)).status).toBe(404);
  });

  it('takes a backup for the db command while it runs (issue 34 §2), complete and readable', async () => {
    const app = join(work, 'app');
    const db = (dataDir: string, ...args: string[]) =>
      run(process.execPath, [join(app, 'dist/server/db.js'), ...args], {
        cwd: work,
        env: { PATH: process.env['PATH'] ?? '', DATA_DIR: dataDir },
      });
    const backup = await db(join(work, 'data'), 'backup', 'portal.tar.gz');
    expect(backup.stderr).toMatch(/The portal runs on .* it takes the backup/);
    expect(backup.stdout).toMatch(/^Backup written to .*portal\.tar\.gz .*schema at 00\d\d_/);
    await expect.poll(() => output.join('')).toContain('Backup sent to the db command');
    // The embedded database belongs to the running portal: a restore into it is refused.
    await expect(db(join(work, 'data'), 'restore', 'portal.tar.gz', '--replace')).rejects.toThrow(
      /The portal runs on the embedded database .* stop it before restoring/,
    );
    // So are the account commands, which would open it beside the portal.
    await expect(
      run(process.execPath, [join(app, 'dist/server/accounts.js'), 'list'], {
        cwd: work,
        env: { PATH: process.env['PATH'] ?? '', DATA_DIR: join(work, 'data') },
      }),
    ).rejects.toThrow(/the portal runs on the embedded database/);
    // Complete (restoring one is backup-restore.test.ts's, on both databases).
    const verified = await db(join(work, 'data'), 'verify', 'portal.tar.gz');
    expect(verified.stdout).toMatch(/is a complete backup of portal [\d.]+ \(pglite\)/);
  });

  it('is what the Dockerfile does: build, npm ci --omit=dev, node dist/server/main.js', async () => {
    const recipe = await readFile(join(root, 'Dockerfile'), 'utf8');
    expect(recipe).toMatch(/RUN npm run build\n/);
    expect(recipe).toMatch(/\nRUN npm ci --omit=dev /);
    expect(recipe).toContain('COPY --from=build /app/dist ./dist');
    expect(recipe).toMatch(/\nUSER node\n/);
    expect(recipe).toContain('HEALTHCHECK');
    expect(recipe).toContain('/api/health');
    expect(recipe).toContain('CMD ["node", "dist/server/main.js"]');
  });

  it('stops on SIGTERM: its live streams end with a retry hint, then it exits cleanly in time', async () => {
    expect(accessToken).not.toBe('');
    const stream = await openTestStream(base, { authorization: `Bearer ${accessToken}` });
    await stream.until((frames) => frames.some((f) => f.event === 'ready'));
    const exited = new Promise<number | null>((done) => child?.once('exit', done));
    child?.kill('SIGTERM');
    await stream.ended;
    expect(stream.frames.at(-1)).toEqual({ retry: SHUTDOWN_STREAM_RETRY_MS });
    expect(await exited).toBe(0);
    expect(output.join('')).toMatch(/SIGTERM: stopping \(at most 10 s\)[\s\S]*Stopped/);
  });
});
