import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

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

// Tests that never open a database (the client's, the content checks, the composers, the crisis detector, the
// Bible reader) say the same on either engine: they run once, in the PGlite pass.
const databaseFree = [
  'src/client/**',
  'src/contract/**',
  'src/server/**/content.test.ts',
  'src/server/**/composer.test.ts',
  'src/server/platform/care/**',
  'src/server/platform/bible.test.ts',
  'src/server/deploy.test.ts',
];

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
              test: {
                ...shared,
                exclude: [...configDefaults.exclude, ...databaseFree],
                name: 'postgres',
                globalSetup: ['src/server/test/global-setup.ts'],
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
