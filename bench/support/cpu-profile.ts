import { writeFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: {
    readonly functionName: string;
    readonly url: string;
    readonly lineNumber: number;
    readonly columnNumber: number;
  };
}
interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/**
 * Records the page's JavaScript CPU profile (Chromium's sampling profiler, through the DevTools
 * protocol) until `stop`, which writes it to `path` (open it in Chromium's DevTools) and answers the
 * functions with the most self time, to see where a long task is spent.
 */
export const startCpuProfile = async (context: BrowserContext, page: Page, path: string) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
  await cdp.send('Profiler.start');
  return async (top = 15): Promise<string[]> => {
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    writeFileSync(path, JSON.stringify(profile));
    const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const frame = byNode.get(id)?.callFrame;
      if (!frame) return;
      const file = frame.url.split('/').pop() ?? '';
      const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    return [...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, msSelf]) => `${msSelf.toFixed(0).padStart(7)} ms  ${key}`);
  };
};
