import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidWebhookSignature } from './provider.ts';
import { stripeProvider } from './stripe-provider.ts';

type Seen = { method: string; path: string; form: URLSearchParams; idempotencyKey: string | undefined; auth: string };

/** A local stand-in for the few Stripe endpoints the adapter calls, answering as Stripe does. */
function stripeStub(seen: Seen[]): Server {
  const intent = (status: string, amount = 420000) => ({
    id: 'pi_123',
    object: 'payment_intent',
    amount,
    currency: 'usd',
    status,
    client_secret: 'pi_123_secret_abc',
    metadata: { draft_id: 'draft-9' },
  });
  const body = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (c) => (text += c));
      req.on('end', () => resolve(text));
    });
  return createServer(async (req, res) => {
    const form = new URLSearchParams(await body(req));
    const path = (req.url ?? '').split('?')[0] ?? '';
    seen.push({
      method: req.method ?? '',
      path,
      form,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      auth: String(req.headers.authorization ?? ''),
    });
    res.setHeader('content-type', 'application/json');
    res.setHeader('request-id', 'req_stub');
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      res.end(JSON.stringify({ ...intent('requires_payment_method', Number(form.get('amount'))) }));
    } else if (req.method === 'GET' && path === '/v1/payment_intents/pi_123') {
      res.end(JSON.stringify(intent('succeeded')));
    } else if (req.method === 'POST' && path === '/v1/refunds') {
      res.end(
        JSON.stringify({
          id: 're_1',
          object: 'refund',
          status: 'succeeded',
          payment_intent: form.get('payment_intent'),
        }),
      );
    } else {
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such payment_intent' } }));
    }
  });
}

describe('the Stripe adapter, against a local stub of Stripe', () => {
  const seen: Seen[] = [];
  const server = stripeStub(seen);
  let provider: ReturnType<typeof stripeProvider>;
  const webhookSecret = 'whsec_test_secret';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    provider = stripeProvider({
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_123',
      webhookSecret,
      api: { host: '127.0.0.1', port, protocol: 'http' },
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("creates a PaymentIntent for the draft's amount, with the draft in its metadata and an idempotency key", async () => {
    const created = await provider.createIntent({
      amountCents: 420000,
      currency: 'USD',
      draftId: 'draft-9',
      email: 'ada@example.com',
      idempotencyKey: 'intent-draft-9',
    });
    expect(created).toEqual({ id: 'pi_123', clientSecret: 'pi_123_secret_abc' });
    const call = seen.find((s) => s.method === 'POST' && s.path === '/v1/payment_intents');
    expect(call?.form.get('amount')).toBe('420000');
    expect(call?.form.get('currency')).toBe('usd');
    expect(call?.form.get('metadata[draft_id]')).toBe('draft-9');
    expect(call?.form.get('receipt_email')).toBe('ada@example.com');
    expect(call?.idempotencyKey).toBe('intent-draft-9');
    expect(call?.auth).toBe('Bearer sk_test_123');
  });

  it('reads an intent back as the provider knows it, and null for an unknown one', async () => {
    expect(await provider.retrieveIntent('pi_123')).toEqual({
      id: 'pi_123',
      status: 'succeeded',
      amountCents: 420000,
      currency: 'USD',
      draftId: 'draft-9',
    });
    expect(await provider.retrieveIntent('pi_missing')).toBeNull();
  });

  it('refunds an intent once per key', async () => {
    await provider.refund('pi_123', 'refund-draft-9');
    const call = seen.find((s) => s.path === '/v1/refunds');
    expect(call?.form.get('payment_intent')).toBe('pi_123');
    expect(call?.idempotencyKey).toBe('refund-draft-9');
  });

  it('accepts a webhook signed with the secret and refuses a tampered body or another secret', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: 'pi_123',
          object: 'payment_intent',
          amount: 420000,
          currency: 'usd',
          status: 'succeeded',
          metadata: { draft_id: 'draft-9' },
        },
      },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    expect(provider.parseWebhook(Buffer.from(payload), header)).toEqual({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      intent: { id: 'pi_123', status: 'succeeded', amountCents: 420000, currency: 'USD', draftId: 'draft-9' },
    });
    const tampered = payload.replace('420000', '1');
    expect(() => provider.parseWebhook(Buffer.from(tampered), header)).toThrow(InvalidWebhookSignature);
    const other = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    expect(() => provider.parseWebhook(Buffer.from(payload), other)).toThrow(InvalidWebhookSignature);
    expect(() => provider.parseWebhook(Buffer.from(payload), undefined)).toThrow(InvalidWebhookSignature);
  });

  it.each(['', '  '])(
    'refuses every webhook when its secret is blank (%j), also one signed with that key',
    (secret) => {
      const unguarded = stripeProvider({
        secretKey: 'sk_test_123',
        publishableKey: 'pk_test_123',
        webhookSecret: secret,
      });
      const payload = JSON.stringify({
        id: 'evt_forged',
        object: 'event',
        type: 'payment_intent.succeeded',
        data: { object: { id: 'pi_123', object: 'payment_intent', amount: 1, currency: 'usd', status: 'succeeded' } },
      });
      const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret });
      expect(() => unguarded.parseWebhook(Buffer.from(payload), forged)).toThrow(InvalidWebhookSignature);
    },
  );

  it('tells the browser to use Stripe with the publishable key only', () => {
    expect(provider.publicConfig()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_123' });
  });
});
