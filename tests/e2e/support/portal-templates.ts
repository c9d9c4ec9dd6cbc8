import { rmSync, writeFileSync } from 'node:fs';
import { startPortal, type PortalTemplates } from './portal-server';

/**
 * Makes the run's portal templates (see `PortalTemplates`). The demo template is ready when this
 * resolves; the fleet template's history takes half a minute more, so it is made in the
 * background while the suites without telemetry run (45 days of it, see below). Each template marks itself ready (or failed,
 * with the reason) beside its directory (`<dir>.ready`, `<dir>.failed`): a portal started from it
 * waits for that mark.
 */
export const makePortalTemplates = async (): Promise<{
  templates: PortalTemplates;
  remove(): Promise<void>;
}> => {
  // 45 days of history, not the demo's 90: the oldest day any suite reads is the guest's window on
  // vehicle 203, 40 to 10 days back (reporting-guest-window.spec.ts); the history is the costliest part
  // of the run's set-up (about 50 CPU-s for 90 days, made while the first suites run).
  const fleetStarted = startPortal({ SIMULATOR: '1', SIMULATOR_HISTORY_DAYS: '45' }, { template: null });
  const demo = await startPortal({ SIMULATOR: '0' }, { template: null });
  await demo.halt();
  writeFileSync(`${demo.dataDir}.ready`, '');
  const fleet = await fleetStarted;
  const fleetDone = fleet
    .waitForLog(/Simulator: \d+ history records/, 240_000)
    .finally(() => fleet.halt())
    .then(
      () => writeFileSync(`${fleet.dataDir}.ready`, ''),
      (error: unknown) =>
        writeFileSync(`${fleet.dataDir}.failed`, error instanceof Error ? error.message : String(error)),
    );
  return {
    templates: { demo: demo.dataDir, fleet: fleet.dataDir },
    remove: async () => {
      await fleetDone;
      for (const dir of [demo.dataDir, fleet.dataDir])
        for (const path of [dir, `${dir}.ready`, `${dir}.failed`])
          rmSync(path, { recursive: true, force: true });
    },
  };
};
