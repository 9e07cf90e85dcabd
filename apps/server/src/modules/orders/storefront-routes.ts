import { errorBody, invoiceRequest, invoiceSentBody, pricesChangedBody } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequest } from '../../platform/errors.ts';
import { perClientLimit } from '../../platform/http/rate-limit.ts';
import { type CheckoutDeps, sendInvoice } from './invoice-checkout.ts';

// A cart of fifty lines, sent with the ids, quantities and prices the buyer saw, fits well inside.
const CHECKOUT_BODY_LIMIT = 32 * 1024;
const KEY = /^[\x21-\x7e]{1,255}$/;

/** The Idempotency-Key header, when sent: printable ASCII, at most 255 characters. */
function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !KEY.test(header)) {
    throw new BadRequest('Idempotency-Key must be 1 to 255 printable characters');
  }
  return header;
}

export async function orderStorefrontRoutes(app: FastifyInstance, deps: CheckoutDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/send-invoice',
    {
      schema: {
        tags: ['checkout'],
        summary:
          'Invoice checkout from the cart: prices from the database, units held, the invoice mailed. ' +
          '409 names a sold-out work, or carries the new prices to accept (send acceptedTotal).',
        body: invoiceRequest,
        response: {
          200: invoiceSentBody,
          400: errorBody,
          409: z.union([pricesChangedBody, errorBody]),
          422: errorBody,
          429: errorBody,
        },
      },
      bodyLimit: CHECKOUT_BODY_LIMIT,
      config: { rateLimit: perClientLimit(10) },
    },
    async (request, reply) => {
      const answer = await sendInvoice(deps, request.body, idempotencyKeyOf(request.headers['idempotency-key']));
      reply.header('Cache-Control', 'no-store');
      if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
      return answer.body;
    },
  );
}
