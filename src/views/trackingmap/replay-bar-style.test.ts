import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The replay's time slider in the app's accent (issue 30 §3 review): jsdom applies no style sheet, so
 * the rules themselves are read. The browser's own range control (blue in Chromium) is switched off,
 * the track and thumb take the theme's accent, and on a touch screen the thumb is a 44 px target.
 */
const css = readFileSync(new URL('./replay-bar.css', import.meta.url), 'utf8');

/** The declarations of the first rule whose selector is exactly `selector` after `from`. */
const rule = (selector: string, from = 0): string => {
  const at = css.indexOf(`${selector} {`, from);
  expect(at, selector).toBeGreaterThanOrEqual(0);
  return css.slice(at, css.indexOf('}', at));
};

describe('the replay slider’s look', () => {
  it('drops the browser’s default control for the theme’s accent', () => {
    expect(rule('.replay-slider')).toMatch(/(^|\s)appearance: none;/);
    expect(rule('.replay-slider')).toContain('accent-color: var(--accent-9)');
    for (const thumb of ['::-webkit-slider-thumb', '::-moz-range-thumb']) {
      expect(rule(`.replay-slider${thumb}`)).toContain('background: var(--accent-9)');
    }
    expect(rule('.replay-slider::-webkit-slider-runnable-track')).toContain('var(--accent-a5)');
    expect(rule('.replay-slider::-moz-range-progress')).toContain('var(--accent-9)');
  });

  it('gives the thumb a 44 px hit area on touch screens', () => {
    const coarse = css.indexOf('@media (pointer: coarse)');
    expect(coarse).toBeGreaterThanOrEqual(0);
    for (const thumb of ['::-webkit-slider-thumb', '::-moz-range-thumb']) {
      const declarations = rule(`.replay-slider${thumb}`, coarse);
      expect(declarations).toContain('width: 44px');
      expect(declarations).toContain('height: 44px');
    }
  });
});
