import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RADIX_BREAKPOINTS, USED_BREAKPOINTS } from './build/radix-breakpoints.plugin';

/**
 * main.tsx imports Radix Themes' colour scales one by one (issue 35: only the CSS the app uses). A
 * colour whose sheet is missing draws nothing (its `var(--red-9)` is unset: no background, no text
 * colour), so these tests read the real sources and fail when one names a colour main.tsx does not
 * import, or main.tsx imports one nothing names. The same for the breakpoints whose responsive
 * rules the build keeps (src/build/radix-breakpoints.plugin.ts).
 */

const SRC = import.meta.dirname;
const MAIN = join(SRC, 'main.tsx');
const THEMES = dirname(createRequire(import.meta.url).resolve('@radix-ui/themes/package.json'));

/** Every colour Radix Themes has a scale sheet for (amber … yellow, the grays too). */
const RADIX_COLOURS = readdirSync(join(THEMES, 'tokens', 'colors'))
  .filter((name) => name.endsWith('.css'))
  .map((name) => name.slice(0, -'.css'.length))
  .sort();
const NAMES = RADIX_COLOURS.join('|');

const ROOT = join(SRC, '..');
const read = (dir: string) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((path) => ({
    path: join(dir, path),
    text: /\.(tsx?|css)$/.test(path) ? readFileSync(join(ROOT, dir, path), 'utf8') : '',
  }));
/**
 * The app's shipped sources: not tests, not stories (Storybook loads the whole styles.css), not the
 * build's own code (src/build, which names breakpoints in its comments).
 */
const sources = read('src').filter(
  ({ path }) =>
    /\.(tsx?|css)$/.test(path) &&
    !/\.(test|spec|stories)\.tsx?$/.test(path) &&
    !path.startsWith('src/build/'),
);
/** What renders Radix components with the trimmed sheets: the app, and Storybook (its Vite config is ours). */
const rendered = [
  ...sources,
  ...read('src').filter(({ path }) => path.endsWith('.stories.tsx')),
  ...read('.storybook').filter(({ path }) => /\.tsx?$/.test(path)),
];

/** How code names a colour: what each pattern's first group captures is the colour. */
const USE_PATTERNS: readonly { readonly how: string; readonly files: RegExp; readonly pattern: RegExp }[] = [
  {
    how: 'a quoted colour name: color="red", accentColor="teal", { color: \'gray\' }, maps and lists',
    files: /\.tsx?$/,
    pattern: new RegExp(String.raw`['"\`](${NAMES})['"\`]`, 'g'),
  },
  {
    how: 'a colour scale variable: var(--amber-9), --red-a4, --teal-contrast',
    files: /\.(css|tsx?)$/,
    pattern: new RegExp(String.raw`--(${NAMES})-(?:a?\d{1,2}|contrast|surface|indicator|track)\b`, 'g'),
  },
];

/** Quoted colour names that are no colour, each with where it stands and why. */
const NOT_COLOURS: readonly { readonly path: string; readonly line: string; readonly why: string }[] = [
  { path: 'src/views/map/use-maplibre.ts', line: "'sky' in painter", why: "MapLibre's sky painter" },
];

interface Use {
  readonly colour: string;
  readonly at: string;
}

const usesIn = (path: string, text: string): Use[] =>
  text
    .split('\n')
    .flatMap((line, index) =>
      USE_PATTERNS.filter(({ files }) => files.test(path)).flatMap(({ pattern }) =>
        [...line.matchAll(pattern)]
          .filter(() => !NOT_COLOURS.some((not) => not.path === path && line.includes(not.line)))
          .map((match) => ({ colour: match[1] ?? '', at: `${path}:${index + 1}` })),
      ),
    );

const uses = sources.flatMap(({ path, text }) => usesIn(path, text));
const main = readFileSync(MAIN, 'utf8');

/** The scales main.tsx imports; the whole sets (styles.css, tokens.css) count as all of them. */
const imported = new Set(
  /@radix-ui\/themes\/(styles|tokens)\.css/.test(main)
    ? RADIX_COLOURS
    : [...main.matchAll(/import '@radix-ui\/themes\/tokens\/colors\/([a-z]+)\.css'/g)].map((m) => m[1]),
);

/**
 * `gray` names the root Theme's gray: its element redefines every `--gray-*` variable from the scale
 * `grayColor` chooses, and every element of the app is inside it. Only without a chosen gray (none,
 * or `auto`, which follows the accent) would gray.css itself be needed.
 */
const themeGray = /<Theme\b[^>]*\bgrayColor="([a-z]+)"/.exec(main)?.[1];
const sheetOf = (colour: string): string =>
  colour === 'gray' && themeGray !== undefined && themeGray !== 'auto' ? themeGray : colour;

