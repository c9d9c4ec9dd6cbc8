import { describe, expect, it } from 'vitest';
import { stylesheetRules } from './stylesheet-rules';

const FRAME = ['width', 'min-width', 'height', 'border-right', 'background', 'box-sizing'] as const;

describe('the vehicle panel’s place while its code loads', () => {
  it('shares the panel’s frame rule, so the page does not shift when the panel comes (issue 35)', () => {
    const shared = stylesheetRules('vehicle-panel/vehicle-panel-frame.css').filter(
      (rule) => rule.selectors.includes('.vehicle-panel') && rule.selectors.includes('.vehicle-panel-space'),
    );
    expect(shared).toHaveLength(1);
    expect(shared[0]?.declarations.map(([property]) => property)).toEqual(expect.arrayContaining([...FRAME]));
  });

  it('is not redrawn apart from the panel by another top-level rule', () => {
    for (const file of ['app/shell.css', 'vehicle-panel/vehicle-panel.css'])
      for (const rule of stylesheetRules(file))
        for (const selector of ['.vehicle-panel', '.vehicle-panel-space'])
          if (rule.selectors.includes(selector))
            expect(
              rule.declarations.filter(([property]) => (FRAME as readonly string[]).includes(property)),
              `${selector} in ${file}`,
            ).toEqual([]);
  });
});
