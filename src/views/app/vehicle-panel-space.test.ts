import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The declarations of the first rule for exactly `selector` in a stylesheet of this folder tree. */
const declarations = (file: string, selector: string): Record<string, string> => {
  const css = readFileSync(new URL(file, import.meta.url), 'utf8');
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1];
  if (body === undefined) throw new Error(`${selector} not found in ${file}`);
  return Object.fromEntries(
    body
      .split(';')
      .map((line) => line.replace(/\/\*[\s\S]*?\*\//g, '').trim())
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]),
  );
};

describe('the vehicle panel’s place while its code loads', () => {
  it('is as wide as the panel and drawn like its edge, so the page does not shift when it comes (issue 35)', () => {
    const space = declarations('./shell.css', '.vehicle-panel-space');
    const panel = declarations('../vehicle-panel/vehicle-panel.css', '.vehicle-panel');
    for (const property of ['width', 'min-width', 'height', 'border-right', 'background', 'box-sizing'])
      expect(space[property], property).toBe(panel[property] ?? 'missing in .vehicle-panel');
  });
});
