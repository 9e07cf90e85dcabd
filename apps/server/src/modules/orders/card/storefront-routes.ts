import { CARD_TEXT, errorBody, orderEndpoints } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Conflict, HttpError } from '../../../platform/errors.ts';
import { clientKey } from '../../../platform/http/client-key.ts';
import { routeOf } from '../../../platform/http/contract-route.ts';
import { PUBLIC_BODY_LIMIT, perClientLimit } from '../../../platform/http/rate-limit.ts';
import type { SandboxProvider } from '../../payments/index.ts';
import { InvalidWebhookSignature, type WebhookEvent } from '../../payments/index.ts';
import { type CardDeps, createDraft, createPaymentIntent, finalizeCardOrder } from './card-checkout.ts';
import { handlePaymentEvent, queueSandboxWebhook } from './payment-events.ts';

const SOLD_MEANWHILE =
  'This work was sold while your payment was being confirmed. Your payment has been refunded in full.';
const tags = ['checkout'];
const limits = { bodyLimit: PUBLIC_BODY_LIMIT, config: { rateLimit: perClientLimit(20) } };

/** Card checkout of one work: hold it, pay the provider, make the order once. */
export async function cardCheckoutRoutes(app: FastifyInstance, deps: CardDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, orderEndpoints.createDraft, { tags }),
    ...limits,
    handler: async (request) => createDraft(deps, request.body, clientKey(request.ip)),
  });
  api.route({
    ...routeOf(api, orderEndpoints.createPaymentIntent, { tags }),
    ...limits,
    handler: async (request) => createPaymentIntent(deps, request.body.draft_id),
  });
  api.route({
    ...routeOf(api, orderEndpoints.finalizeOrder, {
      tags,
      summary: 'Makes the order of a paid draft, once: the provider must say the payment succeeded for its amount',
    }),
    ...limits,
    handler: async (request) => {
      const outcome = await finalizeCardOrder(deps, request.body.draft_id, request.body.payment_intent_id);
      if ('refunded' in outcome) throw new Conflict(SOLD_MEANWHILE);
      return { order_id: outcome.orderId };
    },
  });
  if (deps.payments.name !== 'sandbox') return;
  const sandbox = deps.payments as SandboxProvider;
  api.route({
    ...routeOf(api, orderEndpoints.confirmSandboxPayment, {
      tags,
      summary: "The sandbox's card step (test mode only): Stripe's test card numbers decide the outcome",
    }),
    ...limits,
    handler: async (request) => {
      const { clientSecret, cardNumber, expMonth, expYear, cvc } = request.body;
      const result = sandbox.confirm(clientSecret, { number: cardNumber, expMonth, expYear, cvc });
      if ('error' in result) throw new HttpError(402, result.error || CARD_TEXT.paymentFailed);
      // Like Stripe, the sandbox also tells the shop by webhook, through the same finalization.
      await queueSandboxWebhook(deps, result.intentId);
      return { status: 'succeeded' as const, paymentIntentId: result.intentId };
    },
  });
}

/** Every card endpoint, when the shop takes no cards (PAYMENT_PROVIDER=none): a clear refusal, nothing stored. */
export async function cardsOffRoutes(app: FastifyInstance): Promise<void> {
  const refuse = async (): Promise<never> => {
    throw new HttpError(503, CARD_TEXT.cardsOff);
  };
  const { createDraft, createPaymentIntent, finalizeOrder, confirmSandboxPayment, stripeWebhook } = orderEndpoints;
  for (const endpoint of [createDraft, createPaymentIntent, finalizeOrder, confirmSandboxPayment, stripeWebhook]) {
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: { tags, hide: true, response: { 503: errorBody } },
      ...limits,
      handler: refuse,
    });
  }
}

/**
 * Stripe's webhook: the signature is checked on the raw body, so this scope reads JSON as bytes.
 * A payment whose browser never came back is finalized here, by the same function.
 */
export async function paymentWebhookRoutes(app: FastifyInstance, deps: CardDeps): Promise<void> {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  app.route({
    ...routeOf(app, orderEndpoints.stripeWebhook, { tags, hide: true }),
    handler: async (request, reply) => {
      let event: WebhookEvent;
      try {
        const signature = request.headers['stripe-signature'];
        event = deps.payments.parseWebhook(
          request.body as Buffer,
          typeof signature === 'string' ? signature : undefined,
        );
      } catch (error) {
        if (error instanceof InvalidWebhookSignature) throw new HttpError(400, error.message);
        throw error;
      }
      try {
        await handlePaymentEvent(deps, event);
      } catch (error) {
        // A payment that cannot become an order has its refund queued (the outbox retries it until
        // the provider confirms); Stripe need not deliver the event again.
        if (!(error instanceof HttpError && error.status === 409)) throw error;
      }
      return reply.send({ received: true as const });
    },
  });
}
