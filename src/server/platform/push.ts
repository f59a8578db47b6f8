import dns from 'node:dns/promises';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import webpush, { WebPushError } from 'web-push';
import type { Config } from '../config.js';
import { bareHost, isLocalName, isPublicAddress } from './public-address.js';

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

/**
 * sent: the push service took it; gone: the subscription no longer exists (404/410), forget it; refused: the endpoint
 * is (or now resolves to) an address this server never reaches, forget it too; failed: try another day.
 */
export type PushOutcome = 'sent' | 'gone' | 'refused' | 'failed';

export interface PushSender {
  /** The VAPID public key browsers subscribe with (applicationServerKey). */
  publicKey: string;
  /** Why an endpoint may not be subscribed (a sentence a person can act on), or null when it may. */
  endpointProblem(endpoint: string): string | null;
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
 * TCP connection for an http: endpoint of a host in PUSH_TEST_HOSTS, so the test receives the very request a push
 * service would.
 */
class PlainHttpAgent extends https.Agent {
  override createConnection(options: https.RequestOptions) {
    return net.createConnection(options as net.NetConnectOpts);
  }
}

class NotPublicAddressError extends Error {}

type LookupAll = (hostname: string) => Promise<{ address: string; family: number }[]>;
const systemLookup: LookupAll = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/**
 * The lookup a push connection is made with: the name is resolved once, every address it gives must be public (the
 * test-only local push service aside), and the connection goes to the addresses checked here: there is no second
 * resolution a changed DNS answer could slip through.
 */
function checkedLookup(lookupAll: LookupAll, { publicOnly }: { publicOnly: boolean }): net.LookupFunction {
  return (hostname, options, callback) => {
    lookupAll(hostname).then(
      (found) => {
        const wanted = options.family === 4 || options.family === 6 ? found.filter((a) => a.family === options.family) : found;
        if (wanted.length === 0) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
        if (publicOnly && !found.every((a) => isPublicAddress(a.address)))
          return callback(new NotPublicAddressError(`${hostname} resolves to an address that is not public`), '', 0);
        if (options.all) return (callback as unknown as (e: null, all: typeof wanted) => void)(null, wanted);
        callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (err: Error) => callback(err as NodeJS.ErrnoException, '', 0),
    );
  };
}

const ENDPOINT_NOT_HTTPS = 'endpoint must be an https address of a push service';
const ENDPOINT_WITH_CREDENTIALS = 'endpoint must not carry a user name or password';
const ENDPOINT_NOT_PUBLIC = 'endpoint must be a push service on the internet, not a private, local or reserved address';

/** The real sender: the Web Push protocol (RFC 8030, encrypted per RFC 8291, VAPID per RFC 8292) through `web-push`. */
export function createWebPushSender(
  config: Pick<Config, 'vapid' | 'dataDir' | 'vapidSubject' | 'pushTestHosts'>,
  { timeoutMs = 10_000, lookupAll = systemLookup }: { timeoutMs?: number; lookupAll?: LookupAll } = {},
): PushSender {
  const keys = loadVapidKeys(config);
  const vapidDetails = { subject: config.vapidSubject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  const testHosts = new Set(config.pushTestHosts);
  const plainAgent = testHosts.size ? new PlainHttpAgent({ lookup: checkedLookup(lookupAll, { publicOnly: false }) }) : undefined;
  const publicAgent = new https.Agent({ lookup: checkedLookup(lookupAll, { publicOnly: true }) });

  function endpointProblem(endpoint: string): string | null {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return 'endpoint must be the push service URL of this device';
    }
    // Only for a test's local push service (PUSH_TEST_HOSTS, host:port): plain http, at a private address.
    const testHost = testHosts.has(url.host);
    if (url.protocol !== 'https:' && !(testHost && url.protocol === 'http:')) return ENDPOINT_NOT_HTTPS;
    if (url.username || url.password) return ENDPOINT_WITH_CREDENTIALS;
    if (testHost) return null;
    const host = bareHost(url.hostname);
    if (isLocalName(host) || (net.isIP(host) !== 0 && !isPublicAddress(host))) return ENDPOINT_NOT_PUBLIC;
    return null;
  }

  return {
    publicKey: keys.publicKey,
    endpointProblem,
    async send(target, message) {
      // Checked again at each send (an endpoint stored before these rules, or a rule that changed since).
      if (endpointProblem(target.endpoint)) return 'refused';
      const url = new URL(target.endpoint);
      const agent = plainAgent && url.protocol === 'http:' ? plainAgent : publicAgent;
      try {
        await webpush.sendNotification(
          // The parsed and re-serialized address: web-push reads it with Node's legacy parser, which must see what was checked.
          { endpoint: url.href, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          // A day to deliver (a phone that's off gets it when it wakes, still the same day); one reminder replaces another.
          {
            vapidDetails,
            TTL: 24 * 3600,
            urgency: 'normal',
            topic: message.tag,
            timeout: timeoutMs,
            contentEncoding: 'aes128gcm',
            agent,
          },
        );
        return 'sent';
      } catch (err) {
        if (err instanceof NotPublicAddressError) return 'refused';
        if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) return 'gone';
        return 'failed';
      }
    },
  };
}
