import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, CONTEXT_PASSWORD_MESSAGE, REPEATED_PASSWORD_MESSAGE } from '../../platform/password-policy.js';
import * as passwords from '../../platform/passwords.js';
import { client, createTestApp, newAccount, sessionCookie, signUp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Counts the argon2 hashes a request costs (the real function still runs).
vi.mock('../../platform/passwords.js', async (original) => {
  const real = await original<typeof import('../../platform/passwords.js')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

const anon = () => client(t.app);

/** Asks for a reset link and waits for the work the answer doesn't wait for. */
async function forgot(email: string) {
  const res = await anon().post('/api/auth/forgot-password', { email });
  await t.app.deps.background.idle();
  return res;
}

function resetTokenFrom(text: string): string {
  const m = /reset-password\?token=([^\s"&<]+)/.exec(text);
  if (!m) throw new Error('no reset link in mail');
  return decodeURIComponent(m[1]!);
}

const randomTail = () => Math.random().toString(36).slice(2, 8);

describe('new passwords (ASVS 5.0)', () => {
  it.each([
    ['password', COMMON_PASSWORD_MESSAGE],
    ['12345678', COMMON_PASSWORD_MESSAGE],
    ['Iloveyou', COMMON_PASSWORD_MESSAGE],
    ['qwertyuiop', COMMON_PASSWORD_MESSAGE],
    ['        ', REPEATED_PASSWORD_MESSAGE],
    ['zzzzzzzzzz', REPEATED_PASSWORD_MESSAGE],
  ])('refuses %j at sign-up with a message that helps, and creates nothing', async (password, message) => {
    const account = newAccount({ password });
    const res = await anon().post('/api/auth/register', account);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await anon().post('/api/auth/login', { username: account.username, password })).statusCode).toBe(401);
  });

  it("refuses the account's own words, and Lamplight's name, with simple variations (issue 37 §6)", async () => {
    const person = { name: 'Bartholomew Tolmai', username: 'bartholomew_t', email: 'nathanael.cana@example.org' };
    for (const password of [
      'bartholomew_t',
      'Bartholomew_T',
      'bartholomew_t1',
      'nathanael.cana@example.org',
      'nathanael.cana',
      'NathanaelCana2024',
      'Bartholomew Tolmai',
      'bartholomewtolmai!',
      'Bartholomew1',
      'lamplight',
      'Lamplight1',
      'LAMPLIGHT2024!',
      'lamp light',
      '1lamplight',
    ]) {
      const account = newAccount({ ...person, username: `${person.username}${randomTail()}`, password });
      // The username varies per run; a password made of it must follow it.
      const typed = password.replace('bartholomew_t', account.username).replace('Bartholomew_T', account.username.toUpperCase());
      const res = await anon().post('/api/auth/register', { ...account, password: typed });
      expect(res.statusCode, typed).toBe(400);
      expect(res.json().message, typed).toBe(CONTEXT_PASSWORD_MESSAGE);
    }
    // Words of someone else's account, or the words inside a longer phrase, are fine.
    for (const password of ['bartholomew under the fig tree', 'lamplight over the water']) {
      expect((await anon().post('/api/auth/register', newAccount({ name: person.name, password }))).statusCode).toBe(201);
    }
  });

  it('takes a long, uncommon one: a few words, or any 8 characters not on the list', async () => {
    for (const password of ['lamp unto my feet', 'Tq7#vb2!', 'correct horse battery']) {
      expect((await anon().post('/api/auth/register', newAccount({ password }))).statusCode).toBe(201);
    }
  });
});

describe('register', () => {
  it('creates the account, answers 201 with the user and a session cookie', async () => {
    const account = newAccount({ name: 'Ruth Moabite' });
    const res = await anon().post('/api/auth/register', account);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ name: 'Ruth Moabite', username: account.username, email: account.email, gender: 'female' });
    expect(typeof body.id).toBe('number');
    expect(body).not.toHaveProperty('passwordHash');
    const cookie = res.cookies.find((c) => c.name === 'lamplight_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.value.length).toBeGreaterThanOrEqual(32);
    const me = await client(t.app, sessionCookie(res)).get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(body.id);
  });

  it.each([
    [{ name: '  ' }, 'Name is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ password: '1234567' }, 'Password must be at least 8 characters'],
    [{ gender: 'other' }, 'Please select your gender identity'],
  ])('rejects %o with the spec message', async (override, message) => {
    const res = await anon().post('/api/auth/register', newAccount(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a taken username or e-mail with 409, whatever the case', async () => {
    const first = newAccount();
    expect((await anon().post('/api/auth/register', first)).statusCode).toBe(201);
    const sameName = await anon().post('/api/auth/register', newAccount({ username: first.username.toUpperCase() }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toMatch(/username/i);
    const sameMail = await anon().post('/api/auth/register', newAccount({ email: first.email.toUpperCase() }));
    expect(sameMail.statusCode).toBe(409);
    expect(sameMail.json().message).toMatch(/email/i);
  });

  it('keeps the time zone the browser reports, and rejects an unknown one', async () => {
    const ok = await anon().post('/api/auth/register', newAccount({ timeZone: 'Asia/Tokyo' }));
    expect(ok.json().timeZone).toBe('Asia/Tokyo');
    const bad = await anon().post('/api/auth/register', newAccount({ timeZone: 'Mars/Olympus' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Time zone/);
  });
});

describe('login', () => {
  it('accepts the username or the e-mail, and gives a new token each time', async () => {
    const u = await signUp(t.app);
    const byName = await anon().post('/api/auth/login', { username: u.account.username, password: u.account.password });
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({ id: u.id, username: u.account.username });
    const byMail = await anon().post('/api/auth/login', { username: u.account.email.toUpperCase(), password: u.account.password });
    expect(byMail.statusCode).toBe(200);
    expect(sessionCookie(byName)).not.toBe(sessionCookie(byMail));
    expect(sessionCookie(byName)).not.toBe(u.cookie);
  });

  it('answers 401 with a message for a wrong password or unknown user', async () => {
    const u = await signUp(t.app);
    const wrong = await anon().post('/api/auth/login', { username: u.account.username, password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid username or password.');
    const unknown = await anon().post('/api/auth/login', { username: 'nobody-here', password: 'whatever' });
    expect(unknown.statusCode).toBe(401);
  });

  it('requires both fields with the spec messages', async () => {
    expect((await anon().post('/api/auth/login', { username: '', password: 'x' })).json().message).toBe('Username or email is required');
    expect((await anon().post('/api/auth/login', { username: 'x', password: '' })).json().message).toBe('Password is required');
  });

  it('locks one account from one address after 10 failures, not its owner elsewhere, and lets it in after 15 minutes', async () => {
    const u = await signUp(t.app);
    const attacker = { 'x-forwarded-for': 'ignored' };
    for (let i = 0; i < 10; i++) {
      const res = await anon().post('/api/auth/login', { username: u.account.username, password: `guess-${i}` }, attacker);
      expect(res.statusCode).toBe(401);
    }
    const locked = await anon().post('/api/auth/login', { username: u.account.username, password: u.account.password });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
    // The owner on another network still gets in.
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.9',
      headers: { 'content-type': 'application/json' },
      payload: { username: u.account.username, password: u.account.password },
    });
    expect(owner.statusCode).toBe(200);
    // Another account from the attacker's address is not locked.
    const other = await signUp(t.app);
    expect((await anon().post('/api/auth/login', { username: other.account.username, password: other.account.password })).statusCode).toBe(
      200,
    );
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await anon().post('/api/auth/login', { username: u.account.username, password: u.account.password })).statusCode).toBe(200);
  });

  it('counts a burst of simultaneous guesses: 10 are tried, the rest wait', async () => {
    const u = await signUp(t.app);
    const ip = '192.0.2.44';
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: ip,
          headers: { 'content-type': 'application/json' },
          payload: { username: u.account.username, password: `burst-${i}` },
        }),
      ),
    );
    expect(guesses.filter((r) => r.statusCode === 401)).toHaveLength(10);
    expect(guesses.filter((r) => r.statusCode === 429)).toHaveLength(20);
    t.clock.advance(16 * 60 * 1000);
  });

  it("shares one count between an account's username and e-mail", async () => {
    const u = await signUp(t.app);
    const ip = '192.0.2.45';
    const post = (username: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: { username, password },
      });
    for (let i = 0; i < 5; i++) expect((await post(u.account.username, `wrong-${i}`)).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) expect((await post(u.account.email.toUpperCase(), `wrong-${i}`)).statusCode).toBe(401);
    expect((await post(u.account.email, u.account.password)).statusCode).toBe(429);
    t.clock.advance(16 * 60 * 1000);
  });

  it('bounds failures per address at 100 across accounts', async () => {
    const ip = '198.51.100.7';
    const post = (username: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: { username, password },
      });
    for (let i = 0; i < 100; i++) expect((await post(`ghost${i}`, 'wrong-pass')).statusCode).toBe(401);
    const u = await signUp(t.app);
    const res = await post(u.account.username, u.account.password);
    expect(res.statusCode).toBe(429);
    t.clock.advance(16 * 60 * 1000);
  });
});

describe('sessions', () => {
  it('/me is 401 without a session, and logout ends the session on the server', async () => {
    expect((await anon().get('/api/auth/me')).statusCode).toBe(401);
    const u = await signUp(t.app);
    expect((await u.get('/api/auth/me')).statusCode).toBe(200);
    const out = await u.post('/api/auth/logout');
    expect(out.statusCode).toBe(200);
    // The old cookie is dead even if a client keeps sending it.
    expect((await u.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('/session answers who is signed in, and a visitor without an error status', async () => {
    const visitor = await anon().get('/api/auth/session');
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ user: null });
    const u = await signUp(t.app);
    expect((await u.get('/api/auth/session')).json().user).toMatchObject({ id: u.id, username: u.username });
    await u.post('/api/auth/logout');
    expect((await u.get('/api/auth/session')).json()).toEqual({ user: null });
  });

  it('expires after 30 days', async () => {
    const u = await signUp(t.app);
    t.clock.advance(29 * 24 * 3600 * 1000);
    expect((await u.get('/api/auth/me')).statusCode).toBe(200);
    t.clock.advance(2 * 24 * 3600 * 1000);
    expect((await u.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const u = await signUp(t.app);
    const token = u.cookie.split('=')[1]!;
    const { sessions } = await import('../../db/schema/index.js');
    const rows = await t.database.db.select().from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the account exists, and mails a one-hour link only to a real one', async () => {
    const u = await signUp(t.app);
    const before = t.mailer.sent.length;
    const real = await forgot(u.account.email);
    const ghost = await forgot('nobody@example.com');
    expect(real.statusCode).toBe(200);
    expect(ghost.statusCode).toBe(200);
    expect(real.body).toBe(ghost.body);
    expect(t.mailer.sent.length).toBe(before + 1);
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.to).toBe(u.account.email);
    expect(mail.subject).toMatch(/Lamplight/);
    expect(mail.text).toContain('http://lamplight.test/reset-password?token=');
  });

  it('greets the person by the first word of their name, not by an emoji before it', async () => {
    const u = await signUp(t.app, { name: '🌸 Ana Lima' });
    await forgot(u.account.email);
    const mail = t.mailer.sent.at(-1)!;
    expect(mail.text).toMatch(/^Hello Ana,\n/);
    expect(mail.html).toContain('<p>Hello Ana,</p>');
  });

  it('sets the new password, ends every session, and works once', async () => {
    const u = await signUp(t.app);
    await forgot(u.account.email);
    const token = resetTokenFrom(t.mailer.sent.at(-1)!.text);
    const res = await anon().post('/api/auth/reset-password', { token, newPassword: 'brand-new-pass' });
    expect(res.statusCode).toBe(200);
    expect((await u.get('/api/auth/me')).statusCode).toBe(401);
    expect((await anon().post('/api/auth/login', { username: u.account.username, password: u.account.password })).statusCode).toBe(401);
    expect((await anon().post('/api/auth/login', { username: u.account.username, password: 'brand-new-pass' })).statusCode).toBe(200);
    const again = await anon().post('/api/auth/reset-password', { token, newPassword: 'another-pass' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/Invalid/);
  });

  it('refuses an expired token with a message containing "expired"', async () => {
    const u = await signUp(t.app);
    await forgot(u.account.email);
    const token = resetTokenFrom(t.mailer.sent.at(-1)!.text);
    t.clock.advance(61 * 60 * 1000);
    const res = await anon().post('/api/auth/reset-password', { token, newPassword: 'brand-new-pass' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
  });

  it('answers before the work, so its timing tells nothing: the token and mail come after the answer', async () => {
    const u = await signUp(t.app);
    const { passwordResetTokens } = await import('../../db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    const tokens = () => t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, u.id));
    const before = t.mailer.sent.length;
    // The work is held where the route hands it over, so what the answer waited for is seen whatever the timing: once
    // queued, the work races the test's own queries and can finish before them.
    const held: (() => Promise<unknown>)[] = [];
    const run = vi.spyOn(t.app.deps.background, 'run').mockImplementation((_name, work) => void held.push(work));
    try {
      const res = await anon().post('/api/auth/forgot-password', { email: u.account.email });
      expect(res.statusCode).toBe(200);
    } finally {
      run.mockRestore();
    }
    expect(held).toHaveLength(1);
    expect(await tokens()).toHaveLength(0);
    expect(t.mailer.sent.length).toBe(before);
    await held[0]!();
    expect(await tokens()).toHaveLength(1);
    expect(t.mailer.sent.length).toBe(before + 1);
  });

  it('checks and spends the token before hashing: a forged or spent link costs no argon2 hash', async () => {
    const hash = vi.mocked(passwords.hashPassword);
    const u = await signUp(t.app);
    await forgot(u.account.email);
    const token = resetTokenFrom(t.mailer.sent.at(-1)!.text);
    hash.mockClear();
    expect((await anon().post('/api/auth/reset-password', { token: 'forged-token-value', newPassword: 'brand-new-pass' })).statusCode).toBe(
      400,
    );
    expect(hash).not.toHaveBeenCalled();
    expect((await anon().post('/api/auth/reset-password', { token, newPassword: 'brand-new-pass' })).statusCode).toBe(200);
    expect(hash).toHaveBeenCalledTimes(1);
    expect((await anon().post('/api/auth/reset-password', { token, newPassword: 'brand-new-pass' })).statusCode).toBe(400);
    expect(hash).toHaveBeenCalledTimes(1);
  });

  it('refuses a common password without spending the link, then takes a good one', async () => {
    const u = await signUp(t.app);
    await forgot(u.account.email);
    const token = resetTokenFrom(t.mailer.sent.at(-1)!.text);
    const common = await anon().post('/api/auth/reset-password', { token, newPassword: 'password1' });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe(COMMON_PASSWORD_MESSAGE);
    expect((await anon().post('/api/auth/reset-password', { token, newPassword: 'quiet harbour lamp' })).statusCode).toBe(200);
  });

  it("refuses a password made of the account's words without spending the link (issue 37 §6)", async () => {
    const u = await signUp(t.app, { name: 'Priscilla Aquila' });
    await forgot(u.account.email);
    const token = resetTokenFrom(t.mailer.sent.at(-1)!.text);
    for (const newPassword of [u.account.username, u.account.email, 'Priscilla2026', 'lamplight!']) {
      const res = await anon().post('/api/auth/reset-password', { token, newPassword });
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json().message).toBe(CONTEXT_PASSWORD_MESSAGE);
    }
    expect((await anon().post('/api/auth/reset-password', { token, newPassword: 'tents in Corinth' })).statusCode).toBe(200);
  });

  it('refuses a forged token and a short password', async () => {
    const forged = await anon().post('/api/auth/reset-password', { token: 'forged-token-value', newPassword: 'brand-new-pass' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/Invalid/);
    const short = await anon().post('/api/auth/reset-password', { token: 'x', newPassword: '123' });
    expect(short.statusCode).toBe(400);
    const missing = await anon().post('/api/auth/reset-password', { token: '', newPassword: '123456' });
    expect(missing.json().message).toBe('Reset token is required');
  });
});

describe('cross-site protection', () => {
  it('refuses a form post and a foreign Origin, and changes nothing', async () => {
    const account = newAccount();
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(account as Record<string, string>).toString(),
    });
    expect(form.statusCode).toBe(415);
    const foreign = await anon().post('/api/auth/register', account, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    // DNS rebinding: a hostile name pointed at this server sends itself as both Host and Origin.
    const rebound = await anon().post('/api/auth/register', account, { origin: 'http://evil.example', host: 'evil.example' });
    expect(rebound.statusCode).toBe(403);
    expect((await anon().post('/api/auth/login', { username: account.username, password: account.password })).statusCode).toBe(401);
    const own = await anon().post('/api/auth/register', account, { origin: 'http://lamplight.test' });
    expect(own.statusCode).toBe(201);
  });
});
