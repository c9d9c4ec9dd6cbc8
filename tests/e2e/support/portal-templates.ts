import { rmSync, writeFileSync } from 'node:fs';
import { startPortal, type PortalTemplates } from './portal-server';

/**
 * Makes the run's portal templates (see `PortalTemplates`). The demo template is ready when this
 * resolves; the fleet template's 90-day history takes half a minute more, so it is made in the
 * background while the suites without telemetry run. Each template marks itself ready (or failed,
 * with the reason) beside its directory (`<dir>.ready`, `<dir>.failed`): a portal started from it
 * waits for that mark.
 */
export const makePortalTemplates = async (): Promise<{
  templates: PortalTemplates;
  remove(): Promise<void>;
}> => {
  const fleetStarted = startPortal({ SIMULATOR: '1' }, { template: null });
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
