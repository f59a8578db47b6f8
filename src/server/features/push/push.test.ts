import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
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
  // The real sender (web-push), allowed to reach the local service (and only it) over http: the test-only setting.
  t = await createTestApp({ env: { PUSH_TEST_HOSTS: new URL(service.base).host } });
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
    // The production sender takes https only, and the test-only hosts nowhere else.
    const strict = createWebPushSender({ dataDir: t.dataDir, vapidSubject: 'mailto:admin@lamplight.test', pushTestHosts: [] });
    expect(strict.endpointProblem('http://127.0.0.1:9/x')).toBe('endpoint must be an https address of a push service');
    expect(strict.endpointProblem('https://fcm.googleapis.com/fcm/send/abc')).toBeNull();
    expect(t.app.deps.push.endpointProblem(`http://127.0.0.1:1/x`)).not.toBeNull();
  });

  it('refuse an endpoint inside the network, however it is spelled, or one carrying credentials (issue 37 §3)', async () => {
    const a = await signUp(t.app);
    const keys = newDevice('x').subscription.keys;
    const inside = [
      'https://127.0.0.1/send/x',
      'https://127.0.0.1:8443/send/x',
      'https://localhost/send/x',
      'https://LOCALHOST./send/x',
      'https://push.localhost/send/x',
      'https://[::1]/send/x',
      'https://[0:0:0:0:0:0:0:1]/send/x',
      'https://[::]/send/x',
      'https://0x7f000001/send/x',
      'https://2130706433/send/x',
      'https://0177.0.0.1/send/x',
      'https://127.1/send/x',
      'https://0.0.0.0/send/x',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1/send/x',
      'https://172.16.5.4/send/x',
      'https://192.168.1.1/send/x',
      'https://100.64.0.1/send/x',
      'https://[::ffff:127.0.0.1]/send/x',
      'https://[::ffff:a9fe:a9fe]/send/x',
      'https://[64:ff9b::a00:1]/send/x',
      'https://[2002:c0a8:101::1]/send/x',
      'https://[fd00::1]/send/x',
      'https://[fc12:3456::1]/send/x',
      'https://[fe80::1]/send/x',
      'https://[ff02::1]/send/x',
    ];
    for (const endpoint of inside) {
      const res = await a.post('/api/push/subscriptions', { endpoint, keys });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message, endpoint).toBe(
        'endpoint must be a push service on the internet, not a private, local or reserved address',
      );
    }
    for (const endpoint of ['https://user:secret@fcm.googleapis.com/fcm/send/x', 'https://user@fcm.googleapis.com/fcm/send/x']) {
      const res = await a.post('/api/push/subscriptions', { endpoint, keys });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().message).toBe('endpoint must not carry a user name or password');
    }
    expect((await a.get('/api/push/subscriptions')).json().devices).toBe(0);
    // Push services on the internet, by name or by a public address, are kept.
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc', 'https://8.8.8.8/send/x', 'https://[2606:4700::1111]/send/x'])
      expect((await a.post('/api/push/subscriptions', { endpoint, keys })).statusCode, endpoint).toBe(201);
  });

  it("moves a device's subscription to another person only when they send its keys too (issue 37 §7)", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const phone = newDevice(`https://push.example.test/send/phone-shared-${owner.id}`);
    expect((await owner.post('/api/push/subscriptions', phone.subscription)).statusCode).toBe(201);

    // Someone who learned the endpoint, with keys of their own: refused, and the device stays its owner's.
    const theirs = newDevice(phone.subscription.endpoint).subscription;
    const taken = await other.post('/api/push/subscriptions', theirs);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/belongs to another device/);
    expect((await owner.get('/api/push/subscriptions')).json().devices).toBe(1);
    expect((await other.get('/api/push/subscriptions')).json().devices).toBe(0);

    // Its owner may renew the keys of their own device.
    const renewed = newDevice(phone.subscription.endpoint).subscription;
    expect((await owner.post('/api/push/subscriptions', renewed)).statusCode).toBe(201);
    // Someone who signs in on the device itself sends the very subscription the browser holds: it moves to them.
    expect((await other.post('/api/push/subscriptions', renewed)).statusCode).toBe(201);
    expect((await owner.get('/api/push/subscriptions')).json().devices).toBe(0);
    expect((await other.get('/api/push/subscriptions')).json().devices).toBe(1);
  });

  it('keeps at most 20 devices per person, dropping the oldest (issue 37 §4)', async () => {
    const a = await signUp(t.app);
    const endpoints: string[] = [];
    for (let i = 0; i < 25; i++) {
      const device = newDevice(`https://push.example.test/send/many-${a.id}-${i}`);
      endpoints.push(device.subscription.endpoint);
      expect((await a.post('/api/push/subscriptions', device.subscription)).statusCode).toBe(201);
      t.clock.advance(1000);
    }
    expect((await a.get('/api/push/subscriptions')).json().devices).toBe(20);
    const kept = async (endpoint: string) =>
      (await a.get(`/api/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`)).json().thisDevice as boolean;
    for (const old of endpoints.slice(0, 5)) expect(await kept(old), old).toBe(false);
    for (const recent of endpoints.slice(5)) expect(await kept(recent), recent).toBe(true);
  });
});

