import path from 'node:path';
import { defineConfig } from 'vitest/config';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (process.env.CI === 'true' && !onPostgres) {
  throw new Error('CI=true requires TEST_DATABASE_URL: the PostgreSQL pass of the API tests must run in CI.');
}

const shared = {
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

// The client's import aliases, for unit tests of client helpers.
const resolve = {
  alias: { '@': path.resolve('src/client'), '@contract': path.resolve('src/contract'), '@content': path.resolve('src/content') },
};

export default defineConfig({
  test: {
    projects: [
      { resolve, test: { ...shared, name: 'pglite', globalSetup: ['src/server/test/global-setup.ts'], env: { TEST_DB: 'pglite' } } },
      ...(onPostgres
        ? [
            {
              resolve,
              test: { ...shared, name: 'postgres', globalSetup: ['src/server/test/global-setup.ts'], env: { TEST_DB: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});
