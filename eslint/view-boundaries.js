// @ts-check
import path from 'node:path';

/**
 * The import direction inside `src/views/` (README, "Import rules"): `app/` composes the features and
 * may import any of them; a feature imports only itself, `shared/` and the shared widgets (e.g.
 * `map/`); `shared/` imports only itself. A path-based rule rather than `no-restricted-imports`
 * patterns: it resolves each relative specifier against the importing file, so depth (`../../app`)
 * and new feature folders need no new patterns, and it also sees `import()` and `import('…').Type`.
 */

const APP = 'app';
const SHARED = 'shared';

/** @typedef {{ viewsDir?: string, sharedWidgets?: string[] }} Options */

/**
 * The folder under the views directory that `target` is or lies in, or null outside it. A file
 * directly in the views directory belongs to no folder; an import of `../map` means the folder itself.
 * @param {string} viewsDir absolute
 * @param {string} target absolute
 * @param {boolean} isFile
 */
const viewFolderOf = (viewsDir, target, isFile) => {
  const relative = path.relative(viewsDir, target);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  return parts.length > (isFile ? 1 : 0) ? (parts[0] ?? null) : null;
};

/**
 * Why an import from folder `from` into folder `to` is forbidden, or null when it is allowed.
 * @param {string} from
 * @param {string} to
 * @param {ReadonlySet<string>} sharedWidgets
 */
export const boundaryViolation = (from, to, sharedWidgets) => {
  if (from === to || from === APP) return null;
  if (to === APP)
    return `views/${from} must not import views/app (app composes the features; move shared types to views/shared).`;
  if (from === SHARED)
    return `views/shared must not import views/${to}: shared code sits below every feature.`;
  if (to === SHARED || sharedWidgets.has(to)) return null;
  return `Feature views/${from} must not import feature views/${to}: move what both need to views/shared (or name the folder a shared widget in the README and eslint.config.js).`;
};

/** @type {import('eslint').Rule.RuleModule} */
export const viewBoundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Feature folders in src/views import only themselves, shared/ and shared widgets.' },
    schema: [
      {
        type: 'object',
        properties: {
          viewsDir: { type: 'string' },
          sharedWidgets: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    /** @type {Options} */
    const options = context.options[0] ?? {};
    const viewsDir = path.resolve(context.cwd, options.viewsDir ?? 'src/views');
    const sharedWidgets = new Set(options.sharedWidgets ?? []);
    const file = path.resolve(context.cwd, context.filename);
    const from = viewFolderOf(viewsDir, file, true);
    if (from === null) return {};

    /** @param {import('estree').Node | null | undefined} source */
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      // Packages and absolute specifiers are the other rules' business.
      if (!specifier.startsWith('.')) return;
      const to = viewFolderOf(viewsDir, path.resolve(path.dirname(file), specifier), false);
      if (to === null) return;
      const message = boundaryViolation(from, to, sharedWidgets);
      if (message) context.report({ node: source, message });
    };

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      /** `import('../app/x').Type` in a type position (typescript-eslint's TSImportType). */
      /** @param {any} node */
      TSImportType: (node) => check(node.argument?.literal ?? node.source),
    };
  },
};

export default { rules: { 'view-boundaries': viewBoundariesRule } };
