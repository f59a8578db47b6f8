import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** `npm run screenshots`: every main screen at 390×844 in both themes, into screenshots/ (git-ignored). */
export default defineConfig({ ...base, testDir: 'scripts', testMatch: 'screenshots.spec.ts', workers: 1, timeout: 300_000 });
