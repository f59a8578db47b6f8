import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_NEEDS_PASSWORD } from '../../../contract/users.js';
import { COMMON_PASSWORD_MESSAGE, CONTEXT_PASSWORD_MESSAGE } from '../../platform/password-policy.js';
import { client, createTestApp, sessionCookie, signUp, type TestApp, type TestUser } from '../../test/harness.js';

let t: TestApp;
let a: TestUser;
let b: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  a = await signUp(t.app, { name: 'Abigail Carmel' });
  b = await signUp(t.app, { name: 'Boaz Bethlehem' });
});
afterAll(() => t.close());

describe('users', () => {
  it("returns one's own record, 403 for another id and 401 without a session", async () => {
    expect((await a.get(`/api/users/${a.id}`)).json()).toMatchObject({ id: a.id, name: 'Abigail Carmel' });
    const other = await a.get(`/api/users/${b.id}`);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Boaz');
    expect((await client(t.app).get(`/api/users/${a.id}`)).statusCode).toBe(401);
  });

  it('updates exactly one field at a time and keeps the username read-only', async () => {
    const res = await a.put(`/api/users/${a.id}`, { name: 'Abigail of Carmel' });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Abigail of Carmel');
    expect((await a.put(`/api/users/${a.id}`, { gender: 'female' })).statusCode).toBe(200);
    expect((await a.put(`/api/users/${a.id}`, { timeZone: 'Europe/Rome' })).json().timeZone).toBe('Europe/Rome');
    expect((await a.put(`/api/users/${a.id}`, { translation: 'KJV' })).json().translation).toBe('KJV');
    const two = await a.put(`/api/users/${a.id}`, { name: 'X', email: 'x@example.com' });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toMatch(/exactly one/);
    const none = await a.put(`/api/users/${a.id}`, {});
    expect(none.statusCode).toBe(400);
    const username = await a.put(`/api/users/${a.id}`, { username: 'newname' });
    expect(username.statusCode).toBe(400);
    expect(username.json().message).toBe('The username cannot be changed');
    expect((await a.put(`/api/users/${a.id}`, { gender: 'other' })).statusCode).toBe(400);
  });

  it('refuses to change another user and an e-mail someone else uses', async () => {
    const res = await a.put(`/api/users/${b.id}`, { name: 'Hijacked' });
    expect(res.statusCode).toBe(403);
    expect((await b.get(`/api/users/${b.id}`)).json().name).toBe('Boaz Bethlehem');
    const taken = await a.put(`/api/users/${a.id}`, { email: b.account.email, currentPassword: a.account.password });
    expect(taken.statusCode).toBe(409);
  });
});

