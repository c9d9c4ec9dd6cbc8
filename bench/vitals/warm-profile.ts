/**
 * Where the driver's warm logbook load spends the main thread (issue 35): the production build
 * unminified (functions named), the driver logged in, a first visit that installs the service worker,
 * then two loads of the logbook served by it on the cab tablet's size with the CPU slowed 4× (no network
 * throttling: the service worker answers), each under a CPU profile (DevTools' sampling profiler) until
 * the first row shows. Prints the time to the first row and the profile's self time by file and by
 * function. `(program)` is the browser's own work outside JavaScript (style, layout, paint, compiling).
 *
 * `CHROMIUM_PATH=/usr/bin/chromium npx tsx bench/vitals/warm-profile.ts`
 */
import { chromium } from 'playwright-core';
import { resolveChromium } from '../../tests/e2e/support/chromium';
import { startDemoPortal } from './demo-portal';
import { loginState } from './login-state';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
}
interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

const FIRST_ROW = '[data-testid^=logbook-row]';
const TIMEOUT = { timeout: 120_000 };

const top = (totals: ReadonlyMap<string, number>, count: number): string =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => `    ${(us / 1000).toFixed(1).padStart(7)} ms  ${name}`)
    .join('\n');

const selfTimes = (profile: Profile) => {
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const us = self.get(node.id) ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.split('/').pop() || `(${functionName})`;
    const name = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
    byFile.set(file, (byFile.get(file) ?? 0) + us);
    byFunction.set(name, (byFunction.get(name) ?? 0) + us);
  }
  return { byFile, byFunction };
};

const portal = await startDemoPortal({ minify: false });
const resolved = await resolveChromium('system');
const browser = await chromium.launch({ executablePath: resolved.path, args: [...resolved.args] });
try {
  const storageState = await loginState(browser, portal.url, 'driver');
  const context = await browser.newContext({
    locale: 'en-GB',
    viewport: { width: 1024, height: 768 },
    hasTouch: true,
    storageState,
  });
  const page = await context.newPage();
  await page.goto(`${portal.url}/logbook-all-entries`);
  await page.locator(FIRST_ROW).first().waitFor(TIMEOUT);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  for (const round of [1, 2]) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const started = Date.now();
    await page.goto(`${portal.url}/logbook-all-entries`);
    await page.locator(FIRST_ROW).first().waitFor(TIMEOUT);
    const firstRow = Date.now() - started;
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    const { byFile, byFunction } = selfTimes(profile);
    console.log(
      `warm load ${round}: first row after ${firstRow} ms (served by the service worker: ${controlled})`,
    );
    console.log(`  by file:\n${top(byFile, 15)}`);
    console.log(`  by function:\n${top(byFunction, 25)}`);
    await cdp.detach();
  }
} finally {
  await browser.close();
  await portal.stop();
}
