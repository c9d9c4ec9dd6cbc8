import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The repository's own ESLint config, run on snippets placed (by path only, nothing is written) inside
 * the folders the rules are about: shows that the view boundaries, the test-focus rule and the size
 * cap report what they should and let the allowed cases pass. Type-aware parsing is switched off and
 * only the rules under test run, so this takes a second, not a whole type-check.
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const RULES = new Set(['local/view-boundaries', 'no-restricted-syntax', 'max-lines']);
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => RULES.has(ruleId),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

// Loading the config (typescript-eslint, the plugins) takes seconds on a busy machine: once, up front.
beforeAll(async () => {
  await eslint.calculateConfigForFile('src/views/app/app.tsx');
}, 60_000);

const problems = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, line: m.line, fatal: m.fatal ?? false }));
};

const importsOf = (specifiers: readonly string[]) =>
  specifiers.map((s, i) => `import { x${i} } from '${s}';`).join('\n') + '\n';

describe('view boundaries (README: import rules)', () => {
  it('reports a feature importing app/ or another feature, in every import form', async () => {
    const code = [
      "import type { AppServices } from '../app/app-services';",
      "import { LiveDataView } from '../livedata/livedata.view';",
      "export { LoginView } from '../login/login.view';",
      "export * from '../datasheet/datasheet.view';",
      "const lazyShell = () => import('../app/shell.screen');",
      "type Routes = import('../app/app.routes').LoggedInContext;",
      'export { lazyShell, type Routes, type AppServices, LiveDataView };',
    ].join('\n');
    const found = await problems('src/views/dashboard/boundary-fixture.tsx', code);
    expect(found).toEqual(
      [1, 2, 3, 4, 5, 6].map((line) => ({ rule: 'local/view-boundaries', line, fatal: false })),
    );
  });

  it('holds in sub-folders, tests and stories of a feature', async () => {
    expect(
      await problems('src/views/map/layers/fixture.ts', importsOf(['../../app/testing/render'])),
    ).toHaveLength(1);
    expect(
      await problems('src/views/login/login.fixture.test.tsx', importsOf(['../app/shell.screen'])),
    ).toHaveLength(1);
    expect(
      await problems('src/views/login/fixture.stories.tsx', importsOf(['../dashboard/dashboard.view'])),
    ).toHaveLength(1);
  });

  it('reports shared/ importing app/ or a feature', async () => {
    const found = await problems(
      'src/views/shared/fleet/fixture.ts',
      importsOf([
        '../../app/app-services',
        '../../dashboard/dashboard-sort',
        '../../map',
        '../icons',
        './same-items',
      ]),
    );
    expect(found.map((p) => p.line)).toEqual([1, 2, 3]);
  });

  it('lets a feature import itself, shared/, the shared widget map/ and the layers below views', async () => {
    const found = await problems(
      'src/views/livedata/fixture.tsx',
      importsOf([
        './livedata.view',
        '../shared/routes',
        '../shared/testing/render',
        '../map',
        '../map/map-vehicle',
        '../../machines/fleet/fleet.types',
        '../../i18n/format',
      ]),
    );
    expect(found).toEqual([]);
  });

  it('lets app/ compose every feature', async () => {
    const found = await problems(
      'src/views/app/fixture.tsx',
      importsOf([
        '../dashboard/dashboard.screen',
        '../login/login.screen',
        '../shared/app-services',
        '../map',
      ]),
    );
    expect(found).toEqual([]);
  });
});

describe('no focused or skipped tests', () => {
  // The offending calls live in a data file, so no source file of the suite holds one.
  const snippet = readFileSync(resolve(root, 'tests/lint/fixtures/focused-and-skipped.snippet.txt'), 'utf8');
  const flaggedLines = [1, 2, 3, 4, 5, 6].map((line) => ['no-restricted-syntax', line]);

  it('reports .only, .skip, .todo (also chained) and x/f aliases in test files', async () => {
    const found = await problems('src/machines/fixture.test.ts', snippet);
    expect(found.map((p) => [p.rule, p.line])).toEqual(flaggedLines);
  });

  it('also in end-to-end specs', async () => {
    const found = await problems('tests/e2e/fixture.spec.ts', snippet);
    expect(found.map((p) => [p.rule, p.line])).toEqual(flaggedLines);
  });
});

describe('max-lines', () => {
  it('caps every source file at 400 lines, blank lines and comments included', async () => {
    const lines = (n: number) =>
      Array.from({ length: n }, (_, i) => (i % 2 ? '' : `// ${i}`)).join('\n') + '\n';
    expect(await problems('src/machines/fixture.ts', lines(400))).toEqual([]);
    expect(await problems('src/machines/fixture.ts', lines(401))).toEqual([
      { rule: 'max-lines', line: 401, fatal: false },
    ]);
    // Generated code is exempt.
    expect(await problems('src/api/openapi.generated.ts', lines(401))).toEqual([]);
  });
});
