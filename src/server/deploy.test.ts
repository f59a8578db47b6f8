import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as paths from './paths.js';

/**
 * The container image (Dockerfile) can't be built on every machine that runs the tests, so what it relies on is
 * checked here: its final stage installs only `dependencies` (npm ci --omit=dev) and copies a few folders, and
 * the server must need nothing else at run time.
 */

const root = paths.ROOT;
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** Packages a file loads when it runs: static imports and re-exports (not type-only), and dynamic import(). */
function packagesOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [
    ...[...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]!),
    ...[...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1]!),
  ];
  return specs
    .filter((s) => !s.startsWith('.') && !s.startsWith('node:'))
    .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]!));
}

/** The project paths the Dockerfile's final stage copies (COPY --from=build /app/X ./X, and COPY a b ./). */
function copiedIntoImage(): string[] {
  const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
  const final = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  return [...final.matchAll(/^COPY\s+(.+)$/gm)].flatMap((m) => {
    const args = m[1]!.split(/\s+/).filter((a) => !a.startsWith('--'));
    return args.slice(0, -1).map((a) => path.relative('/app', path.resolve('/app', a)));
  });
}

describe('the production image', () => {
  it('installs every package the server and the contract load at run time (dependencies, not devDependencies)', () => {
    const files = [...sources(path.join(root, 'src/server')), ...sources(path.join(root, 'src/contract'))];
    expect(files.length).toBeGreaterThan(50);
    const missing = files.flatMap((f) =>
      packagesOf(f)
        .filter((name) => !(name in pkg.dependencies))
        .map((name) => `${name} (${path.relative(root, f)})`),
    );
    expect(missing).toEqual([]);
  });

  it('holds every project file the server reads: its folders of content, migrations and the built app', () => {
    const copied = copiedIntoImage();
    expect(copied).toContain('package.json');
    expect(copied).toContain('dist');
    const needed = Object.values(paths)
      .filter((v): v is string => typeof v === 'string' && v !== root && v.startsWith(root))
      .map((v) => path.relative(root, v));
    expect(needed.length).toBeGreaterThanOrEqual(3);
    const notCopied = needed.filter((p) => !copied.some((c) => p === c || p.startsWith(`${c}/`)));
    expect(notCopied).toEqual([]);
  });

  it('starts the built server the tests start', () => {
    const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/CMD \["node", "dist\/server\/server\/main\.js"\]/);
    expect(readFileSync(path.join(root, 'src/server/test/processes.ts'), 'utf8')).toContain('dist/server/server/main.js');
  });

  it('runs on Debian, where the flock command that holds the data folder lock comes with util-linux (decision 136)', () => {
    const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    const stages = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((m) => m[1]!);
    // util-linux is Essential in Debian: every Debian image, -slim included, has /usr/bin/flock.
    expect(stages.at(-1)).toMatch(/^node:\d+-(bookworm|trixie)(-slim)?$/);
  });
});
