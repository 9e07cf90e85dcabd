import Stripe from 'stripe';
import {
  type CreateIntent,
  type IntentStatus,
  InvalidWebhookSignature,
  type PaymentIntent,
  type PaymentProvider,
  type WebhookEvent,
} from './provider.ts';
import { fromStripeAmount, toStripeAmount } from './stripe-amounts.ts';

export type StripeOptions = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the SDK sends its requests; tests point it at a local stub of Stripe's API. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
};

const toIntent = (pi: Stripe.PaymentIntent): PaymentIntent => ({
  id: pi.id,
  status: pi.status as IntentStatus,
  amountCents: fromStripeAmount(pi.amount, pi.currency),
  currency: pi.currency.toUpperCase(),
  draftId: typeof pi.metadata?.draft_id === 'string' ? pi.metadata.draft_id : null,
});

/** Stripe through its official SDK: PaymentIntents for the draft's amount, signed webhooks. */
export function stripeProvider(options: StripeOptions): PaymentProvider {
  // The configuration refuses to start without the secret; this is the second line of defence.
  const webhookSecret = options.webhookSecret.trim();
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.api ? { host: options.api.host, port: options.api.port, protocol: options.api.protocol } : {}),
  });
  return {
    name: 'stripe',
    async createIntent(input: CreateIntent) {
      const pi = await stripe.paymentIntents.create(
        {
          amount: toStripeAmount(input.amountCents, input.currency),
          currency: input.currency.toLowerCase(),
          receipt_email: input.email,
          metadata: { draft_id: input.draftId },
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!pi.client_secret) throw new Error('Stripe answered a PaymentIntent without a client secret');
      return { id: pi.id, clientSecret: pi.client_secret };
    },
    async retrieveIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
    async refund(intentId, idempotencyKey) {
      await stripe.refunds.create({ payment_intent: intentId }, { idempotencyKey });
    },
    parseWebhook(rawBody, signature): WebhookEvent {
      // With an empty secret anyone could sign an event (HMAC with the empty key): nothing is verified.
      if (!webhookSecret) throw new InvalidWebhookSignature('No webhook secret is configured');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
      } catch {
        throw new InvalidWebhookSignature('The webhook signature does not match');
      }
      const object = event.data.object as { object?: string };
      const intent = object.object === 'payment_intent' ? toIntent(object as Stripe.PaymentIntent) : null;
      return { id: event.id, type: event.type, intent };
    },
    publicConfig: () => ({ provider: 'stripe', publishableKey: options.publishableKey }),
  };
}
