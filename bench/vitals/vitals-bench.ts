import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { describeChromium, resolveChromium } from '../../tests/e2e/support/chromium';
import { startDemoPortal, TEST_CERT_SPKI } from './demo-portal';
import { loginState, PREFER_ENGLISH } from './login-state';
import { attachPageWire } from './page-wire';
import { measureLoad, type LoadFigures } from './visit';
import { isVitalsPage, LOGIN_FORM, VITALS_PAGES, type VitalsPage } from './vitals-pages';
import { installProbe } from './vitals-probe';
import { isVitalsProfile, VITALS_PROFILES, type VitalsProfile } from './vitals-profiles';
import { vitalsTable, type VitalsRow } from './vitals-table';
import { attachWorkerWire } from './worker-wire';

/**
 * Issue 35's bench (`npm run bench -- vitals [desk] [tablet] [phone] [login] [logbook] [dashboard]
 * [livedata]`, every device and page unless some are named): the portal as it ships, on the
 * desk, a cab tablet and a phone, loaded cold (a new browser context: empty cache, no service worker)
 * and warm (the next visit in that context, the service worker installed and in control), for the
 * login, the driver's logbook and the dispatcher's dashboard and live data. `BENCH_VITALS_RUNS` runs
 * of each (3 by default); medians are printed. The portal speaks HTTP/2 over TLS, as behind any
 * production proxy (`BENCH_VITALS_PROTOCOL=http1` for plain HTTP/1.1).
 */
export interface VitalsResult {
  readonly chromium: string;
  readonly runs: number;
  readonly protocol: 'h2' | 'http1';
  /** The 1-minute load average when the last load ended. */
  readonly load: number;
  readonly rows: readonly VitalsRow[];
}

const RUNS = Math.max(1, Number(process.env['BENCH_VITALS_RUNS'] ?? 3));
/**
 * How the portal is served: HTTP/2 over TLS (its own TLS_CERT/TLS_KEY or a proxy in front), as in
 * production (default), or `BENCH_VITALS_PROTOCOL=http1`: plain HTTP/1.1, six connections a page.
 */
const PROTOCOL = process.env['BENCH_VITALS_PROTOCOL'] === 'http1' ? 'http1' : 'h2';

/** A cold load and the warm one after it, in a browser context of their own. */
const loadTwice = async (
  browser: Browser,
  url: string,
  profile: VitalsProfile,
  target: VitalsPage,
): Promise<{ cold: LoadFigures; warm: LoadFigures }> => {
  const storageState = target.account ? await loginState(browser, url, target.account) : undefined;
  const context = await browser.newContext({
    locale: 'en-GB',
    viewport: profile.viewport,
    hasTouch: profile.touch,
    isMobile: profile.mobile,
    deviceScaleFactor: 1,
    ...(storageState ? { storageState } : {}),
  });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: PREFER_ENGLISH });
    await installProbe(page, target.milestones, target.account ? LOGIN_FORM : null);
    const pageWire = await attachPageWire(page, profile.throttling);
    const workerWire = await attachWorkerWire(browser, profile.throttling, pageWire.contextId);
    const wires = { page: pageWire, worker: workerWire };
    const cold = await measureLoad(page, wires, url, target, 'cold');
    const warm = await measureLoad(page, wires, url, target, 'warm');
    if (workerWire.errors().length > 0)
      console.warn(`  service worker session: ${workerWire.errors().join('; ')}`);
    await workerWire.detach();
    return { cold, warm };
  } finally {
    await context.close();
  }
};

const line = (f: LoadFigures) =>
  `main ${(f.mainMs / 1000).toFixed(1)} s${f.mapMs === null ? '' : `, map ${(f.mapMs / 1000).toFixed(1)} s`}, ` +
  `LCP ${((f.lcpMs ?? NaN) / 1000).toFixed(1)} s, TBT ${Math.round(f.tbtMs)} ms (${f.longTasks} long tasks), CLS ${f.cls.toFixed(2)}, ` +
  `${Math.round(f.pageBytes / 1024)} KB/${f.pageRequests} req. (${f.servedByWorker} by SW, ${f.fromCache} cached, ` +
  `${f.unfinished} open), SW ${Math.round(f.workerBytes / 1024)} KB/${f.workerRequests} req. ` +
  `(${f.workerFromCache} from the HTTP cache)` +
  `${f.controlled ? ', controlled' : ''}`;

/** The devices and pages named among `names` (all of a kind when none of it is named). */
export async function runVitals(names: readonly string[] = []): Promise<VitalsResult> {
  const profiles = names.some(isVitalsProfile)
    ? VITALS_PROFILES.filter((p) => names.includes(p.name))
    : VITALS_PROFILES;
  const pages = names.some(isVitalsPage) ? VITALS_PAGES.filter((p) => names.includes(p.name)) : VITALS_PAGES;
  const portal = await startDemoPortal({ protocol: PROTOCOL });
  const resolved = await resolveChromium('system');
  const browser = await chromium.launch({
    executablePath: resolved.path,
    // The portal's test-only certificate, trusted by its key as a real one would be: not
    // `--ignore-certificate-errors`, over which Chromium keeps nothing in its HTTP cache (a connection
    // with a certificate error), so that the service worker downloaded again every file the page had
    // just loaded (its `cache: 'default'` fetches found nothing), which no valid certificate causes.
    args: [...resolved.args, `--ignore-certificate-errors-spki-list=${TEST_CERT_SPKI}`],
  });
  const version = `Chromium ${browser.version()}`;
  console.log(describeChromium(resolved, version));
  console.log(`The portal at ${portal.url} (${portal.protocol === 'h2' ? 'HTTP/2 over TLS' : 'HTTP/1.1'})`);
  const rows: VitalsRow[] = [];
  try {
    for (const profile of profiles) {
      for (const target of pages) {
        const cold: LoadFigures[] = [];
        const warm: LoadFigures[] = [];
        for (let run = 1; run <= RUNS; run += 1) {
          // One failed load (a timeout on a loaded machine) leaves its run out, not the bench.
          const loads = await loadTwice(browser, portal.url, profile, target).catch((error: unknown) => {
            console.error(`  ${target.name} ${profile.name} #${run} failed:`, error);
            return null;
          });
          if (!loads) continue;
          cold.push(loads.cold);
          warm.push(loads.warm);
          console.log(`  ${target.name} ${profile.name} #${run} cold: ${line(loads.cold)}`);
          console.log(`  ${target.name} ${profile.name} #${run} warm: ${line(loads.warm)}`);
        }
        rows.push({ page: target.name, profile: profile.name, kind: 'cold', runs: cold });
        rows.push({ page: target.name, profile: profile.name, kind: 'warm', runs: warm });
      }
      // Each device's table as soon as it is complete: a long run's first half is not lost with its second.
      console.log(vitalsTable(rows.filter((r) => r.profile === profile.name)));
    }
  } finally {
    await browser.close();
    await portal.stop();
  }
  return {
    chromium: version,
    runs: RUNS,
    protocol: portal.protocol,
    load: Number(loadavg()[0]?.toFixed(1)),
    rows,
  };
}

export const printVitals = (r: VitalsResult): void => {
  console.log(
    [
      `Load vitals (issue 35), ${r.chromium}, ${r.protocol === 'h2' ? 'HTTP/2 over TLS' : 'HTTP/1.1'}, medians of ${r.runs} run(s), load average ${r.load} at the end:`,
      vitalsTable(r.rows),
    ].join('\n'),
  );
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runVitals(process.argv.slice(2)).then(printVitals, (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
