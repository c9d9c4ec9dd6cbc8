import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The rules of this project's stylesheets as written, for tests: jsdom computes no CSS, so the tests that hold
 * a width or a shared frame read the files. Node only; no view imports this.
 */
export const VIEWS = join(import.meta.dirname, '..');

export interface Rule {
  readonly selectors: readonly string[];
  readonly declarations: readonly (readonly [property: string, value: string])[];
}

/** The top-level rules of a stylesheet; at-rule blocks (`@media`) are skipped: a width must hold at every size. */
export const topLevelRules = (css: string): Rule[] => {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules: Rule[] = [];
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('{', at);
    if (open < 0) break;
    let depth = 1;
    let close = open + 1;
    for (; close < text.length && depth > 0; close += 1) {
      if (text[close] === '{') depth += 1;
      if (text[close] === '}') depth -= 1;
    }
    const prelude = text.slice(at, open).trim();
    if (!prelude.startsWith('@'))
      rules.push({
        selectors: prelude.split(',').map((s) => s.trim().replace(/\s+/g, ' ')),
        declarations: text
          .slice(open + 1, close - 1)
          .split(';')
          .map((d) => d.split(':'))
          .filter((parts) => parts.length > 1)
          .map(([property = '', ...value]) => [property.trim(), value.join(':').trim().replace(/\s+/g, ' ')]),
      });
    at = close;
  }
  return rules;
};

/** The top-level rules of a stylesheet under src/views (path relative to it). */
export const stylesheetRules = (file: string): Rule[] =>
  topLevelRules(readFileSync(join(VIEWS, file), 'utf8'));
