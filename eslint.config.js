import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundariesPlugin from './eslint-rules/boundaries.js';
import tseslint from 'typescript-eslint';

const featuresOf = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/**
 * The rules of the house (docs/ARCHITECTURE.md), checked: a feature never imports another feature, and the
 * shared layers never import the features or the app that use them. One zone per feature folder, read from
 * disk, so a new feature is covered the day it is added.
 */
const clientFeatures = featuresOf('src/client/features');
const serverFeatures = featuresOf('src/server/features');
const boundaries = [
  ...clientFeatures.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [
      `./${feature}`,
      // The Dashboard composes each capability's card (and opens the tour): those files are its way in.
      ...(feature === 'dashboard' ? [...clientFeatures.map((f) => `./${f}/dashboard-card.tsx`), './onboarding/tour.tsx'] : []),
    ],
    message: 'A feature never imports another feature: move what both need to components/, lib/ or contract/.',
  })),
  ...['lib', 'components'].map((shared) => ({
    target: `./src/client/${shared}`,
    from: ['./src/client/app', './src/client/features'],
    message: 'lib/ and components/ are shared by the screens: they never import app/ or features/.',
  })),
  ...serverFeatures.map((feature) => ({
    target: `./src/server/features/${feature}`,
    from: './src/server/features',
    except: [`./${feature}`],
    message: "A server feature never imports another feature's internals: shared pieces go to domain/, platform/, contract/ or content/.",
  })),
  {
    target: ['./src/server/platform', './src/server/domain', './src/server/db'],
    from: './src/server/features',
    message: 'platform/, domain/ and db/ serve the features and never import them.',
  },
  {
    target: ['./src/server/platform', './src/server/db'],
    from: './src/server/domain',
    message: 'platform/ is infrastructure (HTTP, sessions, limits, events, jobs, mail, caches): it never imports domain/.',
  },
  {
    target: ['./src/contract', './src/content'],
    from: ['./src/server', './src/client'],
    message: 'contract/ and content/ are shared by client and server and import neither.',
  },
];

/** Classic zod can't be tree-shaken: one import of it in code the browser loads brings all of it (decision 109). */
const classicZod = ['zod', 'zod/v4'].map((name) => ({
  name,
  message: "Import { z } from 'zod/mini': classic zod can't be tree-shaken and doubles the client's schemas (decision 109).",
}));

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'src/server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries: boundariesPlugin },
    rules: {
      'boundaries/no-crossing': ['error', { zones: boundaries }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A list (or a named region holding a list and its "Load more") that scrolls inside a fixed height takes focus,
      // so a keyboard can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['ul', 'ol'], roles: ['tabpanel', 'region'] }],
      'no-restricted-imports': [
        'error',
        { paths: classicZod, patterns: [{ group: ['**/server/**'], message: 'The client talks to the server over HTTP only.' }] },
      ],
    },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: classicZod }] },
  },
  {
    files: ['scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
