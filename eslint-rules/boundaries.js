import path from 'node:path';

/**
 * The folder boundaries of docs/ARCHITECTURE.md as one small ESLint rule. Each zone says: files under `target`
 * may not import from `from`, except the paths listed in `except` (relative to `from`). Imports are resolved by
 * path only (relative specifiers and the client's `@/`, `@contract/`, `@content/` aliases), which is all the
 * project uses; a package import is never inside a zone.
 */
const root = process.cwd();
const aliases = [
  ['@/', 'src/client/'],
  ['@contract/', 'src/contract/'],
  ['@content/', 'src/content/'],
];

const resolveSpecifier = (file, specifier) => {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
  return alias ? path.resolve(root, alias[1], specifier.slice(alias[0].length)) : null;
};

const inside = (file, dir) => {
  const relative = path.relative(dir, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
};

const asList = (value) => (Array.isArray(value) ? value : [value]);

export default {
  rules: {
    'no-crossing': {
      meta: {
        type: 'problem',
        docs: { description: 'Keep imports inside the folder boundaries of the architecture.' },
        schema: [{ type: 'object', properties: { zones: { type: 'array' } }, additionalProperties: false }],
      },
      create(context) {
        const zones = context.options[0]?.zones ?? [];
        const file = context.filename;
        const mine = zones.filter((zone) => asList(zone.target).some((target) => inside(file, path.resolve(root, target))));
        if (mine.length === 0) return {};
        const check = (node) => {
          if (!node || typeof node.value !== 'string') return;
          const imported = resolveSpecifier(file, node.value);
          if (!imported) return;
          for (const zone of mine) {
            for (const from of asList(zone.from)) {
              const fromDir = path.resolve(root, from);
              if (!inside(imported, fromDir)) continue;
              const allowed = (zone.except ?? []).some((except) => {
                const exceptPath = path.resolve(fromDir, except);
                return inside(imported, exceptPath) || imported === exceptPath.replace(/\.tsx?$/, '');
              });
              if (!allowed) context.report({ node, message: zone.message });
            }
          }
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
        };
      },
    },
  },
};