describe('changing the e-mail', () => {
  it('needs the current password: none or a wrong one changes nothing', async () => {
    const u = await signUp(t.app);
    const none = await u.put(`/api/users/${u.id}`, { email: 'elsewhere@example.com' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(EMAIL_NEEDS_PASSWORD);
    const wrong = await u.put(`/api/users/${u.id}`, { email: 'elsewhere@example.com', currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect. Your email was not changed.');
    expect((await u.get(`/api/users/${u.id}`)).json().email).toBe(u.account.email);
  });

  it('counts wrong passwords like sign-in does', async () => {
    const u = await signUp(t.app);
    for (let i = 0; i < 10; i++) await u.put(`/api/users/${u.id}`, { email: `guess${i}@example.com`, currentPassword: `guess-${i}` });
    const locked = await u.put(`/api/users/${u.id}`, { email: 'right@example.com', currentPassword: u.account.password });
    expect(locked.statusCode).toBe(429);
  });

  it('with the password: changes it, tells the old address, ends the other sessions and keeps this one', async () => {
    const u = await signUp(t.app);
    const phone = client(
      t.app,
      sessionCookie(await client(t.app).post('/api/auth/login', { username: u.account.username, password: u.account.password })),
    );
    const before = t.mailer.sent.length;
    const res = await u.put(`/api/users/${u.id}`, { email: 'New.Address@Example.com', currentPassword: u.account.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('new.address@example.com');
    expect((await u.get('/api/auth/me')).statusCode).toBe(200);
    expect((await phone.get('/api/auth/me')).statusCode).toBe(401);
    await t.app.deps.background.idle();
    const notice = t.mailer.sent.slice(before);
    expect(notice).toHaveLength(1);
    expect(notice[0]!.to).toBe(u.account.email);
    expect(notice[0]!.subject).toBe('Your Lamplight email address was changed');
    expect(notice[0]!.text).toContain('ne•••@example.com');
    expect(notice[0]!.text).not.toContain('new.address@example.com');
    // Sign-in and password resets now go by the new address.
    expect(
      (await client(t.app).post('/api/auth/login', { username: 'new.address@example.com', password: u.account.password })).statusCode,
    ).toBe(200);
  });

  it('needs no password to save the same address again (nothing changes, nobody is signed out)', async () => {
    const u = await signUp(t.app);
    const res = await u.put(`/api/users/${u.id}`, { email: u.account.email.toUpperCase(), currentPassword: 'anything' });
    expect(res.statusCode).toBe(200);
  });
});

describe('the first-visit tour', () => {
  it('is due for a new account, and once finished stays finished on every device until asked for again', async () => {
    const u = await signUp(t.app);
    expect((await u.get(`/api/users/${u.id}`)).json().onboardingCompleted).toBe(false);
    const events: string[][] = [];
    const off = t.events.subscribe(u.id, (e) => events.push(e.topics));
    const done = await u.put(`/api/users/${u.id}/onboarding`, { completed: true });
    off();
    expect(done.statusCode).toBe(200);
    expect(done.json().onboardingCompleted).toBe(true);
    expect(events).toEqual([['user']]);
    // Another browser: a new session of the same person.
    const login = await client(t.app).post('/api/auth/login', { username: u.account.username, password: u.account.password });
    expect(login.json().onboardingCompleted).toBe(true);
    // View App Tour asks for it again.
    expect((await u.put(`/api/users/${u.id}/onboarding`, { completed: false })).json().onboardingCompleted).toBe(false);
    expect((await u.get('/api/auth/me')).json().onboardingCompleted).toBe(false);
  });

  it("is one's own: 403 for another id, 401 signed out, 400 for a bad body", async () => {
    expect((await a.put(`/api/users/${b.id}/onboarding`, { completed: true })).statusCode).toBe(403);
    expect((await client(t.app).put(`/api/users/${a.id}/onboarding`, { completed: true })).statusCode).toBe(401);
    const bad = await a.put(`/api/users/${a.id}/onboarding`, { completed: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('completed must be true or false');
  });
});

describe('change password', () => {
  it('needs the current password, ends other sessions and keeps this one', async () => {
    const u = await signUp(t.app);
    const login = await client(t.app).post('/api/auth/login', { username: u.account.username, password: u.account.password });
    const otherDevice = client(t.app, `lamplight_session=${login.cookies.find((c) => c.name === 'lamplight_session')!.value}`);
    const wrong = await u.put(`/api/users/${u.id}/change-password`, { currentPassword: 'not-it', newPassword: 'new-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Current password is incorrect');
    const short = await u.put(`/api/users/${u.id}/change-password`, { currentPassword: u.account.password, newPassword: '123' });
    expect(short.json().message).toBe('New password must be at least 8 characters');
    const ok = await u.put(`/api/users/${u.id}/change-password`, { currentPassword: u.account.password, newPassword: 'new-password' });
    expect(ok.statusCode).toBe(200);
    expect((await u.get('/api/auth/me')).statusCode).toBe(200);
    expect((await otherDevice.get('/api/auth/me')).statusCode).toBe(401);
    expect((await client(t.app).post('/api/auth/login', { username: u.account.username, password: 'new-password' })).statusCode).toBe(200);
  });

  it('refuses a common new password with a message that helps', async () => {
    const u = await signUp(t.app);
    const res = await u.put(`/api/users/${u.id}/change-password`, { currentPassword: u.account.password, newPassword: 'iloveyou2' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(COMMON_PASSWORD_MESSAGE);
    expect((await client(t.app).post('/api/auth/login', { username: u.account.username, password: u.account.password })).statusCode).toBe(
      200,
    );
  });

  it("refuses a new password made of the account's own words (issue 37 §6)", async () => {
    const u = await signUp(t.app, { name: 'Lydia Thyatira' });
    const local = u.account.email.split('@')[0]!;
    for (const newPassword of [u.account.username, `${u.account.username}7`, u.account.email, local, 'lydia thyatira', 'Lamplight99']) {
      const res = await u.put(`/api/users/${u.id}/change-password`, { currentPassword: u.account.password, newPassword });
      expect(res.statusCode, newPassword).toBe(400);
      expect(res.json().message).toBe(CONTEXT_PASSWORD_MESSAGE);
    }
    expect((await client(t.app).post('/api/auth/login', { username: u.account.username, password: u.account.password })).statusCode).toBe(
      200,
    );
  });

  it('limits guesses of the current password like sign-in does', async () => {
    const u = await signUp(t.app);
    for (let i = 0; i < 10; i++) {
      expect(
        (await u.put(`/api/users/${u.id}/change-password`, { currentPassword: `guess-${i}`, newPassword: 'new-password' })).statusCode,
      ).toBe(400);
    }
    const locked = await u.put(`/api/users/${u.id}/change-password`, { currentPassword: u.account.password, newPassword: 'new-password' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed password attempts/);
    t.clock.advance(16 * 60 * 1000);
  });

  it("is 403 for another user's id", async () => {
    const res = await a.put(`/api/users/${b.id}/change-password`, { currentPassword: a.account.password, newPassword: 'new-password' });
    expect(res.statusCode).toBe(403);
  });
});

describe('preferences', () => {
  it('defaults to 08:00 with notifications on, and saves changes', async () => {
    expect((await a.get(`/api/preferences/${a.id}`)).json()).toEqual({
      userId: a.id,
      dailyReminderTime: '08:00',
      notificationsEnabled: 1,
      theme: 'system',
      textSize: 'medium',
      reminderEmail: 1,
    });
    const res = await a.put(`/api/preferences/${a.id}`, { userId: a.id, dailyReminderTime: '06:30', notificationsEnabled: 0 });
    expect(res.json()).toEqual({
      userId: a.id,
      dailyReminderTime: '06:30',
      notificationsEnabled: 0,
      theme: 'system',
      textSize: 'medium',
      reminderEmail: 1,
    });
    expect((await a.put(`/api/preferences/${a.id}`, { reminderEmail: false })).json().reminderEmail).toBe(0);
    expect((await a.get(`/api/preferences/${a.id}`)).json().dailyReminderTime).toBe('06:30');
  });

  it("rejects a bad time and another user's id, in the path or the body", async () => {
    expect((await a.put(`/api/preferences/${a.id}`, { userId: a.id, dailyReminderTime: '25:00' })).statusCode).toBe(400);
    expect((await a.put(`/api/preferences/${b.id}`, { userId: b.id, dailyReminderTime: '07:00' })).statusCode).toBe(403);
    expect((await a.put(`/api/preferences/${a.id}`, { userId: b.id, dailyReminderTime: '07:00' })).statusCode).toBe(403);
    expect((await a.get(`/api/preferences/${b.id}`)).statusCode).toBe(403);
  });
});
