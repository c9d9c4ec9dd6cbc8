import { expect } from 'vitest';
import type { Page } from 'playwright-core';

interface TransientWindow {
  __transients?: string[];
  __transientObserver?: MutationObserver;
}

/**
 * Starts recording the text of every element matching `selector` as it renders. A message that closes
 * itself (the profile's saved dialog after 2 s) can come and go between two polls of a test on a loaded
 * machine — a CDP round trip alone took seconds there — so the page records it as React puts it in the
 * DOM, and {@link expectTransient} reads the record. Call it before the action that shows the message.
 */
export const recordTransients = (page: Page, selector: string): Promise<void> =>
  page.evaluate((sel) => {
    const w = window as unknown as TransientWindow;
    w.__transientObserver?.disconnect();
    const seen: string[] = [];
    w.__transients = seen;
    const note = () => {
      for (const element of document.querySelectorAll(sel)) {
        const text = element.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    };
    w.__transientObserver = new MutationObserver(note);
    w.__transientObserver.observe(document.body, { subtree: true, childList: true, characterData: true });
  }, selector);

/** Waits until one recorded element's text held every part (a title and its text, say). */
export const expectTransient = async (page: Page, ...parts: readonly string[]): Promise<void> => {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as TransientWindow).__transients ?? []))
    .toSatisfy((texts: readonly string[]) =>
      texts.some((text) => parts.every((part) => text.includes(part))),
    );
};
