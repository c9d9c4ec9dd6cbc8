import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { AXE_SOURCE } from './accessibility';
import { SLOW } from './offline-sessions';

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
export const contrastFindings = async (page: Page, selector: string): Promise<ContrastFinding[]> => {
  await expect.poll(() => page.evaluate(() => document.getAnimations().length), SLOW).toBe(0);
  return page.evaluate(
    async ({ source, selector }) => {
      const w = window as unknown as {
        __axeRunning?: Promise<unknown>;
        axe?: {
          run: (
            context: Element,
            options: object,
          ) => Promise<Record<'violations' | 'incomplete', { nodes: AxeNode[] }[]>>;
        };
      };
      // eslint-disable-next-line @typescript-eslint/no-implied-eval -- axe's own bundle, from node_modules
      if (!w.axe) (new Function(source) as () => void)();
      // axe refuses to run twice at once: this check queues behind the page's own audit
      // (support/accessibility.ts) as its checks queue behind each other.
      const run = (w.__axeRunning ?? Promise.resolve()).then(() =>
        w.axe!.run(document.querySelector(selector)!, {
          runOnly: { type: 'rule', values: ['color-contrast'] },
        }),
      );
      w.__axeRunning = run.catch(() => undefined);
      const results = await run;
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