describe('the colour scales main.tsx imports', () => {
  it('finds the colours the sources name (the scan is not empty)', () => {
    expect(RADIX_COLOURS.length).toBeGreaterThan(25);
    expect(uses.map((use) => use.colour)).toEqual(expect.arrayContaining(['teal', 'gray', 'red']));
  });

  it.each([
    ['<Badge color="red">', 'src/a.tsx', ['red']],
    ["<Badge color={ok ? 'green' : 'amber'}>", 'src/a.tsx', ['green', 'amber']],
    ["{ color: 'gray' as const }", 'src/a.ts', ['gray']],
    ['<Theme accentColor="teal" grayColor="slate">', 'src/a.tsx', ['teal', 'slate']],
    ["const AVATAR = ['crimson', 'violet'] as const;", 'src/a.ts', ['crimson', 'violet']],
    ['<span data-accent-color={`iris`}>', 'src/a.tsx', ['iris']],
    ['  color: var(--amber-11);', 'src/a.css', ['amber']],
    ['  background: var(--grass-a4); border-color: var(--ruby-contrast);', 'src/a.css', ['grass', 'ruby']],
    ["style={{ color: 'var(--orange-9)' }}", 'src/a.tsx', ['orange']],
    ['color: var(--accent-9); gap: var(--space-3);', 'src/a.css', []],
    ['"redirect" "greenfield" "gray-ish" tealish', 'src/a.ts', []],
    ["'red' in a stylesheet comment", 'src/a.css', []],
    ["if (painter && 'sky' in painter.drawFunctions)", 'src/views/map/use-maplibre.ts', []],
  ])('reads %s in %s as %j', (line, path, colours) => {
    expect(usesIn(path, line).map((use) => use.colour)).toEqual(colours);
  });

  it.each(NOT_COLOURS)('the exception for $line in $path still stands there ($why)', ({ path, line }) => {
    expect(sources.find((source) => source.path === path)?.text).toContain(line);
  });

  it('knows the root Theme gray that `gray` stands for', () => {
    expect(themeGray).toMatch(/^[a-z]+$/);
  });

  it.each(RADIX_COLOURS)('%s: imported exactly when the sources use it', (colour) => {
    const needing = uses.filter((use) => sheetOf(use.colour) === colour).map((use) => use.at);
    const where = needing.slice(0, 5).join(', ');
    expect(
      imported.has(colour),
      needing.length > 0
        ? `${colour} is used (${where}): import '@radix-ui/themes/tokens/colors/${colour}.css' in src/main.tsx`
        : `${colour} is used nowhere: drop its import from src/main.tsx`,
    ).toBe(needing.length > 0);
  });
});

describe('the breakpoints whose responsive rules the build keeps', () => {
  /** A breakpoint key of a responsive value (`{ initial: '1', sm: '2' }`) or a class (`md:rt-r-p-2`). */
  const keyOf = (breakpoint: string) => new RegExp(String.raw`(?<![\w$.-])['"]?${breakpoint}['"]?\s*:`);
  const usesOf = (breakpoint: string) =>
    rendered
      .filter(({ path }) => /\.tsx?$/.test(path))
      .flatMap(({ path, text }) =>
        text
          .split('\n')
          .flatMap((line, index) => (keyOf(breakpoint).test(line) ? [`${path}:${index + 1}`] : [])),
      );

  it.each([
    ["<Grid columns={{ initial: '1', sm: '2' }}>", 'sm', true],
    ['<Flex gap={{ md: "4" }}>', 'md', true],
    ["const size = { 'lg': '3' };", 'lg', true],
    ['className="xl:rt-r-display-none"', 'xl', true],
    ["<Grid columns={{ initial: '1', sm: '2' }}>", 'md', false],
    ['const xsmall = 1; a.md = 2; cmd: 3', 'md', false],
  ])('reads %s as using %s: %s', (line, breakpoint, expected) => {
    expect(keyOf(breakpoint).test(line)).toBe(expected);
  });

  it.each(RADIX_BREAKPOINTS)('%s: kept exactly when the sources use it', (breakpoint) => {
    const found = usesOf(breakpoint);
    expect(
      USED_BREAKPOINTS.has(breakpoint),
      found.length > 0
        ? `${breakpoint} is used (${found.slice(0, 5).join(', ')}): add it to USED_BREAKPOINTS`
        : `${breakpoint} is used nowhere: drop it from USED_BREAKPOINTS`,
    ).toBe(found.length > 0);
  });

  it("Radix Themes' own components pass no responsive value (their classes would be trimmed away)", () => {
    const dir = join(THEMES, 'dist', 'esm', 'components');
    const withResponsive = readdirSync(dir)
      .filter((name) => name.endsWith('.js'))
      .filter((name) => /\b(?:initial|xs|sm|md|lg|xl):["'{[\w]/.test(readFileSync(join(dir, name), 'utf8')));
    expect(withResponsive).toEqual([]);
  });
});
