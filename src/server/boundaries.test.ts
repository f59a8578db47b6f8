import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The folder boundaries of docs/ARCHITECTURE.md are checked by `npm run lint`; these plant a crossing in each kind of
 * file and expect the rule to catch it, so a zone that stops matching (a folder renamed, a path mistyped) fails here.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function crossings(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/no-crossing').map((m) => m.message);
}

describe('folder boundaries', () => {
  it('platform/ (infrastructure) never imports domain/ or a feature', async () => {
    expect(await crossings('src/server/platform/planted.ts', "import { localDay } from '../domain/time.js';\n")).toEqual([
      expect.stringContaining('never imports domain/'),
    ]);
    expect(await crossings('src/server/platform/planted.ts', "import '../features/journal/service.js';\n")).toHaveLength(1);
  });

  it('domain/ and db/ never import a feature; domain/ may use platform/', async () => {
    expect(await crossings('src/server/domain/planted.ts', "import '../features/journal/service.js';\n")).toHaveLength(1);
    expect(await crossings('src/server/db/planted.ts', "import '../domain/time.js';\n")).toHaveLength(1);
    expect(await crossings('src/server/domain/planted.ts', "import { AppError } from '../platform/errors.js';\n")).toEqual([]);
  });

  it("a server feature never imports another feature's internals", async () => {
    expect(await crossings('src/server/features/journal/planted.ts', "import '../moods/service.js';\n")).toHaveLength(1);
    expect(await crossings('src/server/features/journal/planted.ts', "import './service.js';\n")).toEqual([]);
  });

  it('client features, lib/ and components/ keep to their side', async () => {
    expect(await crossings('src/client/features/journal/planted.ts', "import '@/features/mood/api';\n")).toHaveLength(1);
    expect(await crossings('src/client/lib/planted.ts', "import '@/features/mood/api';\n")).toHaveLength(1);
    expect(await crossings('src/client/components/planted.ts', "import '@/app/shell';\n")).toHaveLength(1);
    expect(await crossings('src/client/features/dashboard/planted.ts', "import '@/features/mood/dashboard-card';\n")).toEqual([]);
  });

  it('contract/ and content/ import neither side', async () => {
    expect(await crossings('src/contract/planted.ts', "import '../server/domain/time.js';\n")).toHaveLength(1);
  });
});
