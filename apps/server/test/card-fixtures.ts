import { orderEndpoints, urlOf } from '@vernissage/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SANDBOX_CARDS, type SandboxProvider } from '../src/modules/payments/index.ts';

let client = 0;
const nextClient = () => `10.88.${Math.floor(++client / 250)}.${client % 250}`;

/**
 * Pays a card checkout's draft in the sandbox with a card that succeeds, each step from a client
 * address of its own: the payment intent's id, to finalize the order with.
 */
export async function payDraft(app: FastifyInstance, draftId: string): Promise<string> {
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: nextClient() });
  const intent = await post(urlOf(orderEndpoints.createPaymentIntent), { draft_id: draftId });
  const confirmed = await post(urlOf(orderEndpoints.confirmSandboxPayment), {
    clientSecret: (intent.json() as { clientSecret: string }).clientSecret,
    cardNumber: SANDBOX_CARDS.succeeds,
    expMonth: 12,
    expYear: 2031,
    cvc: '123',
  });
  return (confirmed.json() as { paymentIntentId: string }).paymentIntentId;
}

/**
 * A Buy Now paid in the sandbox: the draft, the intent and a card that succeeds, each from a client
 * address of its own. Answers the draft's id and a function that delivers the provider's signed
 * "payment succeeded" webhook (as often as a test likes).
 */
export async function payByCard(
  app: FastifyInstance,
  payments: SandboxProvider,
  work: { id: string; formatId: string },
  email: string,
): Promise<{ draftId: string; deliverWebhook: () => Promise<LightMyRequestResponse> }> {
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: nextClient() });
  const draft = await post(urlOf(orderEndpoints.createDraft), {
    artwork_id: work.id,
    email,
    delivery_address: '14 Riverside Drive, Nairobi',
    variant: work.formatId,
  });
  const { draft_id } = draft.json() as { draft_id: string };
  const paymentIntentId = await payDraft(app, draft_id);
  const paid = await payments.retrieveIntent(paymentIntentId);
  if (!paid) throw new Error('the sandbox has no such intent');
  const hook = payments.webhookFor(paid);
  const deliverWebhook = () =>
    app.inject({
      method: 'POST',
      url: urlOf(orderEndpoints.stripeWebhook),
      payload: hook.body,
      headers: { 'content-type': 'application/json', 'stripe-signature': hook.signature },
    });
  return { draftId: draft_id, deliverWebhook };
}
