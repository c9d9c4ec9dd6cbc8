import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every visible text comes from the locale files: this scans the views (not stories or tests) for text
 * written straight into JSX, string literals as JSX children, and literal texts in the attributes
 * people read or hear. It parses the files with TypeScript, so code never passes for text.
 */
const VIEWS = join(import.meta.dirname, '..', 'views');
const READABLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'title',
  'placeholder',
  'alt',
  'label',
]);
const HAS_LETTER = /\p{L}/u;

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'machine-walker' ? [] : sources(path);
    return /\.tsx$/.test(entry.name) && !/\.(stories|test)\.tsx$/.test(entry.name) ? [path] : [];
  });

const literalTexts = (code: string): string[] => {
  const source = ts.createSourceFile('view.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && HAS_LETTER.test(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isStringLiteral(node.expression) || ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      !ts.isJsxAttribute(node.parent) &&
      HAS_LETTER.test(node.expression.text)
    )
      found.push(node.expression.text);
    if (
      ts.isJsxAttribute(node) &&
      READABLE_ATTRIBUTES.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      HAS_LETTER.test(node.initializer.text)
    )
      found.push(`${node.name.getText(source)}="${node.initializer.text}"`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

describe('views have no hard-coded visible text', () => {
  const files = sources(VIEWS);

  it('finds the views to scan', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('recognises literal text and lets translated text pass', () => {
    const sample = `const a = <p title="Hallo" aria-label={t('k')}>Text {'more'} {t('k')} {x > 1 ? 'y' : 'z'}</p>;`;
    expect(literalTexts(sample)).toEqual(['title="Hallo"', 'Text', 'more']);
    expect(literalTexts(`const b = <p className="x">{t('k')} · {n}</p>;`)).toEqual([]);
  });

  for (const file of files) {
    it(relative(VIEWS, file), () => {
      expect(literalTexts(readFileSync(file, 'utf8'))).toEqual([]);
    });
  }
});
