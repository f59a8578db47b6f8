import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createWebPushSender, loadVapidKeys } from '../../platform/push.js';
import { fakePushService, newDevice } from '../../test/fake-push.js';
import { createTestApp, signUp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let service: Awaited<ReturnType<typeof fakePushService>>;

beforeAll(async () => {
  service = await fakePushService();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lamplight-push-'));
  // The real sender (web-push), allowed to reach the local service over http.
  const push = createWebPushSender({ dataDir, vapidSubject: 'mailto:admin@lamplight.test' }, { allowHttpEndpoints: true });
  t = await createTestApp({ push });
});
afterAll(async () => {
  await t.close();
  await service.close();
});

describe('Web Push subscriptions', () => {
  it('are kept per signed-in person, several devices each, and removed only by their owner', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const phone = newDevice(`${service.base}/sub/phone-a`);
    const laptop = newDevice(`${service.base}/sub/laptop-a`);
    expect((await a.post('/api/push/subscriptions', phone.subscription)).statusCode).toBe(201);
    expect((await a.post('/api/push/subscriptions', laptop.subscription)).statusCode).toBe(201);
    expect((await a.post('/api/push/subscriptions', phone.subscription)).statusCode).toBe(201); // again: still one
    const mine = await a.get(`/api/push/subscriptions?endpoint=${encodeURIComponent(phone.subscription.endpoint)}`);
    expect(mine.json()).toEqual({ devices: 2, thisDevice: true });

    // Someone else can't remove it (their delete touches only their own).
    await b.del('/api/push/subscriptions', { endpoint: phone.subscription.endpoint });
    expect((await a.get('/api/push/subscriptions')).json().devices).toBe(2);
    expect((await a.del('/api/push/subscriptions', { endpoint: laptop.subscription.endpoint })).statusCode).toBe(200);
    expect((await a.get('/api/push/subscriptions')).json()).toEqual({ devices: 1, thisDevice: false });

    const anonymous = await t.app.inject({ method: 'POST', url: '/api/push/subscriptions', payload: phone.subscription });
    expect(anonymous.statusCode).toBe(401);
    const key = (await a.get('/api/push/public-key')).json().publicKey as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
  });

  it('refuse a bad endpoint or keys with a sentence', async () => {
    const a = await signUp(t.app);
    const keys = newDevice('x').subscription.keys;
    const notUrl = await a.post('/api/push/subscriptions', { endpoint: 'not a url', keys });
    expect(notUrl.statusCode).toBe(400);
    expect(notUrl.json().message).toBe('endpoint must be the push service URL of this device');
    const ftp = await a.post('/api/push/subscriptions', { endpoint: 'ftp://push.example/x', keys });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().message).toBe('endpoint must be an https address of a push service');
    const noKeys = await a.post('/api/push/subscriptions', { endpoint: 'https://push.example/x' });
    expect(noKeys.statusCode).toBe(400);
    // The production sender takes https only.
    const strict = createWebPushSender({ dataDir: t.dataDir, vapidSubject: 'mailto:admin@lamplight.test' });
    expect(strict.acceptsEndpoint('http://127.0.0.1:9/x')).toBe(false);
    expect(strict.acceptsEndpoint('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
  });
});

describe('VAPID keys', () => {
  it('keeps the VAPID key pair made once in DATA_DIR, readable by the owner only', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lamplight-vapid-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = loadVapidKeys(config);
    expect(loadVapidKeys(config)).toEqual(first);
    const file = path.join(dataDir, 'vapid.json');
    expect(JSON.parse(readFileSync(file, 'utf8')).publicKey).toBe(first.publicKey);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const set = loadConfig({ DATA_DIR: dataDir, VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv' });
    expect(loadVapidKeys(set)).toEqual({ publicKey: 'pub', privateKey: 'priv' });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'pub' })).toThrow('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
    expect(() => loadConfig({ VAPID_SUBJECT: 'admin@example.com' })).toThrow('VAPID_SUBJECT must start with mailto: or https://');
  });
});
