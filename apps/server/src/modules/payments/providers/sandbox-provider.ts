import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEFAULT_CURRENCY } from '@vernissage/contract';
import {
  type CreateIntent,
  type IntentStatus,
  InvalidWebhookSignature,
  type PaymentIntent,
  type PaymentProvider,
  type WebhookEvent,
} from './provider.ts';
import { type CardInput, sandboxCardOutcome } from './sandbox-cards.ts';

// `c`: the currency (intents made before the shop's currency existed carry none: US dollars).
type Claims = { d: string; a: number; s: IntentStatus; k: string; c?: string };
export type SandboxProvider = PaymentProvider & {
  /** The card step of the sandbox: succeeded (with the intent's new id) or the card's message. */
  confirm(clientSecret: string, card: CardInput): { status: 'succeeded'; intentId: string } | { error: string };
  /** The signed webhook the sandbox "sends" for an intent, as Stripe would. */
  webhookFor(intent: PaymentIntent): { body: Buffer; signature: string };
};

const b64 = (text: string) => Buffer.from(text).toString('base64url');

/**
 * The built-in provider when no Stripe keys are set (demo, tests). It keeps no state: an intent id
 * carries its draft, amount and status, signed with the server's secret, so nobody can forge a
 * succeeded payment and a restart loses nothing. No money ever moves.
 */
export function sandboxProvider(secret: string, clock: { now(): Date }): SandboxProvider {
  const sign = (text: string) => createHmac('sha256', `sandbox-payments:${secret}`).update(text).digest('base64url');
  const idOf = (c: Claims) => {
    const body = b64(JSON.stringify(c));
    return `pi_sandbox_${body}.${sign(body)}`;
  };
  const claimsOf = (id: string): Claims | null => {
    const match = /^pi_sandbox_([\w-]+)\.([\w-]+)$/.exec(id);
    if (!match?.[1] || !match[2]) return null;
    const expected = Buffer.from(sign(match[1]));
    const given = Buffer.from(match[2]);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      return JSON.parse(Buffer.from(match[1], 'base64url').toString()) as Claims;
    } catch {
      return null;
    }
  };
  const intentOf = (id: string, c: Claims): PaymentIntent => ({
    id,
    status: c.s,
    amountCents: c.a,
    currency: c.c ?? DEFAULT_CURRENCY,
    draftId: c.d,
  });
  return {
    name: 'sandbox',
    async createIntent(input: CreateIntent) {
      const id = idOf({
        d: input.draftId,
        a: input.amountCents,
        c: input.currency,
        s: 'requires_payment_method',
        k: input.idempotencyKey,
      });
      return { id, clientSecret: `${id}_secret` };
    },
    async retrieveIntent(id) {
      const claims = claimsOf(id);
      return claims ? intentOf(id, claims) : null;
    },
    async refund() {
      // Nothing was charged in the sandbox, so there is nothing to give back.
    },
    confirm(clientSecret, card) {
      const claims = claimsOf(clientSecret.replace(/_secret$/, ''));
      if (claims?.s !== 'requires_payment_method') return { error: 'Payment failed' };
      const outcome = sandboxCardOutcome(card, clock.now());
      if (!outcome.ok) return { error: outcome.message };
      return { status: 'succeeded', intentId: idOf({ ...claims, s: 'succeeded' }) };
    },
    webhookFor(intent) {
      const body = Buffer.from(
        JSON.stringify({
          id: `evt_sandbox_${intent.id.slice(-16)}`,
          type: `payment_intent.${intent.status}`,
          intent: intent.id,
        }),
      );
      return { body, signature: sign(body.toString('base64url')) };
    },
    parseWebhook(rawBody, signature): WebhookEvent {
      const expected = Buffer.from(sign(rawBody.toString('base64url')));
      const given = Buffer.from(signature ?? '');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw new InvalidWebhookSignature('The webhook signature does not match');
      }
      const event = JSON.parse(rawBody.toString()) as { id: string; type: string; intent: string };
      const claims = claimsOf(event.intent);
      return { id: event.id, type: event.type, intent: claims ? intentOf(event.intent, claims) : null };
    },
    publicConfig: () => ({ provider: 'sandbox', publishableKey: null }),
  };
}
