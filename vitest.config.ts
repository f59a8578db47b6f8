import os from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import { preactAliases } from './scripts/preact-aliases.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (process.env.CI === 'true' && !onPostgres) {
  throw new Error('CI=true requires TEST_DATABASE_URL: the PostgreSQL pass of the API tests must run in CI.');
}

// Libraries that import React, bundled into the tests so they too resolve React's names to Preact (below).
const reactLibraries = [
  /@testing-library[\\/]react/,
  /radix-ui/,
  /@radix-ui/,
  /@tanstack[\\/]react-query/,
  /react-router/,
  /react-hook-form/,
  /lucide-react/,
];

const shared = {
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  server: { deps: { inline: reactLibraries } },
};

// Tests that never open a database (the client's, the content checks, the composers, the crisis detector, the
// Bible reader) say the same on either engine: they run once, in the PGlite pass.
const databaseFree = [
  'src/client/**',
  'src/contract/**',
  'src/server/**/content.test.ts',
  'src/server/**/composer.test.ts',
  'src/server/domain/care/**',
  'src/server/domain/bible.test.ts',
  'src/server/domain/time.test.ts',
  'src/server/platform/background.test.ts',
  'src/server/deploy.test.ts',
  'src/server/boundaries.test.ts',
];

// The client's import aliases, and React's names resolved to Preact as in the build, so a component test renders
// with the runtime the app ships (decision 112).
const resolve = {
  alias: [
    { find: '@', replacement: path.resolve('src/client') },
    { find: '@contract', replacement: path.resolve('src/contract') },
    { find: '@content', replacement: path.resolve('src/content') },
    ...preactAliases,
    // Their ES builds: the CommonJS ones would `require` React past the aliases.
    { find: /^react-router$/, replacement: path.resolve('node_modules/react-router/dist/development/index.mjs') },
    {
      find: /^@testing-library\/react$/,
      replacement: path.resolve('node_modules/@testing-library/react/dist/@testing-library/react.esm.js'),
    },
  ],
};

export default defineConfig({
  test: {
    // Vitest leaves a core free by default: one file at a time on a 2-core machine, with the other core mostly idle
    // while a file waits on its database. Two at least, one fewer than the cores on a bigger machine (decision 116).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
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
