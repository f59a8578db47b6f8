import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ZIdParams } from '../../../contract/common.js';
import {
  PLAN_PRICE_CENTS,
  TRIAL_DAYS,
  ZAutoRenew,
  ZBillingConfig,
  ZClientSecret,
  ZConfirmPayment,
  ZCreateSubscription,
  ZSandboxAuthenticate,
  ZSandboxConfirm,
  ZSandboxIntent,
  ZSubscriptionStatus,
} from '../../../contract/subscription.js';
import { notFound } from '../../platform/errors.js';
import { requireSelf, requireUser } from '../../platform/session.js';
import { publishChange as publishSubscriptionChange, sendPaymentFailed, sendReceipt } from './service.js';
import { handleStripeWebhook, userContact } from './stripe-billing.js';
import {
  authenticateSandboxIntent,
  cancelSubscription,
  confirmPayment,
  confirmSandboxIntent,
  setAutoRenew,
  setupPayment,
  subscriptionStatus,
} from './service.js';

const WEBHOOK_PATH = '/api/stripe/webhook';

const ZIntentParams = z.object({ intentId: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)) });

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get('/api/subscription/config', { schema: { response: { 200: ZBillingConfig } } }, async (request) => {
    requireUser(request);
    const stripe = deps.config.stripe;
    return {
      provider: stripe ? ('stripe' as const) : ('sandbox' as const),
      publishableKey: stripe?.publishableKey ?? null,
      priceCents: PLAN_PRICE_CENTS,
      trialDays: TRIAL_DAYS,
    };
  });

  app.get('/api/subscription/status/:id', { schema: { params: ZIdParams, response: { 200: ZSubscriptionStatus } } }, async (request) =>
    subscriptionStatus(deps, requireSelf(request, request.params.id).id),
  );

  app.post('/api/subscription/setup-payment/:id', { schema: { params: ZIdParams, response: { 200: ZClientSecret } } }, async (request) =>
    setupPayment(deps, requireSelf(request, request.params.id)),
  );

  app.post('/api/create-subscription', { schema: { body: ZCreateSubscription, response: { 200: ZClientSecret } } }, async (request) =>
    setupPayment(deps, requireSelf(request, request.body.userId)),
  );

  app.post(
    '/api/subscription/confirm-payment/:id',
    { schema: { params: ZIdParams, body: ZConfirmPayment, response: { 200: ZSubscriptionStatus } } },
    async (request) => confirmPayment(deps, requireSelf(request, request.params.id), request.body),
  );

  app.post('/api/subscription/cancel/:id', { schema: { params: ZIdParams, response: { 200: ZSubscriptionStatus } } }, async (request) =>
    cancelSubscription(deps, requireSelf(request, request.params.id)),
  );

  app.post(
    '/api/subscription/auto-renew/:id',
    { schema: { params: ZIdParams, body: ZAutoRenew, response: { 200: ZSubscriptionStatus } } },
    async (request) => setAutoRenew(deps, requireSelf(request, request.params.id), request.body.autoRenew),
  );

  // The sandbox's card form confirms intents here, as Stripe.js confirms them with Stripe.
  app.post(
    '/api/subscription/sandbox/intents/:intentId/confirm',
    { schema: { params: ZIntentParams, body: ZSandboxConfirm, response: { 200: ZSandboxIntent } } },
    async (request) => confirmSandboxIntent(deps, requireUser(request), request.params.intentId, request.body),
  );

  app.post(
    '/api/subscription/sandbox/intents/:intentId/authenticate',
    { schema: { params: ZIntentParams, body: ZSandboxAuthenticate, response: { 200: ZSandboxIntent } } },
    async (request) => authenticateSandboxIntent(deps, requireUser(request), request.params.intentId, request.body),
  );

  // Stripe's webhook: its own scope reads the body as raw bytes, which the signature is checked on.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      WEBHOOK_PATH,
      {
        schema: {
          headers: z.looseObject({ 'stripe-signature': z.string('The Stripe-Signature header is missing.') }),
          body: z.custom<Buffer>((b) => Buffer.isBuffer(b), 'Send the event as Stripe does: a JSON body.'),
          response: { 200: z.object({ received: z.boolean() }) },
        },
        // Stripe signs the raw bytes it sends; the JSON and same-origin guards don't apply to it.
        config: { guardExempt: true },
      },
      async (request) => {
        if (!deps.config.stripe) throw notFound('Stripe is not configured on this server.');
        const { userId, outcome } = await handleStripeWebhook(deps, request.body, request.headers['stripe-signature']);
        if (userId !== null) publishSubscriptionChange(deps, userId);
        if (outcome.kind !== 'none') {
          const user = await userContact(deps.db, outcome.userId);
          try {
            if (user && outcome.kind === 'receipt' && outcome.periodEnd)
              await sendReceipt(deps, user, { ...outcome, periodEnd: outcome.periodEnd });
            if (user && outcome.kind === 'failed') await sendPaymentFailed(deps, user, outcome.declineCode);
          } catch (err) {
            request.log.error({ err, userId: outcome.userId }, 'billing mail failed');
          }
        }
        return { received: true };
      },
    );
  });
};
