import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { appBuildIsStale, buildApp } from './app-build';
import { launchResolvedChromium } from './browser';
import { describeChromium, NoChromiumError, resolveChromium, type ResolvedChromium } from './chromium';
import type { PortalTemplates } from './portal-server';
import { makePortalTemplates } from './portal-templates';
import { bundleServer } from './server-bundle';
import { DIAGNOSIS_FILE } from './failure-paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The browser every suite launches, resolved once here. */
    chromium: ResolvedChromium;
    /** The data directories every suite's portal is copied from. */
    portalTemplates: PortalTemplates;
  }
}

/**
 * Fails the run with one line and no stack trace: the reader needs to know what to install, not where
 * in the setup the lookup gave up.
 */
const failWithOneLine = (line: string): never => {
  console.error(`\n${line}\n`);
  process.exit(1);
};

/**
 * End-to-end tests run against the production build (built again when missing or older than its
 * sources) in a Chromium found by `resolveChromium`; it is started once here so a browser that cannot
 * start fails the run at once.
 * The portal data directories the suites copy are made meanwhile (portal-templates.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = resolve(import.meta.dirname, '../../..');
  rmSync(DIAGNOSIS_FILE, { force: true });
  if (appBuildIsStale(root)) buildApp(root);
  await bundleServer();
  // Made while the browser is found and started; a failure to make them fails the run after that check.
  const templates = makePortalTemplates().then(
    (made) => ({ made }),
    (error: unknown) => ({ error }),
  );
  let chromium: ResolvedChromium;
  try {
    chromium = await resolveChromium('npm');
  } catch (error) {
    if (error instanceof NoChromiumError) return failWithOneLine(error.message);
    throw error;
  }
  try {
    const browser = await launchResolvedChromium(chromium);
    const version = browser.version();
    await browser.close();
    console.log(describeChromium(chromium, `Chromium ${version}`));
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    failWithOneLine(`Chromium at ${chromium.path} (${chromium.kind}) does not start: ${reason}`);
  }
  project.provide('chromium', chromium);
  const outcome = await templates;
  if ('error' in outcome) throw outcome.error;
  project.provide('portalTemplates', outcome.made.templates);
  return () => outcome.made.remove();
}
