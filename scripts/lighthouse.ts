/**
 * `npm run lighthouse`: Lighthouse (performance, accessibility, best practices) on the built app, for the sign-in
 * screen (/auth) and a signed-in person's Dashboard (/), in the Debian Chromium. It starts the real server on a free
 * port with an empty data folder of its own, signs a new person up through the API for the Dashboard, and prints the
 * scores. Run `npx vite build` first (the server serves dist/client).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function startServer() {
  if (!existsSync(path.join(ROOT, 'dist/client/index.html'))) throw new Error('No built app in dist/client: run `npx vite build` first.');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lamplight-lighthouse-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMITS: 'off' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`The server stopped (exit ${child.exitCode}).`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, stop };
}

/** A new person, signed up through the API with the first-visit tour done: their session cookie. */
async function signedInCookie(base: string): Promise<string> {
  const n = randomBytes(4).toString('hex');
  const headers = { 'content-type': 'application/json', origin: base };
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: 'Lydia Thyatira',
      email: `lydia${n}@example.com`,
      username: `lydia${n}`,
      password: 'lamp-and-light',
      gender: 'female',
      timeZone: 'UTC',
    }),
  });
  if (res.status !== 201) throw new Error(`Sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const { id } = (await res.json()) as { id: number };
  await fetch(`${base}/api/users/${id}/onboarding`, {
    method: 'PUT',
    headers: { ...headers, cookie },
    body: JSON.stringify({ completed: true }),
  });
  return cookie;
}

async function main() {
  if (!existsSync(CHROMIUM))
    throw new Error(`Lighthouse needs Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH).`);
  const server = await startServer();
  try {
    const cookie = await signedInCookie(server.base);
    const pages: { name: string; url: string; headers?: Record<string, string> }[] = [
      { name: '/auth', url: `${server.base}/auth` },
      { name: 'Dashboard', url: `${server.base}/`, headers: { Cookie: cookie } },
    ];
    const rows: string[] = [];
    for (const page of pages) {
      // A browser of its own for each page: nothing one run installed (the service worker) shapes the next.
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
      });
      const flags: Flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        extraHeaders: page.headers,
      };
      const result = await lighthouse(page.url, flags).finally(() => chrome.kill());
      if (!result) throw new Error(`Lighthouse gave no result for ${page.name}.`);
      const scores = CATEGORIES.map((c) => {
        const score = result.lhr.categories[c]?.score;
        return `${c} ${score === null || score === undefined ? '—' : Math.round(score * 100)}`;
      });
      const landed = result.lhr.finalDisplayedUrl.replace(server.base, '') || '/';
      // A category without a score says why (a metric Lighthouse couldn't measure on this run).
      const unscored = CATEGORIES.some((c) => typeof result.lhr.categories[c]?.score !== 'number');
      const why = Object.values(result.lhr.audits)
        .filter((a) => unscored && a.scoreDisplayMode === 'error' && a.errorMessage)
        .slice(0, 3)
        .map((a) => `${a.id}: ${a.errorMessage}`);
      rows.push(
        `${page.name.padEnd(10)} ${scores.join('  ')}  (ended on ${landed})${why.length ? `\n           ${why.join('\n           ')}` : ''}`,
      );
    }
    console.log(`\nLighthouse (mobile, simulated throttling; Chromium at ${CHROMIUM})`);
    for (const row of rows) console.log(row);
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
