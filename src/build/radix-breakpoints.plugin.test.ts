import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import postcss, { type AtRule } from 'postcss';
import { describe, expect, it } from 'vitest';
import { isRadixThemesSheet, RADIX_BREAKPOINTS, trimBreakpoints } from './radix-breakpoints.plugin';

const THEMES = dirname(createRequire(import.meta.url).resolve('@radix-ui/themes/package.json'));
const SM = new Set(['sm']);
const squash = (css: string) => css.replace(/\s+/g, ' ').trim();

/** Every rule of `css` as "at-rule chain | selector { declarations }", one string per selector. */
const ruleKeys = (css: string): string[] => {
  const keys: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    const chain: string[] = [];
    for (let node = rule.parent; node?.type === 'atrule'; node = node.parent) {
      const atRule = node as AtRule;
      chain.unshift(`@${atRule.name} ${atRule.params}`);
    }
    const body = squash(rule.nodes.map((node) => node.toString()).join(';'));
    for (const selector of rule.selectors) keys.push(`${chain.join(' ')} | ${selector} { ${body} }`);
  });
  return keys;
};

describe('the Radix breakpoints plugin', () => {
  it.each([
    ['/repo/node_modules/@radix-ui/themes/components.css', true],
    ['/repo/node_modules/@radix-ui/themes/utilities.css?direct', true],
    ['/repo/node_modules/@radix-ui/themes/tokens/base.css', true],
    ['C:\\repo\\node_modules\\@radix-ui\\themes\\utilities.css', true],
    ['/repo/node_modules/@radix-ui/themes/dist/esm/index.js', false],
    ['/repo/src/views/app/global.css', false],
    ['/repo/node_modules/@radix-ui/colors/red.css', false],
  ])('%s is a Radix Themes sheet: %s', (id, expected) => {
    expect(isRadixThemesSheet(id)).toBe(expected);
  });

  it.each([
    ['a rule of a dropped breakpoint', '@media (min-width: 1024px) { .md\\:rt-r-p-2 { padding: 8px } }', ''],
    ['a kept breakpoint', '@media (min-width: 768px) { .sm\\:rt-r-p-2 { padding: 8px } }', 'same'],
    ['a rule without breakpoint classes', '.rt-r-p-2 { padding: 8px }', 'same'],
    [
      'the dropped class inside :where()',
      '@media (min-width: 1024px) { :where(.rt-Container.md\\:rt-r-size-1) .rt-ContainerInner { max-width: 1px } }',
      '',
    ],
    ['the dropped class under :not() (it widens the match)', '.a:not(.md\\:rt-r-p-2) { color: red }', 'same'],
    ['under nested :not()', '.a:not(:where(.b, .md\\:rt-r-p-2)) { color: red }', 'same'],
    [
      'the dropped class beside a :not()',
      '.rt-Button:where(.md\\:rt-r-size-1):where(:not(.rt-variant-ghost)) { padding: 1px }',
      '',
    ],
    [
      'a selector list with one dropped selector',
      '.rt-r-p-2, .lg\\:rt-r-p-2 { padding: 8px }',
      '.rt-r-p-2 { padding: 8px }',
    ],
    [
      'nested queries left empty',
      '@supports (display: grid) { @media (min-width: 1640px) { .xl\\:a { b: c } } }',
      '',
    ],
    ['other at-rules', '@media (hover: hover) { .rt-Button:hover { color: red } }', 'same'],
    ['a name that only looks like a breakpoint', '.cmd\\:x, .rt-md { color: red }', 'same'],
  ])('%s', (_, css, expected) => {
    expect(squash(trimBreakpoints(css, SM))).toBe(squash(expected === 'same' ? css : expected));
  });

  it('keeps everything when every breakpoint is used', () => {
    const css = '@media (min-width: 1024px) { .md\\:rt-r-p-2 { padding: 8px } }';
    expect(trimBreakpoints(css, new Set(RADIX_BREAKPOINTS))).toBe(css);
  });

  it.each(['components.css', 'utilities.css'])(
    "on Radix's %s: removes each rule that needs a dropped breakpoint's class, and only those",
    (sheet) => {
      const css = readFileSync(join(THEMES, sheet), 'utf8');
      const dropped = /\.(?:xs|md|lg|xl)\\:/;
      expect(css).not.toMatch(/:not\([^)]*\.(?:xs|sm|md|lg|xl)\\:/);
      const before = ruleKeys(css);
      const after = ruleKeys(trimBreakpoints(css, SM));
      expect(after).toEqual(before.filter((key) => !dropped.test(key.split(' | ')[1] ?? '')));
      expect(after.some((key) => key.includes('.sm\\:'))).toBe(true);
      expect(after.length).toBeLessThan(before.length);
    },
    // Parsing 430 KB twice takes about a second, several on a loaded machine.
    30_000,
  );
});
