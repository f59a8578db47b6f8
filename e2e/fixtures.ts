import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';

export { expect };

export interface Account {
  name: string;
  email: string;
  username: string;
  password: string;
  gender: 'male' | 'female';
}

export function newAccount(overrides: Partial<Account> = {}): Account {
  const n = randomBytes(4).toString('hex');
  return {
    name: `Hannah Shiloh`,
    email: `hannah${n}@example.com`,
    username: `hannah${n}`,
    password: 'lamp-and-light',
    gender: 'female',
    ...overrides,
  };
}

/**
 * Creates an account through the API; the request context (and a page sharing it) is then signed in. The
 * first-visit tour is marked done on the server (it would cover the Dashboard) unless `tour: true`.
 */
export async function signUpViaApi(
  request: APIRequestContext,
  overrides: Partial<Account> = {},
  { tour = false, timeZone = 'UTC' }: { tour?: boolean; timeZone?: string } = {},
) {
  const account = newAccount(overrides);
  const res = await request.post('/api/auth/register', { data: { ...account, timeZone } });
  expect(res.status(), await res.text()).toBe(201);
  const user = (await res.json()) as { id: number };
  if (!tour) expect((await request.put(`/api/users/${user.id}/onboarding`, { data: { completed: true } })).status()).toBe(200);
  return { ...account, id: user.id };
}

/** The newest mail in the server's outbox sent to `to` (the e2e server runs without SMTP). */
export async function latestMailTo(to: string): Promise<string> {
  const dir = path.resolve('.e2e-data/outbox');
  let found: string | undefined;
  await expect
    .poll(() => {
      let files: string[];
      try {
        files = readdirSync(dir).map((f) => path.join(dir, f));
      } catch {
        return false;
      }
      files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
      found = files.map((f) => readFileSync(f, 'utf8')).find((m) => m.includes(`To: ${to}`));
      return Boolean(found);
    })
    .toBe(true);
  // Quoted-printable soft line breaks ("=\n") and "=3D" would break the link apart.
  return found!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/**
 * Keeps the first-visit tour closed in a browser context (it would cover the Dashboard) for accounts made
 * through the sign-up screen: the browser's old flag, which the app carries over to the server once.
 */
export async function withoutTour(context: BrowserContext) {
  await context.addInitScript(() => {
    try {
      localStorage.setItem('onboarding_completed', 'true');
    } catch {
      /* no storage on about:blank */
    }
  });
}

/** A second person's browser: a fresh context, tour closed. */
export async function newPersonContext(browser: Browser) {
  const context = await browser.newContext();
  await withoutTour(context);
  return context;
}

export const test = base.extend<{ signedIn: { page: Page; account: Account & { id: number } }; showTour: boolean; quietTour: void }>({
  /** The first-visit tour would cover the Dashboard in every test: it stays closed unless a test asks for it. */
  showTour: [false, { option: true }],
  quietTour: [
    async ({ context, showTour }, use) => {
      if (!showTour) await withoutTour(context);
      await use();
    },
    { auto: true },
  ],
  /** A page whose browser context is signed in as a fresh account. */
  signedIn: async ({ page, showTour }, use) => {
    const account = await signUpViaApi(page.request, {}, { tour: showTour });
    await use({ page, account });
  },
});

/** A toast's title or description as a person sees it (not the screen-reader announcement copy). */
export const toastText = (page: Page, text: string | RegExp) =>
  page.getByTestId('toasts').getByText(text, { exact: typeof text === 'string' });
