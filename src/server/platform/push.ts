import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import webpush, { WebPushError } from 'web-push';
import type { Config } from '../config.js';

/** A device's subscription as the browser's PushManager gives it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a reminder push carries: the service worker shows it (public/push-handlers.js). */
export interface PushMessage {
  title: string;
  body: string;
  /** The screen a tap opens, a path of this app. */
  url: string;
  tag: string;
}

/** sent: the push service took it; gone: the subscription no longer exists (404/410), forget it; failed: try another day. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSender {
  /** The VAPID public key browsers subscribe with (applicationServerKey). */
  publicKey: string;
  /** Whether an endpoint may be sent to: https only, except where a test's local push service runs over http. */
  acceptsEndpoint(endpoint: string): boolean;
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair: from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or made once and kept in DATA_DIR/vapid.json (owner
 * read-only), so `npm start` works with nothing set and subscriptions survive restarts.
 */
export function loadVapidKeys(config: Pick<Config, 'vapid' | 'dataDir'>): VapidKeys {
  if (config.vapid) return config.vapid;
  const file = path.join(config.dataDir, 'vapid.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (kept.publicKey && kept.privateKey) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  }
  const made = webpush.generateVAPIDKeys();
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(made, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
  return made;
}

/**
 * web-push always speaks https; a test's local push service speaks plain http. This agent gives web-push a plain
 * TCP connection for an http: endpoint (only when `allowHttpEndpoints`), so the test receives the very request a
 * push service would.
 */
class PlainHttpAgent extends https.Agent {
  override createConnection(options: https.RequestOptions) {
    return net.createConnection(options as net.NetConnectOpts);
  }
}

/** The real sender: the Web Push protocol (RFC 8030, encrypted per RFC 8291, VAPID per RFC 8292) through `web-push`. */
export function createWebPushSender(
  config: Pick<Config, 'vapid' | 'dataDir' | 'vapidSubject'>,
  { allowHttpEndpoints = false, timeoutMs = 10_000 }: { allowHttpEndpoints?: boolean; timeoutMs?: number } = {},
): PushSender {
  const keys = loadVapidKeys(config);
  const vapidDetails = { subject: config.vapidSubject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  const plainAgent = allowHttpEndpoints ? new PlainHttpAgent() : undefined;
  return {
    publicKey: keys.publicKey,
    acceptsEndpoint(endpoint) {
      try {
        const url = new URL(endpoint);
        return url.protocol === 'https:' || (allowHttpEndpoints && url.protocol === 'http:');
      } catch {
        return false;
      }
    },
    async send(target, message) {
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          // A day to deliver (a phone that's off gets it when it wakes, still the same day); one reminder replaces another.
          {
            vapidDetails,
            TTL: 24 * 3600,
            urgency: 'normal',
            topic: message.tag,
            timeout: timeoutMs,
            contentEncoding: 'aes128gcm',
            ...(plainAgent && target.endpoint.startsWith('http:') && { agent: plainAgent }),
          },
        );
        return 'sent';
      } catch (err) {
        if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) return 'gone';
        return 'failed';
      }
    },
  };
}
