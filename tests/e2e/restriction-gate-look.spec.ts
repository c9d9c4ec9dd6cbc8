import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import entryEn from '../../src/i18n/locales/en-GB/logbookEntry.json';
import { accessTokenOf, loggedInPage } from './support/login';
import { pickVehicle, SLOW } from './support/offline-sessions';
import { usePortalAndBrowser } from './support/portal-suite';

/**
 * The entry drawer's restriction gate as the visual review saw it (issue 30 §2): its "Acknowledge"
 * readable (axe's colour contrast on the gate, which the audit after each view never sees: the gate
 * opens and goes within one view), and on a phone compact enough to leave the form room with two
 * restrictions to acknowledge.
 */
const GW = '/logbook/api/logbook/v1';
const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode {
  readonly target: unknown[];
  readonly failureSummary?: string;
  readonly any: readonly { readonly message: string }[];
}

interface ContrastFinding {
  readonly target: string;
  readonly summary: string;
}

/**
 * axe's colour-contrast rule on the element `selector` names, once its animations are over: what it
 * found too low and what it could not decide.
 */
const contrastFindings = async (page: Page, selector: string): Promise<ContrastFinding[]> => {
  await expect.poll(() => page.evaluate(() => document.getAnimations().length), SLOW).toBe(0);
  return page.evaluate(
    async ({ source, selector }) => {
      const w = window as unknown as {
        axe?: {
          run: (
            context: Element,
            options: object,
          ) => Promise<Record<'violations' | 'incomplete', { nodes: AxeNode[] }[]>>;
        };
      };
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- axe's own bundle, from node_modules
      if (!w.axe) (new Function(source) as () => void)();
      const results = await w.axe!.run(document.querySelector(selector)!, {
        runOnly: { type: 'rule', values: ['color-contrast'] },
      });
      // "Incomplete" too: a colour axe could not work out is a colour not checked (the cards the gate
      // drew before paint their background in a pseudo-element, and the dark-on-amber button slipped by).
      return [...results.violations, ...results.incomplete].flatMap((v) =>
        v.nodes.map((n) => ({
          target: String(n.target),
          summary: n.failureSummary ?? n.any.map((check) => check.message).join('; '),
        })),
      );
    },
    { source: AXE_SOURCE, selector },
  );
};

/** Opens a new entry of the selected vehicle with its gate up; dismisses a carried-over defect notice. */
const openGate = async (page: Page): Promise<{ drawer: Locator; gate: Locator }> => {
  await page.getByTestId('add-entry').click();
  const drawer = page.getByTestId('entry-drawer');
  const gate = drawer.getByTestId('entry-restriction-gate');
  await expect.poll(() => gate.isVisible(), SLOW).toBe(true);
  const notice = page.getByRole('alertdialog');
  if (await notice.isVisible())
    await notice.getByRole('button', { name: entryEn.actions.ok, exact: true }).click();
  await notice.waitFor({ state: 'detached', ...SLOW });
  await expect.poll(() => gate.getByTestId('restriction').count(), SLOW).toBe(2);
  return { drawer, gate };
};

const closeDrawer = async (drawer: Locator) => {
  await drawer.getByRole('button', { name: entryEn.actions.close, exact: true }).last().click();
  await drawer.waitFor({ state: 'detached', ...SLOW });
};

describe('restriction gate: how it looks', () => {
  const suite = usePortalAndBrowser();

  it('reads "Acknowledge" at AA contrast, and on a touch phone leaves the form room with two restrictions', async () => {
    const { context, page } = await loggedInPage(
      suite.browser,
      suite.portal.url,
      'driver',
      '/logbook-all-entries',
      { touch: true },
    );
    const vehicleId = await pickVehicle(page, 2);
    const token = await accessTokenOf(suite.portal.url, 'admin');
    for (const [text, speedLimitKmh] of [
      ['Bremse vorne rechts prüfen, max. 60 km/h bis zur Werkstatt', 60],
      ['Pantograph 2 locked down', null],
    ] as const) {
      const created = await fetch(`${suite.portal.url}${GW}/vehicles/${vehicleId}/restrictions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text, speedLimitKmh, validUntil: null }),
      });
      expect(created.status).toBe(201);
    }

    const wide = await openGate(page);
    expect(await contrastFindings(page, '[data-testid="entry-restriction-gate"]')).toEqual([]);
    await closeDrawer(wide.drawer);

    await page.setViewportSize({ width: 390, height: 844 });
    const { drawer, gate } = await openGate(page);
    expect(await contrastFindings(page, '[data-testid="entry-restriction-gate"]')).toEqual([]);
    const gateHeight = (await gate.boundingBox())!.height;
    const bodyHeight = (await drawer.locator('.entry-drawer-body').boundingBox())!.height;
    // Before: a card per restriction, ~290 px for one, ~200 px left for the form.
    expect(gateHeight).toBeLessThanOrEqual(280);
    expect(bodyHeight).toBeGreaterThanOrEqual(300);
    for (const button of await gate.getByTestId('restriction-acknowledge').all())
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await context.close();
  });
});
