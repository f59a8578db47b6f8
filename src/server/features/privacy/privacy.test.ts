import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createTestApp, signUp, type TestApp } from '../../test/harness.js';
import { userOwnedTables } from './service.js';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('download my data', () => {
  it('gives the signed-in user a JSON file of what they own and nothing of anyone else', async () => {
    const a = await signUp(t.app, { name: 'Lydia Thyatira' });
    const b = await signUp(t.app, { name: 'Priscilla Corinth' });
    await a.put(`/api/preferences/${a.id}`, { userId: a.id, dailyReminderTime: '05:45' });
    const res = await a.get(`/api/users/${a.id}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="lamplight-data-/);
    const body = res.json();
    expect(body.account).toMatchObject({ id: a.id, name: 'Lydia Thyatira' });
    expect(body.data.preferences).toEqual([
      {
        userId: a.id,
        dailyReminderTime: '05:45',
        notificationsEnabled: 1,
        lastRemindedOn: null,
        theme: 'system',
        textSize: 'medium',
        reminderEmail: 1,
      },
    ]);
    expect(res.body).not.toContain('Priscilla');
    expect(res.body).not.toMatch(/password|token/i);
    expect((await a.get(`/api/users/${b.id}/export`)).statusCode).toBe(403);
  });
});

describe('delete my account', () => {
  it('needs the password, then removes every owned row and ends the sessions', async () => {
    const u = await signUp(t.app);
    const wrong = await u.del(`/api/users/${u.id}`, { password: 'not-mine' });
    expect(wrong.statusCode).toBe(400);
    expect((await u.get('/api/auth/me')).statusCode).toBe(200);
    const heard: string[][] = [];
    const stop = t.events.subscribe(-1, (e) => heard.push(e.topics));
    const ok = await u.del(`/api/users/${u.id}`, { password: u.account.password });
    stop();
    expect(ok.statusCode).toBe(200);
    // Their posts and comments left every feed with them.
    expect(heard).toContainEqual(['community']);
    expect((await u.get('/api/auth/me')).statusCode).toBe(401);
    expect((await client(t.app).post('/api/auth/login', { username: u.account.username, password: u.account.password })).statusCode).toBe(
      401,
    );
    for (const { table, userId } of userOwnedTables()) {
      const rows = await t.database.db.select().from(table).where(eq(userId, u.id));
      expect(rows).toEqual([]);
    }
  });

  it('refuses to delete someone else', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    expect((await a.del(`/api/users/${b.id}`, { password: a.account.password })).statusCode).toBe(403);
    expect((await b.get('/api/auth/me')).statusCode).toBe(200);
  });
});
