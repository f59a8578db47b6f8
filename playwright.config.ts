import { createHash } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';

/** A port of this checkout's own, so two checkouts can run their browser tests side by side. */
const port = Number(
  process.env.E2E_PORT ?? 40000 + (parseInt(createHash('sha1').update(process.cwd()).digest('hex').slice(0, 6), 16) % 10000),
);
export const E2E_DATA_DIR = '.e2e-data';

export default defineConfig({
  testDir: 'e2e',
  // After every run: nothing the specs wrote as a person may be in the server's log (e2e/log-scan.ts).
  globalTeardown: './e2e/log-scan.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Service workers answer requests page.route() can't see: only the installable-app tests turn them on.
    serviceWorkers: 'block',
    // A failed test keeps its trace (actions, network, DOM snapshots). Not its screencast: encoding a frame
    // stream for every test cost a third of the suite's time and starved the pages of CPU (decision 115).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The server's log is kept in the data folder, so a test can prove what it never holds (care.spec.ts).
    command: `rm -rf ${E2E_DATA_DIR} && mkdir -p ${E2E_DATA_DIR} && npx tsx src/server/main.ts 2>&1 | tee ${E2E_DATA_DIR}/server.log`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      APP_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'info',
      RATE_LIMITS: 'off',
    },
  },
});
