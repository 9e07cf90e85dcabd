import { describe, expect, it } from 'vitest';
import { InvalidWebhookSignature } from './provider.ts';
import { SANDBOX_CARDS, sandboxCardOutcome } from './sandbox-cards.ts';
import { sandboxProvider } from './sandbox-provider.ts';
import { selectPaymentProvider } from './select-provider.ts';

const clock = { now: () => new Date('2026-11-25T10:00:00Z') };
const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: '123' });
const intentInput = {
  amountCents: 98000,
  currency: 'USD',
  draftId: 'draft-1',
  email: 'a@b.co',
  idempotencyKey: 'k1',
};

describe('sandbox cards', () => {
  it("decides by Stripe's test numbers, with Stripe's messages", () => {
    expect(sandboxCardOutcome(card(SANDBOX_CARDS.succeeds), clock.now())).toEqual({ ok: true });
    expect(sandboxCardOutcome(card('4242 4242 4242 4242'), clock.now())).toEqual({ ok: true });
    expect(sandboxCardOutcome(card(SANDBOX_CARDS.declined), clock.now())).toEqual({
      ok: false,
      message: 'Your card was declined.',
    });
    expect(sandboxCardOutcome(card(SANDBOX_CARDS.insufficientFunds), clock.now())).toEqual({
      ok: false,
      message: 'Your card has insufficient funds.',
    });
    expect(sandboxCardOutcome(card('4242424242424241'), clock.now())).toEqual({
      ok: false,
      message: 'Your card number is invalid.',
    });
    expect(sandboxCardOutcome({ ...card(SANDBOX_CARDS.succeeds), expYear: 2026, expMonth: 10 }, clock.now())).toEqual({
      ok: false,
      message: 'Your card has expired.',
    });
    expect(sandboxCardOutcome({ ...card(SANDBOX_CARDS.succeeds), cvc: '1' }, clock.now())).toEqual({
      ok: false,
      message: "Your card's security code is invalid.",
    });
  });
});

describe('the sandbox provider', () => {
  const provider = sandboxProvider('server-secret', clock);

  it('creates an intent for the amount and draft, which is not paid until a card succeeds', async () => {
    const { id, clientSecret } = await provider.createIntent(intentInput);
    expect(clientSecret).toBe(`${id}_secret`);
    expect(await provider.retrieveIntent(id)).toMatchObject({
      status: 'requires_payment_method',
      amountCents: 98000,
      draftId: 'draft-1',
    });
    const declined = provider.confirm(clientSecret, card(SANDBOX_CARDS.declined));
    expect(declined).toEqual({ error: 'Your card was declined.' });
    const paid = provider.confirm(clientSecret, card(SANDBOX_CARDS.succeeds));
    if (!('intentId' in paid)) throw new Error('expected a payment');
    expect(await provider.retrieveIntent(paid.intentId)).toEqual({
      id: paid.intentId,
      status: 'succeeded',
      amountCents: 98000,
      currency: 'USD',
      draftId: 'draft-1',
    });
  });

  it('refuses a forged or tampered intent id, and one signed with another secret', async () => {
    const { id } = await provider.createIntent(intentInput);
    const [body, sig] = id.replace('pi_sandbox_', '').split('.');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, s: 'succeeded' })).toString('base64url');
    expect(await provider.retrieveIntent(`pi_sandbox_${forged}.${sig}`)).toBeNull();
    expect(await provider.retrieveIntent('pi_sandbox_abc.def')).toBeNull();
    const other = sandboxProvider('another-secret', clock);
    expect(await other.retrieveIntent(id)).toBeNull();
    expect(provider.confirm(`pi_sandbox_${forged}.${sig}_secret`, card(SANDBOX_CARDS.succeeds))).toEqual({
      error: 'Payment failed',
    });
  });

  it('signs its webhooks, and refuses a tampered one', async () => {
    const { clientSecret } = await provider.createIntent(intentInput);
    const paid = provider.confirm(clientSecret, card(SANDBOX_CARDS.succeeds));
    if (!('intentId' in paid)) throw new Error('expected a payment');
    const intent = await provider.retrieveIntent(paid.intentId);
    if (!intent) throw new Error('expected the intent');
    const { body, signature } = provider.webhookFor(intent);
    expect(provider.parseWebhook(body, signature)).toMatchObject({
      type: 'payment_intent.succeeded',
      intent: { status: 'succeeded' },
    });
    expect(() =>
      provider.parseWebhook(Buffer.from(body.toString().replace('succeeded', 'canceled')), signature),
    ).toThrow(InvalidWebhookSignature);
    expect(() => provider.parseWebhook(body, undefined)).toThrow(InvalidWebhookSignature);
  });

  it('is the provider the configuration chose; none means no provider', () => {
    expect(selectPaymentProvider({ provider: 'sandbox' }, 's', clock)?.name).toBe('sandbox');
    expect(selectPaymentProvider({ provider: 'none' }, 's', clock)).toBeNull();
    const stripe = selectPaymentProvider(
      { provider: 'stripe', secretKey: 'sk_test_1', publishableKey: 'pk_test_1', webhookSecret: 'whsec_1' },
      's',
      clock,
    );
    expect(stripe?.publicConfig()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_1' });
  });
});
