/**
 * The API calls of the app's start-up in order (issue 35, "fewer round trips"): logs in through the
 * form in a fresh Chromium profile with a fixed extra latency on every request (DevTools, one session
 * for the page) and prints every API request's start and end, from the click on "Log in" until the
 * page shows its main content, then how many of them ran one after another (the longest chain of
 * calls each started after the one before it answered); then the same for a reload of that page
 * (a later visit: token, profile and vehicle selection stored). Static files are left out; they are counted
 * apart. Run against a running portal:
 *
 * `npx tsx bench/api-waterfall.ts http://localhost:8080 driver /logbook-all-entries logbook-row 150`
 * `npx tsx bench/api-waterfall.ts http://localhost:8080 dispatcher / vehicle-card- 150`
 *
 * The last test id is matched as a prefix (`[data-testid^=…]`).
 */
import { chromium, type Request } from 'playwright-core';
import authEn from '../src/i18n/locales/en-GB/auth.json';
import { DEMO_PASSWORD } from '../server/demo/demo-accounts';
import { resolveChromium } from '../tests/e2e/support/chromium';

const [
  base = 'http://localhost:8080',
  account = 'driver',
  landing = '/logbook-all-entries',
  testId = 'logbook-row',
] = process.argv.slice(2);
const latencyMs = Number(process.argv[6] ?? 150);
/** Part of the URL of the call whose answer the main content shows (its chain is printed). */
const contentCall = process.argv[7] ?? (landing.startsWith('/logbook') ? 'vehicleIdRef' : '/vehicles');

interface Call {
  readonly label: string;
  readonly start: number;
  end: number | null;
}

const STATIC = /\.(js|mjs|css|json|png|svg|woff2?|ico|webmanifest|html)$|^\/(assets|locales)\//;

/** The API calls that ran one after another: 1 + the longest chain before each call's start. */
const chainDepths = (calls: readonly Call[]): number[] => {
  const depths: number[] = [];
  calls.forEach((call, i) => {
    let before = 0;
    calls.slice(0, i).forEach((earlier, j) => {
      if (earlier.end !== null && earlier.end <= call.start) before = Math.max(before, depths[j] ?? 0);
    });
    depths.push(before + 1);
  });
  return depths;
};

/** The calls before `index` that it waited for, one per depth: the latest-ending one of each. */
const chainOf = (calls: readonly Call[], depths: readonly number[], index: number): Call[] => {
  const chain: Call[] = [];
  let current = index;
  for (;;) {
    const call = calls[current]!;
    chain.unshift(call);
    let previous = -1;
    calls.forEach((earlier, j) => {
      if (earlier.end === null || earlier.end > call.start || depths[j] !== (depths[current] ?? 0) - 1)
        return;
      if (previous < 0 || (calls[previous]!.end ?? 0) < earlier.end) previous = j;
    });
    if (previous < 0) return chain;
    current = previous;
  }
};

const main = async () => {
  const resolved = await resolveChromium('system');
  const browser = await chromium.launch({ executablePath: resolved.path, args: [...resolved.args] });
  try {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 800 } });
    await context.addInitScript({ content: "localStorage.setItem('i18nextLng', 'en-GB');" });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: latencyMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.goto(`${base}/login`);
    await page.getByLabel(authEn.login.username, { exact: true }).fill(account);
    await page.getByLabel(authEn.login.password, { exact: true }).fill(DEMO_PASSWORD);
    let calls: Call[] = [];
    const open = new Map<Request, Call>();
    let staticFiles = 0;
    let t0 = performance.now();
    const now = () => Math.round(performance.now() - t0);
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== new URL(base).origin || request.resourceType() === 'document') return;
      if (STATIC.test(url.pathname) && !url.pathname.startsWith('/api/')) {
        staticFiles += 1;
        return;
      }
      const call: Call = {
        label: `${request.method()} ${url.pathname}${url.search}`,
        start: now(),
        end: null,
      };
      calls.push(call);
      open.set(request, call);
    });
    const finish = (request: Request) => {
      const call = open.get(request);
      if (call) call.end = now();
    };
    page.on('requestfinished', finish);
    page.on('requestfailed', finish);
    /** Runs `act` and prints the API calls until the main content shows. */
    const measure = async (title: string, act: () => Promise<unknown>) => {
      calls = [];
      staticFiles = 0;
      t0 = performance.now();
      await act();
      await page.waitForURL((url) => url.pathname === landing, { timeout: 120_000 });
      await page.locator(`[data-testid^="${testId}"]`).first().waitFor({ timeout: 120_000 });
      const shown = now();
      const before = calls.filter((c) => c.start < shown);
      const depths = chainDepths(before);
      console.log(
        `\n${account} ${landing}, ${title}: ${latencyMs} ms added latency, main content at ${shown} ms`,
      );
      console.log(' depth  start    end  call');
      before.forEach((c, i) =>
        console.log(
          `${String(depths[i]).padStart(6)} ${String(c.start).padStart(6)} ${String(c.end ?? '…').padStart(6)}  ${c.label}`,
        ),
      );
      console.log(
        `${before.length} API calls before the main content, ${Math.max(0, ...depths)} one after another; ${staticFiles} static files`,
      );
      // The last call of its kind before the content showed is the one whose answer it shows.
      const index = before.findLastIndex((c) => c.label.includes(contentCall) && c.end !== null);
      if (index >= 0)
        console.log(
          `content's call at depth ${depths[index]}: ${chainOf(before, depths, index)
            .map((c) => `${c.label.split('?')[0]} (${c.start}–${c.end})`)
            .join(' → ')}`,
        );
    };
    await measure('login (from the click)', () =>
      page.getByRole('button', { name: authEn.login.submit, exact: true }).click(),
    );
    if (landing.startsWith('/logbook')) {
      // A driver works with their vehicle picked: the later visit starts with it stored.
      const card = page.getByRole('complementary').locator('[data-testid^="vehicle-card-"]').first();
      await card.waitFor({ timeout: 120_000 });
      if ((await card.locator('.vehicle-card-main').getAttribute('aria-pressed')) !== 'true')
        await card.locator('.vehicle-card-main').click();
    }
    // What a later visit finds: the token, the profile and the selection stored by this one.
    await page.waitForTimeout(2000);
    await measure('next visit (reload)', () => page.reload());
    await context.close();
  } finally {
    await browser.close();
  }
};

void main();
