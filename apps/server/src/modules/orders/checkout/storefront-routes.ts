import {
  HOLD_TEXT,
  INVOICE_HOLD,
  type InvoiceSentBody,
  invoiceRequest,
  orderEndpoints,
  type PaidInvoiceRequest,
  paidInvoiceRequest,
} from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BadRequest } from '../../../platform/errors.ts';
import { routeOf } from '../../../platform/http/contract-route.ts';
import { parseBody } from '../../../platform/http/parse-body.ts';
import { perClientLimit } from '../../../platform/http/rate-limit.ts';
import { type CheckoutDeps, cartCosts, sendInvoice } from './invoice-checkout.ts';

// A cart of twenty lines, sent with the ids, quantities and prices the buyer saw, fits well inside.
const CHECKOUT_BODY_LIMIT = 32 * 1024;
const KEY = /^[\x21-\x7e]{1,255}$/;
const HOUR_MS = 60 * 60_000;

/** The Idempotency-Key header, when sent: printable ASCII, at most 255 characters. */
function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY.test(header)) {
    throw new BadRequest('Idempotency-Key must be 1 to 255 printable characters');
  }
  return header;
}

/**
 * POST /api/send-invoice. Its second shape (the paid invoice after a card payment) is the card
 * checkout's answer, handed in by the module's wiring.
 */
export async function checkoutRoutes(
  app: FastifyInstance,
  deps: CheckoutDeps & { paidInvoiceOf: (body: PaidInvoiceRequest) => Promise<InvoiceSentBody> },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeOf(api, orderEndpoints.checkoutCosts, {
      tags: ['checkout'],
      summary:
        "The cart's subtotal, shipping (null: to be quoted by the gallery), tax and total to a country, " +
        'computed by the server from its prices and settings; nothing is held. 400 without a country when ' +
        'the costs depend on it.',
    }),
    bodyLimit: CHECKOUT_BODY_LIMIT,
    // Read-only and cheap, asked again as the buyer changes country or cart.
    config: { rateLimit: perClientLimit(60) },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return cartCosts(deps, request.body);
    },
  });
  api.route({
    ...routeOf(api, orderEndpoints.sendInvoice, {
      tags: ['checkout'],
      summary:
        'Invoice checkout from the cart (the invoice request): prices from the database, units held, the ' +
        'invoice mailed; 409 names a sold-out work, or carries the new prices to accept (send acceptedTotal). ' +
        "Or, after a card payment, {draft_id, email}: the paid invoice of that draft's order (404 unknown, " +
        '409 not paid yet).',
    }),
    // Two shapes, each validated by its own schema in the handler (parseBody), so an error keeps its
    // field's text: a union would only say "Invalid input".
    validatorCompiler: () => (data) => ({ value: data }),
    bodyLimit: CHECKOUT_BODY_LIMIT,
    // Per hour, not per minute: each order holds works and mails an invoice (decision 028).
    config: {
      rateLimit: perClientLimit(INVOICE_HOLD.maxRequestsPerClientPerHour, HOUR_MS, HOLD_TEXT.tooManyRequests),
    },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const raw: unknown = request.body;
      if (raw && typeof raw === 'object' && 'draft_id' in raw) {
        return deps.paidInvoiceOf(parseBody(paidInvoiceRequest, raw));
      }
      const body = parseBody(invoiceRequest, raw);
      const answer = await sendInvoice(deps, body, idempotencyKeyOf(request.headers['idempotency-key']));
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
      return answer.body;
    },
  });
}
