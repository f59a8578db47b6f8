import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Route } from '@playwright/test';
import { startFakeStripe, type FakeStripe } from '../src/server/test/fake-stripe.ts';
import { expect, signUpViaApi, test } from './fixtures';

/**
 * The card form in Stripe mode (issue 37 §1, decision 138): a server of its own started with Stripe keys (its SDK
 * talking to the tests' local fake of Stripe's API), and the browser's requests to Stripe's origins answered by
 * stand-ins: a small Stripe.js from js.stripe.com that mounts the Payment Element's frame from a js.stripe.com
 * subdomain and confirms the card check with api.stripe.com. The browser enforces the page's own
 * Content-Security-Policy, as our server sends it, before any of those requests is made: the form appears, and the
 * card is saved, only if the policy allows each of them.
 */
test.describe.configure({ mode: 'serial' });

const FRAME_ORIGIN = 'https://b.js.stripe.com';

/** Stripe.js as far as @stripe/stripe-js and @stripe/react-stripe-js use it: Stripe(), elements(), the Payment Element, confirmSetup. */
const FAKE_STRIPE_JS = `(() => {
  window.Stripe = function Stripe() {
    let clientSecret = null;
    const elements = {
      update() {},
      getElement() { return null; },
      create(type) {
        let frame = null;
        const listeners = {};
        return {
          mount(node) {
            frame = document.createElement('iframe');
            frame.title = 'Secure payment input frame';
            frame.src = '${FRAME_ORIGIN}/elements-inner-payment.html';
            frame.style.cssText = 'width:100%;height:96px;border:0';
            frame.addEventListener('load', () => (listeners.ready || []).forEach((cb) => cb({ elementType: type })));
            node.appendChild(frame);
          },
          on(event, cb) { (listeners[event] = listeners[event] || []).push(cb); return this; },
          off(event, cb) { listeners[event] = (listeners[event] || []).filter((f) => f !== cb); return this; },
          update() {},
          unmount() { frame && frame.remove(); },
          destroy() { frame && frame.remove(); },
        };
      },
    };
    return {
      elements(options) { clientSecret = options && options.clientSecret; return elements; },
      createToken() {},
      createPaymentMethod() {},
      confirmCardPayment() {},
      async confirmSetup() {
        const id = clientSecret.split('_secret_')[0];
        const res = await fetch('https://api.stripe.com/v1/setup_intents/' + id + '/confirm', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'client_secret=' + encodeURIComponent(clientSecret),
        });
        const body = await res.json();
        return res.ok ? { setupIntent: body } : { error: body.error };
      },
    };
  };
})();`;

/** The Payment Element's own frame, as Stripe serves it from its origin. */
const FAKE_ELEMENT_FRAME = `<!doctype html><html lang="en"><body>
  <label>Card number <input autocomplete="cc-number" inputmode="numeric"></label>
</body></html>`;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

let fake: FakeStripe;
let server: ChildProcess;
let base: string;
let dataDir: string;

test.beforeAll(async () => {
  fake = await startFakeStripe();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'lamplight-e2e-stripe-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: base,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      DATABASE_URL: '',
      STRIPE_SECRET_KEY: 'sk_test_lamplight_e2e',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_lamplight_e2e',
      STRIPE_API_URL: fake.url,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await expect
    .poll(
      () =>
        fetch(`${base}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Stripe's origins, answered here; what each was asked is kept. */
async function standInsForStripe(context: BrowserContext) {
  const asked: string[] = [];
  const answer = (body: string, contentType: string) => (route: Route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType, body });
  };
  await context.route('https://js.stripe.com/**', answer(FAKE_STRIPE_JS, 'application/javascript'));
  await context.route(`${FRAME_ORIGIN}/**`, answer(FAKE_ELEMENT_FRAME, 'text/html'));
  await context.route('https://api.stripe.com/**', async (route) => {
    asked.push(route.request().url());
    // The person completed the card check in Stripe's frame: Stripe's side of it (the server re-reads it from there).
    const id = /setup_intents\/(seti_[^/]+)\/confirm/.exec(route.request().url())?.[1];
    if (!id) return route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":{"type":"invalid_request_error"}}' });
    fake.succeedSetupIntent(id);
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ id, object: 'setup_intent', status: 'succeeded' }),
    });
  });
  return asked;
}

test("the Stripe card form loads and saves a card under the page's own Content-Security-Policy", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: base, serviceWorkers: 'block' });
  try {
    const asked = await standInsForStripe(context);
    // Every refusal of the page's policy, as the browser reports it.
    await context.addInitScript(() => {
      const seen: string[] = ((window as unknown as { cspViolations: string[] }).cspViolations = []);
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
    });
    await signUpViaApi(context.request);
    const page = await context.newPage();

    await page.goto('/subscription');

    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page.getByText('Free Trial — 5 days remaining')).toBeVisible();
    // Stripe.js from js.stripe.com, then the Payment Element's frame from a js.stripe.com subdomain.
    const element = page.frameLocator('iframe[title="Secure payment input frame"]');
    await expect(element.getByLabel('Card number')).toBeVisible();

    // The card check is confirmed with api.stripe.com from the page, then with our server, which re-reads it at Stripe.
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    const status = (await (await context.request.get('/api/auth/me')).json()) as { id: number };
    const after = (await (await context.request.get(`/api/subscription/status/${status.id}`)).json()) as { paymentMethodAdded: boolean };
    expect(after.paymentMethodAdded).toBe(true);

    expect(asked.some((u) => u.startsWith('https://js.stripe.com/'))).toBe(true);
    expect(asked.some((u) => u.startsWith(`${FRAME_ORIGIN}/`))).toBe(true);
    expect(asked.some((u) => u.startsWith('https://api.stripe.com/v1/setup_intents/'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  } finally {
    await context.close();
  }
});
