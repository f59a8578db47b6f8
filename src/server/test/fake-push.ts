import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

/** A local Web Push service and devices for tests: the real sender (web-push) talks to it over HTTP. */
// http_ece is what web-push encrypts with; the fake push service uses it to read what it was sent.
export const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: ReturnType<typeof createECDH>; authSecret: string }): Buffer;
};

/** A device: its own key pair and auth secret, as a browser's PushManager makes them. */
export function newDevice(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return { ecdh, auth, subscription: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } } };
}

export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A local push service (RFC 8030): records each push; answers 410 for a device that is gone. */
export async function fakePushService() {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = req.url?.startsWith('/gone/') ? 410 : 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { received, base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
