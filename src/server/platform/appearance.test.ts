import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_DIST_DIR } from '../paths.js';
import { appearanceOf, withAppearance } from './appearance.js';
import { client, createTestApp, sessionCookie, signUp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ serveClient: true });
});
afterAll(() => t.close());

const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0] ?? '';

describe('the <html> element', () => {
  it('carries the reader’s theme and text size, and anything unknown reads as the default', () => {
    expect(withAppearance('<!doctype html>\n<html lang="en">\n<head>', { theme: 'dark', textSize: 'large' })).toContain(
      '<html lang="en" data-theme="dark" data-text-size="large">',
    );
    expect(appearanceOf({ theme: 'sepia', textSize: null })).toEqual({ theme: 'system', textSize: 'medium' });
    expect(appearanceOf(undefined)).toEqual({ theme: 'system', textSize: 'medium' });
  });
});

// The page itself exists once the client is built: npm test builds it before the API tests, so under CI it must be there.
const built = existsSync(path.join(CLIENT_DIST_DIR, 'index.html'));
if (!built && process.env.CI === 'true') throw new Error('CI=true: build the web app (vite build) before the API tests.');
describe.skipIf(!built)('appearance before the first paint', () => {
  it('is saved to the account, refused when unknown, and put on <html> for every device the person signs in on', async () => {
    const a = await signUp(t.app);
    const saved = await a.put(`/api/preferences/${a.id}`, { userId: a.id, theme: 'dark', textSize: 'x-large' });
    expect(saved.json()).toMatchObject({ theme: 'dark', textSize: 'x-large', dailyReminderTime: '08:00' });
    const bad = await a.put(`/api/preferences/${a.id}`, { userId: a.id, theme: 'sepia' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Theme must be system, light or dark');
    expect((await a.put(`/api/preferences/${a.id}`, { userId: a.id, textSize: 'huge' })).json().message).toBe(
      'Text size must be small, medium, large or x-large',
    );

    expect(htmlTag((await a.get('/journal')).body)).toContain('data-theme="dark" data-text-size="x-large"');
    // A second device: a new sign-in, the same page from the first byte.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: { username: a.account.username, password: a.account.password },
    });
    const phone = client(t.app, sessionCookie(login));
    expect(htmlTag((await phone.get('/')).body)).toContain('data-theme="dark" data-text-size="x-large"');

    // Signed out: nothing chosen, the device's own setting (CSS) decides.
    expect(htmlTag((await client(t.app).get('/')).body)).not.toContain('data-theme');
    const b = await signUp(t.app);
    expect(htmlTag((await b.get('/')).body)).toContain('data-theme="system" data-text-size="medium"');
  });
});
