import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

type Intent = { id: string; amount: number; status: string; draftId: string };

/**
 * A local stand-in for the Stripe endpoints the checkout calls, answering as Stripe does:
 * PaymentIntents kept in memory, refunds made once per idempotency key (a repeated key answers the
 * same refund). `failRefunds` makes the next refund requests fail with a 500 that tells the SDK not
 * to retry on its own, as a Stripe outage would look to the shop.
 */
export type StripeStub = {
  api: { host: string; port: number; protocol: 'http' };
  /** The card step, done by the buyer's browser at Stripe: the intent succeeds. */
  succeed(intentId: string): void;
  failRefunds(count: number): void;
  /** Refunds made (one per idempotency key), and every refund request received. */
  refunds(): { intentId: string; key: string }[];
  refundRequests(): number;
  close(): Promise<void>;
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => resolve(text));
  });

export async function startStripeStub(): Promise<StripeStub> {
  const intents = new Map<string, Intent>();
  const refunds = new Map<string, { intentId: string; key: string }>();
  let failing = 0;
  let requests = 0;
  const intentJson = (i: Intent) => ({
    id: i.id,
    object: 'payment_intent',
    amount: i.amount,
    currency: 'usd',
    status: i.status,
    client_secret: `${i.id}_secret_stub`,
    metadata: { draft_id: i.draftId },
  });
  const server = createServer(async (req, res) => {
    const form = new URLSearchParams(await readBody(req));
    const path = (req.url ?? '').split('?')[0] ?? '';
    const key = String(req.headers['idempotency-key'] ?? '');
    res.setHeader('content-type', 'application/json');
    res.setHeader('request-id', 'req_stub');
    const send = (status: number, body: object) => {
      res.statusCode = status;
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_stub_${intents.size + 1}`;
      const intent = { id, amount: Number(form.get('amount')), status: 'requires_payment_method', draftId: '' };
      intent.draftId = form.get('metadata[draft_id]') ?? '';
      intents.set(id, intent);
      return send(200, intentJson(intent));
    }
    const intent = intents.get(path.replace('/v1/payment_intents/', ''));
    if (req.method === 'GET' && intent) return send(200, intentJson(intent));
    if (req.method === 'POST' && path === '/v1/refunds') {
      requests += 1;
      if (failing > 0) {
        failing -= 1;
        res.setHeader('stripe-should-retry', 'false');
        return send(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      }
      const intentId = form.get('payment_intent') ?? '';
      if (!refunds.has(key)) refunds.set(key, { intentId, key });
      return send(200, { id: `re_${refunds.size}`, object: 'refund', status: 'succeeded', payment_intent: intentId });
    }
    send(404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    api: { host: '127.0.0.1', port, protocol: 'http' },
    succeed: (intentId) => {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      intent.status = 'succeeded';
    },
    failRefunds: (count) => {
      failing = count;
    },
    refunds: () => [...refunds.values()],
    refundRequests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