describe('sending a push (issue 37 §3)', () => {
  /** A TCP listener that only counts who connects: a sender that was refused must never reach it. */
  async function listener() {
    let connections = 0;
    const server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    return { port, connections: () => connections, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }
  const message = { title: 'Hello', body: 'Time to pray', url: '/', tag: 'daily-reminder' };

  it('resolves the name once, refuses it when any address is not public, and never connects', async () => {
    const local = await listener();
    try {
      const answers: Record<string, string[]> = {
        'push.rebound.test': ['127.0.0.1'],
        'push.mixed.test': ['8.8.8.8', '10.1.2.3'],
        'push.mapped.test': ['::ffff:127.0.0.1'],
      };
      const lookups: string[] = [];
      const sender = createWebPushSender(
        { dataDir: t.dataDir, vapidSubject: 'mailto:admin@lamplight.test', pushTestHosts: [] },
        {
          timeoutMs: 2000,
          lookupAll: async (host) => {
            lookups.push(host);
            return (answers[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
          },
        },
      );
      const device = newDevice('x').subscription.keys;
      for (const host of Object.keys(answers)) {
        const target = { endpoint: `https://${host}:${local.port}/send/x`, p256dh: device.p256dh, auth: device.auth };
        expect(sender.endpointProblem(target.endpoint), host).toBeNull(); // a name: it passed at subscription time
        expect(await sender.send(target, message), host).toBe('refused');
      }
      expect(lookups.sort()).toEqual(Object.keys(answers).sort());
      // A literal that was stored before these rules is refused at send time without a lookup.
      const literal = { endpoint: `https://127.0.0.1:${local.port}/send/x`, p256dh: device.p256dh, auth: device.auth };
      expect(await sender.send(literal, message)).toBe('refused');
      expect(local.connections()).toBe(0);
    } finally {
      await local.close();
    }
  });

  it('connects to the very address it checked (no second lookup)', async () => {
    // A name no resolver knows, answered by the sender's own lookup with the test's local push service: the push
    // arrives there only if the connection used the checked answer. (The local host is allowed for tests only.)
    const { port } = new URL(service.base);
    const sender = createWebPushSender(
      { dataDir: t.dataDir, vapidSubject: 'mailto:admin@lamplight.test', pushTestHosts: [`push.pinned.test:${port}`] },
      { lookupAll: async () => [{ address: '127.0.0.1', family: 4 }] },
    );
    const device = newDevice(`http://push.pinned.test:${port}/sub/pinned`);
    const before = service.received.length;
    const outcome = await sender.send({ endpoint: device.subscription.endpoint, ...device.subscription.keys }, message);
    expect(outcome).toBe('sent');
    expect(service.received.slice(before).map((r) => r.path)).toEqual(['/sub/pinned']);
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
