import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project folder, found from this file whether it runs from src/ (tsx, vitest) or dist/ (npm start). */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

export const ROOT = findRoot();
export const MIGRATIONS_DIR = path.join(ROOT, 'src/server/db/migrations');
export const CONTENT_DIR = path.join(ROOT, 'src/content');
export const CLIENT_DIST_DIR = path.join(ROOT, 'dist/client');
