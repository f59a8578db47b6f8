// Runs the browser tests in Debian's Chromium. Without the browser they are skipped with a notice,
// except under CI=true, where they are mandatory.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  if (process.env.CI === 'true') {
    console.error(`Browser tests are mandatory in CI, but ${chromium} is missing (apt-get install -y chromium).`);
    process.exit(1);
  }
  console.warn(`Browser tests SKIPPED: ${chromium} not found. Install it with: apt-get install -y chromium`);
  process.exit(0);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
