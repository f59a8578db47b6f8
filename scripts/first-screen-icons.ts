import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The lucide icons the first screens draw (the sign-in screen, the shell and the Dashboard), found by following the
 * static imports from those files; the build puts them in one small chunk and every other icon in a second one that
 * only later screens load (vite.config.ts, decision 112). Following the imports keeps the split right as screens
 * change, with no list to maintain.
 */
export function firstScreenIconFiles(root: string, entries: string[]): Set<string> {
  const aliases: [string, string][] = [
    ['@/', path.join(root, 'src/client/')],
    ['@contract/', path.join(root, 'src/contract/')],
    ['@content/', path.join(root, 'src/content/')],
  ];
  const resolve = (from: string, spec: string) => {
    const alias = aliases.find(([prefix]) => spec.startsWith(prefix));
    const base = alias ? alias[1] + spec.slice(alias[0].length) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
    if (!base) return null;
    const stem = base.replace(/\.js$/, '');
    return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => stem + ext).find((file) => existsSync(file)) ?? null;
  };

  const iconNames = new Set<string>();
  const seen = new Set<string>();
  const queue = entries.map((entry) => path.join(root, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    // Static imports and re-exports only: what `import()` or `lazy()` loads is not part of a first screen.
    for (const [, clause = '', spec = ''] of source.matchAll(/^\s*(?:import|export)\s+(?!type\s)([^'";]*?)\s*from\s+'([^']+)'/gm)) {
      if (spec === 'lucide-react') {
        for (const name of clause.replace(/[{}]/g, '').split(',')) {
          const imported = name.trim().split(/\s+as\s+/)[0];
          if (imported) iconNames.add(imported);
        }
        continue;
      }
      const target = resolve(file, spec);
      if (target) queue.push(target);
    }
  }

  const index = readFileSync(path.join(root, 'node_modules/lucide-react/dist/esm/lucide-react.mjs'), 'utf8');
  const files = new Set<string>();
  for (const [, names = '', file = ''] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)'/g)) {
    if (names.split(',').some((entry) => iconNames.has(entry.trim().replace(/^default as /, '')))) files.add(file);
  }
  return files;
}
