import { accessSync, constants, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

/**
 * Which Chromium the end-to-end tests and the benchmarks drive, found without anything installed by
 * hand: `CHROMIUM_PATH`, then the one shipped inside the devDependency `@sparticuz/chromium` and the
 * system's Chromium, in the order {@link ChromiumPreference} says. No browser is ever downloaded.
 */
export interface ResolvedChromium {
  readonly kind: 'CHROMIUM_PATH' | 'system' | 'npm (@sparticuz/chromium)';
  readonly path: string;
  /** Launch flags for this browser (WebGL2 without a GPU). */
  readonly args: readonly string[];
}

/** A machine without any usable Chromium: one line saying what to install, never a stack trace. */
export class NoChromiumError extends Error {
  override readonly name = 'NoChromiumError';
}

const COMMON_ARGS = [
  '--no-sandbox',
  // The machines have no internet: without these Chromium keeps trying to reach it.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--use-gl=angle',
  '--ignore-gpu-blocklist',
  '--enable-unsafe-swiftshader',
  '--disable-gpu-compositing',
];
/** Debian's Chromium draws WebGL2 on Mesa llvmpipe through EGL: about 8× faster than SwiftShader. */
const SYSTEM_ARGS = [...COMMON_ARGS, '--use-angle=gl-egl'];
/**
 * The npm-shipped build brings its own SwiftShader and no Mesa. Its package's own `args` are not used:
 * they turn off web security and site isolation, which the tests must not depend on.
 */
const NPM_ARGS = [...COMMON_ARGS, '--use-angle=swiftshader'];

const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome'];
const SYSTEM_FALLBACK = '/usr/bin/chromium';

const isExecutable = (path: string): boolean => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The first system Chromium on PATH, or Debian's usual place. */
export const findSystemChromium = (pathVariable = process.env['PATH'] ?? ''): string | undefined => {
  for (const dir of pathVariable.split(delimiter).filter(Boolean))
    for (const name of SYSTEM_NAMES) if (isExecutable(join(dir, name))) return join(dir, name);
  return isExecutable(SYSTEM_FALLBACK) ? SYSTEM_FALLBACK : undefined;
};

const require = createRequire(import.meta.url);

/** The installed @sparticuz/chromium's version, or undefined when `npm ci` has not installed it. */
const npmChromiumVersion = (): string | undefined => {
  try {
    // The package's exports hide package.json: find it from the entry point (build/cjs/index.cjs).
    const manifest = join(dirname(require.resolve('@sparticuz/chromium')), '..', '..', 'package.json');
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return undefined;
  }
};

/**
 * Extracts the npm-shipped Chromium once per version into `<tmp>/portal-chromium-<version>`.
 * The package itself extracts into the shared tmp directory and treats any existing `/tmp/chromium`
 * as finished, so two processes starting at once could launch a half-written binary (or one of another
 * version). Here each process extracts into its own staging directory (the package honours TMPDIR)
 * and renames it into place; a rename that loses the race leaves the winner's complete copy.
 */
const extractNpmChromium = async (version: string): Promise<string> => {
  const target = join(tmpdir(), `portal-chromium-${version}`);
  const binary = join(target, 'chromium');
  if (isExecutable(binary)) return binary;
  const staging = join(tmpdir(), `portal-chromium-${version}.${process.pid}.${Date.now()}`);
  mkdirSync(staging, { recursive: true });
  const savedTmpdir = process.env['TMPDIR'];
  try {
    process.env['TMPDIR'] = staging;
    const { default: chromium } = await import('@sparticuz/chromium');
    const extracted = await chromium.executablePath();
    if (dirname(extracted) !== staging) throw new Error(`unexpected extraction to ${extracted}`);
  } finally {
    if (savedTmpdir === undefined) delete process.env['TMPDIR'];
    else process.env['TMPDIR'] = savedTmpdir;
  }
  try {
    renameSync(staging, target);
  } catch (error) {
    // Another process got there first (the target exists and is not empty): use its copy.
    rmSync(staging, { recursive: true, force: true });
    if (!isExecutable(binary)) throw error;
  }
  return binary;
};

const NOT_FOUND =
  "No Chromium found: set CHROMIUM_PATH, install Debian's chromium (apt-get install -y chromium), or run npm ci to get @sparticuz/chromium.";

/** The npm-shipped build, unpacked; throws `NoChromiumError` when it is missing or cannot be unpacked. */
const npmChromium = async (): Promise<ResolvedChromium> => {
  const version = npmChromiumVersion();
  if (!version) throw new NoChromiumError(NOT_FOUND);
  try {
    return { kind: 'npm (@sparticuz/chromium)', path: await extractNpmChromium(version), args: NPM_ARGS };
  } catch (error) {
    throw new NoChromiumError(
      `${NOT_FOUND} (extracting @sparticuz/chromium ${version} failed: ${error instanceof Error ? error.message : String(error)})`,
    );
  }
};

/**
 * Which build comes first after `CHROMIUM_PATH`. The tests take the **npm** build, whose version the
 * lock file pins, so they run in the same browser on every machine and in CI (Debian's Chromium
 * follows security updates, so its version changes under the suite; the suite passes in both, see
 * `CHROMIUM_PATH` in the README); the benchmarks take the **system** build, whose Mesa draws WebGL
 * about 8× faster.
 */
export type ChromiumPreference = 'npm' | 'system';

/** The browser to use, in the order of the README; throws `NoChromiumError` when there is none. */
export const resolveChromium = async (
  prefer: ChromiumPreference,
  env = process.env,
): Promise<ResolvedChromium> => {
  const explicit = env['CHROMIUM_PATH'];
  if (explicit) {
    if (!isExecutable(explicit))
      throw new NoChromiumError(`CHROMIUM_PATH=${explicit} is not an executable file: fix it or unset it.`);
    // An explicit browser is taken to be a system-like build (Mesa available).
    return { kind: 'CHROMIUM_PATH', path: explicit, args: SYSTEM_ARGS };
  }
  const system = findSystemChromium(env['PATH']);
  const systemBuild: ResolvedChromium | undefined =
    system === undefined ? undefined : { kind: 'system', path: system, args: SYSTEM_ARGS };
  if (prefer === 'system' && systemBuild) return systemBuild;
  try {
    return await npmChromium();
  } catch (error) {
    if (systemBuild) return systemBuild;
    throw error;
  }
};

export const describeChromium = (browser: ResolvedChromium, version: string): string =>
  `Browser: ${browser.kind}, ${version}, ${browser.path}`;
