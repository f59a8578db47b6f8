import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the few Stripe API endpoints Lamplight calls, answered in Stripe's shapes. The official SDK is
 * pointed at it (STRIPE_API_URL). Tests move its objects the way Stripe would (a card check succeeding, an invoice
 * paid) and read the requests it received.
 */
type Obj = Record<string, unknown> & { id: string };

const id = (prefix: string) => `${prefix}_${randomBytes(9).toString('hex')}`;

/** Stripe's form encoding (`items[0][price]=…`, `expand[]=…`) into nested objects. */
function parseForm(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.match(/[^[\]]+|\[\]/g) ?? [key];
    let node = out;
    for (let i = 0; i < path.length; i++) {
      const part = path[i]!;
      if (path[i + 1] === '[]') {
        const list = (node[part] as unknown[] | undefined) ?? [];
        list.push(value);
        node[part] = list;
        break;
      }
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] as Record<string, unknown> | undefined) ?? ((node[part] = {}) as Record<string, unknown>);
    }
  }
  return out;
}

/** A list as the SDK encodes it (`expand[0]=…`) or as `expand[]=…`. */
const listOf = (v: unknown): string[] => (Array.isArray(v) ? v : v && typeof v === 'object' ? Object.values(v) : []).map(String);

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export interface FakeStripe {
  url: string;
  requests: { method: string; path: string; body: Record<string, unknown> }[];
  subscriptions: Map<string, Obj>;
  setupIntents: Map<string, Obj>;
  paymentIntents: Map<string, Obj>;
  prices: Map<string, Obj>;
  /** The person completes the card check in Stripe's form with this card. */
  succeedSetupIntent(setupIntentId: string, card?: { brand: string; last4: string; exp_month: number; exp_year: number }): void;
  /** Moves a subscription the way Stripe Billing would (trial converted, a renewal failed …). */
  updateSubscription(subscriptionId: string, patch: Record<string, unknown>): Obj;
  /** The subscription as Stripe would send it inside an event. */
  subscriptionObject(subscriptionId: string): Obj;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const customers = new Map<string, Obj>();
  const prices = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const setupIntents = new Map<string, Obj>();
  const paymentIntents = new Map<string, Obj>();
  const paymentMethods = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const requests: FakeStripe['requests'] = [];

  const nowUnix = () => Math.floor(Date.now() / 1000);

  function expandSubscription(sub: Obj, expand: string[]): Obj {
    const out: Obj = { ...sub };
    if (expand.includes('default_payment_method') && typeof sub.default_payment_method === 'string')
      out.default_payment_method = paymentMethods.get(sub.default_payment_method) ?? null;
    if (expand.some((e) => e.startsWith('latest_invoice')) && typeof sub.latest_invoice === 'string')
      out.latest_invoice = invoices.get(sub.latest_invoice) ?? null;
    return out;
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const text = await readBody(req);
    const body = req.method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(text);
    requests.push({ method: req.method ?? 'GET', path: url.pathname, body });
    const expand = listOf(body.expand);
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(payload));
    };
    const missing = () => send(404, { error: { type: 'invalid_request_error', message: `No such object: ${url.pathname}` } });
    const parts = url.pathname.split('/').filter(Boolean); // ['v1', 'subscriptions', 'sub_…']
    const [, kind, objectId] = parts;
    const key = `${req.method} ${kind}${objectId ? '/:id' : ''}`;
    switch (key) {
      case 'GET prices': {
        const wanted = listOf(body.lookup_keys);
        return send(200, {
          object: 'list',
          data: [...prices.values()].filter((p) => wanted.includes(p.lookup_key as string)),
          has_more: false,
        });
      }
      case 'POST prices': {
        const price = {
          id: id('price'),
          object: 'price',
          lookup_key: body.lookup_key,
          unit_amount: Number(body.unit_amount),
          currency: body.currency,
        };
        prices.set(price.id, price);
        return send(200, price);
      }
      case 'POST customers': {
        const c = { id: id('cus'), object: 'customer', email: body.email, metadata: body.metadata ?? {} };
        customers.set(c.id, c);
        return send(200, c);
      }
      case 'POST customers/:id': {
        const c = customers.get(objectId!);
        if (!c) return missing();
        Object.assign(c, body);
        return send(200, c);
      }
      case 'POST subscriptions': {
        const incomplete = body.payment_behavior === 'default_incomplete';
        const subId = id('sub');
        let latestInvoice: string | null = null;
        if (incomplete) {
          const pi: Obj = {
            id: id('pi'),
            object: 'payment_intent',
            status: 'requires_payment_method',
            customer: body.customer,
            amount: 500,
            amount_received: 0,
          };
          pi.client_secret = `${pi.id}_secret_${randomBytes(6).toString('hex')}`;
          paymentIntents.set(pi.id, pi);
          const invoice = {
            id: id('in'),
            object: 'invoice',
            status: 'open',
            customer: body.customer,
            amount_due: 500,
            amount_paid: 0,
            confirmation_secret: { client_secret: pi.client_secret as string, type: 'payment_intent' },
            parent: { subscription_details: { subscription: subId } },
          };
          invoices.set(invoice.id, invoice);
          latestInvoice = invoice.id;
        }
        const trialEnd = body.trial_end ? Number(body.trial_end) : null;
        const sub: Obj = {
          id: subId,
          object: 'subscription',
          customer: body.customer,
          status: incomplete ? 'incomplete' : trialEnd ? 'trialing' : 'active',
          trial_start: trialEnd ? nowUnix() : null,
          trial_end: trialEnd,
          cancel_at_period_end: false,
          metadata: body.metadata ?? {},
          default_payment_method: null,
          latest_invoice: latestInvoice,
          trial_settings: body.trial_settings ?? null,
          items: {
            object: 'list',
            data: [
              {
                id: id('si'),
                current_period_end: trialEnd ?? nowUnix() + 30 * 86400,
                price: { id: (body.items as Record<string, Record<string, string>>)?.['0']?.price },
              },
            ],
          },
        };
        subscriptions.set(sub.id, sub);
        return send(200, expandSubscription(sub, expand));
      }
      case 'GET subscriptions/:id': {
        const sub = subscriptions.get(objectId!);
        return sub ? send(200, expandSubscription(sub, expand)) : missing();
      }
      case 'POST subscriptions/:id': {
        const sub = subscriptions.get(objectId!);
        if (!sub) return missing();
        if (body.cancel_at_period_end !== undefined) sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
        if (body.default_payment_method !== undefined) sub.default_payment_method = body.default_payment_method;
        if (body.metadata) sub.metadata = { ...(sub.metadata as object), ...(body.metadata as object) };
        return send(200, expandSubscription(sub, expand));
      }
      case 'POST setup_intents': {
        const si = {
          id: id('seti'),
          object: 'setup_intent',
          status: 'requires_payment_method',
          customer: body.customer,
          payment_method: null,
          metadata: body.metadata ?? {},
        };
        (si as Obj).client_secret = `${si.id}_secret_${randomBytes(6).toString('hex')}`;
        setupIntents.set(si.id, si as Obj);
        return send(200, si);
      }
      case 'GET setup_intents/:id': {
        const si = setupIntents.get(objectId!);
        return si ? send(200, si) : missing();
      }
      case 'GET payment_intents/:id': {
        const pi = paymentIntents.get(objectId!);
        return pi ? send(200, pi) : missing();
      }
      default:
        return send(404, { error: { type: 'invalid_request_error', message: `The fake does not answer ${key}` } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    setupIntents,
    paymentIntents,
    prices,
    succeedSetupIntent(setupIntentId, card = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 }) {
      const si = setupIntents.get(setupIntentId)!;
      const pm = { id: id('pm'), object: 'payment_method', type: 'card', card };
      paymentMethods.set(pm.id, pm);
      Object.assign(si, { status: 'succeeded', payment_method: pm.id });
    },
    updateSubscription(subscriptionId, patch) {
      const sub = subscriptions.get(subscriptionId)!;
      const { current_period_end, ...rest } = patch;
      Object.assign(sub, rest);
      if (current_period_end !== undefined)
        (sub.items as { data: Record<string, unknown>[] }).data[0]!.current_period_end = current_period_end;
      return sub;
    },
    subscriptionObject: (subscriptionId) => ({ ...subscriptions.get(subscriptionId)! }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
