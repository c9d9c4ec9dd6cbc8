import postcss, { type AtRule, type Root } from 'postcss';
import type { Plugin } from 'vite';

/**
 * The Vite plugin that leaves out of Radix Themes' stylesheets the responsive rules of breakpoints the
 * app never uses (issue 35: only the CSS the app uses). Radix writes every size, spacing and layout
 * class once per breakpoint (`xs:`, `sm:`, `md:`, `lg:`, `xl:`, each in its own `min-width` query):
 * 466 KB of components.css and utilities.css' 684 KB. An element only gets a `md:…` class from a
 * responsive prop value with an `md` key (`gap={{ initial: '2', md: '4' }}`), and Radix's own
 * components pass no such values; the app's are `initial` and `sm` only, which
 * src/radix-styles.test.ts holds against the sources.
 */

/** Radix Themes' breakpoints, as its class prefixes name them (`md:rt-r-p-3`). */
export const RADIX_BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type RadixBreakpoint = (typeof RADIX_BREAKPOINTS)[number];

/** The breakpoints the app's responsive props use: their rules stay. */
export const USED_BREAKPOINTS: ReadonlySet<RadixBreakpoint> = new Set(['sm']);

/** The Radix Themes stylesheets the plugin trims (any of the package's sheets, by module id). */
export const isRadixThemesSheet = (id: string): boolean =>
  /[\\/]@radix-ui[\\/]themes[\\/].*\.css$/.test(id.split('?')[0] ?? '');

/** A class selector of one of `dropped`'s breakpoints: `.md\:rt-r-size-2` (CSS escapes the colon). */
const breakpointClass = (dropped: readonly string[]): RegExp =>
  new RegExp(String.raw`\.(?:${dropped.join('|')})\\:`);

/** `selector` without its `:not(…)` arguments (parentheses balanced). */
const withoutNot = (selector: string): string => {
  let out = '';
  for (let i = 0; i < selector.length; i++) {
    if (!selector.startsWith(':not(', i)) {
      out += selector[i];
      continue;
    }
    let depth = 0;
    for (i += ':not'.length; i < selector.length; i++) {
      if (selector[i] === '(') depth++;
      else if (selector[i] === ')' && --depth === 0) break;
    }
  }
  return out;
};

/**
 * Whether `selector` can only match an element with a class of a dropped breakpoint. Such a class is
 * required wherever it stands (compound, `:where()`, `:is()`, `:has()`), except inside `:not()`, where it
 * would widen the match: only a class outside every `:not()` counts.
 */
const needsDroppedClass = (selector: string, pattern: RegExp): boolean => pattern.test(withoutNot(selector));

/**
 * Removes from `root` every selector that needs a class of a breakpoint outside `used`, every rule left
 * without selectors, and every at-rule (the `min-width` queries) left empty.
 */
export const dropUnusedBreakpoints = (root: Root, used: ReadonlySet<string>): void => {
  const dropped = RADIX_BREAKPOINTS.filter((breakpoint) => !used.has(breakpoint));
  if (dropped.length === 0) return;
  const pattern = breakpointClass(dropped);
  root.walkRules((rule) => {
    if (!pattern.test(rule.selector)) return;
    const kept = rule.selectors.filter((selector) => !needsDroppedClass(selector, pattern));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // Innermost first: a query that held only an emptied query is empty in turn.
  const empty: AtRule[] = [];
  root.walkAtRules((atRule) => void empty.unshift(atRule));
  for (const atRule of empty) if (atRule.nodes?.length === 0) atRule.remove();
};

/** `css` without the rules of breakpoints outside `used` (see `dropUnusedBreakpoints`). */
export const trimBreakpoints = (css: string, used: ReadonlySet<string>, from?: string): string => {
  const root = postcss.parse(css, from === undefined ? {} : { from });
  dropUnusedBreakpoints(root, used);
  return root.toString();
};

/** The plugin: trims each Radix Themes sheet as it loads, in the build and the dev server alike. */
export const radixBreakpoints = (used: ReadonlySet<string> = USED_BREAKPOINTS): Plugin => ({
  name: 'portal-radix-breakpoints',
  enforce: 'pre',
  transform(code, id) {
    if (!isRadixThemesSheet(id)) return null;
    return { code: trimBreakpoints(code, used, id.split('?')[0]), map: null };
  },
});
