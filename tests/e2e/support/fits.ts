import type { Page } from 'playwright-core';

/**
 * What on a page is cut or pushed out of its column (issue 28 §1: every view fits a phone): each
 * visible control, heading and label of the page's `main` that reaches past the content column's edges
 * (unless a scroll container it sits in lets the user scroll to it), and each heading whose text is
 * wider than its box; a word of a heading or a button split across lines. One line per finding: what it
 * is, its text and how far it reaches out.
 */
export const cutOrOutside = (page: Page, root = 'main'): Promise<string[]> =>
  page.evaluate((selector) => {
    const main = document.querySelector(selector);
    if (!main) return []; // (a page without a header: nothing to check)
    const column = main.getBoundingClientRect();
    const left = Math.max(0, column.left);
    const right = Math.min(window.innerWidth, column.right);
    const findings: string[] = [];
    const candidates = main.querySelectorAll(
      'button, a[href], input, select, textarea, [role="tab"], [role="checkbox"], h1, h2, h3, label',
    );
    for (const element of candidates) {
      const box = element.getBoundingClientRect();
      // Not shown, or shown to screen readers only (a 1 px clipped box).
      if (box.width <= 1 || box.height <= 1) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      if (element.closest('[aria-hidden="true"], .maplibregl-map, [data-radix-popper-content-wrapper]'))
        continue;
      // (No helper functions in here: the bundler would wrap them in a name helper the page lacks.)
      let scrolls = false;
      for (let up = element.parentElement; up && up !== main && !scrolls; up = up.parentElement) {
        const { overflowX } = getComputedStyle(up);
        scrolls = overflowX === 'auto' || overflowX === 'scroll';
      }
      if (scrolls) continue;
      const what = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
      const outLeft = left - box.left;
      const outRight = box.right - right;
      if (outLeft > 1 || outRight > 1)
        findings.push(`${what} reaches ${Math.round(Math.max(outLeft, outRight))} px out`);
      const heading = /^H[1-3]$/.test(element.tagName);
      if (!heading && element.tagName !== 'BUTTON') continue;
      if (heading && element.scrollWidth > element.clientWidth + 1)
        findings.push(`${what} is cut (${element.scrollWidth} > ${element.clientWidth} px)`);
      // A word of a heading or a button broken across lines without a hyphen (a soft hyphen or a
      // hyphen is a proper break): the word's letters lie on more than one line.
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s\u00ad-]+/g)) {
          // Letter by letter: a range over the whole word would count the hyphen a soft hyphen
          // draws at the end of the line before.
          const lines = new Set<number>();
          for (let at = match.index; at < match.index + match[0].length; at += 1) {
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + 1);
            // The letter's own box is the last (a soft hyphen's drawn hyphen may come first).
            const letter = [...range.getClientRects()].at(-1);
            if (letter && letter.width > 0) lines.add(Math.round(letter.top));
          }
          if (lines.size > 1) findings.push(`${what}: "${match[0]}" is broken across ${lines.size} lines`);
        }
      }
    }
    return findings;
  }, root);
