import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { finishAudits } from './accessibility';
import { issueDeviceKey } from './device-key';
import { launchBrowser, useServiceWorker } from './browser';
import { snapshotPagesOnFailure } from './failure-snapshot';
import { startPortal, type PortalServer } from './portal-server';
import { withinTime } from './within-time';

/** How long a browser may take to close its contexts and exit. */
const BROWSER_CLOSE_MS = 30_000;

/**
 * After each test the axe checks of the views it visited; after the suite its browser closed and its
 * portal stopped. A browser that hung does not close: the portal is stopped all the same (its data
 * removed).
 */
const finishSuite = (suite: { readonly portal?: PortalServer; readonly browser?: Browser }) => {
  afterEach(finishAudits);
  afterAll(async () => {
    await withinTime(
      suite.browser?.close() ?? Promise.resolve(),
      BROWSER_CLOSE_MS,
      'closing the browser',
    ).catch((error: unknown) => console.error(String(error)));
    await suite.portal?.stop();
  });
};

/**
 * Starts a portal server (its own embedded database) and Chromium for the enclosing `describe`, and
 * stops both afterwards. Read the fields inside tests: they are set once `beforeAll` has run.
 * The simulator (and its 90-day backfill) is off unless the suite asks for fleet data with
 * `SIMULATOR: '1'`: the other journeys need no telemetry and should not pay for it.
 * After each test, the axe checks of every view it visited must show no serious or critical violation.
 * Pages run the app's service worker only in a suite about it, `{ serviceWorker: true }` (see
 * `useServiceWorker`). A failing test leaves a screenshot and the text of its open pages (see
 * failure-snapshot.ts).
 */
export const usePortalAndBrowser = (
  env: Record<string, string> = {},
  options: { readonly serviceWorker?: boolean } = {},
) => {
  if (options.serviceWorker) useServiceWorker();
  const suite = {} as { portal: PortalServer; browser: Browser };
  snapshotPagesOnFailure(() => (suite.portal as PortalServer | undefined)?.url);
  beforeAll(async () => {
    [suite.portal, suite.browser] = await Promise.all([
      startPortal({ SIMULATOR: '0', ...env }),
      launchBrowser(),
    ]);
  });
  finishSuite(suite);
  return suite;
};

/**
 * As {@link usePortalAndBrowser} without the simulator, for a journey whose test plays a vehicle's
 * tracker: the vehicle gets a device key issued by the operator's command (`deviceKey`) on the portal's
 * database before the portal serves it. `env` as for {@link usePortalAndBrowser} (e.g. map tiles);
 * `beforeServing` works on the stopped portal's data directory then too (e.g. `ingestAsOf`).
 */
export const usePortalWithDevice = (
  vehicleId: number,
  options: {
    readonly env?: Record<string, string>;
    readonly beforeServing?: (dataDir: string) => Promise<void>;
  } = {},
) => {
  const suite = {} as { portal: PortalServer; browser: Browser; deviceKey: string };
  snapshotPagesOnFailure(() => (suite.portal as PortalServer | undefined)?.url);
  beforeAll(async () => {
    const first = await startPortal({ SIMULATOR: '0' });
    await first.halt();
    suite.deviceKey = await issueDeviceKey(first.dataDir, vehicleId);
    await options.beforeServing?.(first.dataDir);
    [suite.portal, suite.browser] = await Promise.all([
      startPortal({ SIMULATOR: '0', ...options.env }, { dataDir: first.dataDir }),
      launchBrowser(),
    ]);
  }, 240_000);
  finishSuite(suite);
  return suite;
};
