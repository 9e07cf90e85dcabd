import { errorBody, PAYMENT_DETAILS_NOT_CONFIGURED, paymentDetails, paymentDetailsBody } from '@vernissage/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFound } from '../../platform/errors.ts';
import { createPaymentDetails, getPaymentDetails, type PaymentDetailsDeps, updatePaymentDetails } from './service.ts';

const tags = ['admin'];

/** The gallery's bank details and payment terms, registered inside `adminApi`. */
export async function bankDetailsRoutes(app: FastifyInstance, deps: PaymentDetailsDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/payment-details',
    {
      schema: {
        tags,
        summary: 'The payment details; 404 until they are configured',
        response: { 200: paymentDetails, 404: errorBody },
      },
    },
    async () => {
      const found = await getPaymentDetails(deps);
      if (!found) throw new NotFound(PAYMENT_DETAILS_NOT_CONFIGURED);
      return found;
    },
  );
  api.post(
    '/payment-details',
    {
      schema: {
        tags,
        summary: 'Create the payment details (409 when they exist: use PUT)',
        body: paymentDetailsBody,
        response: { 201: paymentDetails, 400: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await createPaymentDetails(deps, request.body)),
  );
  api.put(
    '/payment-details',
    {
      schema: {
        tags,
        summary: 'Update the payment details (404 before they are created)',
        body: paymentDetailsBody,
        response: { 200: paymentDetails, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => updatePaymentDetails(deps, request.body),
  );
}
